// The citizens section on one database: migrate (real server), seed N citizens, restart, then search, import, export.
import { measureExport, type ExportFigures } from './citizens-export.ts';
import { measureImport, type ImportFigures } from './citizens-import.ts';
import {
  measureConcurrent,
  measureSearchCase,
  SEQUENTIAL,
  SEQUENTIAL_EMBEDDED,
  searchCases,
  type ConcurrentFigures,
  type SearchFigures,
} from './citizens-search.ts';
import { loginAsAdmin, startGabinete, type RunningServer, type ServerOptions } from './gabinete-server.ts';
import { backgroundCores } from './background-cpu.ts';
import type { CitizensResults } from './citizens-checks.ts';
import { outcome, skipped, type Outcome } from './load-scenarios.ts';
import type { SeedSummary } from './seed-citizens.ts';
import { log, runSeed, withFreshOffice, withServer, type Backend } from './seeded-office.ts';
import { removeTempDir, tempDir } from './temp-dirs.ts';

export type { Backend } from './seeded-office.ts';

export interface CitizensFigures {
  backend: Backend;
  seed: SeedSummary;
  /** Spawn to healthy with the seeded citizens in the database. */
  startS: number;
  search: SearchFigures[];
  concurrent: Outcome<ConcurrentFigures[]>;
  importLarge: Outcome<ImportFigures>;
  /** The same import on a server restarted with a small V8 heap (the flat-memory proof). */
  importCapped: Outcome<ImportFigures> | null;
  export: Outcome<ExportFigures>;
}

export const IMPORT_ROWS = 100_000;
/** V8 old-space limit of the server for the second import: a server holding the rows could not finish in it. */
export const CAPPED_HEAP_MB = 128;
/** Seeds `count` citizens into the office (bench/lib/seed-citizens.ts as a child). */
export function seedCitizensInto(seedTarget: string[], count: number): Promise<SeedSummary> {
  return runSeed<SeedSummary>('seed-citizens', 'bench/lib/seed-citizens.ts', [
    '--count',
    String(count),
    ...seedTarget,
  ]);
}

async function measureServer(server: RunningServer, seeded: SeedSummary, backend: Backend) {
  const token = await loginAsAdmin(server.port);
  const cases = searchCases(seeded);
  const search: SearchFigures[] = [];
  for (const c of cases) {
    const f = await measureSearchCase(
      server.port,
      token,
      c,
      backend === 'postgres' ? SEQUENTIAL : SEQUENTIAL_EMBEDDED,
    );
    search.push(f);
    if (f.error) {
      log(`${f.label}: ${f.error}\n  server printed: ${server.child.output().slice(-1500)}`);
      continue;
    }
    log(
      `${f.label}: p50 ${f.p50Ms.toFixed(1)} ms, p95 ${f.p95Ms.toFixed(1)} ms over ${f.samples} ` +
        `(total ${f.total}${f.totalIsEstimate ? ' est.' : ''})`,
    );
  }
  const concurrent = await outcome(`${backend}: concurrent search`, () =>
    measureConcurrent(server.port, token, cases, search),
  );
  const csvDir = tempDir('csv');
  try {
    const at = { port: server.port, pid: server.child.pid };
    log(`import of ${IMPORT_ROWS.toLocaleString('en-US')} rows…`);
    const importLarge = await outcome(`${backend}: import`, () =>
      measureImport(at, token, { dir: csvDir, rows: IMPORT_ROWS, offset: 0, seededCount: seeded.count }),
    );
    if (importLarge.ok) log(`import: ${importLarge.value.rowsPerSecond.toFixed(0)} rows/s`);
    const exported = await outcome(`${backend}: export`, () =>
      measureExport(server.port, token, { tags: [seeded.exportTagId] }, seeded.exportRows),
    );
    if (exported.ok)
      log(`export: ${exported.value.seconds.toFixed(2)} s for ${exported.value.fileRows} rows`);
    return { search, concurrent, importLarge, export: exported };
  } finally {
    removeTempDir(csvDir);
  }
}

/** The import again, other rows, on a server whose V8 heap is capped: it must finish with RSS flat after 1/5. */
async function measureCappedImport(options: ServerOptions, seeded: SeedSummary): Promise<ImportFigures> {
  log(
    `import of ${IMPORT_ROWS.toLocaleString('en-US')} rows, server with --max-old-space-size=${CAPPED_HEAP_MB}…`,
  );
  const server = await startGabinete('server (capped heap)', {
    ...options,
    seedDemo: false,
    nodeArgs: [`--max-old-space-size=${CAPPED_HEAP_MB}`],
  });
  const csvDir = tempDir('csv');
  try {
    const token = await loginAsAdmin(server.port);
    const at = { port: server.port, pid: server.child.pid };
    return await measureImport(at, token, {
      dir: csvDir,
      rows: IMPORT_ROWS,
      offset: 2_000_000,
      seededCount: seeded.count,
    });
  } finally {
    await server.child.stop();
    removeTempDir(csvDir);
  }
}

export function measureCitizens(backend: Backend, count: number): Promise<CitizensFigures> {
  return withFreshOffice(backend, 'citizens', async (office) => {
    log(`${backend}: seeding ${count.toLocaleString('en-US')} citizens…`);
    const seeded = await seedCitizensInto(office.seedTarget, count);
    log(`${backend}: seeded in ${seeded.seconds.toFixed(0)} s ${JSON.stringify(seeded.phases)}`);
    const { value: figures, startS } = await withServer(
      `server (${backend}, ${count} citizens)`,
      office.options,
      (server) => measureServer(server, seeded, backend),
    );
    const importCapped = await outcome(`${backend}: import with a capped heap`, () =>
      measureCappedImport(office.options, seeded),
    );
    return { backend, seed: seeded, startS, ...figures, importCapped };
  });
}

/** The external PostgreSQL with `postgresCount` citizens, then the embedded one with `embeddedCount` (0 leaves it out). */
export async function measureCitizensSection(
  postgresCount: number,
  embeddedCount: number,
): Promise<CitizensResults> {
  const busy = await backgroundCores();
  console.log(`[bench] citizens on PostgreSQL (${postgresCount.toLocaleString('en-US')})…`);
  const postgres = await outcome('citizens on PostgreSQL', () => measureCitizens('postgres', postgresCount));
  console.log(`[bench] citizens on embedded PostgreSQL (${embeddedCount.toLocaleString('en-US')})…`);
  const embedded =
    embeddedCount > 0
      ? await outcome('citizens on embedded PostgreSQL', () => measureCitizens('embedded', embeddedCount))
      : skipped('--embedded-citizens 0');
  return { postgres, embedded, backgroundCores: busy };
}
