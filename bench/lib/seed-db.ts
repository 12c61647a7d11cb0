// The seed's connections: pg clients on the external server or on the embedded one (its Unix socket URL).
import os from 'node:os';
import pg from 'pg';

export interface SeedDb {
  kind: 'postgres';
  query(sql: string): Promise<{ rows: Record<string, unknown>[] }>;
  /** Runs independent statements, one per connection. */
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

export function openSeedDb(target: { databaseUrl?: string }): Promise<SeedDb> {
  if (target.databaseUrl) return openPostgres(target.databaseUrl);
  throw new Error('give --database-url (the external server, or the embedded one through its socket)');
}
