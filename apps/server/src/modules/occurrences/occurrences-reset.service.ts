// Spec §7 reset/occurrences: an office admin sends every atendimento one user registered to the bin in one
// batch, restorable together for 30 days (the shape and rules of reset/voters).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { countUpdated } from '../../lib/row-counts.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { RESTORE_DAYS } from '../citizens/reset-voters.service.ts';
import { findUser } from '../users/users.repository.ts';
import { occurrences } from './occurrences.table.ts';

const DAY_MS = 86_400_000;
const plural = (n: number) => (n === 1 ? '1 atendimento' : `${n.toLocaleString('pt-BR')} atendimentos`);

export async function resetOccurrences(deps: AppDeps, tenant: Tenant, userId: string) {
  const { db } = deps.database;
  const user = await findUser(db, tenant.organizationId, userId);
  if (!user) throw new AppError('USER_NOT_FOUND', 404);
  const batchId = randomUUID();
  const now = new Date();
  const affected = await db.transaction(async (tx) => {
    const count = await countUpdated(
      tx,
      sql`update ${occurrences} set deleted_at = ${now.toISOString()}::timestamptz, deleted_by = ${tenant.userId}, deleted_batch = ${batchId}, updated_at = ${now.toISOString()}::timestamptz
           where organization_id = ${tenant.organizationId} and created_by = ${user.id} and deleted_at is null`,
    );
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: 'reset_occurrences',
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
        ? `${user.name} não tem atendimentos registrados.`
        : `${plural(affected)} de ${user.name} ${affected === 1 ? 'foi movido' : 'foram movidos'} para a lixeira.`,
  };
}

export async function restoreOccurrenceBatch(deps: AppDeps, tenant: Tenant, batchId: string) {
  const affected = await deps.database.db.transaction(async (tx) => {
    const since = new Date(Date.now() - RESTORE_DAYS * DAY_MS).toISOString();
    const count = await countUpdated(
      tx,
      sql`update ${occurrences} set deleted_at = null, deleted_by = null, deleted_batch = null, updated_at = now()
           where organization_id = ${tenant.organizationId} and deleted_batch = ${batchId}
             and deleted_at > ${since}::timestamptz`,
    );
    if (count === 0) throw new AppError('DELETION_BATCH_NOT_FOUND', 404);
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: 'restore_occurrences',
      entity: 'occurrence',
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
