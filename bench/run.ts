// `npm run bench`: GET /api/users under load (real vs bare on the external PostgreSQL, and the real server on the
// embedded PostgreSQL that `npm start` runs), start-up time, login JS size, then the citizens section (search at
// a million, import, export), then the casework section (demandas list, dashboard, notification latency), each on
// the external server and then on the embedded one, then the WhatsApp section (fan-out to 1,000 attendant sockets,
// 200 messages/s, 50 simultaneous assumes; two server processes sharing PostgreSQL and Redis). Flags: --only
// users|citizens|casework|whatsapp; --citizens N (default 1,000,000), --embedded-citizens N (default: --citizens;
// 0 leaves the embedded server out); --casework-citizens N and --casework-demands N (default 1,000,000 and
// 500,000), --embedded-casework-citizens N and --embedded-casework-demands N (default: the external sizes; 0
// demandas leaves the embedded server out); the emendas, documentos and campaigns section (--only areas):
// --amendments N and --laws N (default 100,000 each), --portal-amendments N (default 10,000, 5 rows each),
// --campaign-citizens N (default 50,000 with SMS consent, one campaign to all). The soak (mixed load
// on two processes, RSS and p99 per minute) runs only when asked: --only soak [--minutes N, default 30].
import { parseArgs } from 'node:util';
import { areasFailures, printAreasReport, writeAreasResults } from './lib/areas-report.ts';
import { measureAreasSection } from './lib/areas-scenario.ts';
import { backgroundCores } from './lib/background-cpu.ts';
import { measureLoginBundle } from './lib/bundle-size.ts';
import { measureCaseworkSection } from './lib/casework-scenario.ts';
import { failures, type BenchResults } from './lib/checks.ts';
import { measureCitizensSection } from './lib/citizens-scenario.ts';
import { killAllChildrenNow, stopAllChildren } from './lib/children.ts';
import { measureEmbedded, measurePostgresPair, outcome, skipped } from './lib/load-scenarios.ts';
import { benchDatabaseName, dropDatabase } from './lib/postgres.ts';
import { printReport, writeResults } from './lib/report.ts';
import { measureSoak } from './lib/soak.ts';
import { printSoakReport, writeSoakResults } from './lib/soak-report.ts';
import { measureStartup } from './lib/startup.ts';
import { removeAllTempDirs, tempDir } from './lib/temp-dirs.ts';
import { printWhatsappReport, whatsappFailures, writeWhatsappResults } from './lib/whatsapp-report.ts';
import { measureWhatsappSection } from './lib/whatsapp-scenario.ts';

const { values: flags } = parseArgs({
  options: {
    only: { type: 'string' },
    citizens: { type: 'string', default: '1000000' },
    'embedded-citizens': { type: 'string' },
    'casework-citizens': { type: 'string', default: '1000000' },
    'casework-demands': { type: 'string', default: '500000' },
    'embedded-casework-citizens': { type: 'string' },
    'embedded-casework-demands': { type: 'string' },
    minutes: { type: 'string', default: '30' },
    amendments: { type: 'string', default: '100000' },
    laws: { type: 'string', default: '100000' },
    'portal-amendments': { type: 'string', default: '10000' },
    'campaign-citizens': { type: 'string', default: '50000' },
  },
});
const SECTIONS = ['users', 'citizens', 'casework', 'whatsapp', 'areas', 'soak'];
if (flags.only && !SECTIONS.includes(flags.only))
  throw new Error('--only users, citizens, casework, whatsapp, areas or soak');
