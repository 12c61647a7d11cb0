// Turns the figures into tables on stdout and bench/results/latest.json; targets are reported, never asserted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BundleFigures } from './bundle-size.ts';
import { checks, failures, fmt, ratioOf, type BenchResults } from './checks.ts';
import { ROOT } from './children.ts';
import { CASEWORK_TARGETS } from './casework-checks.ts';
import { NOTIFY_PLAN } from './casework-notify.ts';
import { caseworkSection } from './casework-report.ts';
import { CASEWORK_SEQUENTIAL, CASEWORK_SEQUENTIAL_EMBEDDED } from './casework-scenario.ts';
import { TARGETS } from './citizens-checks.ts';
import { citizensSection } from './citizens-report.ts';
import { CAPPED_HEAP_MB, IMPORT_ROWS } from './citizens-scenario.ts';
import { CONCURRENT, SEQUENTIAL, SEQUENTIAL_EMBEDDED } from './citizens-search.ts';
import type { Outcome, UsersLoad } from './load-scenarios.ts';
import { CONNECTIONS, DURATION_S, WARMUP_S } from './load.ts';

/** Above this many cores used by other processes, the figures say more about the neighbours than the server. */
const BUSY_CORES = 0.3;

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  // First column left-aligned (labels), the rest right-aligned (numbers).
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const LOAD_HEADER = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'non-2xx', 'rows'];
LOAD_HEADER.push('CPU µs/req', 'bytes/resp', 'start s', 'bg cores');

function loadRow(label: string, o: Outcome<UsersLoad>): string[] {
  if (!o.ok) return [label, o.skipped ? 'skipped' : 'error', ...LOAD_HEADER.slice(2).map(() => '')];
  const v = o.value;
  return [
    label,
    fmt(v.requestsPerSecond),
    fmt(v.p50Ms),
    fmt(v.p99Ms),
    fmt(v.maxMs),
    fmt(v.errors + v.timeouts),
    fmt(v.non2xx),
    String(v.rowsPerPage),
    v.serverCpuUsPerRequest === null ? '?' : fmt(v.serverCpuUsPerRequest),
    fmt(v.responseBytes),
    fmt(v.startS, 2),
    v.backgroundCores === null ? '?' : fmt(v.backgroundCores, 2),
  ];
}

/** Server CPU per request does not depend on what else the machine runs, unlike req/s. */
function cpuLine(r: BenchResults): string[] {
  const real = r.realPostgres.ok ? r.realPostgres.value.serverCpuUsPerRequest : null;
  const bare = r.barePostgres.ok ? r.barePostgres.value.serverCpuUsPerRequest : null;
  if (!real || !bare) return [];
  return [
    `Server CPU per request on PostgreSQL: real ${fmt(real)} µs, bare ${fmt(bare)} µs (bare/real ${fmt(bare / real, 2)}); ` +
      `one core caps the real server near ${fmt(1e6 / real)} req/s.`,
  ];
}

function loadSection(r: BenchResults): string[] {
  return [
    `GET /api/users, ${CONNECTIONS} connections, pipelining 1, ${DURATION_S} s after a ${WARMUP_S} s warm-up`,
    table(LOAD_HEADER, [
      loadRow('real server, PostgreSQL', r.realPostgres),
      loadRow('bare Fastify + pg, PostgreSQL', r.barePostgres),
      loadRow('real server, embedded PostgreSQL', r.realEmbedded),
    ]),
    ...cpuLine(r),
  ];
}

function bundleSection(r: BenchResults): string[] {
  if (!r.bundle.ok) return [];
  if (!r.bundle.value) {
    return [
      '',
      'Login screen JS: apps/web/dist/index.html is missing; run `npm run build` (root `npm run bench` does).',
    ];
  }
  const rows = r.bundle.value.files.map((f) => [
    f.file,
    fmt(f.rawBytes / 1024, 1),
    fmt(f.gzipBytes / 1024, 1),
  ]);
  return [
    '',
    'Login screen JavaScript (loaded directly by index.html)',
    table(['file', 'raw KB', 'gzip KB'], rows),
    ...modeloLines(r.bundle.value.modelo),
  ];
}

function modeloLines(m: BundleFigures['modelo']): string[] {
  if (!m) return ['The /modelo area was not built (TEMPLATE_DEMO=0): nothing to compare.'];
  return [
    `With the /modelo area vs an office build with TEMPLATE_DEMO=0: login screen JS ${m.loginGrowthBytes >= 0 ? '+' : ''}${m.loginGrowthBytes} bytes; ` +
      `every office .js file ${m.officeIdentical ? 'byte for byte identical' : 'NOT identical'}; ` +
      `the area's own JS ${fmt(m.areaBytes / 1024, 1)} KB (never loaded by the office).`,
  ];
}

export function printReport(r: BenchResults): void {
  const bg = r.backgroundCoresAtStart;
  const out = [
    '',
    `Gabinete bench, ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} CPUs` +
      (bg === null ? '' : `, ${fmt(bg, 2)} cores busy with other work at the start`),
    '',
    ...loadSection(r),
  ];
  if (r.startup.ok) out.push('', `Start-up measured with: ${r.startup.value.command}`);
  out.push(
    ...bundleSection(r),
    ...citizensSection(r.citizens, table),
    ...caseworkSection(r.casework, table),
    '',
    'Targets (reported, not asserted)',
  );
  const rows = checks(r).map((c) => [c.figure, c.measured, c.target, c.result]);
  out.push(table(['figure', 'measured', 'target', 'result'], rows));
  const loads = [r.realPostgres, r.barePostgres, r.realEmbedded];
  const busy = [bg, ...loads.map((o) => (o.ok ? o.value.backgroundCores : null))];
  if (busy.some((c) => c !== null && c > BUSY_CORES)) {
    out.push(
      '',
      `Warning: other processes kept more than ${BUSY_CORES} core busy (bg cores): figures are pessimistic.`,
    );
  }
  for (const [name, error] of failures(r)) out.push('', `Not measured, ${name}: ${error.split('\n')[0]}`);
  console.log(out.join('\n') + '\n');
}

/** Writes bench/results/<name>: when, on what, then the section's own fields; returns the path. */
export function writeResultsJson(name: string, body: Record<string, unknown>): string {
  const dir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  const json = { at: new Date().toISOString(), node: process.version, cpus: os.cpus().length, ...body };
  fs.writeFileSync(file, JSON.stringify(json, null, 2) + '\n');
  return file;
}

export function writeResults(r: BenchResults): string {
  const ratio = ratioOf(r);
  return writeResultsJson('latest.json', {
    load: { connections: CONNECTIONS, pipelining: 1, warmupS: WARMUP_S, durationS: DURATION_S },
    citizensMethod: {
      sequential: SEQUENTIAL,
      sequentialEmbedded: SEQUENTIAL_EMBEDDED,
      concurrent: CONCURRENT,
      importRows: IMPORT_ROWS,
      cappedHeapMB: CAPPED_HEAP_MB,
      targets: TARGETS,
    },
    caseworkMethod: {
      sequential: CASEWORK_SEQUENTIAL,
      sequentialEmbedded: CASEWORK_SEQUENTIAL_EMBEDDED,
      notifications: NOTIFY_PLAN,
      targets: CASEWORK_TARGETS,
    },
    ...r,
    realOverBare: ratio.ok ? Math.round(ratio.value * 1000) / 1000 : null,
    checks: checks(r),
  });
}
