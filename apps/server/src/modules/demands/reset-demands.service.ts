// Spec §7 reset/demands: an office admin sends every demanda one user created to the bin in one batch,
// restorable together for 30 days (the voters reset's rules, reset-voters.service.ts).
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { countUpdated } from '../../lib/row-counts.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { RESTORE_DAYS } from '../citizens/reset-voters.service.ts';
import { findUser } from '../users/users.repository.ts';
import { demandChanges, demands } from './demands.table.ts';

const DAY_MS = 86_400_000;
const plural = (n: number) => (n === 1 ? '1 demanda' : `${n.toLocaleString('pt-BR')} demandas`);

/** One history row per demanda of the batch (insert…select, whatever the batch size). */
function historyFor(tenant: Tenant, batchId: string, action: 'delete' | 'restore', note: string, extra: SQL) {
  return sql`insert into ${demandChanges} (organization_id, demand_id, user_id, action, changes)
    select organization_id, id, ${tenant.userId}::uuid, ${action},
           jsonb_build_array(jsonb_build_object('field', 'batch', 'from', null, 'to', ${note}::text))
      from ${demands} where organization_id = ${tenant.organizationId} and deleted_batch = ${batchId} and ${extra}`;
}

export async function resetDemands(deps: AppDeps, tenant: Tenant, userId: string) {
  const { db } = deps.database;
  const user = await findUser(db, tenant.organizationId, userId);
  if (!user) throw new AppError('USER_NOT_FOUND', 404);
  const batchId = randomUUID();
  const now = new Date();
  const affected = await db.transaction(async (tx) => {
    const count = await countUpdated(
      tx,
      sql`update ${demands} set deleted_at = ${now.toISOString()}::timestamptz, deleted_by = ${tenant.userId},
             deleted_batch = ${batchId}, version = version + 1, updated_at = ${now.toISOString()}::timestamptz,
             updated_by = ${tenant.userId}
           where organization_id = ${tenant.organizationId} and created_by = ${user.id} and deleted_at is null`,
    );
    await tx.execute(
      historyFor(tenant, batchId, 'delete', `Demandas de ${user.name} removidas em lote`, sql`true`),
    );
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: 'reset_demands',
      entity: 'user',
      entityId: user.id,
      data: { batchId, count, userName: user.name },
    });
    return count;
  });
  return {
    ok: true as const,
    affected,
    batchId,
    restorableUntil: new Date(now.getTime() + RESTORE_DAYS * DAY_MS).toISOString(),
    message:
      affected === 0
        ? `${user.name} não tem demandas cadastradas.`
        : `${plural(affected)} de ${user.name} ${affected === 1 ? 'foi movida' : 'foram movidas'} para a lixeira.`,
  };
}

export async function restoreDemandBatch(deps: AppDeps, tenant: Tenant, batchId: string) {
  const affected = await deps.database.db.transaction(async (tx) => {
    const restorable = sql`deleted_at > ${new Date(Date.now() - RESTORE_DAYS * DAY_MS).toISOString()}::timestamptz`;
    await tx.execute(historyFor(tenant, batchId, 'restore', 'Exclusão em lote desfeita', restorable));
    const count = await countUpdated(
      tx,
      sql`update ${demands} set deleted_at = null, deleted_by = null, deleted_batch = null, version = version + 1,
             updated_at = now(), updated_by = ${tenant.userId}
           where organization_id = ${tenant.organizationId} and deleted_batch = ${batchId} and ${restorable}`,
    );
    if (count === 0) throw new AppError('DELETION_BATCH_NOT_FOUND', 404);
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: 'restore_demands',
      entity: 'demand',
      data: { batchId, count },
    });
    return count;
  });
  return {
    ok: true as const,
    affected,
    message: `${plural(affected)} ${affected === 1 ? 'restaurada' : 'restauradas'}.`,
  };
}
