// `npm run backup`: one REPEATABLE READ snapshot of every table of the app's schema (COPY TO, the server
// keeps running and writing), the migration level and the sequences, then DATA_DIR's files, in one .tar.gz.
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import tar from 'tar-stream';
import {
  dataFiles,
  FORMAT,
  FORMAT_VERSION,
  quoteIdent,
  sha256,
  type Manifest,
  type TableEntry,
} from './backup-format.ts';

export interface BackupOptions {
  /** The database (any node-postgres connection string). */
  url: string;
  /** DATA_DIR, whose files go along; null for none. */
  dataDir: string | null;
  /** The .tar.gz to write (written beside as .part, renamed when complete). */
  file: string;
}

/** The app's tables (schema public) and their stored columns in order. */
export async function listTables(client: pg.Client): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(`
    select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where c.relkind in ('r', 'p') and not c.relispartition
    group by c.relname order by c.relname`);
  return rows;
}

/** COPY text format writes one line per row (newlines inside values are escaped). */
function counter(hash: ReturnType<typeof sha256>) {
  let rows = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
      done(null, chunk);
    },
  });
  return { stream, rows: () => rows };
}

async function dumpTables(
  client: pg.Client,
  dir: string,
): Promise<Omit<Manifest, 'format' | 'version' | 'createdAt' | 'files'>> {
  // One snapshot for every table: the backup is what the database held at one instant, writes going on.
  await client.query('begin isolation level repeatable read read only');
  try {
    const migrations = (
      await client.query<{ hash: string; created_at: string }>(
        'select hash, created_at from drizzle.__drizzle_migrations order by created_at',
      )
    ).rows.map((m) => ({ hash: m.hash, createdAt: Number(m.created_at) }));
    const tables: TableEntry[] = [];
    for (const { name, columns } of await listTables(client)) {
      const hash = sha256();
      const count = counter(hash);
      const cols = columns.map(quoteIdent).join(', ');
      await pipeline(
        client.query(copyTo(`copy ${quoteIdent(name)} (${cols}) to stdout`)),
        count.stream,
        fs.createWriteStream(path.join(dir, `${name}.copy`)),
      );
      tables.push({ name, columns, rows: count.rows(), sha256: hash.digest('hex') });
    }
    // Sequences are not transactional: read now they are ≥ the snapshot's values, so no id is handed out twice.
    const sequences = (
      await client.query<{ name: string; value: string | null }>(
        "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'",
      )
    ).rows;
    return { migrations, tables, sequences };
  } finally {
    await client.query('rollback');
  }
}

function addFile(pack: tar.Pack, name: string, file: string): Promise<void> {
  const size = fs.statSync(file).size;
  return new Promise((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o600 }, (err) => (err ? reject(err) : resolve()));
    pipeline(fs.createReadStream(file), entry).catch(reject);
  });
}

export async function createBackup(options: BackupOptions): Promise<Manifest> {
  fs.mkdirSync(path.dirname(options.file), { recursive: true });
  const staging = fs.mkdtempSync(path.join(path.dirname(options.file), '.gabinete-backup-'));
  const part = `${options.file}.part`;
  try {
    fs.mkdirSync(path.join(staging, 'db'));
    const client = new pg.Client(options.url);
    await client.connect();
    let dumped;
    try {
      dumped = await dumpTables(client, path.join(staging, 'db'));
    } finally {
      await client.end();
    }
    // Files after the snapshot: a file a row refers to was written before that row committed. They are
    // copied first, so one being written meanwhile (an upload) goes in whole at the size it had.
    const files = options.dataDir ? dataFiles(options.dataDir) : [];
    for (const rel of files) {
      const to = path.join(staging, 'files', rel);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(path.join(options.dataDir!, rel), to);
    }
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      ...dumped,
      files: files.length,
    };
    const pack = tar.pack();
    const written = pipeline(
      pack,
      zlib.createGzip({ level: 6 }),
      fs.createWriteStream(part, { mode: 0o600 }),
    );
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: 'manifest.json', mode: 0o600 }, JSON.stringify(manifest, null, 2), (err) =>
        err ? reject(err) : resolve(),
      ),
    );
    for (const table of manifest.tables)
      await addFile(pack, `db/${table.name}.copy`, path.join(staging, 'db', `${table.name}.copy`));
    for (const rel of files)
      await addFile(pack, `files/${rel.split(path.sep).join('/')}`, path.join(staging, 'files', rel));
    pack.finalize();
    await written;
    fs.renameSync(part, options.file);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(part, { force: true });
  }
}
