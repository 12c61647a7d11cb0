// Spec §7 reset/demands: the demandas one user created go to the bin in one batch (users/user-resets.ts).
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { resetUserRecords, restoreUserRecords, type ResetSpec } from '../users/user-resets.ts';
import { demandChanges, demands } from './demands.table.ts';

const DEMANDS: ResetSpec = {
  table: demands,
  ownerColumn: 'created_by',
  // A form still open on one of them must not save over the move (optimistic concurrency).
  touch: (tenant, at) =>
    sql`version = version + 1, updated_at = ${at}::timestamptz, updated_by = ${tenant.userId}`,
  history: { table: demandChanges, foreignKey: 'demand_id' },
  audit: { reset: 'reset_demands', restore: 'restore_demands', entity: 'demand' },
  words: {
    count: (n) => (n === 1 ? '1 demanda' : `${n.toLocaleString('pt-BR')} demandas`),
    moved: ['movida', 'movidas'],
    restored: ['restaurada', 'restauradas'],
    none: (name) => `${name} não tem demandas cadastradas.`,
    batchNote: (name) => `Demandas de ${name} removidas em lote`,
  },
};

export const resetDemands = (deps: AppDeps, tenant: Tenant, userId: string) =>
  resetUserRecords(deps, tenant, userId, DEMANDS);

export const restoreDemandBatch = (deps: AppDeps, tenant: Tenant, batchId: string) =>
  restoreUserRecords(deps, tenant, batchId, DEMANDS);
