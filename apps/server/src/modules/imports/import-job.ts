// The import job: streams the file, commits ~5,000 rows per transaction with the checkpoint, resumes from
// the checkpoint after an interruption, and stops at the next batch when cancelled or when the server stops.
import fs from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ImportField } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import type { JobContext } from '../../lib/jobs.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { commitBatch, type BatchCounts, type BatchTarget } from './import-batch.ts';
import { mayCheckPerBatch } from './import-references.ts';
import { loadCityIndex } from './import-cities.ts';
import { discardImportFile, importFilePath } from './import-files.ts';
import { sheetLimits } from './import-limits.ts';
import { ImportFileError, openSheet, type SheetShape } from './import-records.ts';
import { tagKey } from './import-lookup.ts';
import { duplicateKeys, parseRow, type ParsedRow } from './import-row.ts';
import { rowsOf } from './import-sql.ts';
import { formatCount } from './import-text.ts';
import { imports, type ImportRow } from './imports.table.ts';

export const IMPORT_QUEUE = 'citizens-import';
const YIELD_EVERY = 100;
/** The first batch is small, so the database starts writing while the next thousands of rows are parsed. */
const FIRST_BATCH = 1000;
const MAX_IN_FLIGHT = 2;

export interface ImportJobData {
  importId: string;
}

export interface RunOptions {
  /** Test hook, called after each committed batch: throwing there is a process dying mid-import. */
  afterBatch?: (batches: number) => Promise<void> | void;
}

/** The server is stopping: the import stays 'running' and resumes from its checkpoint. */
export class ImportInterrupted extends Error {}

export async function runImport(
  deps: AppDeps,
  data: ImportJobData,
  context: JobContext,
  options: RunOptions = {},
): Promise<void> {
  const { db } = deps.database;
  const [imp] = await db.select().from(imports).where(eq(imports.id, data.importId));
  if (!imp || (imp.status !== 'queued' && imp.status !== 'running')) return;
  const resumed = imp.status === 'running';
  await db
    .update(imports)
    .set({ status: 'running', startedAt: imp.startedAt ?? new Date(), error: null })
    .where(and(eq(imports.id, imp.id), inArray(imports.status, ['queued', 'running'])));
  let checkpoint = imp.processedRows;
  try {
    const finished = await streamRows(deps, imp, context, options, resumed, (n) => (checkpoint = n));
    if (!finished) return discardIfStopped(deps, imp.id);
    const [done] = await db
      .update(imports)
      .set({ status: 'completed', finishedAt: new Date() })
      .where(
        and(eq(imports.id, imp.id), eq(imports.status, 'running'), eq(imports.processedRows, checkpoint)),
      )
      .returning();
    if (done) await discardImportFile(deps, done);
  } catch (err) {
    if (err instanceof ImportInterrupted) throw err;
    const final = err instanceof ImportFileError || context.lastAttempt;
    // Not final: pg-boss retries the job, which resumes from the checkpoint.
    if (!final) throw err;
    await markFailed(deps, imp, checkpoint, err);
  }
}

