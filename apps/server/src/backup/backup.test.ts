// Round trip of `npm run backup` / `npm run restore`: every table (counts and a checksum of its rows), the
// migration level, the sequences and DATA_DIR's files come back as they were; a snapshot taken while writes
// go on restores consistently; a database with offices is replaced only when asked.
import { randomUUID } from 'node:crypto';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../../test/pg-url.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { dataFiles } from './backup-format.ts';
import { createBackup, listTables } from './backup.ts';
import { RestoreRefused, restoreBackup } from './restore.ts';

let t: TestApp;
let admin: Database;
let sourceUrl: string;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gabinete-backup-test-'));
const created: string[] = [];

async function emptyDatabase(): Promise<string> {
  const name = `gabinete_rs_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await admin.executeSql(`CREATE DATABASE ${name}`);
  created.push(name);
  return databaseUrl(inject('pgUrl'), name);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await openPostgres(inject('pgUrl'), 1);
  const { rows } = await t.deps.database.executeSql('select current_database() as name');
  sourceUrl = databaseUrl(inject('pgUrl'), (rows[0] as { name: string }).name);
  const dataDir = t.deps.env.dataDir;
  const put = (rel: string, bytes: Buffer | string) => {
    fs.mkdirSync(path.dirname(path.join(dataDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, rel), bytes);
  };
  put('uploads/avatars/foto.png', crypto.randomBytes(5_000));
  put('attachments/org-1/oficio.pdf', crypto.randomBytes(20_000));
  put('imports/planilha.csv', 'Nome;Celular\nAna;(21) 987654321\n');
  put('exports/temporario.csv', 'fica de fora');
  put('postgres.log', 'fica de fora');
});

afterAll(async () => {
  for (const name of created) await admin.executeSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin?.close();
  await t?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Row count and an md5 of the rows in a fixed order, for every table; the migrations; the sequences. */
async function fingerprint(url: string) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const tables: Record<string, { rows: number; md5: string }> = {};
    for (const { name } of await listTables(client)) {
      const { rows } = await client.query(
        `select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as md5 from "${name}" t`,
      );
      tables[name] = rows[0];
    }
    const migrations = (
      await client.query('select hash, created_at from drizzle.__drizzle_migrations order by created_at')
    ).rows;
    const sequences = (
      await client.query(
        "select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1",
      )
    ).rows;
    return { tables, migrations, sequences };
  } finally {
    await client.end();
  }
}

const fileHashes = (dir: string) =>
  Object.fromEntries(
    dataFiles(dir).map((rel) => [
      rel,
      crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(dir, rel)))
        .digest('hex'),
    ]),
  );

describe('backup and restore', () => {
  it('restores every table, the migration level, the sequences and the files of DATA_DIR', async () => {
    const file = path.join(work, 'um.tar.gz');
    const manifest = await createBackup({ url: sourceUrl, dataDir: t.deps.env.dataDir, file });
    const before = await fingerprint(sourceUrl);
    expect(Object.keys(before.tables).length).toBeGreaterThan(30);
    expect(before.tables.citizens!.rows).toBeGreaterThan(0);
    expect(manifest.tables.map((x) => [x.name, x.rows])).toEqual(
      Object.entries(before.tables).map(([name, v]) => [name, v.rows]),
    );
    expect(manifest.files).toBe(3); // uploads, attachments, imports; not exports/ nor the server's log

    const target = await emptyDatabase();
    const dataDir = path.join(work, 'data-restaurado');
    await restoreBackup({ file, url: target, dataDir });
    expect(await fingerprint(target)).toEqual(before);
    expect(fileHashes(dataDir)).toEqual(fileHashes(t.deps.env.dataDir));
    expect(fs.existsSync(path.join(dataDir, 'exports'))).toBe(false);

    // The app starts on it: nothing left to migrate, and new rows get fresh ids.
    const restored = await openPostgres(target, 3);
    try {
      await migrate(restored);
      const { rows } = await restored.executeSql(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(rows).toEqual([{ n: before.migrations.length }]);
    } finally {
      await restored.close();
    }
  });

  it('refuses to overwrite a database with offices unless asked, and then replaces it whole', async () => {
    const file = path.join(work, 'dois.tar.gz');
    await createBackup({ url: sourceUrl, dataDir: null, file });
    const target = await emptyDatabase();
    await restoreBackup({ file, url: target, dataDir: null });
    const client = new pg.Client(target);
    await client.connect();
    await client.query("update organizations set name = 'Alterado depois do backup'");
    await client.end();
    await expect(restoreBackup({ file, url: target, dataDir: null })).rejects.toBeInstanceOf(RestoreRefused);
    await restoreBackup({ file, url: target, dataDir: null, replace: true });
    expect((await fingerprint(target)).tables).toEqual((await fingerprint(sourceUrl)).tables);
  });

  it('takes one consistent snapshot while citizens are being written', async () => {
    const token = await t.login('admin@gabinete.demo');
    let stop = false;
    let written = 0;
    const writer = (async () => {
      for (let i = 0; !stop; i++) {
        const res = await t.call(token, {
          method: 'POST',
          url: '/api/citizens',
          payload: {
            name: `Durante o backup ${i}`,
            phones: [{ number: `2199${String(i).padStart(7, '0')}` }],
          },
        });
        if (res.statusCode === 201) written++;
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    const file = path.join(work, 'tres.tar.gz');
    const manifest = await createBackup({ url: sourceUrl, dataDir: null, file });
    await new Promise((r) => setTimeout(r, 300));
    stop = true;
    await writer;
    expect(written).toBeGreaterThan(0);
    const target = await emptyDatabase();
    // Loads in foreign-key order with the constraints on: a phone without its citizen would fail here.
    await restoreBackup({ file, url: target, dataDir: null });
    const after = await fingerprint(target);
    for (const table of manifest.tables) expect(after.tables[table.name]!.rows, table.name).toBe(table.rows);
    const now = await fingerprint(sourceUrl);
    expect(after.tables.citizens!.rows).toBeLessThan(now.tables.citizens!.rows);
  });
});
