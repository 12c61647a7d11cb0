// Whatever the API answered 2xx for survives kill -9 of the app and of PostgreSQL, and an import's progress
// never goes backwards (what the API showed ≤ what is committed). Real server processes: the embedded server
// (app killed, then PostgreSQL killed: stale postmaster.pid) and, when TEST_DATABASE_URL is set, that
// PostgreSQL (app killed). Also: a killed app's server is reused by the next start, never two.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { login, startLoad, type Load } from '../../test/durability-load.ts';
import {
  createDatabase,
  missingServices,
  startServer,
  type ServerProcess,
  type TestDatabase,
} from '../modules/realtime/scale-out-test-helpers.ts';
import { seedDemo } from '../seed/demo.ts';
import { openPostgres } from './client.ts';
import { ensureDatabase, EMBEDDED_DATABASE } from './embedded-database.ts';
import { readPidFile, startEmbeddedServer } from './embedded-server.ts';
import { migrate } from './migrate.ts';

const ROWS = 40_000;
const ENV = { SEED_DEMO: '0', IMPORT_BATCH_SIZE: '500', JWT_SECRET: randomBytes(32).toString('hex') };
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => {});
});

/** Migrated and seeded as a first start leaves it, done here so the test pays one app start less. */
async function prepare(url: string) {
  const db = await openPostgres(url, 3);
  try {
    await migrate(db);
    await seedDemo(db.db);
  } finally {
    await db.close();
  }
}

async function committed(url: string, load: Load) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const acked = await client.query('select count(*)::int as n from citizens where id = any($1::uuid[])', [
      load.acked,
    ]);
    const imp = await client.query(
      `select processed_rows as processed, created_rows as created,
         (select count(*)::int from citizens c where c.import_id = i.id) as rows
       from imports i where id = $1`,
      [load.importId],
    );
    return {
      acked: acked.rows[0].n as number,
      ...(imp.rows[0] as { processed: number; created: number; rows: number }),
    };
  } finally {
    await client.end();
  }
}

/** Asserts every acknowledged write and at least the shown progress are committed. */
async function expectDurable(url: string, loads: Load[]) {
  for (const load of loads) {
    const found = await committed(url, load);
    expect(found.acked, 'escritas confirmadas encontradas').toBe(load.acked.length);
    expect(found.processed, 'progresso da importação').toBeGreaterThanOrEqual(load.maxShown());
    // The counters and the rows are one transaction: never a checkpoint without its rows, or the reverse.
    expect(found.rows).toBe(found.created);
  }
}

/**
 * PIDs of the postmasters running on `pgdata`. Backends rename themselves, but one forked a moment ago still
 * shows its parent's command line: a process whose parent is also a match is such a child, not a server.
 */
function postmasters(pgdata: string): number[] {
  const found = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const argv = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (!argv[0]?.endsWith('/postgres') || argv[argv.indexOf('-D') + 1] !== pgdata) continue;
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      found.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone meanwhile */
    }
  }
  return [...found].filter(([, parent]) => !found.has(parent)).map(([pid]) => pid);
}

// The embedded run once per CI run: the pass on TEST_DATABASE_URL does the external one instead.
describe.skipIf(process.platform !== 'linux' || !!process.env.TEST_DATABASE_URL)(
  'durability on the embedded server',
  () => {
    it('keeps acknowledged writes and import progress through kill -9 of the app, then of PostgreSQL', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabinete-durable-'));
      const pgdata = path.join(dataDir, 'postgres');
      const first = await startEmbeddedServer(dataDir);
      cleanup.push(async () => {
        for (const pid of postmasters(pgdata)) process.kill(pid, 'SIGKILL');
        fs.rmSync(dataDir, { recursive: true, force: true });
      });
      await ensureDatabase(first, EMBEDDED_DATABASE);
      await prepare(first.url(EMBEDDED_DATABASE));
      await first.stop();

      // 1. kill -9 of the app in the middle of writes and an import; its server keeps running.
      let app: ServerProcess = await startServer('duravel-1', ENV, { dataDir });
      const started = readPidFile(pgdata)!;
      const one = await startLoad(app, await login(app), 'Lote um', ROWS);
      await one.reached(1_000, 20);
      await app.kill();
      await one.settle();
      expect(postmasters(pgdata)).toEqual([started.pid]);
      const url = `postgresql://postgres@localhost/${EMBEDDED_DATABASE}?host=${encodeURIComponent(started.socketDir)}`;
      await expectDurable(url, [one]);

      // The next start reuses that server: still one postmaster, the same one.
      app = await startServer('duravel-2', ENV, { dataDir });
      expect(postmasters(pgdata)).toEqual([started.pid]);

      // 2. kill -9 of PostgreSQL itself (then of the app): postmaster.pid is left behind, stale.
      const two = await startLoad(app, await login(app), 'Lote dois', ROWS);
      await two.reached(1_000, 20);
      // Then only the import: a batch the API has just shown is killed with PostgreSQL at once (the writes'
      // own synchronous commits would otherwise flush a lazily committed batch along with them).
      await two.stopWrites();
      await two.nextProgress();
      process.kill(started.pid, 'SIGKILL');
      await new Promise((r) => setTimeout(r, 200));
      await app.kill();
      await two.settle();
      expect(fs.existsSync(path.join(pgdata, 'postmaster.pid'))).toBe(true);

      const recovered = await startEmbeddedServer(dataDir);
      try {
        expect(recovered.adopted).toBe(false);
        expect(postmasters(pgdata)).toEqual([recovered.pid]);
        await expectDurable(recovered.url(EMBEDDED_DATABASE), [one, two]);
      } finally {
        await recovered.stop();
      }
      expect(postmasters(pgdata)).toEqual([]);
    }, 240_000);
  },
);

// The run on the PostgreSQL of TEST_DATABASE_URL (CI's second pass): one app start more, so only there.
const external = process.env.TEST_DATABASE_URL ? await missingServices() : 'TEST_DATABASE_URL não definida';
describe.skipIf(external !== null)('durability on an external PostgreSQL (DATABASE_URL)', () => {
  let database: TestDatabase;

  it('keeps acknowledged writes and import progress through kill -9 of the app', async () => {
    database = await createDatabase();
    cleanup.push(() => database.drop());
    await prepare(database.url);
    const app = await startServer('duravel-pg', { ...ENV, DATABASE_URL: database.url });
    cleanup.push(() => app.stop());
    const load = await startLoad(app, await login(app), 'Externo', ROWS);
    await load.reached(1_000, 20);
    await app.kill();
    await load.settle();
    await expectDurable(database.url, [load]);
  }, 180_000);

  it("the app's connections commit synchronously even when the server's default is off", async () => {
    const client = new pg.Client(database.url);
    await client.connect();
    const name = new URL(database.url).pathname.slice(1);
    await client.query(`alter database "${name}" set synchronous_commit = off`);
    await client.end();
    const plain = await openPostgres(database.url, 1);
    const durable = await openPostgres(database.url, 1, undefined, { durable: true });
    try {
      const setting = 'select current_setting($1) as v';
      expect((await plain.executeSql(setting, ['synchronous_commit'])).rows).toEqual([{ v: 'off' }]);
      expect((await durable.executeSql(setting, ['synchronous_commit'])).rows).toEqual([{ v: 'on' }]);
    } finally {
      await plain.close();
      await durable.close();
    }
  });
});