async function streamRows(
  deps: AppDeps,
  imp: ImportRow,
  context: JobContext,
  options: RunOptions,
  resumed: boolean,
  advance: (checkpoint: number) => void,
): Promise<boolean> {
  const { db } = deps.database;
  const shape = { format: imp.format, encoding: imp.encoding, sheet: imp.sheet } as SheetShape;
  const file = importFilePath(deps, imp);
  if (!fs.existsSync(file)) {
    throw new ImportFileError(
      'IMPORT_FILE_INVALID',
      'O arquivo enviado não está mais disponível. Envie a planilha de novo.',
    );
  }
  const sheet = await openSheet(file, shape, sheetLimits(deps.env), { wholeFile: true });
  const [org] = await db
    .select({ uf: organizations.uf })
    .from(organizations)
    .where(eq(organizations.id, imp.organizationId));
  const rules = {
    columns: imp.columns,
    mapping: imp.mapping as Record<string, ImportField>,
    cities: await loadCityIndex(db, org?.uf ?? null),
  };
  const target: BatchTarget = {
    importId: imp.id,
    organizationId: imp.organizationId,
    userId: imp.userId,
    fileName: imp.fileName,
    policy: imp.duplicatePolicy as BatchTarget['policy'],
    tagIds: imp.tagIds,
    cities: rules.cities,
    tagCache: new Map(),
    checkPerBatch: await mayCheckPerBatch(db),
  };
  const size = deps.env.IMPORT_BATCH_SIZE;
  let limit = Math.min(size, FIRST_BATCH);
  let committed = imp.processedRows;
  let skip = committed;
  let batches = 0;
  let batch: ParsedRow[] = [];
  // Up to two batches commit at once on two connections (the database works on both cores) while the next one
  // is parsed; checkpoints still advance in file order (commitBatch).
  const running: InFlight[] = [];
  // Statistics matter while the import changes the office's size, not for 100,000 rows into a million: the
  // first ANALYZE waits until the import has added a fifth of the citizens the office had (issue 15: five
  // ANALYZEs of a 1M-row table, each seconds long, held the batches behind them).
  let nextAnalyze = Math.max(committed * 2, size * 2, Math.round((await citizenRowsEstimate(db)) / 5));
  const settle = async (): Promise<boolean> => {
    const oldest = running[0];
    if (!oldest) return true;
    // The batch behind it may advance the checkpoint once this one is taken in, unless the server is stopping.
    let taken = false;
    try {
      const counts = await oldest.counts;
      running.shift();
      if (!counts) return false;
      committed += counts.processed;
      advance(committed);
      // The tables grow faster than autovacuum notices: fresh statistics keep the duplicate lookup on its indexes.
      if (committed >= nextAnalyze) {
        nextAnalyze = committed * 2;
        await db.execute(sql`analyze citizens, citizen_phones`);
      }
      await options.afterBatch?.(++batches);
      taken = !context.signal.aborted;
      return true;
    } finally {
      oldest.accept(taken);
    }
  };
  const submit = async (rows: ParsedRow[]): Promise<boolean> => {
    const keys = new Set(rows.flatMap(duplicateKeys));
    // A batch sharing a CPF, título or phone with the one in flight, or naming a tag not created yet, waits
    // for it: its duplicate lookup must see those rows, and two batches must never wait on each other.
    while (running.length >= MAX_IN_FLIGHT || (running[0] && mustWait(rows, keys, running[0], target))) {
      if (!(await settle())) return false;
    }
    if (context.signal.aborted) throw new ImportInterrupted('Servidor encerrando');
    const ahead = running.at(-1);
    const expected = committed + (ahead ? ahead.rows : 0);
    const counts = commitBatch(db, target, rows, expected, { before: ahead?.accepted ?? null });
    counts.catch(() => {}); // surfaced by settle()
    let accept: (ok: boolean) => void = () => {};
    const accepted = new Promise<boolean>((resolve) => (accept = resolve));
    running.push({ counts, accepted, accept, keys, rows: rows.length });
    return true;
  };
  try {
    for await (const record of sheet.records) {
      if (skip > 0) {
        skip--;
        continue;
      }
      if (resumed) {
        resumed = false;
        await noteResume(deps, imp.id, committed, record.row);
      }
      batch.push(parseRow(record, rules));
      // Lets the committing batches' database answers in every few hundred rows: parsing the next batch in one
      // go held each of their round trips back until the parse was done.
      if (batch.length % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
      if (batch.length >= limit) {
        if (!(await submit(batch))) return false;
        batch = [];
        limit = size;
      }
    }
    if (batch.length && !(await submit(batch))) return false;
    while (running.length) if (!(await settle())) return false;
    return true;
  } finally {
    // An error or a stop: the batches still in flight roll back before the job is retried or marked failed, so
    // the checkpoint it reports is what is committed.
    for (const r of running) r.accept(false);
    await Promise.allSettled(running.map((r) => r.counts));
  }
}

interface InFlight {
  counts: Promise<BatchCounts | null>;
  /** Resolved by settle(): true when the job took this batch in (see commitBatch's `before`). */
  accepted: Promise<boolean>;
  accept: (ok: boolean) => void;
  keys: Set<string>;
  rows: number;
}

function mustWait(rows: ParsedRow[], keys: Set<string>, ahead: InFlight, target: BatchTarget): boolean {
  for (const key of keys) if (ahead.keys.has(key)) return true;
  return rows.some((r) => r.tagNames.some((name) => !target.tagCache.has(tagKey(name))));
}

/** The planner's row count of citizens (all offices): free, and close enough for a threshold. */
async function citizenRowsEstimate(db: AppDeps['database']['db']): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'citizens'::regclass`,
  );
  return Number(row?.n ?? 0);
}

async function noteResume(deps: AppDeps, id: string, checkpoint: number, row: number): Promise<void> {
  const note =
    checkpoint === 0
      ? 'Importação reiniciada do começo após interrupção; nenhuma linha tinha sido gravada.'
      : `Importação retomada da linha ${formatCount(row)} após interrupção; as ${formatCount(checkpoint)} linhas anteriores já estavam gravadas.`;
  await deps.database.db.update(imports).set({ note }).where(eq(imports.id, id));
}

/** A cancelled import's file is no longer needed; another worker's is left alone. */
async function discardIfStopped(deps: AppDeps, id: string): Promise<void> {
  const [row] = await deps.database.db.select().from(imports).where(eq(imports.id, id));
  if (row && row.status === 'cancelled') await discardImportFile(deps, row);
}

async function markFailed(deps: AppDeps, imp: ImportRow, checkpoint: number, err: unknown): Promise<void> {
  const error =
    err instanceof ImportFileError
      ? err.toAppError().message
      : 'A importação parou por um erro inesperado. Tente enviar a planilha de novo.';
  if (!(err instanceof ImportFileError) && deps.env.LOG_LEVEL !== 'silent')
    console.error(`Importação ${imp.id} falhou:`, err);
  const note =
    checkpoint > 0
      ? `As ${formatCount(checkpoint)} linhas dos lotes concluídos foram mantidas; as demais não foram importadas.`
      : 'Nenhuma linha foi importada.';
  const [row] = await deps.database.db
    .update(imports)
    .set({ status: 'failed', error, note, finishedAt: new Date() })
    .where(and(eq(imports.id, imp.id), eq(imports.status, 'running')))
    .returning();
  if (row) await discardImportFile(deps, row);
}
