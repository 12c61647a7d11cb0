// The citizen list's total: exact up to 10,000, above it the planner's estimate (lib/row-counts.ts).
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countRows, type RowCount } from '../../lib/row-counts.ts';
import { citizens } from './citizens.table.ts';

export { EXACT_COUNT_LIMIT } from '../../lib/row-counts.ts';

export function countCitizens(db: Db, where: SQL, budgetMs: number | null = null): Promise<RowCount> {
  return countRows(db, citizens, where, budgetMs);
}
