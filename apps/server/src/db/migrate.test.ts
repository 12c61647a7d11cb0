// Two instances starting together on an empty database: both migrate, one at a time (advisory lock), and the
// schema ends applied once. Without the lock the second dies on objects the first is creating.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../../test/pg-url.ts';
import { openPostgres, type Database } from './client.ts';
import { MIGRATIONS_DIR } from './migrate.ts';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));
const name = `gabinete_mig_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
let admin: Database;

afterAll(async () => {
  await admin?.executeSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin?.close();
});

function migrateInChild(url: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/migrate-process.ts', url], {
      cwd: SERVER_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('migrations', () => {
  it('two processes migrating one empty database at once apply each migration exactly once', async () => {
    admin = await openPostgres(inject('pgUrl'), 1);
    await admin.executeSql(`CREATE DATABASE ${name}`);
    const url = databaseUrl(inject('pgUrl'), name);
    const [a, b] = await Promise.all([migrateInChild(url), migrateInChild(url)]);
    expect(a, a.output).toMatchObject({ code: 0 });
    expect(b, b.output).toMatchObject({ code: 0 });
    const journal = JSON.parse(fs.readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8')) as {
      entries: unknown[];
    };
    const db = await openPostgres(url, 1);
    try {
      const { rows } = await db.executeSql(
        'select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations',
      );
      expect(rows[0]).toEqual({ n: journal.entries.length, d: journal.entries.length });
      const { rows: tables } = await db.executeSql(
        "select count(*)::int as n from pg_tables where schemaname = 'public' and tablename = 'citizens'",
      );
      expect(tables[0]).toEqual({ n: 1 });
    } finally {
      await db.close();
    }
  }, 120_000);
});
