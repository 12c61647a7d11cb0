// Spec §7 reset/occurrences: the atendimentos one user registered go to the bin in one batch
// (users/user-resets.ts).
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { resetUserRecords, restoreUserRecords, type ResetSpec } from '../users/user-resets.ts';
import { occurrences } from './occurrences.table.ts';

const OCCURRENCES: ResetSpec = {
  table: occurrences,
  ownerColumn: 'created_by',
  // updated_at moves so the dashboard's cache sees the removal; the version so an open form cannot save over it.
  touch: (tenant, at) =>
    sql`version = version + 1, updated_at = ${at}::timestamptz, updated_by = ${tenant.userId}`,
  audit: { reset: 'reset_occurrences', restore: 'restore_occurrences', entity: 'occurrence' },
  words: {
    count: (n) => (n === 1 ? '1 atendimento' : `${n.toLocaleString('pt-BR')} atendimentos`),
    moved: ['movido', 'movidos'],
    restored: ['restaurado', 'restaurados'],
    none: (name) => `${name} não tem atendimentos registrados.`,
    batchNote: (name) => `Atendimentos de ${name} removidos em lote`,
  },
};

export const resetOccurrences = (deps: AppDeps, tenant: Tenant, userId: string) =>
  resetUserRecords(deps, tenant, userId, OCCURRENCES);

export const restoreOccurrenceBatch = (deps: AppDeps, tenant: Tenant, batchId: string) =>
  restoreUserRecords(deps, tenant, batchId, OCCURRENCES);
