// Real server processes for the scale-out test: a throw-away PostgreSQL database, Redis, and `node --import tsx
// src/main.ts` children, each in its own process group so a stop (or the worker's exit) kills the whole tree.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';

const SERVER_DIR = fileURLToPath(new URL('../../../', import.meta.url));
const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The PostgreSQL server of TEST_DATABASE_URL (CI) or the local one; its `postgres` database for DDL. */
export const adminDatabaseUrl = () => withDatabase(process.env.TEST_DATABASE_URL ?? LOCAL_PG, 'postgres');
export const testRedisUrl = () => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminSql(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminDatabaseUrl(), connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Why the test cannot run here (PostgreSQL or Redis unreachable), or null. */
export async function missingServices(): Promise<string | null> {
  try {
    await adminSql('select 1');
  } catch (err) {
    return `PostgreSQL inacessível em ${adminDatabaseUrl()} (${(err as Error).message})`;
  }
  const redis = new Redis(testRedisUrl(), {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    return `Redis inacessível em ${testRedisUrl()} (${(err as Error).message})`;
  } finally {
    redis.disconnect();
  }
  return null;
}

/** Removes a key (the run's Socket.IO stream) so test runs leave nothing in Redis. */
export async function deleteRedisKey(key: string): Promise<void> {
  const redis = new Redis(testRedisUrl(), {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.del(key);
  } finally {
    redis.disconnect();
  }
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createDatabase(): Promise<TestDatabase> {
  const name = `gabinete_scale_${randomBytes(5).toString('hex')}`;
  await adminSql(`create database "${name}"`);
  return {
    url: withDatabase(adminDatabaseUrl(), name),
    drop: () => adminSql(`drop database if exists "${name}" with (force)`),
  };
}

export interface ServerProcess {
  name: string;
  port: number;
  url: string;
  /** What it printed last, to explain a failure. */
  output(): string;
  stop(): Promise<void>;
  /** kill -9 of the app's process group (an embedded PostgreSQL runs in its own session and survives it). */
  kill(): Promise<void>;
}

const running = new Set<ChildProcess>();
const killGroup = (proc: ChildProcess, signal: NodeJS.Signals) => {
  try {
    process.kill(-proc.pid!, signal);
  } catch {
    /* already gone */
  }
};
// Even if the worker dies between tests, no server outlives it.
process.once('exit', () => running.forEach((p) => killGroup(p, 'SIGKILL')));

const READY = /Gabinete pronto em http:\/\/localhost:(\d+)/;

/**
 * Starts src/main.ts on a free port (PORT=0) and resolves with the port it printed once ready. Its DATA_DIR is
 * a temp folder removed at stop, or `options.dataDir`, which is kept (restarts on the same data).
 */
export async function startServer(
  name: string,
  env: Record<string, string>,
  options: { dataDir?: string } = {},
): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `gabinete-scale-${name}-`));
  const inherited = { ...process.env };
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'PORT', 'DATA_DIR', 'JWT_SECRET', 'SEED_DEMO', 'NODE_ENV'])
    delete inherited[k];
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    // Production settings (no NODE_ENV), but without the AI's reading of inbound messages: its later pushes
    // (the badge) would add events to the counts these tests make; message-classification.test.ts has them.
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AI_CLASSIFY_INBOUND: '0',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(proc);
  let tail = '';
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const stop = async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      killGroup(proc, 'SIGTERM');
      const timer = setTimeout(() => killGroup(proc, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    running.delete(proc);
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    killGroup(proc, 'SIGKILL');
    await exited;
    running.delete(proc);
  };
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} não ficou pronto em 90 s:\n${tail}`)), 90_000);
    const read = (chunk: Buffer) => {
      tail = (tail + chunk.toString('utf8')).slice(-4_000);
      const m = READY.exec(tail);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    proc.stdout!.on('data', read);
    proc.stderr!.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${name} saiu antes de ficar pronto:\n${tail}`));
    });
  }).catch(async (err: unknown) => {
    await stop();
    throw err;
  });
  return { name, port, url: `http://127.0.0.1:${port}`, output: () => tail, stop, kill };
}
