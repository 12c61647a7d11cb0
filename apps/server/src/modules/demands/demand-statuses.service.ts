// The office's editable statuses: defaults (after SAAP) with their transitions, exactly one initial status,
// `next` ids inside the office, no deletion while demandas use one, closing flags copied to the demandas.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_DEMAND_STATUSES,
  DEFAULT_DEMAND_TRANSITIONS,
  type DemandStatus,
  type DemandStatusInputSchema,
  type DemandStatusOrderInputSchema,
  type UpdateDemandStatusInputSchema,
  type AuditAction,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import {
  demandsInStatus,
  findStatus,
  selectStatusRows,
  selectStatuses,
  statusNameTaken,
  type StatusView,
} from './demand-statuses.repository.ts';
import { refuseDuplicates } from '../../lib/unique-violation.ts';
import { demands, demandStatuses, type DemandStatusRow } from './demands.table.ts';

export function toDemandStatus(row: DemandStatusRow, demandsCount: number): DemandStatus {
  return {
    _id: row.id,
    name: row.name,
    color: row.color as DemandStatus['color'],
    position: row.position,
    isInitial: row.isInitial,
    isFinal: row.isFinal,
    next: row.next,
    demandsCount,
  };
}
const fromView = (row: StatusView) => toDemandStatus(row, row.demandsCount);

/** The default statuses and transitions, for an office that has no status yet (idempotent). */
export async function ensureDemandStatuses(tx: Db, organizationId: string): Promise<void> {
  const existing = await tx
    .select({ id: demandStatuses.id })
    .from(demandStatuses)
    .where(eq(demandStatuses.organizationId, organizationId))
    .limit(1);
  if (existing.length > 0) return;
  const inserted = await tx
    .insert(demandStatuses)
    .values(DEFAULT_DEMAND_STATUSES.map((s, position) => ({ ...s, organizationId, position })))
    .onConflictDoNothing()
    .returning({ id: demandStatuses.id, key: demandStatuses.key });
  // Another request seeded them at the same moment: its rows and transitions stand.
  if (inserted.length !== DEFAULT_DEMAND_STATUSES.length) return;
  const idOf = new Map(inserted.map((r) => [r.key, r.id]));
  for (const row of inserted) {
    const next = DEFAULT_DEMAND_TRANSITIONS[row.key as keyof typeof DEFAULT_DEMAND_TRANSITIONS];
    await tx
      .update(demandStatuses)
      .set({ next: next.map((k) => idOf.get(k)!) })
      .where(eq(demandStatuses.id, row.id));
  }
}

/** Lazily gives an office created before statuses existed (or by a seed) its defaults. */
export async function ensureStatusesOf(db: Db, organizationId: string): Promise<void> {
  await db.transaction((tx) => ensureDemandStatuses(tx, organizationId));
}

export async function listStatuses(deps: AppDeps, tenant: Tenant) {
  const { db } = deps.database;
  let rows = await selectStatuses(db, tenant.organizationId);
  if (rows.length === 0) {
    await ensureStatusesOf(db, tenant.organizationId);
    rows = await selectStatuses(db, tenant.organizationId);
  }
  return { statuses: rows.map(fromView) };
}

async function getStatus(db: Db, organizationId: string, id: string): Promise<DemandStatusRow> {
  const row = await findStatus(db, organizationId, id);
  if (!row) throw new AppError('DEMAND_STATUS_NOT_FOUND', 404);
  return row;
}

const nameInUse = () =>
  new AppError('DEMAND_STATUS_NAME_IN_USE', 409, undefined, { name: 'Já existe uma situação com este nome' });

/** A write that may hit the unique name index (two people saving at once) answers 409 too. */
const guardName = <T>(write: () => Promise<T>) => refuseDuplicates(write, nameInUse);

/** `next` without duplicates or the status itself; every id must be a status of the office. */
async function checkNext(tx: Db, organizationId: string, next: string[], selfId?: string) {
  const ids = [...new Set(next)].filter((id) => id !== selfId);
  if (ids.length === 0) return ids;
  const found = await tx
    .select({ id: demandStatuses.id })
    .from(demandStatuses)
    .where(and(eq(demandStatuses.organizationId, organizationId), inArray(demandStatuses.id, ids)));
  if (found.length !== ids.length) {
    throw new AppError('DEMAND_STATUS_NEXT_INVALID', 422, undefined, {
      next: 'Escolha situações deste gabinete',
    });
  }
  return ids;
}

function checkFlags(isInitial: boolean, isFinal: boolean) {
  if (isInitial && isFinal) {
    throw new AppError('DEMAND_STATUS_INITIAL_FINAL', 422, undefined, {
      isFinal: 'A situação inicial não pode encerrar a demanda',
    });
  }
}

const auditEntry = (tenant: Tenant, action: AuditAction, id: string, data: unknown) => ({
  organizationId: tenant.organizationId,
  userId: tenant.userId,
  action,
  entity: 'demand_status' as const,
  entityId: id,
  data,
});

async function viewOf(db: Db, organizationId: string, id: string): Promise<DemandStatus> {
  const row = await getStatus(db, organizationId, id);
  return toDemandStatus(row, await demandsInStatus(db, organizationId, id, true));
}

