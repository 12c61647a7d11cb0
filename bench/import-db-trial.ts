// What one 2,000-row batch costs the database on a seeded office, each variant in a transaction rolled back:
// the citizens insert as the import writes it (unnest arrays) against COPY into a staging table + insert-select,
// and the same insert with each secondary index of citizens dropped (what each index costs a batch).
//   node --import tsx bench/import-db-trial.ts --database-url postgres://…/db [--repeat 5] [--indexes]
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { ImportField } from '@gabinete/shared';
import { from as copyFrom } from 'pg-copy-streams';
import type { PoolClient } from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { uuidV7 } from '../apps/server/src/lib/uuid-v7.ts';
import { loadCityIndex } from '../apps/server/src/modules/imports/import-cities.ts';
import type { NewCitizen } from '../apps/server/src/modules/imports/import-plan.ts';
import { arr } from '../apps/server/src/modules/imports/import-sql.ts';
import { openSheet } from '../apps/server/src/modules/imports/import-records.ts';
import { CITIZEN_FIELDS, parseRow } from '../apps/server/src/modules/imports/import-row.ts';
import { writeCreates, writeLists, type ListRows } from '../apps/server/src/modules/imports/import-write.ts';
import { CSV_MAPPING, writeCitizensCsv } from './lib/citizens-csv.ts';
import { DEMO_ORG_ID } from './lib/seed-citizens.ts';
import { removeTempDir, tempDir } from './lib/temp-dirs.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    repeat: { type: 'string', default: '5' },
    batch: { type: 'string', default: '2000' },
    indexes: { type: 'boolean', default: false },
    offset: { type: 'string', default: '9000000' },
  },
});
const database = await openPostgres(args['database-url']!, 2);
const { db } = database;
const size = Number(args.batch);

async function batchRows(): Promise<NewCitizen[]> {
  const cities = await loadCityIndex(db, 'SP');
  const dir = tempDir('db-trial');
  try {
    const csv = writeCitizensCsv(path.join(dir, 'b.csv'), size, Number(args.offset), 1_000_000);
    const sheet = await openSheet(csv.path);
    const mapping = Object.fromEntries(sheet.columns.map((c) => [c, CSV_MAPPING[c] as ImportField]));
    const out: NewCitizen[] = [];
    for await (const record of sheet.records) {
      const r = parseRow(record, { columns: sheet.columns, mapping, cities });
      if (r.errors.length) continue;
      out.push({ id: '', values: r.citizen, phones: r.phones, emails: r.emails, tagIds: new Set() });
    }
    // Rows the file repeats or the office already has would hit the unique CPF index: a batch of new people only.
    const { rows: known } = (await db.execute(
      sql`select cpf from citizens where cpf = any(${arr(out.map((r) => r.values.cpf).filter(Boolean), 'text[]')})`,
    )) as unknown as { rows: { cpf: string }[] };
    const seen = new Set(known.map((k) => k.cpf));
    return out.filter((r) => {
      const cpf = r.values.cpf as string | null | undefined;
      if (!cpf) return true;
      if (seen.has(cpf)) return false;
      seen.add(cpf);
      return true;
    });
  } finally {
    removeTempDir(dir);
  }
}

const rows = await batchRows();
const fresh = () => rows.map((r) => ({ ...r, id: uuidV7() }));
const ctx = {
  importId: uuidV7(),
  organizationId: DEMO_ORG_ID,
  userId: null,
  fileName: 'trial.csv',
  human: (_f: unknown, v: unknown) => v,
};
class Rollback extends Error {}
let nodeMs: number[] = [];

/** ms of `work` inside a transaction that is then rolled back. */
async function timed(prepare: (tx: Db) => Promise<void>, work: (tx: Db) => Promise<void>): Promise<number> {
  let ms = 0;
  await db
    .transaction(async (tx) => {
      await prepare(tx);
      const t = performance.now();
      const cpu = process.cpuUsage();
      await work(tx);
      ms = performance.now() - t;
      const used = process.cpuUsage(cpu);
      nodeMs.push((used.user + used.system) / 1000);
      throw new Rollback();
    })
    .catch((err) => {
      if (!(err instanceof Rollback)) throw err;
    });
  return ms;
}

const copyCell = (v: unknown) =>
  v === null || v === undefined
    ? '\\N'
    : String(v).replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);
const snake = (f: string) => f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

