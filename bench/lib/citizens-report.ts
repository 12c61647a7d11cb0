// The citizens section of the printed report: search latency, 10 connections, import, export, seed (PG | embedded PostgreSQL).
import { fmt } from './checks.ts';
import { rssGrowth, rssLateGrowth, type CitizensResults } from './citizens-checks.ts';
import { CAPPED_HEAP_MB, type CitizensFigures } from './citizens-scenario.ts';
import { CONCURRENT, SEQUENTIAL, SEQUENTIAL_EMBEDDED } from './citizens-search.ts';
import type { Outcome } from './load-scenarios.ts';

type Table = (header: string[], rows: string[][]) => string;
const ms = (n: number) => fmt(n, 1);
const mb = (n: number | null) => (n === null ? '?' : fmt(n));

function searchRows(pg: Outcome<CitizensFigures>, lite: Outcome<CitizensFigures>): string[][] {
  const base = pg.ok ? pg.value.search : lite.ok ? lite.value.search : [];
  return base.map((s) => {
    const cells = (o: Outcome<CitizensFigures>) => {
      const f = o.ok ? o.value.search.find((x) => x.id === s.id) : undefined;
      if (!f) return ['', '', '', '', ''];
      if (f.error) return ['error', '', '', '', ''];
      return [
        ms(f.p50Ms),
        ms(f.p95Ms),
        ms(f.p99Ms),
        fmt(f.samples),
        `${fmt(f.total)}${f.totalIsEstimate ? '~' : ''}`,
      ];
    };
    return [s.label + (s.targeted ? '' : ' *'), ...cells(pg), ...cells(lite)];
  });
}

function concurrentRows(o: Outcome<CitizensFigures>, backend: string): string[][] {
  if (!o.ok) return [];
  if (!o.value.concurrent.ok) return [[backend, 'error', '', '', '', '', '']];
  return o.value.concurrent.value.map((c) => [
    `${backend}: ${c.label}`,
    fmt(c.requestsPerSecond),
    fmt(c.p50Ms),
    fmt(c.p90Ms),
    fmt(c.p99Ms),
    fmt(c.errors),
    fmt(c.non2xx),
  ]);
}

function transferRows(o: Outcome<CitizensFigures>, backend: string): string[][] {
  if (!o.ok) return [];
  const rows: string[][] = [];
  const imports = [
    ['import', o.value.importLarge],
    [`import, ${CAPPED_HEAP_MB} MB heap`, o.value.importCapped],
  ] as const;
  for (const [label, imp] of imports) {
    if (!imp) continue;
    if (!imp.ok) {
      rows.push([`${backend}: ${label}`, 'error']);
      continue;
    }
    const v = imp.value;
    rows.push([
      `${backend}: ${label}`,
      fmt(v.rows),
      `${fmt(v.seconds, 2)} s`,
      `${fmt(v.rowsPerSecond)} rows/s`,
      `upload ${fmt(v.uploadS, 2)} s, job ${fmt(v.jobS, 2)} s, ${fmt(v.fileMB, 1)} MB`,
      `${fmt(v.created)}/${fmt(v.updated)}/${fmt(v.skipped)}/${fmt(v.failed)}`,
      `${mb(v.rssBeforeMB)}/${mb(v.rssFirstFifthMB)}/${mb(v.rssPeakMB)}/${mb(v.rssAfterMB)} ` +
        `(+${mb(rssGrowth(v))}, +${mb(rssLateGrowth(v))} after 1/5)`,
      v.serverCpuS === null ? '?' : `${fmt(v.serverCpuS, 1)} s`,
    ]);
  }
  const e = o.value.export;
  rows.push(
    e.ok
      ? [
          `${backend}: export CSV`,
          `${fmt(e.value.fileRows)} of ${fmt(e.value.expectedRows)}`,
          `${fmt(e.value.seconds, 2)} s`,
          `${fmt(e.value.fileRows / Math.max(0.001, e.value.seconds))} rows/s`,
          `download ${fmt(e.value.downloadS, 2)} s, ${fmt(e.value.fileMB, 1)} MB`,
          `server said ${fmt(e.value.reportedRows)}`,
          '',
          '',
        ]
      : [`${backend}: export CSV`, 'error'],
  );
  return rows.map((r) => [...r, ...Array<string>(8 - r.length).fill('')]);
}

function seedLine(o: Outcome<CitizensFigures>, backend: string): string {
  if (!o.ok) return `${backend}: ${o.skipped ? 'skipped' : 'not measured'} (${o.error.split('\n')[0]})`;
  const s = o.value.seed;
  const phases = Object.entries(s.phases)
    .map(([k, v]) => `${k} ${fmt(v, 0)} s`)
    .join(', ');
  return `${backend}: ${fmt(s.count)} citizens seeded in ${fmt(s.seconds, 0)} s (${phases}); server start with them ${fmt(o.value.startS, 1)} s`;
}

export function citizensSection(r: CitizensResults | null, table: Table): string[] {
  if (!r) return [];
  const { postgres: pg, embedded: lite } = r;
  const n = (o: Outcome<CitizensFigures>) => (o.ok ? fmt(o.value.seed.count) : '–');
  const side = ['p50', 'p95', 'p99', 'n', 'total'];
  return [
    '',
    `Citizens: GET /api/citizens (first page of 25 with total), sequential requests after ${SEQUENTIAL.warmup} ` +
      `warm-up: PostgreSQL with ${n(pg)} citizens, ${SEQUENTIAL.requests} requests or ${SEQUENTIAL.budgetS} s | ` +
      `embedded PostgreSQL with ${n(lite)}, ${SEQUENTIAL_EMBEDDED.requests} or ${SEQUENTIAL_EMBEDDED.budgetS} s; ms; ` +
      `~ = estimated total; * = no target`,
    table(['case', ...side.map((h) => `PG ${h}`), ...side.map((h) => `lite ${h}`)], searchRows(pg, lite)),
    '',
    `${CONCURRENT.connections} connections, ${CONCURRENT.durationS} s after ${CONCURRENT.warmupS} s warm-up (autocannon)`,
    table(
      ['case', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'errors', 'non-2xx'],
      [...concurrentRows(pg, 'PG'), ...concurrentRows(lite, 'emb')],
    ),
    '',
    'Import (upload → mapping → start → completed; duplicates skipped) and export (POST → completed, then download)',
    table(
      [
        'run',
        'rows',
        'time',
        'rate',
        'detail',
        'created/updated/skipped/failed',
        'RSS MB before/at 1/5/peak/after',
        'server CPU',
      ],
      [...transferRows(pg, 'PG'), ...transferRows(lite, 'emb')],
    ),
    '',
    seedLine(pg, 'PostgreSQL'),
    seedLine(lite, 'embedded PostgreSQL'),
    ...(r.backgroundCores === null
      ? []
      : [`Cores busy with other work before the section: ${fmt(r.backgroundCores, 2)}`]),
  ];
}
