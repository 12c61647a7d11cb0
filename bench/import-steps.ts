// What each statement of one import batch costs the database, on an already seeded office: the lookup, then the
// COPYs of the citizens, phones, e-mails and history, each timed, in a transaction rolled back (repeated on
// other rows each time). With --checked-per-batch the COPYs run as the job runs them on a superuser connection
// (references locked once, per-row foreign key checks off: import-references.ts).
//   node --import tsx bench/import-steps.ts --database-url postgres://…/db [--repeat 7] [--batch 5000] [--checked-per-batch]
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ImportField } from '@gabinete/shared';
import { openPostgres, type Db } from '../apps/server/src/db/client.ts';
import { loadCityIndex } from '../apps/server/src/modules/imports/import-cities.ts';
import { openSheet } from '../apps/server/src/modules/imports/import-records.ts';
import { duplicateKeys, parseRow, type ParsedRow } from '../apps/server/src/modules/imports/import-row.ts';
import { findDuplicates, resolveTags } from '../apps/server/src/modules/imports/import-lookup.ts';
import { planBatch } from '../apps/server/src/modules/imports/import-plan.ts';
import { lockReferences } from '../apps/server/src/modules/imports/import-references.ts';
import {
  writeCreates,
  writeLists,
  type ListRows,
  type WriteContext,
} from '../apps/server/src/modules/imports/import-write.ts';
import { CSV_MAPPING, writeCitizensCsv } from './lib/citizens-csv.ts';
import { DEMO_ORG_ID } from './lib/seed-citizens.ts';
import { removeTempDir, tempDir } from './lib/temp-dirs.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    repeat: { type: 'string', default: '7' },
    batch: { type: 'string', default: '5000' },
    offset: { type: 'string', default: '8000000' },
    'checked-per-batch': { type: 'boolean', default: false },
  },
});
const database = await openPostgres(args['database-url']!, 2);
const { db } = database;
const size = Number(args.batch);
const repeat = Number(args.repeat);
const cities = await loadCityIndex(db, 'SP');

const dir = tempDir('import-steps');
const rows: ParsedRow[] = [];
try {
  const csv = writeCitizensCsv(path.join(dir, 'b.csv'), size * repeat, Number(args.offset), 1_000_000);
  const sheet = await openSheet(csv.path);
  const mapping = Object.fromEntries(sheet.columns.map((c) => [c, CSV_MAPPING[c] as ImportField]));
  for await (const record of sheet.records)
    rows.push(parseRow(record, { columns: sheet.columns, mapping, cities }));
} finally {
  removeTempDir(dir);
}

const times = new Map<string, number[]>();
const note = (step: string, ms: number) => times.set(step, [...(times.get(step) ?? []), ms]);
class Rollback extends Error {}

async function batch(tx: Db, valid: ParsedRow[]): Promise<void> {
  const start = performance.now();
  let t = start;
  const lap = (step: string) => {
    const now = performance.now();
    note(step, now - t);
    t = now;
  };
  const tagCache = new Map<string, string>();
  await resolveTags(
    tx,
    DEMO_ORG_ID,
    valid.flatMap((r) => r.tagNames),
    tagCache,
  );
  const existing = await findDuplicates(tx, DEMO_ORG_ID, valid.flatMap(duplicateKeys), false);
  lap('tags + duplicate lookup');
  const plan = planBatch(valid, 'skip', existing, [], tagCache);
  const referencesLocked =
    args['checked-per-batch'] &&
    (await lockReferences(tx, {
      organizationId: DEMO_ORG_ID,
      userId: null,
      cityCodes: plan.creates.flatMap((c) =>
        typeof c.values.cityIbge === 'number' ? [c.values.cityIbge] : [],
      ),
    }));
  lap('plan + references');
  const ctx: WriteContext = {
    importId: null as unknown as string,
    organizationId: DEMO_ORG_ID,
    userId: null,
    fileName: 'etapas.csv',
    human: (_field, value) => value,
    referencesLocked,
  };
  const lists: ListRows = { phones: [], emails: [], tags: [], changes: [] };
  await writeCreates(tx, ctx, plan.creates, lists);
  lap('citizens COPY');
  const only = (part: Partial<ListRows>): ListRows => ({
    phones: [],
    emails: [],
    tags: [],
    changes: [],
    ...part,
  });
  await writeLists(tx, ctx, only({ phones: lists.phones }));
  lap('phones COPY');
  await writeLists(tx, ctx, only({ emails: lists.emails }));
  lap('e-mails COPY');
  await writeLists(tx, ctx, only({ changes: lists.changes }));
  lap('history COPY');
  note('whole batch', performance.now() - start);
  note('citizens created', plan.creates.length);
}

for (let i = 0; i < repeat; i++) {
  const valid = rows.slice(i * size, (i + 1) * size).filter((r) => r.errors.length === 0);
  await db
    .transaction(async (tx) => {
      await batch(tx, valid);
      throw new Rollback();
    })
    .catch((err) => {
      if (!(err instanceof Rollback)) throw err;
    });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [step, xs] of times)
  console.log(
    `${step.padEnd(24)} median ${median(xs).toFixed(1).padStart(8)}  (${xs.map((x) => x.toFixed(0)).join(', ')})`,
  );
await database.close();
