// Spec §7 PATCH /users/{id}/reset/voters|demands|occurrences: an office admin sends every record one user
// registered to the bin in one batch (one `deleted_batch` id), restorable together for 30 days. Each area
// describes its table and its words; the rules live here once.
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditSubject } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { countUpdated } from '../../lib/row-counts.ts';
import { refuseDuplicates } from '../../lib/unique-violation.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { findUser } from './users.repository.ts';

export const RESTORE_DAYS = 30;
const DAY_MS = 86_400_000;

export interface ResetWords {
  /** '1 demanda' / '12 demandas'. */
  count: (n: number) => string;
  /** Past participles agreeing with the noun: ['movida', 'movidas']. */
  moved: [string, string];
  restored: [string, string];
  /** 'Rafael Souza não tem demandas cadastradas.' */
  none: (userName: string) => string;
  /** The history note on each record: 'Demandas de Rafael Souza removidas em lote'. */
  batchNote: (userName: string) => string;
}

export interface ResetSpec {
  /** The area's table: organization_id, deleted_at, deleted_by, deleted_batch, and the owner column. */
  table: PgTable;
  /** Who registered the record: 'registered_by' (citizens) or 'created_by'. */
  ownerColumn: string;
  /** Extra assignments on both moves (version bump, updated_at…), after a comma. */
  touch: (tenant: Tenant, at: string) => SQL;
  /** Rows a restore may bring back besides the 30 days (citizens: not merged away). */
  restorable?: SQL;
  /** A history row per record of the batch: (organization_id, <fk>, user_id, action, changes). */
  history?: { table: PgTable; foreignKey: string };
  audit: { reset: AuditAction; restore: AuditAction; entity: AuditSubject };
  words: ResetWords;
}

/** One history row per record of the batch (insert…select, whatever the batch size). */
async function writeHistory(
  tx: Db,
  spec: ResetSpec,
  tenant: Tenant,
  batch: { id: string; action: 'delete' | 'restore'; note: string; where: SQL },
) {
  const h = spec.history;
  if (!h) return;
  await tx.execute(sql`insert into ${h.table} (organization_id, ${sql.identifier(h.foreignKey)}, user_id, action, changes)
    select organization_id, id, ${tenant.userId}::uuid, ${batch.action},
           jsonb_build_array(jsonb_build_object('field', 'batch', 'from', null, 'to', ${batch.note}::text))
      from ${spec.table}
     where organization_id = ${tenant.organizationId} and deleted_batch = ${batch.id} and ${batch.where}`);
}

export async function resetUserRecords(deps: AppDeps, tenant: Tenant, userId: string, spec: ResetSpec) {
  const { db } = deps.database;
  const user = await findUser(db, tenant.organizationId, userId);
  if (!user) throw new AppError('USER_NOT_FOUND', 404);
  const batchId = randomUUID();
  const now = new Date();
  const at = now.toISOString();
  const affected = await db.transaction(async (tx) => {
    const count = await countUpdated(
      tx,
      sql`update ${spec.table} set deleted_at = ${at}::timestamptz, deleted_by = ${tenant.userId},
             deleted_batch = ${batchId}, ${spec.touch(tenant, at)}
           where organization_id = ${tenant.organizationId} and ${sql.identifier(spec.ownerColumn)} = ${user.id}
             and deleted_at is null`,
    );
    await writeHistory(tx, spec, tenant, {
      id: batchId,
      action: 'delete',
      note: spec.words.batchNote(user.name),
      where: sql`true`,
    });
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: spec.audit.reset,
      entity: 'user',
      entityId: user.id,
      data: { batchId, count, userName: user.name },
    });
    return count;
  });
  const [one, many] = spec.words.moved;
  return {
    ok: true as const,
    affected,
    batchId,
    restorableUntil: new Date(now.getTime() + RESTORE_DAYS * DAY_MS).toISOString(),
    message:
      affected === 0
        ? spec.words.none(user.name)
        : `${spec.words.count(affected)} de ${user.name} ${affected === 1 ? `foi ${one}` : `foram ${many}`} para a lixeira.`,
  };
}

export async function restoreUserRecords(deps: AppDeps, tenant: Tenant, batchId: string, spec: ResetSpec) {
  // A restored citizen whose CPF or título a live record took meanwhile is refused by the unique index.
  const refusal = () => new AppError('RESTORE_IDENTITY_IN_USE', 409);
  const affected = await refuseDuplicates(() => restoreBatch(deps, tenant, batchId, spec), refusal);
  const [one, many] = spec.words.restored;
  return {
    ok: true as const,
    affected,
    message: `${spec.words.count(affected)} ${affected === 1 ? one : many}.`,
  };
}

function restoreBatch(deps: AppDeps, tenant: Tenant, batchId: string, spec: ResetSpec) {
  const at = new Date().toISOString();
  const since = new Date(Date.now() - RESTORE_DAYS * DAY_MS).toISOString();
  const restorable = sql`deleted_at > ${since}::timestamptz and ${spec.restorable ?? sql`true`}`;
  return deps.database.db.transaction(async (tx) => {
    await writeHistory(tx, spec, tenant, {
      id: batchId,
      action: 'restore',
      note: 'Exclusão em lote desfeita',
      where: restorable,
    });
    const count = await countUpdated(
      tx,
      sql`update ${spec.table} set deleted_at = null, deleted_by = null, deleted_batch = null, ${spec.touch(tenant, at)}
           where organization_id = ${tenant.organizationId} and deleted_batch = ${batchId} and ${restorable}`,
    );
    if (count === 0) throw new AppError('DELETION_BATCH_NOT_FOUND', 404);
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: spec.audit.restore,
      entity: spec.audit.entity,
      data: { batchId, count },
    });
    return count;
  });
}
