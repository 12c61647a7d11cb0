// Rules of one atendimento: refs of the office, not in the future, situação moves, optimistic concurrency,
// bin, audit, and a notification to a new responsável (pushed after the commit).
import { eq } from 'drizzle-orm';
import {
  canMoveOccurrence,
  OCCURRENCE_CHANNEL_LABELS,
  OCCURRENCE_CLOCK_SKEW_MINUTES,
  type ChangeOccurrenceStatusInput,
  type Occurrence,
  type OccurrenceChannel,
  type OccurrenceInput,
  type OccurrenceStatus,
  type UpdateOccurrenceInput,
  type AuditAction,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { insertNotifications, pushNotifications, type NotificationView } from '../notifications/notify.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { checkArea, checkCitizen, checkUser, checkVersion } from './casework-refs.ts';
import { toOccurrence } from './occurrences.mapper.ts';
import { findOccurrence, findOccurrenceView } from './occurrences.repository.ts';
import { occurrences, type OccurrenceRow } from './occurrences.table.ts';

const auditEntry = (tenant: Tenant, action: AuditAction, id: string, data?: unknown) => ({
  organizationId: tenant.organizationId,
  userId: tenant.userId,
  action,
  entity: 'occurrence' as const,
  entityId: id,
  data,
});

async function view(db: Db, tenant: Tenant, id: string): Promise<Occurrence> {
  const v = await findOccurrenceView(db, tenant.organizationId, id);
  if (!v) throw new AppError('OCCURRENCE_NOT_FOUND', 404);
  return toOccurrence(v);
}

/** The row, locked for the write; other offices' ids are simply not found. */
async function lockRow(tx: Db, tenant: Tenant, id: string): Promise<OccurrenceRow> {
  const row = await findOccurrence(tx, tenant.organizationId, id, true);
  if (!row) throw new AppError('OCCURRENCE_NOT_FOUND', 404);
  return row;
}

async function lockLive(tx: Db, tenant: Tenant, id: string, version: number): Promise<OccurrenceRow> {
  const row = await lockRow(tx, tenant, id);
  if (row.deletedAt) throw new AppError('OCCURRENCE_DELETED', 409);
  await checkVersion(tx, row, version, 'Este atendimento', 'alterado', tenant.timeZone);
  return row;
}

function checkNotFuture(occurredAt: string | undefined): Date {
  const at = occurredAt ? new Date(occurredAt) : new Date();
  if (at.getTime() > Date.now() + OCCURRENCE_CLOCK_SKEW_MINUTES * 60_000) {
    throw new AppError('OCCURRENCE_IN_FUTURE', 422, undefined, {
      occurredAt: 'A data do atendimento não pode estar no futuro',
    });
  }
  return at;
}

type RefInput = Pick<UpdateOccurrenceInput, 'citizenId' | 'areaId' | 'responsibleId'>;

async function checkRefs(tx: Db, tenant: Tenant, input: RefInput, current?: OccurrenceRow) {
  const org = tenant.organizationId;
  if (input.citizenId && input.citizenId !== current?.citizenId) {
    await checkCitizen(tx, org, input.citizenId, 'OCCURRENCE_CITIZEN_INVALID', 'citizenId');
  }
  if (input.areaId) await checkArea(tx, org, input.areaId, current?.areaId ?? null);
  if (input.responsibleId && input.responsibleId !== current?.responsibleId) {
    await checkUser(tx, org, input.responsibleId, 'OCCURRENCE_RESPONSIBLE_INVALID', 'responsibleId');
  }
}

/** Tells the new responsável (never the actor: insertNotifications skips them). */
async function notifyAssigned(tx: Db, tenant: Tenant, row: OccurrenceRow): Promise<NotificationView[]> {
  if (!row.responsibleId) return [];
  const [citizen] = await tx
    .select({ name: citizens.name })
    .from(citizens)
    .where(eq(citizens.id, row.citizenId));
  return insertNotifications(tx, [
    {
      organizationId: tenant.organizationId,
      userId: row.responsibleId,
      kind: 'occurrence_assigned',
      title: `Atendimento atribuído a você: ${row.subject}`,
      body: [citizen?.name, OCCURRENCE_CHANNEL_LABELS[row.channel as OccurrenceChannel]]
        .filter(Boolean)
        .join(' · '),
      link: `/atendimentos/${row.id}`,
      entityType: 'occurrence',
      entityId: row.id,
      actorId: tenant.userId,
    },
  ]);
}

export async function getOccurrence(deps: AppDeps, tenant: Tenant, id: string): Promise<Occurrence> {
  return view(deps.database.db, tenant, id);
}

export async function createOccurrence(deps: AppDeps, tenant: Tenant, input: OccurrenceInput) {
  const occurredAt = checkNotFuture(input.occurredAt);
  const { id, notified } = await deps.database.db.transaction(async (tx) => {
    await checkRefs(tx, tenant, input);
    const [row] = await tx
      .insert(occurrences)
      .values({
        organizationId: tenant.organizationId,
        occurredAt,
        channel: input.channel,
        subject: input.subject,
        description: input.description ?? null,
        areaId: input.areaId ?? null,
        responsibleId: input.responsibleId ?? null,
        status: input.status,
        citizenId: input.citizenId,
        createdBy: tenant.userId,
        updatedBy: tenant.userId,
      })
      .returning();
    await audit(tx, auditEntry(tenant, 'create', row!.id, { subject: row!.subject }));
    return { id: row!.id, notified: await notifyAssigned(tx, tenant, row!) };
  });
  pushNotifications(deps, notified);
  return view(deps.database.db, tenant, id);
}

export async function updateOccurrence(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: UpdateOccurrenceInput,
): Promise<Occurrence> {
  const occurredAt = input.occurredAt === undefined ? undefined : checkNotFuture(input.occurredAt);
  const notified = await deps.database.db.transaction(async (tx) => {
    const before = await lockLive(tx, tenant, id, input.version);
    if (input.status && input.status !== before.status) {
      if (!canMoveOccurrence(before.status as OccurrenceStatus, input.status)) {
        throw new AppError('INVALID_TRANSITION', 409);
      }
    }
    await checkRefs(tx, tenant, input, before);
    const { version: _version, occurredAt: _at, ...fields } = input;
    const [after] = await tx
      .update(occurrences)
      .set({
        ...fields,
        ...(occurredAt ? { occurredAt } : {}),
        version: before.version + 1,
        updatedBy: tenant.userId,
        updatedAt: new Date(),
      })
      .where(eq(occurrences.id, id))
      .returning();
    const changed = Object.keys(fields).filter(
      (k) =>
        String(before[k as keyof OccurrenceRow] ?? '') !== String(after![k as keyof OccurrenceRow] ?? ''),
    );
    await audit(tx, auditEntry(tenant, 'update', id, { fields: changed }));
    return after!.responsibleId !== before.responsibleId ? notifyAssigned(tx, tenant, after!) : [];
  });
  pushNotifications(deps, notified);
  return view(deps.database.db, tenant, id);
}

export async function changeOccurrenceStatus(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: ChangeOccurrenceStatusInput,
): Promise<Occurrence> {
  await deps.database.db.transaction(async (tx) => {
    const before = await lockLive(tx, tenant, id, input.version);
    if (!canMoveOccurrence(before.status as OccurrenceStatus, input.status)) {
      throw new AppError('INVALID_TRANSITION', 409);
    }
    await tx
      .update(occurrences)
      .set({
        status: input.status,
        version: before.version + 1,
        updatedBy: tenant.userId,
        updatedAt: new Date(),
      })
      .where(eq(occurrences.id, id));
    await audit(tx, auditEntry(tenant, 'status', id, { from: before.status, to: input.status }));
  });
  return view(deps.database.db, tenant, id);
}

export async function deleteOccurrence(deps: AppDeps, tenant: Tenant, id: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const row = await lockRow(tx, tenant, id);
    if (row.deletedAt) throw new AppError('OCCURRENCE_DELETED', 409);
    await tx
      .update(occurrences)
      // updatedAt too: whatever caches on the office's latest change (the dashboard) sees the removal.
      .set({ deletedAt: new Date(), deletedBy: tenant.userId, updatedAt: new Date() })
      .where(eq(occurrences.id, id));
    await audit(tx, auditEntry(tenant, 'delete', id, { subject: row.subject }));
  });
}

export async function restoreOccurrence(deps: AppDeps, tenant: Tenant, id: string): Promise<Occurrence> {
  await deps.database.db.transaction(async (tx) => {
    const row = await lockRow(tx, tenant, id);
    if (!row.deletedAt) throw new AppError('OCCURRENCE_NOT_DELETED', 409);
    await tx
      .update(occurrences)
      .set({
        deletedAt: null,
        deletedBy: null,
        deletedBatch: null,
        version: row.version + 1,
        updatedBy: tenant.userId,
        updatedAt: new Date(),
      })
      .where(eq(occurrences.id, id));
    await audit(tx, auditEntry(tenant, 'restore', id));
  });
  return view(deps.database.db, tenant, id);
}
