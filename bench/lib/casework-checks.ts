// Targets of the casework section (issue 4), on PostgreSQL; embedded PostgreSQL's figures are reported beside, not targeted.
import { check, fmt, type Check } from './checks.ts';
import type { CaseworkFigures, CaseworkSize } from './casework-scenario.ts';
import type { Outcome } from './load-scenarios.ts';
import type { CaseFigures } from './sequential.ts';

export interface CaseworkResults {
  postgres: Outcome<CaseworkFigures>;
  embedded: Outcome<CaseworkFigures>;
  sizes: { postgres: CaseworkSize; embedded: CaseworkSize };
  /** Cores busy with other processes just before the section began. */
  backgroundCores: number | null;
}

export const CASEWORK_TARGETS = { listP95Ms: 100, dashboardP95Ms: 100, notifyP99Ms: 200 };

/** Every case measured one request at a time, in the order of the report. */
export const sequentialCases = (f: CaseworkFigures): CaseFigures[] => [
  ...f.lists,
  f.dashboardWarm,
  f.dashboardAfterWrite,
];

export function caseworkFailures(r: CaseworkResults | null): [string, string][] {
  if (!r) return [];
  const out: [string, string][] = [];
  for (const [name, o] of [
    ['casework on PostgreSQL', r.postgres],
    ['casework on embedded PostgreSQL', r.embedded],
  ] as const) {
    if (!o.ok) {
      if (!o.skipped) out.push([name, o.error]);
      continue;
    }
    for (const c of sequentialCases(o.value)) if (c.error) out.push([`${name}, ${c.label}`, c.error]);
    if (!o.value.notifications.ok) out.push([`${name}, notifications`, o.value.notifications.error]);
  }
  return out;
}

const latencyOutcome = <T extends CaseFigures>(c: T): Outcome<T> =>
  c.error ? { ok: false, error: c.error } : { ok: true, value: c };

export function caseworkChecks(r: CaseworkResults | null): Check[] {
  if (!r) return [];
  const pg = r.postgres;
  const size = `PostgreSQL, ${fmt(r.sizes.postgres.demands)} demandas`;
  const targeted = pg.ok ? sequentialCases(pg.value).filter((c) => c.targeted) : [];
  const p95 = (c: CaseFigures) => {
    const target = c.id === 'three-filters' ? CASEWORK_TARGETS.listP95Ms : CASEWORK_TARGETS.dashboardP95Ms;
    const what = c.id === 'three-filters' ? `demandas list p95, ${c.label}` : `${c.label}, p95`;
    return check(
      `${what} (${size})`,
      `<= ${target} ms`,
      latencyOutcome(c),
      (v) => [v.p95Ms, `${fmt(v.p95Ms, 1)} ms`],
      (n) => n <= target,
    );
  };
  const notify = pg.ok ? pg.value.notifications : pg;
  const afterWrite = pg.ok ? latencyOutcome(pg.value.dashboardAfterWrite) : pg;
  const latencies = pg.ok
    ? targeted.map(p95)
    : [
        check(
          `demandas list and dashboard p95 (${size})`,
          '<= 100 ms',
          pg,
          () => null,
          () => false,
        ),
      ];
  return [
    ...latencies,
    check(
      `dashboard after a write shows the write (${size})`,
      '0 stale',
      afterWrite,
      (v) => [v.stale, `${fmt(v.stale)} stale`],
      (n) => n === 0,
    ),
    check(
      `notification to the assignee's socket, p99 (${size})`,
      `<= ${CASEWORK_TARGETS.notifyP99Ms} ms`,
      notify,
      (v) => [v.p99Ms, `${fmt(v.p99Ms, 1)} ms`],
      (n) => n <= CASEWORK_TARGETS.notifyP99Ms,
    ),
    check(
      `notifications lost (not arrived within 5 s) (${size})`,
      '0',
      notify,
      (v) => [v.lost, `${fmt(v.lost)} of ${fmt(v.rounds)}`],
      (n) => n === 0,
    ),
  ];
}
