// `npm run restore FILE`: the schema is rebuilt at the backup's migration level from this version's migration
// files, every table loaded with COPY FROM in foreign-key order and counted, the sequences set — all in one
// transaction (a failure leaves the database as it was) — then DATA_DIR's files put back. The next start
// applies the migrations newer than the backup.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import tar from 'tar-stream';
import { MIGRATION_LOCK, MIGRATIONS_DIR } from '../db/migrate.ts';
import { FORMAT, quoteIdent, restoredRoots, type Manifest } from './backup-format.ts';

export class RestoreRefused extends Error {}

export interface RestoreOptions {
  file: string;
  url: string;
  /** DATA_DIR, where the backup's files go back; null to leave files alone. */
  dataDir: string | null;
  /** Replace a database that already holds offices (without it such a target is refused). */
  replace?: boolean;
}

/** Unpacks the archive into `dir` (db/, files/) and returns its manifest. */
async function unpack(file: string, dir: string): Promise<Manifest> {
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  let manifest: Manifest | null = null;
  for await (const entry of extract) {
    const name = entry.header.name;
    if (name === 'manifest.json') {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
      continue;
    }
    const to = path.resolve(dir, name);
    if (!to.startsWith(path.resolve(dir) + path.sep) || entry.header.type !== 'file')
      throw new RestoreRefused(`Arquivo de backup inválido: entrada ${name}.`);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    await pipeline(entry, fs.createWriteStream(to, { mode: 0o600 }));
  }
  await reading;
  if (manifest?.format !== FORMAT) throw new RestoreRefused(`${file} não é um backup do Gabinete.`);
  return manifest;
}

/** Tables ordered so that each comes after those its foreign keys point to. */
async function loadOrder(client: pg.Client, names: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(`
    select c.relname as child, p.relname as parent from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    where k.contype = 'f' and k.conrelid <> k.confrelid`);
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting')
      throw new Error(`Chaves estrangeiras em ciclo passando por ${name}: a restauração não sabe a ordem.`);
    state.set(name, 'visiting');
    for (const r of rows) if (r.child === name && names.includes(r.parent)) visit(r.parent);
    state.set(name, 'done');
    order.push(name);
  };
  names.forEach(visit);
  return order;
}

async function officesIn(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ found: string | null }>(
    "select to_regclass('public.organizations') as found",
  );
  if (!rows[0]?.found) return 0;
  const count = await client.query<{ n: number }>('select count(*)::int as n from organizations');
  return count.rows[0]!.n;
}

async function restoreDatabase(client: pg.Client, manifest: Manifest, dir: string, replace: boolean) {
  const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  const unknown = manifest.migrations.find((m) => !known.some((k) => k.folderMillis === m.createdAt));
  if (unknown)
    throw new RestoreRefused(
      'O backup vem de uma versão mais nova do Gabinete (tem migrações que esta versão não conhece): atualize o Gabinete e restaure de novo.',
    );
  const level = Math.max(0, ...manifest.migrations.map((m) => m.createdAt));
  await client.query('begin');
  try {
    // Instances starting meanwhile would migrate the half-built schema: they wait for this transaction.
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const offices = await officesIn(client);
    if (offices > 0 && !replace)
      throw new RestoreRefused(
        `O banco de destino já tem dados (${offices} escritório(s)). Para substituí-los pelo backup, rode de novo com --substituir.`,
      );
    await client.query('drop schema if exists pgboss cascade');
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
    for (const migration of known.filter((m) => m.folderMillis <= level))
      for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
    await client.query('create schema drizzle');
    await client.query(
      'create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
    );
    for (const m of manifest.migrations)
      await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        m.hash,
        m.createdAt,
      ]);
    const names = manifest.tables.map((t) => t.name);
    // Rows the migrations themselves insert (reference data) are replaced by the backup's.
    if (names.length) await client.query(`truncate ${names.map(quoteIdent).join(', ')} cascade`);
    for (const name of await loadOrder(client, names)) {
      const table = manifest.tables.find((t) => t.name === name)!;
      const cols = table.columns.map(quoteIdent).join(', ');
      await pipeline(
        fs.createReadStream(path.join(dir, 'db', `${name}.copy`)),
        client.query(copyFrom(`copy ${quoteIdent(name)} (${cols}) from stdin`)),
      );
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from ${quoteIdent(name)}`,
      );
      if (rows[0]!.n !== table.rows)
        throw new Error(`Tabela ${name}: ${rows[0]!.n} linhas restauradas, o backup tem ${table.rows}.`);
    }
    for (const seq of manifest.sequences)
      await client.query(
        seq.value === null
          ? 'select setval($1::regclass, 1, false)'
          : 'select setval($1::regclass, $2::bigint, true)',
        seq.value === null ? [quoteIdent(seq.name)] : [quoteIdent(seq.name), seq.value],
      );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  }
}

/** Puts the backup's files back: each top-level folder it carries replaces the one in dataDir. */
function restoreFiles(dir: string, dataDir: string) {
  const from = path.join(dir, 'files');
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(dataDir, { recursive: true });
  for (const name of restoredRoots(fs.readdirSync(from))) {
    const to = path.join(dataDir, name);
    fs.rmSync(to, { recursive: true, force: true });
    fs.cpSync(path.join(from, name), to, { recursive: true });
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const dir = fs.mkdtempSync(path.join(path.dirname(path.resolve(options.file)), '.gabinete-restore-'));
  try {
    const manifest = await unpack(options.file, dir);
    const client = new pg.Client(options.url);
    await client.connect();
    try {
      await restoreDatabase(client, manifest, dir, options.replace ?? false);
    } finally {
      await client.end();
    }
    if (options.dataDir) restoreFiles(dir, options.dataDir);
    return manifest;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
