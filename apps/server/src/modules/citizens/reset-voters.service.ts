// Spec §7 reset/voters: an office admin sends every citizen one user registered to the bin in one batch,
// restorable together for 30 days.
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { countUpdated } from '../../lib/row-counts.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { findUser } from '../users/users.repository.ts';
import { citizenChanges, citizens } from './citizens.table.ts';

export const RESTORE_DAYS = 30;
const DAY_MS = 86_400_000;
const plural = (n: number) => (n === 1 ? '1 eleitor' : `${n.toLocaleString('pt-BR')} eleitores`);

export const isOfficeAdmin = (tenant: Tenant) => tenant.role === 'admin' || tenant.role === 'platform_admin';

/** One history row per citizen of the batch (insert…select, whatever the batch size). */
function historyFor(tenant: Tenant, batchId: string, action: 'delete' | 'restore', note: string, extra: SQL) {
  return sql`insert into ${citizenChanges} (organization_id, citizen_id, user_id, action, changes)
    select organization_id, id, ${tenant.userId}::uuid, ${action},
           jsonb_build_array(jsonb_build_object('field', 'batch', 'from', null, 'to', ${note}::text))
      from ${citizens} where organization_id = ${tenant.organizationId} and deleted_batch = ${batchId} and ${extra}`;
}

export async function resetVoters(deps: AppDeps, tenant: Tenant, userId: string) {
  const { db } = deps.database;
  const user = await findUser(db, tenant.organizationId, userId);
  if (!user) throw new AppError('USER_NOT_FOUND', 404);
  const batchId = randomUUID();
  const now = new Date();
  const affected = await db.transaction(async (tx) => {
    const count = await countUpdated(
      tx,
      sql`update ${citizens} set deleted_at = ${now.toISOString()}::timestamptz, deleted_by = ${tenant.userId}, deleted_batch = ${batchId}
           where organization_id = ${tenant.organizationId} and registered_by = ${user.id} and deleted_at is null`,
    );
    await tx.execute(
      historyFor(tenant, batchId, 'delete', `Cadastros de ${user.name} removidos em lote`, sql`true`),
    );
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: 'reset_voters',
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
        ? `${user.name} não tem eleitores cadastrados.`
        : `${plural(affected)} de ${user.name} ${affected === 1 ? 'foi movido' : 'foram movidos'} para a lixeira.`,
  };
}

export async function restoreDeletionBatch(deps: AppDeps, tenant: Tenant, batchId: string) {
  const affected = await deps.database.db.transaction(async (tx) => {
    const restorable = sql`merged_into is null and deleted_at > ${new Date(Date.now() - RESTORE_DAYS * DAY_MS).toISOString()}::timestamptz`;
    await tx.execute(historyFor(tenant, batchId, 'restore', 'Exclusão em lote desfeita', restorable));
    const count = await countUpdated(
      tx,
      sql`update ${citizens} set deleted_at = null, deleted_by = null, deleted_batch = null, updated_at = now()
           where organization_id = ${tenant.organizationId} and deleted_batch = ${batchId} and ${restorable}`,
    );
    if (count === 0) throw new AppError('DELETION_BATCH_NOT_FOUND', 404);
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: 'restore_voters',
      entity: 'citizen',
      data: { batchId, count },
    });
    return count;
  });
  return {
    ok: true as const,
    affected,
    message: `${plural(affected)} ${affected === 1 ? 'restaurado' : 'restaurados'}.`,
  };
}
