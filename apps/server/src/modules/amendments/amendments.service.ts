// One emenda: create, read, edit with optimistic version (field history, notices), status moves along
// AMENDMENT_TRANSITIONS with the stage's value and day, the bin, comments — one transaction per write.
import { eq, sql } from 'drizzle-orm';
import {
  AMENDMENT_EXECUTION_FIELDS,
  AMENDMENT_STAGE_OF_STATUS,
  AMENDMENT_STATUS_LABELS,
  amendmentLabel,
  canMoveAmendment,
  type Amendment,
  type AmendmentInput,
  type AmendmentStatus,
  type AuditAction,
  type ChangeAmendmentStatusInput,
  type UpdateAmendmentInput,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { localDay } from '../citizens/citizens-dates.ts';
import { insertNotifications, pushNotifications, type NotificationInput } from '../notifications/notify.ts';
import { checkVersion } from '../occurrences/casework-refs.ts';
import { diffAmendment, recordAmendmentChanges } from './amendments-history.ts';
import {
  announceAmendmentChange,
  assignedNotice,
  valuesNotice,
  type ValueChange,
} from './amendments-notify.ts';
import { amendmentValues, checkAmendmentRefs } from './amendments-refs.ts';
import { toAmendment } from './amendments.mapper.ts';
import {
  loadAmendmentDetail,
  lockAmendmentRow,
  writeAmendmentLinks,
  type AmendmentDetail,
} from './amendments.repository.ts';
import { amendments, type AmendmentRow } from './amendments.table.ts';

const auditEntry = (tenant: Tenant, action: AuditAction, id: string, data?: unknown) => ({
  organizationId: tenant.organizationId,
  userId: tenant.userId,
  action,
  entity: 'amendment' as const,
  entityId: id,
  data,
});

export async function detailOf(
  db: Db,
  tenant: Tenant,
  id: string,
  allowDeleted = false,
): Promise<AmendmentDetail> {
  const d = await loadAmendmentDetail(db, tenant.organizationId, id);
  if (!d || (d.row.deletedAt && !allowDeleted)) throw new AppError('AMENDMENT_NOT_FOUND', 404);
  return d;
}

/** Locked, not in the bin, and (when a version is sent) not saved by someone else since it was read. */
export async function lockForSave(
  tx: Db,
  tenant: Tenant,
  id: string,
  version?: number,
): Promise<AmendmentRow> {
  const row = await lockAmendmentRow(tx, tenant.organizationId, id);
  if (!row) throw new AppError('AMENDMENT_NOT_FOUND', 404);
  if (row.deletedAt) throw new AppError('AMENDMENT_DELETED', 409);
  if (version !== undefined) await checkVersion(tx, row, version, 'Esta emenda', 'alterada', tenant.timeZone);
  return row;
}

const saveStamp = (tenant: Tenant, now: Date) => ({
  version: sql`${amendments.version} + 1`,
  updatedAt: now,
  updatedBy: tenant.userId,
});

/** The execution values that differ between two rows. */
export function executionChanges(before: AmendmentRow, after: AmendmentRow): ValueChange[] {
  return AMENDMENT_EXECUTION_FIELDS.filter((f) => before[f] !== after[f]).map((f) => ({
    field: f,
    from: before[f],
    to: after[f],
  }));
}

/** The saved emenda, announced to the office's other readers after the commit. */
function announced(deps: AppDeps, tenant: Tenant, saved: Amendment): Amendment {
  announceAmendmentChange(deps, tenant, saved._id, saved.version);
  return saved;
}

export async function getAmendment(deps: AppDeps, tenant: Tenant, id: string): Promise<Amendment> {
  return toAmendment(await detailOf(deps.database.db, tenant, id, true));
}

export async function createAmendment(
  deps: AppDeps,
  tenant: Tenant,
  input: AmendmentInput,
): Promise<Amendment> {
  const org = tenant.organizationId;
  const { demandIds, citizenIds, status, ...fields } = input;
  const { id, created } = await deps.database.db.transaction(async (tx) => {
    await checkAmendmentRefs(tx, org, input, null);
    const values = await amendmentValues(tx, fields);
    const stage = AMENDMENT_STAGE_OF_STATUS[status];
    const [row] = await tx
      .insert(amendments)
      .values({
        ...values,
        sphere: input.sphere,
        year: input.year,
        kind: input.kind,
        author: input.author,
        status,
        indicatedOn: input.indicatedOn ?? localDay(new Date(), tenant.timeZone),
        ...(stage && !input[`${stage}On`] ? { [`${stage}On`]: localDay(new Date(), tenant.timeZone) } : {}),
        organizationId: org,
        createdBy: tenant.userId,
        updatedBy: tenant.userId,
      })
      .returning();
    await writeAmendmentLinks(tx, org, row!.id, { demandIds, citizenIds });
    await recordAmendmentChanges(tx, [
      {
        organizationId: org,
        amendmentId: row!.id,
        userId: tenant.userId,
        action: 'create',
        changes: [{ field: 'status', from: null, to: AMENDMENT_STATUS_LABELS[status] }],
      },
    ]);
    await audit(tx, auditEntry(tenant, 'create', row!.id, { label: amendmentLabel(row!) }));
    return { id: row!.id, created: await insertNotifications(tx, assignedNotice(row!, tenant.userId)) };
  });
  pushNotifications(deps, created);
  return announced(deps, tenant, await getAmendment(deps, tenant, id));
}

export async function updateAmendment(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: UpdateAmendmentInput,
): Promise<Amendment> {
  const org = tenant.organizationId;
  const { version, demandIds, citizenIds, ...fields } = input;
  const created = await deps.database.db.transaction(async (tx) => {
    const row = await lockForSave(tx, tenant, id, version);
    const before = await detailOf(tx, tenant, id);
    await checkAmendmentRefs(tx, org, input, row);
    const values = await amendmentValues(tx, fields);
    await tx
      .update(amendments)
      .set({ ...values, ...saveStamp(tenant, new Date()) })
      .where(eq(amendments.id, id));
    await writeAmendmentLinks(tx, org, id, { demandIds, citizenIds });
    const after = await detailOf(tx, tenant, id);
    const changes = diffAmendment(before, after);
    if (changes.length) {
      await recordAmendmentChanges(tx, [
        { organizationId: org, amendmentId: id, userId: tenant.userId, action: 'update', changes },
      ]);
    }
    await audit(tx, auditEntry(tenant, 'update', id, { fields: changes.map((c) => c.field) }));
    const notices: NotificationInput[] = [];
    if (after.row.responsibleId && after.row.responsibleId !== row.responsibleId) {
      notices.push(...assignedNotice(after.row, tenant.userId));
    } else {
      notices.push(...valuesNotice(after.row, executionChanges(row, after.row), null, tenant.userId));
    }
    return insertNotifications(tx, notices);
  });
  pushNotifications(deps, created);
  return announced(deps, tenant, await getAmendment(deps, tenant, id));
}

/** A board move or the record's button; a stage status may carry its value (centavos) and day. */
export async function changeAmendmentStatus(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: ChangeAmendmentStatusInput,
): Promise<Amendment> {
  const org = tenant.organizationId;
  const stage = AMENDMENT_STAGE_OF_STATUS[input.status];
  if (input.value !== undefined && !stage) {
    throw new AppError('AMENDMENT_VALUE_STAGE', 422, undefined, { value: 'Esta situação não recebe valor' });
  }
  const created = await deps.database.db.transaction(async (tx) => {
    const row = await lockForSave(tx, tenant, id, input.version);
    const from = row.status as AmendmentStatus;
    if (from !== input.status && !canMoveAmendment(from, input.status)) {
      throw new AppError(
        'INVALID_TRANSITION',
        409,
        `Uma emenda ${AMENDMENT_STATUS_LABELS[from].toLowerCase()} não pode passar a ${AMENDMENT_STATUS_LABELS[input.status].toLowerCase()}.`,
      );
    }
    const before = await detailOf(tx, tenant, id);
    const day = input.on ?? localDay(new Date(), tenant.timeZone);
    const set: Partial<typeof amendments.$inferInsert> = { status: input.status };
    if (stage) {
      if (input.value !== undefined) set[stage] = input.value;
      if (input.on || !row[`${stage}On`]) set[`${stage}On`] = day;
    }
    await tx
      .update(amendments)
      .set({ ...set, ...saveStamp(tenant, new Date()) })
      .where(eq(amendments.id, id));
    const after = await detailOf(tx, tenant, id);
    const changes = diffAmendment(before, after);
    if (input.note) changes.push({ field: 'note', from: null, to: input.note });
    await recordAmendmentChanges(tx, [
      { organizationId: org, amendmentId: id, userId: tenant.userId, action: 'status', changes },
    ]);
    await audit(tx, auditEntry(tenant, 'status', id, { from, to: input.status }));
    return insertNotifications(
      tx,
      valuesNotice(after.row, executionChanges(row, after.row), null, tenant.userId),
    );
  });
  pushNotifications(deps, created);
  return announced(deps, tenant, await getAmendment(deps, tenant, id));
}

export async function deleteAmendment(deps: AppDeps, tenant: Tenant, id: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const row = await lockForSave(tx, tenant, id);
    const now = new Date();
    await tx
      .update(amendments)
      .set({ deletedAt: now, updatedAt: now, updatedBy: tenant.userId })
      .where(eq(amendments.id, id));
    await recordAmendmentChanges(tx, [
      { organizationId: tenant.organizationId, amendmentId: id, userId: tenant.userId, action: 'delete' },
    ]);
    await audit(tx, auditEntry(tenant, 'delete', id, { label: amendmentLabel(row) }));
  });
  announceAmendmentChange(deps, tenant, id, null);
}

export async function restoreAmendment(deps: AppDeps, tenant: Tenant, id: string): Promise<Amendment> {
  await deps.database.db.transaction(async (tx) => {
    const row = await lockAmendmentRow(tx, tenant.organizationId, id);
    if (!row) throw new AppError('AMENDMENT_NOT_FOUND', 404);
    if (!row.deletedAt) throw new AppError('AMENDMENT_NOT_DELETED', 409);
    await tx
      .update(amendments)
      .set({ deletedAt: null, ...saveStamp(tenant, new Date()) })
      .where(eq(amendments.id, id));
    await recordAmendmentChanges(tx, [
      { organizationId: tenant.organizationId, amendmentId: id, userId: tenant.userId, action: 'restore' },
    ]);
    await audit(tx, auditEntry(tenant, 'restore', id));
  });
  return announced(deps, tenant, await getAmendment(deps, tenant, id));
}
