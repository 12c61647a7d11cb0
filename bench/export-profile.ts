// Throw-away driver: the citizens export of the 'Mala direta' tag on an already seeded office, measured through the
// real server (measureExport), with the server's CPU seconds and the load average beside each run.
// node --import tsx bench/export-profile.ts --database-url postgres://… [--runs 3] [--format csv]
// node --import tsx bench/export-profile.ts --data-dir DIR   (the embedded server of a seeded DATA_DIR instead)
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { measureExport } from './lib/citizens-export.ts';
import { loginAsAdmin, startGabinete } from './lib/gabinete-server.ts';
import { cpuSecondsOf } from './lib/process-cpu.ts';
import { startEmbedded } from './lib/embedded.ts';
import { EXPORT_TAG } from './lib/seed-places.ts';
import { removeTempDir, tempDir } from './lib/temp-dirs.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    runs: { type: 'string', default: '3' },
    format: { type: 'string', default: 'csv' },
    'data-dir': { type: 'string' },
  },
});
const embeddedDir = values['data-dir'];
let url = values['database-url'];
let stopEmbedded = async () => {};
if (embeddedDir) {
  const embedded = await startEmbedded(embeddedDir);
  url = embedded.url('gabinete');
  stopEmbedded = () => embedded.stop();
}
const client = new pg.Client(url);
await client.connect();
const { rows } = await client.query(`select id from tags where name = $1`, [EXPORT_TAG]);
await client.end();
await stopEmbedded();
const tagId = String(rows[0]!.id);
const dataDir = embeddedDir ?? tempDir('export-profile');
const server = await startGabinete('server', {
  ...(embeddedDir ? {} : { databaseUrl: url }),
  dataDir,
  seedDemo: false,
});
try {
  const token = await loginAsAdmin(server.port);
  for (let i = 0; i < Number(values.runs); i++) {
    const load = os.loadavg().map((l) => l.toFixed(2));
    const cpu0 = cpuSecondsOf(server.child.pid)!;
    const format = values.format === 'xlsx' ? 'xlsx' : 'csv';
    const f = await measureExport(server.port, token, { tags: [tagId] }, 100_000, format);
    const cpu = cpuSecondsOf(server.child.pid)! - cpu0;
    console.log(
      `run ${i + 1}: ${f.seconds.toFixed(2)} s to completed, download ${f.downloadS.toFixed(2)} s, ` +
        `${f.fileMB.toFixed(1)} MB, ${f.fileRows}/${f.reportedRows} rows, server CPU ${cpu.toFixed(2)} s, load ${load.join(' ')}`,
    );
  }
} finally {
  await server.child.stop();
  if (!embeddedDir) removeTempDir(dataDir);
}