/** The embedded server's sizes default to the external one's: the same scenarios, side by side. */
const whole = (name: keyof typeof flags, min: number, fallback?: keyof typeof flags) => {
  const n = Number(flags[name] ?? (fallback ? flags[fallback] : undefined));
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer ≥ ${min}`);
  return n;
};
const counts = { postgres: whole('citizens', 1000), embedded: whole('embedded-citizens', 0, 'citizens') };
const casework = {
  postgres: { citizens: whole('casework-citizens', 1000), demands: whole('casework-demands', 100) },
  embedded: {
    citizens: whole('embedded-casework-citizens', 100, 'casework-citizens'),
    demands: whole('embedded-casework-demands', 0, 'casework-demands'),
  },
};
const runUsers = !flags.only || flags.only === 'users';
const runCitizens = !flags.only || flags.only === 'citizens';
const runCasework = !flags.only || flags.only === 'casework';
const runWhatsapp = !flags.only || flags.only === 'whatsapp';
const runAreas = !flags.only || flags.only === 'areas';
const ownReportOnly = flags.only === 'whatsapp' || flags.only === 'areas';
const areas = {
  amendments: whole('amendments', 100),
  laws: whole('laws', 100),
  importAmendments: whole('portal-amendments', 4),
  campaignCitizens: whole('campaign-citizens', 100),
};
const runSoak = flags.only === 'soak';
const soakMinutes = whole('minutes', 1);

/**
 * Whatever hangs, the bench stops: 35 min for the users and citizens parts (the citizens part runs twice: the
 * external server, then the embedded one), 35 more for the casework part (twice about 8 min on a quiet machine).
 */
const WATCHDOG_MS =
  60_000 *
  ((runUsers || runCitizens ? 35 : 0) +
    (runCasework ? 35 : 0) +
    (runWhatsapp ? 10 : 0) +
    (runAreas ? 15 : 0) +
    (runSoak ? soakMinutes + 10 : 0));

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

async function soak(): Promise<number> {
  console.log(`[bench] soak: ${soakMinutes} min of mixed load on two server processes (PostgreSQL + Redis)…`);
  const result = await outcome('soak', () => measureSoak(soakMinutes));
  if (!result.ok) {
    console.log(`Not measured, soak: ${result.error}`);
    return 1;
  }
  printSoakReport(result.value);
  console.log(`Written to ${writeSoakResults(result.value)}`);
  return 0;
}

async function main(): Promise<number> {
  if (runSoak) return soak();
  const started = Date.now();
  const backgroundCoresAtStart = await backgroundCores();
  const left = skipped(`--only ${flags.only}`);
  const bundle = runUsers ? await outcome('login screen JS size', async () => measureLoginBundle()) : left;

  if (runUsers) console.log('[bench] start-up time (first start, then warm start on the same data dir)…');
  const startup = runUsers ? await outcome('start-up time', () => measureStartup(tempDir('startup'))) : left;

  const pair = runUsers ? await measurePostgresPair() : { real: left, bare: left };
  const realEmbedded = runUsers ? await measureEmbedded() : left;
  const citizens = runCitizens ? await measureCitizensSection(counts.postgres, counts.embedded) : null;
  const caseworkResults = runCasework
    ? await measureCaseworkSection(casework.postgres, casework.embedded)
    : null;
  // WhatsApp (about 1–2 min): its own tables and bench/results/whatsapp-latest.json.
  const whatsapp = runWhatsapp ? await measureWhatsappSection() : null;
  // Emendas and documentos (about 3 min): bench/results/areas-latest.json.
  if (runAreas) console.log('[bench] emendas and documentos on PostgreSQL…');
  const areasResults = runAreas
    ? await outcome('emendas and documentos', () => measureAreasSection(areas))
    : null;

  const results: BenchResults = {
    realPostgres: pair.real,
    barePostgres: pair.bare,
    realEmbedded,
    startup,
    bundle,
    backgroundCoresAtStart,
    citizens,
    casework: caseworkResults,
  };
  if (!ownReportOnly) {
    printReport(results);
    console.log(`Written to ${writeResults(results)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  if (whatsapp) {
    printWhatsappReport(whatsapp);
    console.log(`Written to ${writeWhatsappResults(whatsapp)}`);
    for (const [name, error] of whatsappFailures(whatsapp)) console.log(`Not measured, ${name}: ${error}`);
  }
  if (areasResults?.ok) {
    printAreasReport(areasResults.value);
    console.log(`Written to ${writeAreasResults(areasResults.value)}`);
  }
  const areasBroken: [string, string][] = !areasResults
    ? []
    : areasResults.ok
      ? areasFailures(areasResults.value)
      : [['emendas and documentos', areasResults.error]];
  for (const [name, error] of areasBroken) console.log(`Not measured, ${name}: ${error}`);
  // Figures that miss a target still exit 0; a figure that could not be measured means the bench broke.
  return failures(results).length === 0 && whatsappFailures(whatsapp).length === 0 && areasBroken.length === 0
    ? 0
    : 1;
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
