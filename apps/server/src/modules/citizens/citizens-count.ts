// The list's total at a million rows: exact up to 10,000 (a count over LIMIT 10,001), above it the planner's estimate.
import { count, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { citizens as c } from './citizens.table.ts';

export const EXACT_COUNT_LIMIT = 10_000;
/** Counts the planner expects above this get the time budget. */
const BUDGETED_FROM = 2_000;

/** The planner's row estimate for the filter (EXPLAIN, nothing executed). */
async function estimateRows(db: Db, where: SQL): Promise<number> {
  const res = (await db.execute(sql`explain (format json) select 1 from ${c} where ${where}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(res.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

async function cappedCount(db: Db, where: SQL): Promise<number> {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(c)
    .where(where)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}

const QUERY_CANCELED = '57014';
const isCanceled = (e: unknown) =>
  (e as { code?: string })?.code === QUERY_CANCELED ||
  (e as { cause?: { code?: string } })?.cause?.code === QUERY_CANCELED;

/**
 * Exact up to EXACT_COUNT_LIMIT (counting at most one row more), else the planner's estimate (EXPLAIN).
 * With a budget (PostgreSQL), a count the planner expects to be large gets that many milliseconds;
 * past them the estimate is answered, flagged as one, instead of holding the page.
 */
export async function countCitizens(
  db: Db,
  where: SQL,
  budgetMs: number | null = null,
): Promise<{ total: number; isEstimate: boolean }> {
  const estimate = await estimateRows(db, where);
  // Past the limit the estimate is answered (flagged): counting tens of thousands of rows costs more than
  // the page itself, and the planner's estimate was within 5 % on the 1M-citizen bench.
  if (estimate > EXACT_COUNT_LIMIT) return { total: estimate, isEstimate: true };
  let exact: number;
  if (budgetMs && estimate > BUDGETED_FROM) {
    try {
      exact = await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local statement_timeout = ${Math.round(budgetMs)}`));
        return cappedCount(tx, where);
      });
    } catch (e) {
      if (!isCanceled(e)) throw e;
      return { total: estimate, isEstimate: true };
    }
  } else {
    exact = await cappedCount(db, where);
  }
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact, isEstimate: false };
  return {
    total: Math.max(EXACT_COUNT_LIMIT + 1, estimate),
    isEstimate: true,
  };
}
