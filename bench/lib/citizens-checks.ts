// Targets of the citizens section (issue 3), on PostgreSQL; embedded PostgreSQL's figures are reported beside, not targeted.
import { check, fmt, type Check } from './checks.ts';
import { CAPPED_HEAP_MB, type CitizensFigures } from './citizens-scenario.ts';
import type { Outcome } from './load-scenarios.ts';

export interface CitizensResults {
  postgres: Outcome<CitizensFigures>;
  embedded: Outcome<CitizensFigures>;
  /** Cores busy with other processes just before the section began. */
  backgroundCores: number | null;
}

export const TARGETS = {
  searchP95Ms: 50,
  importRowsPerSecond: 10_000,
  /** RSS growth after the first fifth of the rows, server with a capped V8 heap: flat means it does not grow. */
  importRssGrowthMB: 25,
  exportSeconds: 5,
};

/** Peak RSS minus RSS before, in MB. */
export const rssGrowth = (f: { rssBeforeMB: number | null; rssPeakMB: number | null }) =>
  f.rssBeforeMB === null || f.rssPeakMB === null ? null : f.rssPeakMB - f.rssBeforeMB;

/** Peak RSS minus the highest RSS of the first fifth of the rows, in MB. */
export const rssLateGrowth = (f: { rssFirstFifthMB: number | null; rssPeakMB: number | null }) =>
  f.rssFirstFifthMB === null || f.rssPeakMB === null ? null : f.rssPeakMB - f.rssFirstFifthMB;

export function citizensFailures(r: CitizensResults | null): [string, string][] {
  if (!r) return [];
  const out: [string, string][] = [];
  for (const [name, o] of [
    ['citizens on PostgreSQL', r.postgres],
    ['citizens on embedded PostgreSQL', r.embedded],
  ] as const) {
    if (!o.ok) {
      if (!o.skipped) out.push([name, o.error]);
      continue;
    }
    const parts = {
      concurrent: o.value.concurrent,
      import: o.value.importLarge,
      'import with a capped heap': o.value.importCapped ?? { ok: true, value: null },
      export: o.value.export,
    };
    for (const [part, p] of Object.entries(parts)) if (!p.ok) out.push([`${name}, ${part}`, p.error]);
    for (const s of o.value.search) if (s.error) out.push([`${name}, search ${s.label}`, s.error]);
  }
  return out;
}

/** An outcome of one part of the PostgreSQL figures. */
function part<T>(r: CitizensResults, read: (f: CitizensFigures) => Outcome<T>): Outcome<T> {
  return r.postgres.ok ? read(r.postgres.value) : r.postgres;
}

export function citizensChecks(r: CitizensResults | null): Check[] {
  if (!r) return [];
  const searchIds = r.postgres.ok ? r.postgres.value.search.filter((s) => s.targeted) : [];
  const searches = searchIds.map((s) =>
    check(
      `search p95, ${s.label} (PostgreSQL, ${fmt(r.postgres.ok ? r.postgres.value.seed.count : 0)})`,
      `<= ${TARGETS.searchP95Ms} ms`,
      s.error ? { ok: false, error: s.error } : { ok: true, value: s },
      (v) => [v.p95Ms, `${fmt(v.p95Ms, 1)} ms`],
      (n) => n <= TARGETS.searchP95Ms,
    ),
  );
  if (!r.postgres.ok) {
    searches.push(
      check(
        'search p95 (PostgreSQL)',
        `<= ${TARGETS.searchP95Ms} ms`,
        r.postgres,
        () => null,
        () => false,
      ),
    );
  }
  const large = part(r, (f) => f.importLarge);
  const capped = part(r, (f) => f.importCapped ?? { ok: false, error: 'not run' });
  const exported = part(r, (f) => f.export);
  return [
    ...searches,
    check(
      'import 100,000-row CSV, rows/s end to end (PostgreSQL)',
      `>= ${fmt(TARGETS.importRowsPerSecond)}`,
      large,
      (v) => [v.rowsPerSecond, fmt(v.rowsPerSecond)],
      (n) => n >= TARGETS.importRowsPerSecond,
    ),
    check(
      `import RSS growth after the first fifth, ${CAPPED_HEAP_MB} MB V8 heap (PostgreSQL)`,
      `<= ${TARGETS.importRssGrowthMB} MB`,
      capped,
      (v) => {
        const g = rssLateGrowth(v);
        return g === null ? null : [g, `${fmt(g)} MB`];
      },
      (n) => n <= TARGETS.importRssGrowthMB,
    ),
    check(
      'export 100,000 rows to CSV, s (PostgreSQL)',
      `<= ${TARGETS.exportSeconds} s`,
      exported,
      (v) => [v.seconds, `${fmt(v.seconds, 2)} s`],
      (n) => n <= TARGETS.exportSeconds,
    ),
    check(
      'export rows in the file = rows the filter matches (PostgreSQL)',
      'equal',
      exported,
      (v) => [v.fileRows - v.expectedRows, `${fmt(v.fileRows)} of ${fmt(v.expectedRows)}`],
      (n) => n === 0,
    ),
  ];
}
