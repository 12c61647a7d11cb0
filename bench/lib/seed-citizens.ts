// Fills one office with N citizens through set-based SQL, on PostgreSQL or on a stopped server's embedded PostgreSQL data dir.
// Alone: npm run seed:citizens -w bench -- --count 1000000 --database-url postgres://… (or the embedded server's socket URL)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openSeedDb, type SeedDb } from './seed-db.ts';
import { phonesChunkSql, tagsChunkSql } from './seed-links-sql.ts';
import { EXPORT_TAG, TAGS } from './seed-places.ts';
import { citizensChunkSql } from './seed-sql.ts';
import { exportRowsFor, textArray } from './seed-values.ts';

export const DEMO_ORG_ID = '00000000-0000-4000-8000-000000000001';
const CHUNK = 100_000;
const SEEDED_TABLES = ['citizens', 'citizen_phones', 'citizen_emails', 'citizen_tags'];

export interface SeedSummary {
  count: number;
  seconds: number;
  /** Seconds per phase: tags, rows, indexes, vacuum. */
  phases: Record<string, number>;
  /** Tag name → id, the export tag included. */
  tagIds: Record<string, string>;
  exportTagId: string;
  /** Active citizens of the office carrying the export tag. */
  exportRows: number;
  totalCitizens: number;
}

type Log = (line: string) => void;

async function ensureTags(db: SeedDb, org: string): Promise<Record<string, string>> {
  const all = [...TAGS, { name: EXPORT_TAG, color: 'blue' }];
  await db.query(`insert into tags (organization_id, name, color)
    select '${org}'::uuid, n, c from unnest(${textArray(all.map((t) => t.name))}, ${textArray(all.map((t) => t.color))}) as x(n, c)
    on conflict do nothing`);
  const { rows } = await db.query(`select id, name from tags where organization_id = '${org}'::uuid
    and lower(f_unaccent(name)) = any (select lower(f_unaccent(n)) from unnest(${textArray(all.map((t) => t.name))}) n)`);
  const byKey = new Map(rows.map((r) => [String(r.name).toLowerCase(), String(r.id)]));
  return Object.fromEntries(all.map((t) => [t.name, byKey.get(t.name.toLowerCase())!]));
}

/** Secondary indexes are dropped during the load and rebuilt after, from their own definitions. */
async function secondaryIndexes(db: SeedDb): Promise<{ name: string; def: string }[]> {
  const { rows } = await db.query(`select indexname, indexdef from pg_indexes
    where schemaname = 'public' and tablename in (${SEEDED_TABLES.map((t) => `'${t}'`).join(',')})
    and indexname not in (select conname from pg_constraint)`);
  return rows.map((r) => ({ name: String(r.indexname), def: String(r.indexdef) }));
}

export async function seedCitizens(
  db: SeedDb,
  options: { count: number; organizationId?: string; log?: Log },
): Promise<SeedSummary> {
  const org = options.organizationId ?? DEMO_ORG_ID;
  const log = options.log ?? (() => {});
  const { count } = options;
  const started = Date.now();
  const phases: Record<string, number> = {};
  let mark = Date.now();
  const phase = (name: string) => {
    phases[name] = (Date.now() - mark) / 1000;
    mark = Date.now();
  };

  const users = await db.query(`select id from users where organization_id = '${org}'::uuid`);
  if (users.rows.length === 0)
    throw new Error(`office ${org} has no users: start the server with SEED_DEMO=1 first`);
  const userIds = users.rows.map((r) => String(r.id));
  await db.prepareBulkLoad();
  const tagIds = await ensureTags(db, org);
  const exportTagId = tagIds[EXPORT_TAG]!;
  phase('tags');

  const indexes = await secondaryIndexes(db);
  for (const ix of indexes) await db.query(`drop index "${ix.name}"`);
  const plainTags = TAGS.map((t) => tagIds[t.name]!);
  const chunks: string[] = [];
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    chunks.push(citizensChunkSql({ organizationId: org, userIds, from, to, count }));
    chunks.push(phonesChunkSql(org, from, to));
    chunks.push(tagsChunkSql(org, plainTags, exportTagId, { from, to, count }));
  }
  await db.runAll(chunks, (done) => {
    if (done % 3 === 0 || done === chunks.length) {
      log(
        `  ${done} of ${chunks.length} insert statements (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  });
  phase('rows');
  // Largest first, so the two GIN trigram indexes do not end up built one after the other.
  const defs = indexes
    .map((ix) => ix.def)
    .sort((a, b) => Number(b.includes('gin')) - Number(a.includes('gin')));
  await db.runAll(defs);
  phase('indexes');
  await db.runAll([...SEEDED_TABLES, 'tags'].map((table) => `vacuum analyze ${table}`));
  phase('vacuum');

  const counted = await db.query(`select
    (select count(*) from citizens where organization_id = '${org}'::uuid and deleted_at is null) as total,
    (select count(*) from citizen_tags ct join citizens c on c.id = ct.citizen_id
      where ct.tag_id = '${exportTagId}'::uuid and c.deleted_at is null) as export_rows`);
  const totals = counted.rows[0]!;
  const summary: SeedSummary = {
    count,
    seconds: (Date.now() - started) / 1000,
    phases,
    tagIds,
    exportTagId,
    exportRows: Number(totals.export_rows),
    totalCitizens: Number(totals.total),
  };
  if (summary.exportRows < exportRowsFor(count))
    throw new Error(`export tag on ${summary.exportRows} citizens only`);
  return summary;
}

async function cli(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '1000000' },
      'database-url': { type: 'string' },
      org: { type: 'string', default: DEMO_ORG_ID },
    },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 100) throw new Error('--count must be an integer ≥ 100');
  const db = await openSeedDb({ databaseUrl: values['database-url'] });
  try {
    const summary = await seedCitizens(db, {
      count,
      organizationId: values.org,
      log: (l) => console.error(l),
    });
    // The last line of stdout is the summary, for the bench that runs this as a child.
    console.log(JSON.stringify(summary));
  } finally {
    await db.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await cli();
}
