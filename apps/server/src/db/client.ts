// Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as tables from './tables.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof tables>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL for pg-boss and migrations: parameterless multi-statement SQL or one parameterised query. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await PGlite.create({
    dataDir: dataDir ? path.join(dataDir, 'pgdata') : undefined,
    extensions: { unaccent, pg_trgm },
    loadDataDir,
  });
  const db = drizzle(client, { schema: tables }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const res = await client.query(text, values);
      return { rows: res.rows };
    },
    async close() {
      await client.close();
    },
  };
}

export async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.default.Pool({ connectionString: url, max: poolSize });
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
    },
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
