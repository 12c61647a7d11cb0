// The three GET /api/users runs: real server on PostgreSQL, bare Fastify + pg on the same data, real server on embedded PostgreSQL.
import { startChild } from './children.ts';
import { addUsers, firstPage, loginAsAdmin, startGabinete, type RunningServer } from './gabinete-server.ts';
import { baseUrl, freePort, waitForHealth } from './http.ts';
import { measureLoad, type LoadFigures } from './load.ts';
import { benchDatabaseName, createDatabase, dropDatabase } from './postgres.ts';
import { removeTempDir, tempDir } from './temp-dirs.ts';

/** The demo office seeded by SEED_DEMO (apps/server/src/seed/demo.ts). */
const DEMO_ORG_ID = '00000000-0000-4000-8000-000000000001';
/** The server's default DATABASE_POOL_SIZE, so both sides get the same number of connections. */
const POOL_SIZE = 20;

export interface UsersLoad extends LoadFigures {
  startS: number;
  rowsPerPage: number;
  totalUsers: number;
  responseBytes: number;
}

/** skipped: left out on purpose (--only), not broken. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string; skipped?: boolean };
export const skipped = (why: string): Outcome<never> => ({ ok: false, error: why, skipped: true });

export async function outcome<T>(label: string, work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    console.error(`\n[bench] ${label} failed:\n${error}\n`);
    return { ok: false, error };
  }
}

/** Logs in, fills the office, checks the page, then loads it with the admin's token. */
async function loadRealServer(server: RunningServer): Promise<UsersLoad> {
  const token = await loginAsAdmin(server.port);
  await addUsers(server.port, token);
  const page = await firstPage(server.port, token);
  console.log(`[bench]   page 1: ${page.rows} rows of ${page.total}, ${page.bytes} bytes; loading…`);
  const load = await measureLoad(`${baseUrl(server.port)}/api/users`, server.child.pid, {
    authorization: `Bearer ${token}`,
  });
  return {
    ...load,
    startS: server.startMs / 1000,
    rowsPerPage: page.rows,
    totalUsers: page.total,
    responseBytes: page.bytes,
  };
}

export interface PostgresPair {
  real: Outcome<UsersLoad>;
  bare: Outcome<UsersLoad>;
}

export async function measurePostgresPair(): Promise<PostgresPair> {
  const dbName = benchDatabaseName;
  const dataDir = tempDir('pg');
  try {
    const url = await createDatabase(dbName);
    console.log(`[bench] real server on PostgreSQL (database ${dbName})…`);
    const real = await outcome('real server on PostgreSQL', async () => {
      const server = await startGabinete('server (PostgreSQL)', { databaseUrl: url, dataDir });
      try {
        return await loadRealServer(server);
      } finally {
        await server.child.stop();
      }
    });
    console.log('[bench] bare Fastify + pg, same SQL…');
    const bare = await outcome('bare Fastify + pg', () => loadBare(url));
    return { real, bare };
  } finally {
    await dropDatabase(dbName).catch((err: unknown) =>
      console.error(`[bench] could not drop ${dbName}:`, err),
    );
    removeTempDir(dataDir);
  }
}

async function loadBare(databaseUrl: string): Promise<UsersLoad> {
  const port = await freePort();
  const since = Date.now();
  const child = startChild('bare Fastify + pg', ['--import', 'tsx', 'bench/bare/bare-server.ts'], {
    BARE_DATABASE_URL: databaseUrl,
    BARE_PORT: String(port),
    BARE_ORG_ID: DEMO_ORG_ID,
    BARE_POOL_SIZE: String(POOL_SIZE),
  });
  try {
    const startMs = await waitForHealth(port, child, since, 30_000);
    const page = await firstPage(port);
    const load = await measureLoad(`${baseUrl(port)}/api/users`, child.pid);
    return {
      ...load,
      startS: startMs / 1000,
      rowsPerPage: page.rows,
      totalUsers: page.total,
      responseBytes: page.bytes,
    };
  } finally {
    await child.stop();
  }
}

export async function measureEmbedded(): Promise<Outcome<UsersLoad>> {
  const dataDir = tempDir('embedded');
  console.log('[bench] real server on embedded PostgreSQL…');
  try {
    return await outcome('real server on embedded PostgreSQL', async () => {
      const server = await startGabinete('server (embedded PostgreSQL)', { dataDir });
      try {
        return await loadRealServer(server);
      } finally {
        await server.child.stop();
      }
    });
  } finally {
    removeTempDir(dataDir);
  }
}
