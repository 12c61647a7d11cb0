// `npm run bench`: GET /api/users under load (real vs bare, PostgreSQL and PGlite), start-up time, login JS size,
// then the citizens section (search at a million, import, export). Flags: --only users|citizens,
// --citizens N (PostgreSQL, default 1,000,000), --pglite-citizens N (default 200,000; 0 leaves PGlite out).
import { parseArgs } from 'node:util';
import { backgroundCores } from './lib/background-cpu.ts';
import { measureLoginBundle } from './lib/bundle-size.ts';
import { failures, type BenchResults } from './lib/checks.ts';
import { measureCitizensSection } from './lib/citizens-scenario.ts';
import { killAllChildrenNow, stopAllChildren } from './lib/children.ts';
import { measurePglite, measurePostgresPair, outcome, skipped } from './lib/load-scenarios.ts';
import { benchDatabaseName, dropDatabase } from './lib/postgres.ts';
import { printReport, writeResults } from './lib/report.ts';
import { measureStartup } from './lib/startup.ts';
import { removeAllTempDirs, tempDir } from './lib/temp-dirs.ts';

const { values: flags } = parseArgs({
  options: {
    only: { type: 'string' },
    citizens: { type: 'string', default: '1000000' },
    'pglite-citizens': { type: 'string', default: '200000' },
  },
});
const counts = { postgres: Number(flags.citizens), pglite: Number(flags['pglite-citizens']) };
if (flags.only && !['users', 'citizens'].includes(flags.only))
  throw new Error('--only users or --only citizens');
if (!Number.isInteger(counts.postgres) || counts.postgres < 1000 || !Number.isInteger(counts.pglite)) {
  throw new Error('--citizens must be ≥ 1000 and --pglite-citizens an integer');
}
const runUsers = flags.only !== 'citizens';
const runCitizens = flags.only !== 'users';

/** About 80 s for the users part and 10–13 min for the citizens part; the whole bench stops at 20 min, whatever hangs. */
const WATCHDOG_MS = 1_200_000;

let aborting = false;
async function abort(reason: string, code: number): Promise<never> {
  if (!aborting) {
    aborting = true;
    console.error(`\n[bench] ${reason}: stopping children and cleaning up`);
    killAllChildrenNow();
    await Promise.race([
      dropDatabase(benchDatabaseName).catch(() => {}),
      new Promise((r) => setTimeout(r, 5_000)),
    ]);
    removeAllTempDirs();
  }
  process.exit(code);
}

process.on('SIGINT', () => void abort('interrupted', 130));
process.on('SIGTERM', () => void abort('terminated', 143));
// Nothing async runs on 'exit': this only makes sure no server outlives the bench.
process.on('exit', killAllChildrenNow);
setTimeout(() => void abort(`took more than ${WATCHDOG_MS / 1000} s`, 1), WATCHDOG_MS).unref();

async function main(): Promise<number> {
  const started = Date.now();
  const backgroundCoresAtStart = await backgroundCores();
  const left = skipped('--only citizens');
  const bundle = runUsers ? await outcome('login screen JS size', async () => measureLoginBundle()) : left;

  if (runUsers) console.log('[bench] start-up time (first start, then warm start on the same data dir)…');
  const startup = runUsers ? await outcome('start-up time', () => measureStartup(tempDir('startup'))) : left;

  const pair = runUsers ? await measurePostgresPair() : { real: left, bare: left };
  const realPglite = runUsers ? await measurePglite() : left;
  const citizens = runCitizens ? await measureCitizensSection(counts.postgres, counts.pglite) : null;

  const results: BenchResults = {
    realPostgres: pair.real,
    barePostgres: pair.bare,
    realPglite,
    startup,
    bundle,
    backgroundCoresAtStart,
    citizens,
  };
  printReport(results);
  console.log(`Written to ${writeResults(results)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  // Figures that miss a target still exit 0; a figure that could not be measured means the bench broke.
  return failures(results).length === 0 ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error('[bench] broke:', err);
} finally {
  await stopAllChildren();
  removeAllTempDirs();
}
process.exit(code);
