// Rules of one tarefa: refs of the office, situação moves (completedAt follows), optimistic concurrency,
// audit, and a notification to a new responsável (pushed after the commit).
import { eq } from 'drizzle-orm';
import {
  canMoveTask,
  type ChangeTaskStatusInput,
  type Task,
  type TaskInput,
  type TaskStatus,
  type UpdateTaskInput,
  type AuditAction,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { formatDayBr, localDay } from '../citizens/citizens-dates.ts';
import { insertNotifications, pushNotifications, type NotificationView } from '../notifications/notify.ts';
import { checkCitizen, checkDemand, checkUser, checkVersion } from '../occurrences/casework-refs.ts';
import { toTask } from './tasks.mapper.ts';
import { findTaskForUpdate, findTaskView } from './tasks.repository.ts';
import { tasks, type TaskRow } from './tasks.table.ts';

const auditEntry = (tenant: Tenant, action: AuditAction, id: string, data?: unknown) => ({
  organizationId: tenant.organizationId,
  userId: tenant.userId,
  action,
  entity: 'task' as const,
  entityId: id,
  data,
});

async function view(db: Db, tenant: Tenant, id: string): Promise<Task> {
  const v = await findTaskView(db, tenant.organizationId, id);
  if (!v) throw new AppError('TASK_NOT_FOUND', 404);
  return toTask(v, localDay(new Date(), tenant.timeZone));
}

async function lockTask(tx: Db, tenant: Tenant, id: string, version?: number): Promise<TaskRow> {
  const row = await findTaskForUpdate(tx, tenant.organizationId, id);
  if (!row || row.deletedAt) throw new AppError('TASK_NOT_FOUND', 404);
  if (version !== undefined) await checkVersion(tx, row, version, 'Esta tarefa', 'alterada', tenant.timeZone);
  return row;
}

type RefInput = Pick<UpdateTaskInput, 'assigneeId' | 'demandId' | 'citizenId'>;

async function checkRefs(tx: Db, tenant: Tenant, input: RefInput, current?: TaskRow) {
  const org = tenant.organizationId;
  if (input.assigneeId && input.assigneeId !== current?.assigneeId) {
    await checkUser(tx, org, input.assigneeId, 'TASK_ASSIGNEE_INVALID', 'assigneeId');
  }
  if (input.demandId && input.demandId !== current?.demandId) {
    await checkDemand(tx, org, input.demandId, 'TASK_DEMAND_INVALID', 'demandId');
  }
  if (input.citizenId && input.citizenId !== current?.citizenId) {
    await checkCitizen(tx, org, input.citizenId, 'TASK_CITIZEN_INVALID', 'citizenId');
  }
}

/** completedAt follows the situação: set when it becomes concluída, cleared when it leaves it. */
function completion(before: TaskRow | null, status: TaskStatus): { completedAt?: Date | null } {
  if (status === 'concluida') return before?.status === 'concluida' ? {} : { completedAt: new Date() };
  return { completedAt: null };
}

function notifyAssigned(tx: Db, tenant: Tenant, row: TaskRow): Promise<NotificationView[]> {
  if (!row.assigneeId) return Promise.resolve([]);
  return insertNotifications(tx, [
    {
      organizationId: tenant.organizationId,
      userId: row.assigneeId,
      kind: 'task_assigned',
      title: `Tarefa atribuída a você: ${row.title}`,
      body: row.dueDate ? `Prazo: ${formatDayBr(row.dueDate)}` : null,
      link: `/tarefas/${row.id}`,
      entityType: 'task',
      entityId: row.id,
      actorId: tenant.userId,
    },
  ]);
}

export async function getTask(deps: AppDeps, tenant: Tenant, id: string): Promise<Task> {
  return view(deps.database.db, tenant, id);
}

export async function createTask(deps: AppDeps, tenant: Tenant, input: TaskInput): Promise<Task> {
  const { id, notified } = await deps.database.db.transaction(async (tx) => {
    await checkRefs(tx, tenant, input);
    const [row] = await tx
      .insert(tasks)
      .values({
        organizationId: tenant.organizationId,
        title: input.title,
        description: input.description ?? null,
        assigneeId: input.assigneeId ?? null,
        dueDate: input.dueDate ?? null,
        priority: input.priority,
        status: input.status,
        demandId: input.demandId ?? null,
        citizenId: input.citizenId ?? null,
        ...completion(null, input.status),
        createdBy: tenant.userId,
        updatedBy: tenant.userId,
      })
      .returning();
    await audit(tx, auditEntry(tenant, 'create', row!.id, { title: row!.title }));
    return { id: row!.id, notified: await notifyAssigned(tx, tenant, row!) };
  });
  pushNotifications(deps, notified);
  return view(deps.database.db, tenant, id);
}

export async function updateTask(deps: AppDeps, tenant: Tenant, id: string, input: UpdateTaskInput) {
  const notified = await deps.database.db.transaction(async (tx) => {
    const before = await lockTask(tx, tenant, id, input.version);
    const status = input.status ?? (before.status as TaskStatus);
    if (status !== before.status && !canMoveTask(before.status as TaskStatus, status)) {
      throw new AppError('INVALID_TRANSITION', 409);
    }
    await checkRefs(tx, tenant, input, before);
    const { version: _version, ...fields } = input;
    const dueChanged = input.dueDate !== undefined && input.dueDate !== before.dueDate;
    const assigneeChanged = input.assigneeId !== undefined && input.assigneeId !== before.assigneeId;
    const [after] = await tx
      .update(tasks)
      .set({
        ...fields,
        ...(status !== before.status ? completion(before, status) : {}),
        // A new prazo or a new responsável may be warned again when it runs late.
        ...(dueChanged || assigneeChanged ? { overdueNotifiedAt: null } : {}),
        version: before.version + 1,
        updatedBy: tenant.userId,
        updatedAt: new Date(),
      })
      .where(eq(tasks.id, id))
      .returning();
    await audit(tx, auditEntry(tenant, 'update', id, { fields: Object.keys(fields) }));
    return assigneeChanged ? notifyAssigned(tx, tenant, after!) : [];
  });
  pushNotifications(deps, notified);
  return view(deps.database.db, tenant, id);
}

export async function changeTaskStatus(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: ChangeTaskStatusInput,
) {
  await deps.database.db.transaction(async (tx) => {
    const before = await lockTask(tx, tenant, id, input.version);
    if (input.status === before.status) return;
    if (!canMoveTask(before.status as TaskStatus, input.status))
      throw new AppError('INVALID_TRANSITION', 409);
    await tx
      .update(tasks)
      .set({
        status: input.status,
        ...completion(before, input.status),
        version: before.version + 1,
        updatedBy: tenant.userId,
        updatedAt: new Date(),
      })
      .where(eq(tasks.id, id));
    await audit(tx, auditEntry(tenant, 'status', id, { from: before.status, to: input.status }));
  });
  return view(deps.database.db, tenant, id);
}

export async function deleteTask(deps: AppDeps, tenant: Tenant, id: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const row = await lockTask(tx, tenant, id);
    await tx
      .update(tasks)
      .set({ deletedAt: new Date(), updatedBy: tenant.userId, updatedAt: new Date() })
      .where(eq(tasks.id, id));
    await audit(tx, auditEntry(tenant, 'delete', id, { title: row.title }));
  });
}

/** Undoes a deletion (the 'Desfazer' of the notice shown after deleting). */
export async function restoreTask(deps: AppDeps, tenant: Tenant, id: string): Promise<Task> {
  await deps.database.db.transaction(async (tx) => {
    const row = await findTaskForUpdate(tx, tenant.organizationId, id);
    if (!row) throw new AppError('TASK_NOT_FOUND', 404);
    if (!row.deletedAt) return;
    await tx
      .update(tasks)
      .set({ deletedAt: null, version: row.version + 1, updatedBy: tenant.userId, updatedAt: new Date() })
      .where(eq(tasks.id, id));
    await audit(tx, auditEntry(tenant, 'restore', id));
  });
  return view(deps.database.db, tenant, id);
}
