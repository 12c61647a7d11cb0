// A large office for a bench section: a fresh database on the external server (or a fresh DATA_DIR for the
// embedded one) that the real server migrates and fills with the demo office (SEED_DEMO=1), then seed scripts
// run as children, then the server starts again on it.
import { startChild } from './children.ts';
import { startEmbedded, stopEmbeddedIn } from './embedded.ts';
import { startGabinete, type RunningServer, type ServerOptions } from './gabinete-server.ts';
import { benchDatabaseName, createDatabase, dropDatabase } from './postgres.ts';
import { removeTempDir, tempDir } from './temp-dirs.ts';

export type Backend = 'postgres' | 'embedded';

export interface FreshOffice {
  backend: Backend;
  /** How to start the real server on it. */
  options: ServerOptions;
  /** How a seed script reaches it: --database-url … or --database-url …. */
  seedTarget: string[];
}

const SEED_TIMEOUT_MS = 600_000;

export const log = (line: string) => console.log(`[bench]   ${line}`);

/** Creates and migrates the office, runs `use`, then drops the database (or removes the data dir). */
export async function withFreshOffice<T>(
  backend: Backend,
  label: string,
  use: (office: FreshOffice) => Promise<T>,
): Promise<T> {
  const dataDir = tempDir(`${label}-${backend}`);
  try {
    const databaseUrl = backend === 'postgres' ? await createDatabase(benchDatabaseName) : undefined;
    const options = databaseUrl ? { databaseUrl, dataDir } : { dataDir };
    log(`${backend}: migrating (real server, SEED_DEMO=1)…`);
    await (await startGabinete(`server (${backend})`, options)).child.stop();
    // The embedded server stopped with the app: start it for the seeds; the app adopts it at its next start.
    const url = databaseUrl ?? (await startEmbedded(dataDir)).url('gabinete');
    return await use({ backend, options, seedTarget: ['--database-url', url] });
  } finally {
    if (backend === 'embedded') await stopEmbeddedIn(dataDir);
    if (backend === 'postgres') {
      await dropDatabase(benchDatabaseName).catch((err: unknown) =>
        console.error('[bench] drop failed:', err),
      );
    }
    removeTempDir(dataDir);
  }
}

/**
 * Runs a seed script (bench/lib/seed-*.ts) as a child (its own event loop: the bench's timers keep running)
 * and returns the JSON summary it prints as its last line on stdout.
 */
export async function runSeed<S>(name: string, script: string, args: string[]): Promise<S> {
  const child = startChild(name, ['--import', 'tsx', script, ...args], {});
  const timer = setTimeout(() => void child.stop(), SEED_TIMEOUT_MS);
  const code = await child.exited.finally(() => clearTimeout(timer));
  const line = child
    .output()
    .split('\n')
    .findLast((l) => l.startsWith('{"'));
  if (code !== 0 || !line) throw new Error(`${name} failed (exit ${code}):\n${child.output()}`);
  return JSON.parse(line) as S;
}

/**
 * Starts the server on the seeded office with SEED_DEMO=0 (the demo office exists, and the demo seed's
 * per-citizen extras would run over every seeded citizen), runs `use`, stops it.
 */
export async function withServer<T>(
  name: string,
  options: ServerOptions,
  use: (server: RunningServer) => Promise<T>,
): Promise<{ value: T; startS: number }> {
  const server = await startGabinete(name, { ...options, seedDemo: false });
  try {
    return { value: await use(server), startS: server.startMs / 1000 };
  } finally {
    await server.child.stop();
  }
}
