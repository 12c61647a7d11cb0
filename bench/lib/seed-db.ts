// One connection for the seed: a pg client on PostgreSQL, or PGlite opened on a (stopped) server's data directory.
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface SeedDb {
  kind: 'postgres' | 'pglite';
  query(sql: string): Promise<{ rows: Record<string, unknown>[] }>;
  /** Runs independent statements, as many at a time as the database has connections for (PGlite: one). */
  runAll(statements: string[], onDone?: (done: number) => void): Promise<void>;
  /** Session settings for a bulk load: no FK triggers (the rows are consistent by construction), more sort memory. */
  prepareBulkLoad(): Promise<void>;
  close(): Promise<void>;
}

/** One connection per core: the load is CPU-bound in PostgreSQL, and nothing else runs meanwhile. */
const PG_CONNECTIONS = Math.max(1, Math.min(4, os.cpus().length));

async function openPostgres(url: string): Promise<SeedDb> {
  const clients = Array.from(
    { length: PG_CONNECTIONS },
    () => new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 }),
  );
  await Promise.all(clients.map((c) => c.connect()));
  const first = clients[0]!;
  return {
    kind: 'postgres',
    query: (sql) => first.query(sql),
    async runAll(statements, onDone) {
      let next = 0;
      let done = 0;
      const worker = async (client: pg.Client) => {
        while (next < statements.length) {
          await client.query(statements[next++]!);
          onDone?.(++done);
        }
      };
      await Promise.all(clients.map(worker));
    },
    async prepareBulkLoad() {
      const settings = `set session_replication_role = replica; set synchronous_commit = off;
        set maintenance_work_mem = '512MB'; set work_mem = '64MB'`;
      await Promise.all(clients.map((c) => c.query(settings)));
    },
    close: async () => {
      await Promise.all(clients.map((c) => c.end()));
    },
  };
}

async function openPglite(dataDir: string): Promise<SeedDb> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // The same layout and extensions as the server's openPglite (apps/server/src/db/client.ts).
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'pgdata'),
    extensions: { unaccent, pg_trgm },
  });
  return {
    kind: 'pglite',
    query: async (sql) => ({ rows: (await client.query<Record<string, unknown>>(sql)).rows }),
    async runAll(statements, onDone) {
      for (const [k, sql] of statements.entries()) {
        await client.exec(sql);
        onDone?.(k + 1);
      }
    },
    async prepareBulkLoad() {
      await client.exec(`set session_replication_role = replica; set maintenance_work_mem = '256MB'`);
    },
    close: () => client.close(),
  };
}

export function openSeedDb(target: { databaseUrl?: string; pgliteDir?: string }): Promise<SeedDb> {
  if (target.databaseUrl) return openPostgres(target.databaseUrl);
  if (target.pgliteDir) return openPglite(target.pgliteDir);
  throw new Error('give --database-url or --pglite-dir');
}
