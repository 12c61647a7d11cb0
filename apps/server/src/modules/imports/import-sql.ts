// Small SQL helpers for the import's bulk writes: arrays bound as one parameter each, rows from either driver.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A JS array bound as a single typed array parameter ('text[]', 'uuid[]', …), for unnest(). */
export const arr = (values: unknown[], type: string): SQL => sql`${sql.param(values)}::${sql.raw(type)}`;

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