async function viaUnnest(tx: Db) {
  await writeCreates(tx, ctx, fresh(), { phones: [], emails: [], tags: [], changes: [] });
}
async function viaCopy(tx: Db) {
  const client = (tx as unknown as { session: { client: PoolClient } }).session.client;
  const cols = ['id', ...CITIZEN_FIELDS.map(snake)];
  const lines = fresh().map(
    (c) => [c.id, ...CITIZEN_FIELDS.map((f) => copyCell(c.values[f]))].join('\t') + '\n',
  );
  await pipeline(
    Readable.from([lines.join('')]),
    client.query(copyFrom(`copy import_stage (${cols.join(', ')}) from stdin`)),
  );
  await client.query(`insert into citizens (${cols.join(', ')}, organization_id, origin, import_id)
    select ${cols.join(', ')}, '${DEMO_ORG_ID}', 'importacao', '${ctx.importId}' from import_stage`);
}
async function viaDirectCopy(tx: Db) {
  const client = (tx as unknown as { session: { client: PoolClient } }).session.client;
  const cols = ['id', ...CITIZEN_FIELDS.map(snake), 'organization_id', 'origin', 'import_id'];
  const tail = `\t${DEMO_ORG_ID}\timportacao\t${ctx.importId}\n`;
  const lines = fresh().map(
    (c) => [c.id, ...CITIZEN_FIELDS.map((f) => copyCell(c.values[f]))].join('\t') + tail,
  );
  await pipeline(
    Readable.from([lines.join('')]),
    client.query(copyFrom(`copy citizens (${cols.join(', ')}) from stdin`)),
  );
}
async function lists(tx: Db) {
  const creates = fresh();
  const l: ListRows = { phones: [], emails: [], tags: [], changes: [] };
  await writeCreates(tx, ctx, creates, l);
  const t = performance.now();
  await writeLists(tx, ctx, l);
  listMs.push(performance.now() - t);
}
const listMs: number[] = [];
const none = async () => {};
const stage = async (tx: Db) => {
  await tx.execute(
    sql.raw(`create temp table if not exists import_stage on commit delete rows as
    select id, ${CITIZEN_FIELDS.map(snake).join(', ')} from citizens with no data`),
  );
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const report = (label: string, xs: number[]) =>
  console.log(
    `${label}: median ${median(xs).toFixed(0)} ms (${xs.map((x) => x.toFixed(0)).join(', ')}); load ${os.loadavg()[0]!.toFixed(2)}`,
  );

const repeat = Number(args.repeat);
const a: number[] = [];
const b: number[] = [];
const cpuA: number[] = [];
const cpuB: number[] = [];
const c: number[] = [];
const cpuC: number[] = [];
for (let i = 0; i < repeat; i++) {
  nodeMs = cpuA;
  a.push(await timed(none, viaUnnest));
  nodeMs = cpuB;
  b.push(await timed(stage, viaCopy));
  nodeMs = cpuC;
  c.push(await timed(none, viaDirectCopy));
  nodeMs = [];
  await timed(none, lists);
}
console.log(
  `Node CPU per batch: unnest ${median(cpuA).toFixed(1)} ms, COPY via staging ${median(cpuB).toFixed(1)} ms, COPY direct ${median(cpuC).toFixed(1)} ms`,
);
console.log(
  `${rows.length} valid rows per batch; Node CPU per timed statement group: median ${median(nodeMs).toFixed(1)} ms`,
);
report('citizens insert, unnest arrays', a);
report('citizens insert, COPY into a staging table + insert-select', b);
report('citizens insert, COPY straight into citizens', c);
report('phones, e-mails, history (unnest)', listMs);

if (args.indexes) {
  const { rows: idx } = (await db.execute(sql`select indexname from pg_indexes where tablename = 'citizens'
    and indexname not in (select conname from pg_constraint) order by 1`)) as unknown as {
    rows: { indexname: string }[];
  };
  for (const { indexname } of idx) {
    const without: number[] = [];
    const base: number[] = [];
    for (let i = 0; i < repeat; i++) {
      base.push(await timed(none, viaUnnest));
      without.push(
        await timed((tx) => tx.execute(sql.raw(`drop index ${indexname}`)).then(() => {}), viaUnnest),
      );
    }
    console.log(
      `without ${indexname}: ${median(without).toFixed(0)} ms vs ${median(base).toFixed(0)} ms with it ` +
        `(saves ${(median(base) - median(without)).toFixed(0)} ms); load ${os.loadavg()[0]!.toFixed(2)}`,
    );
  }
}
await database.close();