export async function createStatus(
  deps: AppDeps,
  tenant: Tenant,
  input: z.infer<typeof DemandStatusInputSchema>,
): Promise<DemandStatus> {
  const { db } = deps.database;
  const org = tenant.organizationId;
  checkFlags(input.isInitial, input.isFinal);
  await ensureStatusesOf(db, org);
  if (await statusNameTaken(db, org, input.name)) throw nameInUse();
  const id = await guardName(() =>
    db.transaction(async (tx) => {
      const next = await checkNext(tx, org, input.next);
      if (input.isInitial) await clearInitial(tx, org);
      const [row] = await tx
        .insert(demandStatuses)
        .values({
          organizationId: org,
          name: input.name,
          color: input.color,
          isInitial: input.isInitial,
          isFinal: input.isFinal,
          next,
          position: sql`(select coalesce(max(position), -1) + 1 from demand_statuses where organization_id = ${org})`,
        })
        .returning({ id: demandStatuses.id });
      await audit(tx, auditEntry(tenant, 'create', row!.id, { name: input.name }));
      return row!.id;
    }),
  );
  return viewOf(db, org, id);
}

const clearInitial = (tx: Db, organizationId: string) =>
  tx
    .update(demandStatuses)
    .set({ isInitial: false })
    .where(and(eq(demandStatuses.organizationId, organizationId), eq(demandStatuses.isInitial, true)));

export async function updateStatus(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: z.infer<typeof UpdateDemandStatusInputSchema>,
): Promise<DemandStatus> {
  const { db } = deps.database;
  const org = tenant.organizationId;
  await guardName(() =>
    db.transaction(async (tx) => {
      const before = await getStatus(tx, org, id);
      if (input.name !== undefined && (await statusNameTaken(tx, org, input.name, id))) throw nameInUse();
      if (before.isInitial && input.isInitial === false)
        throw new AppError('DEMAND_STATUS_LAST_INITIAL', 409);
      checkFlags(input.isInitial ?? before.isInitial, input.isFinal ?? before.isFinal);
      const next = input.next === undefined ? undefined : await checkNext(tx, org, input.next, id);
      if (input.isInitial && !before.isInitial) await clearInitial(tx, org);
      const values = {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.color !== undefined && { color: input.color }),
        ...(input.isInitial !== undefined && { isInitial: input.isInitial }),
        ...(input.isFinal !== undefined && { isFinal: input.isFinal }),
        ...(next !== undefined && { next }),
      };
      if (Object.keys(values).length === 0) return;
      await tx.update(demandStatuses).set(values).where(eq(demandStatuses.id, id));
      // Demandas carry the closing flag of their status (lists and counts need no join): keep them in step.
      if (input.isFinal !== undefined && input.isFinal !== before.isFinal) {
        await tx
          .update(demands)
          .set({
            isClosed: input.isFinal,
            closedAt: input.isFinal ? sql`coalesce(${demands.closedAt}, ${demands.statusChangedAt})` : null,
          })
          .where(and(eq(demands.organizationId, org), eq(demands.statusId, id)));
      }
      await audit(tx, auditEntry(tenant, 'update', id, { name: before.name, changes: values }));
    }),
  );
  return viewOf(db, org, id);
}

export async function deleteStatus(deps: AppDeps, tenant: Tenant, id: string): Promise<void> {
  const org = tenant.organizationId;
  await deps.database.db.transaction(async (tx) => {
    const row = await getStatus(tx, org, id);
    if (row.isInitial) throw new AppError('DEMAND_STATUS_LAST_INITIAL', 409);
    const used = await demandsInStatus(tx, org, id, false);
    if (used > 0) {
      throw new AppError(
        'DEMAND_STATUS_IN_USE',
        409,
        `Há ${used.toLocaleString('pt-BR')} ${used === 1 ? 'demanda' : 'demandas'} em "${row.name}" (contando a lixeira). Mova-as antes de excluir a situação.`,
      );
    }
    await tx
      .update(demandStatuses)
      .set({ next: sql`array_remove(${demandStatuses.next}, ${id}::uuid)` })
      .where(eq(demandStatuses.organizationId, org));
    await tx.delete(demandStatuses).where(eq(demandStatuses.id, id));
    await audit(tx, auditEntry(tenant, 'delete', id, { name: row.name }));
  });
}

/** The new order must name every status of the office exactly once. */
export async function reorderStatuses(
  deps: AppDeps,
  tenant: Tenant,
  input: z.infer<typeof DemandStatusOrderInputSchema>,
) {
  const { db } = deps.database;
  const org = tenant.organizationId;
  await db.transaction(async (tx) => {
    const rows = await selectStatusRows(tx, org);
    const known = new Set(rows.map((r) => r.id));
    const sent = new Set(input.ids);
    if (
      sent.size !== input.ids.length ||
      sent.size !== known.size ||
      input.ids.some((id) => !known.has(id))
    ) {
      throw new AppError('DEMAND_STATUS_ORDER_INVALID', 422, undefined, {
        ids: 'Envie todas as situações do gabinete, cada uma uma única vez',
      });
    }
    for (const [position, id] of input.ids.entries()) {
      await tx.update(demandStatuses).set({ position }).where(eq(demandStatuses.id, id));
    }
    await audit(tx, {
      organizationId: org,
      userId: tenant.userId,
      action: 'reorder',
      entity: 'demand_status',
      data: { ids: input.ids },
    });
  });
  return listStatuses(deps, tenant);
}
