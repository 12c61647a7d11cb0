// Issue 15's import figure on one seeded office, outside `npm run bench`: a 100,000-row CSV through the HTTP API
// (bench/lib/citizens-import.ts), with the server's CPU, the database backends' CPU and the load average.
//   node --import tsx bench/import-driver.ts --prepare --database gabinete_import   (create, migrate, seed 1M)
//   node --import tsx bench/import-driver.ts --database gabinete_import --offset 3000000 [--cpu-prof DIR] [--node-args='--flag …']
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { measureImport } from './lib/citizens-import.ts';
import { seedCitizensInto } from './lib/citizens-scenario.ts';
import { loginAsAdmin, startGabinete } from './lib/gabinete-server.ts';
import { createDatabase, databaseUrl } from './lib/postgres.ts';
import { cpuSecondsOf } from './lib/process-cpu.ts';
import { removeTempDir, tempDir } from './lib/temp-dirs.ts';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'gabinete_import' },
    prepare: { type: 'boolean', default: false },
    count: { type: 'string', default: '1000000' },
    rows: { type: 'string', default: '100000' },
    offset: { type: 'string', default: '3000000' },
    'cpu-prof': { type: 'string' },
    /** Extra flags for the server's node (e.g. '--heap-prof --heap-prof-dir=/tmp/h'). */
    'node-args': { type: 'string' },
  },
});
const url = databaseUrl(args.database);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function prepare(): Promise<void> {
  await createDatabase(args.database);
  const dataDir = tempDir('import-prepare');
  try {
    await (await startGabinete('server (migrate)', { databaseUrl: url, dataDir })).child.stop();
  } finally {
    removeTempDir(dataDir);
  }
  const seeded = await seedCitizensInto(['--database-url', url], Number(args.count));
  console.log(JSON.stringify({ seeded: seeded.count, seconds: seeded.seconds, phases: seeded.phases }));
}

/** CPU seconds of the database's client backends, sampled while they live (a backend may end before the import). */
function backendCpu(client: pg.Client) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = async () => {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'
         and pid <> pg_backend_pid()`,
    );
    for (const { pid } of rows) {
      const s = cpuSecondsOf(pid);
      if (s === null) continue;
      if (!first.has(pid)) first.set(pid, s);
      last.set(pid, s);
    }
  };
  return {
    sample,
    total: () => [...last].reduce((sum, [pid, s]) => sum + s - (first.get(pid) ?? s), 0),
  };
}

async function measure(): Promise<void> {
  const dataDir = tempDir('import-run');
  const csvDir = tempDir('import-csv');
  const profDir = args['cpu-prof'];
  if (profDir) fs.mkdirSync(profDir, { recursive: true });
  const server = await startGabinete('server', {
    databaseUrl: url,
    dataDir,
    seedDemo: false,
    nodeArgs: [
      ...(profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []),
      ...(args['node-args']?.split(' ').filter(Boolean) ?? []),
    ],
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const token = await loginAsAdmin(server.port);
    const cpu = backendCpu(client);
    await cpu.sample();
    const timer = setInterval(() => void cpu.sample().catch(() => {}), 250);
    const loadBefore = load();
    const figures = await measureImport({ port: server.port, pid: server.child.pid }, token, {
      dir: csvDir,
      rows: Number(args.rows),
      offset: Number(args.offset),
      seededCount: Number(args.count),
    }).finally(() => clearInterval(timer));
    await cpu.sample();
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from citizens`);
    console.log(
      JSON.stringify({
        rowsPerSecond: Math.round(figures.rowsPerSecond),
        seconds: figures.seconds,
        jobS: figures.jobS,
        uploadS: figures.uploadS,
        serverCpuS: figures.serverCpuS,
        dbBackendCpuS: Number(cpu.total().toFixed(2)),
        created: figures.created,
        skipped: figures.skipped,
        failed: figures.failed,
        rssBeforeMB: figures.rssBeforeMB,
        rssPeakMB: figures.rssPeakMB,
        citizensAfter: rows[0]!.n,
        loadBefore,
        loadAfter: load(),
      }),
    );
  } finally {
    await client.end();
    await server.child.stop();
    removeTempDir(csvDir);
    removeTempDir(dataDir);
  }
}

await (args.prepare ? prepare() : measure());
