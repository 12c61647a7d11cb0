// `npm run bench`: GET /api/users under load (real vs bare, PostgreSQL and PGlite), start-up time, login JS size.
import { backgroundCores } from './lib/background-cpu.ts';
import { measureLoginBundle } from './lib/bundle-size.ts';
import { failures, type BenchResults } from './lib/checks.ts';
import { killAllChildrenNow, stopAllChildren } from './lib/children.ts';
import { measurePglite, measurePostgresPair, outcome } from './lib/load-scenarios.ts';
import { benchDatabaseName, dropDatabase } from './lib/postgres.ts';
import { printReport, writeResults } from './lib/report.ts';
import { measureStartup } from './lib/startup.ts';
import { removeAllTempDirs, tempDir } from './lib/temp-dirs.ts';

/** The whole bench must end well inside 3 minutes, whatever hangs. */
const WATCHDOG_MS = 170_000;

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
  const bundle = await outcome('login screen JS size', async () => measureLoginBundle());

  console.log('[bench] start-up time (first start, then warm start on the same data dir)…');
  const startup = await outcome('start-up time', () => measureStartup(tempDir('startup')));

  const pair = await measurePostgresPair();
  const realPglite = await measurePglite();

  const results: BenchResults = {
    realPostgres: pair.real,
    barePostgres: pair.bare,
    realPglite,
    startup,
    bundle,
    backgroundCoresAtStart,
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
