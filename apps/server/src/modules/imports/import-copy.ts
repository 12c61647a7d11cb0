// Rows written with COPY … FROM STDIN on the batch's own connection, inside its transaction. Measured on a 1M
// office (bench/import-db-trial.ts): the same database time as the insert from unnest arrays (and as COPY into a
// staging table + insert-select, which only adds a write when there is nothing to upsert), half of Node's CPU
// (node-postgres escapes each array element of the unnest parameters).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../../db/client.ts';

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;

/** One value in COPY's text format: \N for null, booleans as t/f, the four special characters escaped. */
export function copyValue(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  const s = typeof v === 'string' ? v : String(v);
  return SPECIAL.test(s) ? s.replace(SPECIALS, (c) => ESCAPES[c]!) : s;
}

/** The connection of a transaction opened by drizzle's node-postgres driver (the only driver the server has). */
function clientOf(tx: Db): PoolClient {
  const client = (tx as unknown as { session?: { client?: PoolClient } }).session?.client;
  if (!client || typeof client.query !== 'function')
    throw new Error('COPY needs a node-postgres transaction');
  return client;
}

const LINES_PER_CHUNK = 500;

/** COPY `rows` (values in `columns` order) into `table`; each row one line. */
export async function copyRows(tx: Db, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  if (!rows.length) return;
  // Lines built cell by cell: no array per row for map() and join() (100,000 rows make 2.5 million cells).
  function* chunks() {
    let text = '';
    let lines = 0;
    for (const row of rows) {
      text += copyValue(row[0]);
      for (let i = 1; i < row.length; i++) text += '\t' + copyValue(row[i]);
      text += '\n';
      if (++lines === LINES_PER_CHUNK) {
        yield text;
        text = '';
        lines = 0;
      }
    }
    if (text) yield text;
  }
  const stream = clientOf(tx).query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  await pipeline(Readable.from(chunks()), stream);
}
