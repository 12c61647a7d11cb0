// The embedded server (what `npm start` runs) beside the external one: the same scenario, within 20 %.
// Higher-is-better figures (req/s, rows/s) pass at ≥ 0.8 × external; times at ≤ 1.2 × external, or within
// 2 ms of it (a 3 ms case against a 2 ms one is noise, not a slower engine).
import type { CaseworkResults } from './casework-checks.ts';
import { sequentialCases } from './casework-checks.ts';
import { fmt, type BenchResults, type Check } from './checks.ts';
import type { CitizensResults } from './citizens-checks.ts';
import type { Outcome } from './load-scenarios.ts';

export const PARITY = 0.2;
const SLACK_MS = 2;

type Pair = [label: string, external: number | null, embedded: number | null, unit: 'ms' | 's' | '/s'];

const val = <T>(o: Outcome<T>): T | null => (o.ok ? o.value : null);
const finite = (n: number | undefined | null) =>
  n === undefined || n === null || Number.isNaN(n) ? null : n;

function parityCheck([label, ext, emb, unit]: Pair): Check {
  const figure = `embedded vs external, ${label}`;
  const target = unit === '/s' ? '>= 0.80 x external' : '<= 1.20 x external';
  if (ext === null || emb === null) return { figure, measured: 'not measured', target, result: 'SKIPPED' };
  const higher = unit === '/s';
  const pass = higher
    ? emb >= ext * (1 - PARITY)
    : emb <= ext * (1 + PARITY) || (unit === 'ms' && emb - ext <= SLACK_MS);
  const digits = unit === '/s' ? 0 : unit === 's' ? 2 : 1;
  const measured = `${fmt(emb, digits)} vs ${fmt(ext, digits)}${unit === '/s' ? '' : ` ${unit}`} (${fmt(emb / Math.max(ext, 1e-9), 2)} x)`;
  return { figure, measured, target, result: pass ? 'PASS' : 'FAIL' };
}

function citizensPairs(r: CitizensResults | null): Pair[] {
  if (!r) return [];
  const ext = val(r.postgres);
  const emb = val(r.embedded);
  if (!ext && !emb) return [];
  const cases = (ext ?? emb)!.search;
  const p95 = (f: typeof ext, id: string) => finite(f?.search.find((s) => s.id === id)?.p95Ms);
  return [
    ...cases.map((c): Pair => [`search p95, ${c.label}`, p95(ext, c.id), p95(emb, c.id), 'ms']),
    [
      'import rows/s',
      ext ? finite(val(ext.importLarge)?.rowsPerSecond) : null,
      emb ? finite(val(emb.importLarge)?.rowsPerSecond) : null,
      '/s',
    ],
    [
      'export 100,000 rows',
      ext ? finite(val(ext.export)?.seconds) : null,
      emb ? finite(val(emb.export)?.seconds) : null,
      's',
    ],
  ];
}

function caseworkPairs(r: CaseworkResults | null): Pair[] {
  if (!r) return [];
  const ext = val(r.postgres);
  const emb = val(r.embedded);
  if (!ext && !emb) return [];
  const p95 = (f: typeof ext, id: string) =>
    finite(f ? sequentialCases(f).find((c) => c.id === id)?.p95Ms : null);
  const notify = (f: typeof ext) => finite(f ? val(f.notifications)?.p99Ms : null);
  return [
    ...sequentialCases((ext ?? emb)!).map((c): Pair => [
      `${c.label} p95`,
      p95(ext, c.id),
      p95(emb, c.id),
      'ms',
    ]),
    ['notification p99', notify(ext), notify(emb), 'ms'],
  ];
}

export function parityChecks(r: BenchResults): Check[] {
  const users: Pair[] =
    r.realPostgres.ok || r.realEmbedded.ok
      ? [
          [
            'GET /api/users req/s',
            val(r.realPostgres)?.requestsPerSecond ?? null,
            val(r.realEmbedded)?.requestsPerSecond ?? null,
            '/s',
          ],
          [
            'GET /api/users p99',
            val(r.realPostgres)?.p99Ms ?? null,
            val(r.realEmbedded)?.p99Ms ?? null,
            'ms',
          ],
        ]
      : [];
  return [...users, ...citizensPairs(r.citizens), ...caseworkPairs(r.casework)].map(parityCheck);
}
