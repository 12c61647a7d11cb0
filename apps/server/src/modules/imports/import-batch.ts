// One batch of rows in ONE transaction: its citizens, their phones, e-mails, tags and history, its row
// errors, and the import's counters and checkpoint — all or nothing, so an interruption never leaves half a batch.
import { sql } from 'drizzle-orm';
import { formatCep, formatCpf, formatVoterTitle, GENDER_LABELS } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { CityIndex } from './import-cities.ts';
import { findDuplicates, resolveTags } from './import-lookup.ts';
import { planBatch, type DuplicatePolicy } from './import-plan.ts';
import { lockReferences } from './import-references.ts';
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
  /** The database role may check a batch's references once instead of per row (import-references.ts). */
  checkPerBatch: boolean;
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

export interface BatchOrder {
  /**
   * The batch ahead of this one, committing on another connection: true once it committed and the job took
   * it in, false when it did not or the job stopped (an error, a shutdown) — then this one rolls back.
   */
  before?: Promise<boolean> | null;
}

/** Thrown inside the transaction to roll the batch back when it is not ours to commit. */
class NotOurs extends Error {}

/**
 * Commits the rows that follow checkpoint `expected`; null when the import is no longer ours to advance
 * (cancelled, another worker already moved the checkpoint, or the batch before this one did not commit) —
 * then nothing is written. It writes while the batch ahead (`order.before`) is still committing — the
 * database works on two cores — but checks and advances the checkpoint only once the job took that one in, so
 * checkpoints advance in file order and a batch in flight when the job stops rolls back.
 */
export async function commitBatch(
  db: Db,
  target: BatchTarget,
  rows: ParsedRow[],
  expected: number,
  order: BatchOrder = {},
): Promise<BatchCounts | null> {
  try {
    return await db.transaction((tx) => writeBatch(tx, target, rows, expected, order));
  } catch (err) {
    if (err instanceof NotOurs) return null;
    throw err;
  }
}

async function writeBatch(
  tx: Db,
  target: BatchTarget,
  rows: ParsedRow[],
  expected: number,
  { before }: BatchOrder,
): Promise<BatchCounts> {
  // Two workers on the same checkpoint (a re-queued job next to a live one) take turns here; the second then
  // finds the checkpoint moved past it. This worker's own next batch has another checkpoint and goes on.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${target.importId}), ${expected})`);
  const [open] = await rowsOf<{ id: string }>(
    tx,
    sql`select id from imports where id = ${target.importId} and status = 'running'
        and processed_rows <= ${expected}`,
  );
  if (!open) throw new NotOurs();
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
  // Phones and e-mails may skip their per-row checks only when they belong to rows this batch inserts or locked.
  const listsOwned = plan.updates.length === 0 || target.policy === 'update';
  const referencesLocked =
    target.checkPerBatch &&
    listsOwned &&
    (await lockReferences(tx, {
      organizationId: target.organizationId,
      userId: target.userId,
      cityCodes: plan.creates.flatMap((c) =>
        typeof c.values.cityIbge === 'number' ? [c.values.cityIbge] : [],
      ),
    }));
  const ctx: WriteContext = { ...target, human: humanValue(target.cities), referencesLocked };
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
  if (before && !(await before)) throw new NotOurs();
  // Locks the import row last: a cancel that committed meanwhile, or a second worker that moved the
  // checkpoint, rolls this batch back. 'no key update', not 'update': the batch behind holds a key-share lock
  // on this row from its import_errors rows (their foreign key) while it waits for this one, and 'for update'
  // waited on it — both batches stuck for good (issue 15: imports hung at a checkpoint). Committed with synchronous_commit on (never `off` here): the
  // checkpoint the API shows is on disk, so progress never goes backwards after a crash of the app or of
  // PostgreSQL (db/durability.test.ts).
  const [own] = await rowsOf<{ id: string }>(
    tx,
    sql`select id from imports where id = ${target.importId} and status = 'running'
        and processed_rows = ${expected} for no key update`,
  );
  if (!own) throw new NotOurs();
  await tx.execute(sql`
    update imports set processed_rows = processed_rows + ${counts.processed},
      created_rows = created_rows + ${counts.created}, updated_rows = updated_rows + ${counts.updated},
      skipped_rows = skipped_rows + ${counts.skipped}, failed_rows = failed_rows + ${counts.failed}
    where id = ${target.importId}`);
  return counts;
}
