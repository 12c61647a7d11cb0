// One batch of rows in ONE transaction: its citizens, their phones, e-mails, tags and history, its row
// errors, and the import's counters and checkpoint — all or nothing, so an interruption never leaves half a batch.
import { sql } from 'drizzle-orm';
import { formatCep, formatCpf, formatVoterTitle, GENDER_LABELS } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { CityIndex } from './import-cities.ts';
import { findDuplicates, resolveTags } from './import-lookup.ts';
import { planBatch, type DuplicatePolicy } from './import-plan.ts';
import { duplicateKeys, type CitizenField, type ParsedRow } from './import-row.ts';
import { rowsOf } from './import-sql.ts';
import {
  writeCreates,
  writeErrors,
  writeLists,
  writeUpdates,
  type ListRows,
  type WriteContext,
} from './import-write.ts';

export interface BatchTarget {
  importId: string;
  organizationId: string;
  userId: string | null;
  fileName: string;
  policy: DuplicatePolicy;
  tagIds: string[];
  cities: CityIndex;
  /** Tag name key → id, kept for the whole job. */
  tagCache: Map<string, string>;
}

export interface BatchCounts {
  processed: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
}

const dayBr = (v: string) => v.split('-').reverse().join('/');

function humanValue(cities: CityIndex) {
  return (field: CitizenField, value: unknown): unknown => {
    if (value === null || value === undefined) return null;
    const v = String(value);
    switch (field) {
      case 'cpf':
        return formatCpf(v);
      case 'voterTitle':
        return formatVoterTitle(v);
      case 'cep':
        return formatCep(v);
      case 'birthDate':
        return dayBr(v);
      case 'gender':
        return GENDER_LABELS[v as keyof typeof GENDER_LABELS] ?? v;
      case 'cityIbge':
        return cities.label(Number(v));
      default:
        return value;
    }
  };
}

/**
 * Commits the rows that follow checkpoint `expected`; null when the import is no longer ours to advance
 * (cancelled, or another worker already moved the checkpoint) — then nothing is written.
 */
export async function commitBatch(
  db: Db,
  target: BatchTarget,
  rows: ParsedRow[],
  expected: number,
): Promise<BatchCounts | null> {
  return db.transaction(async (tx) => {
    // Locks the import row first: a cancel waits for this batch, a second worker for the next checkpoint.
    const [own] = await rowsOf<{ id: string }>(
      tx,
      sql`select id from imports where id = ${target.importId} and status = 'running'
          and processed_rows = ${expected} for update`,
    );
    if (!own) return null;
    // Committed with synchronous_commit on (never `off` here): the checkpoint the API shows is on disk, so
    // progress never goes backwards after a crash of the app or of PostgreSQL (db/durability.test.ts).
    const valid = rows.filter((r) => r.errors.length === 0);
    let failed = rows.filter((r) => r.errors.length > 0);
    await resolveTags(
      tx,
      target.organizationId,
      valid.flatMap((r) => r.tagNames),
      target.tagCache,
    );
    // 'create' still looks up the CPFs and títulos: those identify one person under every policy.
    const allKeys = valid.flatMap(duplicateKeys);
    const keys = target.policy === 'create' ? allKeys.filter((k) => k[0] !== 'p') : allKeys;
    const existing = await findDuplicates(tx, target.organizationId, keys, target.policy === 'update');
    const plan = planBatch(valid, target.policy, existing, target.tagIds, target.tagCache);
    failed = [...failed, ...plan.failed.map(({ row, error }) => ({ ...row, errors: [error] }))].sort(
      (a, b) => a.row - b.row,
    );
    const ctx: WriteContext = { ...target, human: humanValue(target.cities) };
    const lists: ListRows = { phones: [], emails: [], tags: [], changes: [] };
    await writeCreates(tx, ctx, plan.creates, lists);
    await writeUpdates(tx, ctx, plan.updates, lists);
    await writeLists(tx, ctx, lists);
    await writeErrors(
      tx,
      target.importId,
      failed.flatMap((r) => r.errors.map((e) => ({ ...e, data: r.values }))),
    );
    const counts: BatchCounts = {
      processed: rows.length,
      created: plan.created,
      updated: plan.updated,
      skipped: plan.skipped,
      failed: failed.length,
    };
    await tx.execute(sql`
      update imports set processed_rows = processed_rows + ${counts.processed},
        created_rows = created_rows + ${counts.created}, updated_rows = updated_rows + ${counts.updated},
        skipped_rows = skipped_rows + ${counts.skipped}, failed_rows = failed_rows + ${counts.failed}
      where id = ${target.importId}`);
    return counts;
  });
}
