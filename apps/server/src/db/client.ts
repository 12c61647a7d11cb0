// Opens the database through node-postgres: the embedded server's (DATA_DIR/postgres) or DATABASE_URL's.
import { sql } from 'drizzle-orm';
import type { ClientBase } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as tables from './tables.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof tables>;

export interface Database {
  db: Db;
  /** Always a real PostgreSQL server now; kept so callers can still tell the engines apart. */
  kind: 'postgres';
  /** Runs raw SQL for pg-boss and migrations: parameterless multi-statement SQL or one parameterised query. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/** A pool on `url`; `onClose` runs after the pool has ended (the embedded server stops there). */
export async function openPostgres(
  url: string,
  poolSize: number,
  onClose?: () => Promise<void>,
  options: { durable?: boolean } = {},
): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.default.Pool({
    connectionString: url,
    max: poolSize,
    // The app's pool: a 2xx means the write is on disk even when the server's default is `off` (a setting
    // we refuse to inherit: db/durability.test.ts). Awaited by the pool before the connection is handed out.
    ...(options.durable
      ? {
          onConnect: async (client: ClientBase) => void (await client.query('set synchronous_commit = on')),
        }
      : {}),
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (err) => console.warn(`Conexão ociosa com o PostgreSQL encerrada: ${err.message}`));
  // Fail fast with a clear message instead of on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzle(pool, { schema: tables }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async executeSql(text, values) {
      const res = await pool.query(text, values as unknown[] | undefined);
      const last = Array.isArray(res) ? res.at(-1) : res;
      return { rows: last?.rows ?? [] };
    },
    async close() {
      await pool.end();
      await onClose?.();
    },
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
