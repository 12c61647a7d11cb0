// One-shot upgrade of a data directory from the PGlite era (DATA_DIR/pgdata): every table is copied into the
// embedded PostgreSQL server, the row counts are compared, and only then is the old directory set aside.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from './client.ts';
import type { EmbeddedServer } from './embedded-server.ts';
import { migrate, MIGRATIONS_DIR } from './migrate.ts';

const BATCH = 2000;

export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pgdata');
export const hasPgliteData = (dataDir: string) => fs.existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'));

type Lite = {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
  close(): Promise<void>;
};

async function openLite(dir: string): Promise<Lite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const lite = await PGlite.create({ dataDir: dir, extensions: { unaccent, pg_trgm } });
  // Bring the old database to the same schema as the new one, so every table lines up column by column.
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate: run } = await import('drizzle-orm/pglite/migrator');
  await run(drizzle(lite), { migrationsFolder: MIGRATIONS_DIR });
  return lite as unknown as Lite;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The app's tables (not the job queue's: pg-boss builds its own again) and their insertable columns. */
async function tablesOf(lite: Lite): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await lite.query<{ name: string; columns: string[] }>(`
    select c.relname as name,
           array_agg(a.attname::text order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind in ('r')
     group by c.relname
     order by c.relname`);
  return rows;
}

async function copyTable(lite: Lite, target: pg.ClientBase, table: string, columns: string[]): Promise<void> {
  const cols = columns.map(quote).join(', ');
  // Each row as its own JSON text (exact values, no JS type round trip); FETCH cannot be a subquery.
  await lite.exec(
    `begin; declare gabinete_copy no scroll cursor for select to_jsonb(t)::text as j from public.${quote(table)} t`,
  );
  let done = false;
  try {
    for (;;) {
      const { rows } = await lite.query<{ j: string }>(`fetch ${BATCH} from gabinete_copy`);
      if (rows.length === 0) break;
      await target.query(
        `insert into public.${quote(table)} (${cols}) overriding system value
         select ${cols} from json_populate_recordset(null::public.${quote(table)}, $1::json)`,
        [`[${rows.map((r) => r.j).join(',')}]`],
      );
    }
    done = true;
  } finally {
    // After a failure the read transaction is aborted: roll it back so the first error is the one reported.
    await lite.exec(done ? 'close gabinete_copy; commit' : 'rollback');
  }
}

async function copySequences(lite: Lite, target: pg.ClientBase): Promise<void> {
  const { rows } = await lite.query<{ name: string; value: string | null; called: boolean }>(
    `select sequencename as name, last_value::text as value, last_value is not null as called
       from pg_sequences where schemaname = 'public'`,
  );
  for (const s of rows)
    if (s.value)
      await target.query('select setval($1, $2::bigint, $3)', [`public.${quote(s.name)}`, s.value, s.called]);
}

async function count(run: (sql: string) => Promise<{ rows: unknown[] }>, table: string): Promise<number> {
  const { rows } = await run(`select count(*)::int as n from public.${quote(table)}`);
  return (rows[0] as { n: number }).n;
}

/** Copies DATA_DIR/pgdata into `database` (made anew), checks every count, then renames the old directory. */
export async function importPglite(dataDir: string, server: EmbeddedServer, database: string): Promise<void> {
  const started = Date.now();
  console.log(
    `Migrando os dados do banco embutido anterior (PGlite, ${pgliteDir(dataDir)}) para o PostgreSQL…`,
  );
  const admin = new pg.Client(server.url('postgres'));
  await admin.connect();
  await admin.query(`drop database if exists ${quote(database)} with (force)`); // a half-done earlier attempt
  await admin.query(`create database ${quote(database)}`);
  const lite = await openLite(pgliteDir(dataDir));
  const target = await openPostgres(server.url(database), 2);
  try {
    await migrate(target);
    const tables = await tablesOf(lite);
    const pool = (target.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    try {
      await client.query('begin');
      // Rows arrive table by table: foreign keys and triggers are checked by the source already.
      await client.query('set local session_replication_role = replica');
      for (const t of tables) {
        await client.query(`delete from public.${quote(t.name)}`); // rows the migrations themselves seeded
        await copyTable(lite, client, t.name, t.columns);
      }
      await copySequences(lite, client);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
    const wrong: string[] = [];
    for (const t of tables) {
      const [before, after] = [
        await count((s) => lite.query(s), t.name),
        await count((s) => target.executeSql(s), t.name),
      ];
      if (before !== after) wrong.push(`${t.name}: ${before} → ${after}`);
    }
    if (wrong.length) throw new Error(`contagens diferentes depois da cópia (${wrong.join('; ')})`);
    console.log(
      `Migração concluída: ${tables.length} tabelas conferidas em ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } catch (err) {
    await target.close().catch(() => {});
    await lite.close().catch(() => {});
    await admin.query(`drop database if exists ${quote(database)} with (force)`).catch(() => {});
    await admin.end();
    throw new Error(
      `Não foi possível migrar os dados do PGlite (${pgliteDir(dataDir)}) para o PostgreSQL embutido: ` +
        `${(err as Error).message}. Nada foi apagado; a próxima partida tentará de novo.`,
      { cause: err },
    );
  }
  await target.close();
  await lite.close();
  await admin.end();
  const kept = path.join(dataDir, `pgdata-pglite-migrado-${new Date().toISOString().slice(0, 10)}`);
  fs.renameSync(pgliteDir(dataDir), kept);
  console.log(`Os dados antigos ficaram em ${kept}; apague essa pasta quando tiver conferido o sistema.`);
}
