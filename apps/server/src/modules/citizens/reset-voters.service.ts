// Spec §7 reset/voters: the citizens one user registered go to the bin in one batch (users/user-resets.ts).
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { resetUserRecords, restoreUserRecords, type ResetSpec } from '../users/user-resets.ts';
import { citizenChanges, citizens } from './citizens.table.ts';

const VOTERS: ResetSpec = {
  table: citizens,
  ownerColumn: 'registered_by',
  touch: (_tenant, at) => sql`updated_at = ${at}::timestamptz`,
  // A citizen merged into another while in the bin stays merged.
  restorable: sql`merged_into is null`,
  history: { table: citizenChanges, foreignKey: 'citizen_id' },
  audit: { reset: 'reset_voters', restore: 'restore_voters', entity: 'citizen' },
  words: {
    count: (n) => (n === 1 ? '1 eleitor' : `${n.toLocaleString('pt-BR')} eleitores`),
    moved: ['movido', 'movidos'],
    restored: ['restaurado', 'restaurados'],
    none: (name) => `${name} não tem eleitores cadastrados.`,
    batchNote: (name) => `Cadastros de ${name} removidos em lote`,
  },
};

export const resetVoters = (deps: AppDeps, tenant: Tenant, userId: string) =>
  resetUserRecords(deps, tenant, userId, VOTERS);

export const restoreDeletionBatch = (deps: AppDeps, tenant: Tenant, batchId: string) =>
  restoreUserRecords(deps, tenant, batchId, VOTERS);
