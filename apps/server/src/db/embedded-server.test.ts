import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from './embedded-server.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabinete-embedded-'));
const started: EmbeddedServer[] = [];
afterAll(async () => {
  for (const s of started) await s.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<EmbeddedServer> {
  const server = await startEmbeddedServer(dir);
  started.push(server);
  return server;
}

async function query<T>(server: EmbeddedServer, sql: string): Promise<T[]> {
  const client = new pg.Client(server.url());
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('embedded PostgreSQL server', () => {
  it('initialises DATA_DIR/postgres on first start, durable by default, with the extensions the migrations use', async () => {
    const server = await start();
    expect(fs.existsSync(path.join(dir, 'postgres', 'PG_VERSION'))).toBe(true);
    const [settings] = await query<Record<string, string>>(
      server,
      "select current_setting('fsync') as fsync, current_setting('synchronous_commit') as sc, current_setting('listen_addresses') as tcp",
    );
    expect(settings).toEqual({ fsync: 'on', sc: 'on', tcp: '' });
    await query(server, 'create extension pg_trgm; create extension unaccent');
    expect(await query(server, "select unaccent('João') as u")).toEqual([{ u: 'Joao' }]);
    await query(server, "create table kept (v text); insert into kept values ('antes de parar')");
  }, 120_000);

  it('stops cleanly and starts again on the same directory with the data kept', async () => {
    const first = started.at(-1)!;
    await first.stop();
    expect(alive(first.pid)).toBe(false);
    expect(fs.existsSync(path.join(dir, 'postgres', 'postmaster.pid'))).toBe(false);
    const again = await start();
    expect(again.adopted).toBe(false);
    expect(await query(again, 'select v from kept')).toEqual([{ v: 'antes de parar' }]);
  }, 120_000);

  it('keeps the server an app killed with -9 left running instead of starting a second one', async () => {
    const running = started.at(-1)!;
    const next = await start(); // the first handle is never stopped: as if its process had died
    expect(next.adopted).toBe(true);
    expect(next.pid).toBe(running.pid);
    expect(await query(next, 'select count(*)::int as n from kept')).toEqual([{ n: 1 }]);
    await next.stop();
    expect(alive(running.pid)).toBe(false);
  }, 120_000);

  it('recovers from a stale postmaster.pid whose PID now belongs to another program', async () => {
    const other = spawn('sleep', ['60']);
    try {
      const pidFile = path.join(dir, 'postgres', 'postmaster.pid');
      fs.writeFileSync(
        pidFile,
        `${other.pid}\n${path.join(dir, 'postgres')}\n0\n5432\n${path.join(dir, 'postgres')}\n\n0 0\nready\n`,
      );
      const server = await start();
      expect(server.adopted).toBe(false);
      expect(server.pid).not.toBe(other.pid);
      expect(await query(server, 'select v from kept')).toEqual([{ v: 'antes de parar' }]);
    } finally {
      other.kill();
    }
  }, 120_000);
});
