// Node's own CPU per imported row, without HTTP or the database: the upload's analysis (a full read), the job's
// read and parseRow, on a file made by citizens-csv.ts. Cities come from the database's municipalities.
//   node --import tsx bench/import-parse-cpu.ts --database-url postgres://…/db [--rows 100000] [--repeat 3]
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ImportField } from '@gabinete/shared';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { analyseSheet } from '../apps/server/src/modules/imports/import-analyse.ts';
import { loadCityIndex } from '../apps/server/src/modules/imports/import-cities.ts';
import { DEFAULT_SHEET_LIMITS } from '../apps/server/src/modules/imports/import-limits.ts';
import { openSheet } from '../apps/server/src/modules/imports/import-records.ts';
import { parseRow } from '../apps/server/src/modules/imports/import-row.ts';
import { CSV_MAPPING, writeCitizensCsv } from './lib/citizens-csv.ts';
import { removeTempDir, tempDir } from './lib/temp-dirs.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    rows: { type: 'string', default: '100000' },
    repeat: { type: 'string', default: '3' },
  },
});
const rows = Number(args.rows);
const cpuUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

const database = await openPostgres(args['database-url']!, 1);
const cities = await loadCityIndex(database.db, 'SP');
await database.close();
const dir = tempDir('parse-cpu');
try {
  const csv = writeCitizensCsv(path.join(dir, 'eleitores.csv'), rows, 0, 1_000_000);
  for (let run = 0; run < Number(args.repeat); run++) {
    let t = cpuUs();
    await analyseSheet(csv.path, rows + 1, DEFAULT_SHEET_LIMITS);
    const analyse = cpuUs() - t;
    t = cpuUs();
    const sheet = await openSheet(csv.path);
    let n = 0;
    for await (const record of sheet.records) if (record) n++;
    const read = cpuUs() - t;
    t = cpuUs();
    const again = await openSheet(csv.path);
    const mapping = Object.fromEntries(again.columns.map((c) => [c, CSV_MAPPING[c] as ImportField]));
    const rules = { columns: again.columns, mapping, cities };
    let errors = 0;
    for await (const record of again.records) errors += parseRow(record, rules).errors.length;
    const parsed = cpuUs() - t;
    const per = (us: number) => `${(us / n).toFixed(1)} µs/row`;
    console.log(
      `run ${run + 1}: ${n} rows, analyse ${per(analyse)}, read ${per(read)}, read+parseRow ${per(parsed)} ` +
        `(parseRow ≈ ${per(parsed - read)}), ${errors} row errors; load ${os.loadavg()[0]!.toFixed(2)}`,
    );
  }
} finally {
  removeTempDir(dir);
}
