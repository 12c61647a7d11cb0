// The bench's figures and their targets: each becomes PASS, FAIL, ERROR (not measured) or SKIPPED.
import type { BundleFigures } from './bundle-size.ts';
import { caseworkChecks, caseworkFailures, type CaseworkResults } from './casework-checks.ts';
import { citizensChecks, citizensFailures, type CitizensResults } from './citizens-checks.ts';
import type { Outcome, UsersLoad } from './load-scenarios.ts';
import { parityChecks } from './parity.ts';
import type { StartupFigures } from './startup.ts';

export interface BenchResults {
  realPostgres: Outcome<UsersLoad>;
  barePostgres: Outcome<UsersLoad>;
  realEmbedded: Outcome<UsersLoad>;
  startup: Outcome<StartupFigures>;
  /** null: apps/web/dist is missing. */
  bundle: Outcome<BundleFigures | null>;
  /** Cores busy with other processes when the bench began (see background-cpu.ts). */
  backgroundCoresAtStart: number | null;
  /** null: left out with --only. */
  citizens: CitizensResults | null;
  /** null: left out with --only. */
  casework: CaseworkResults | null;
}

export interface Check {
  figure: string;
  measured: string;
  target: string;
  result: 'PASS' | 'FAIL' | 'ERROR' | 'SKIPPED';
}

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The measurements that could not be taken, by name: a non-empty list means the bench broke. */
export function failures(r: BenchResults): [string, string][] {
  const named: [string, Outcome<unknown>][] = [
    ['real server on PostgreSQL', r.realPostgres],
    ['bare Fastify + pg', r.barePostgres],
    ['real server on embedded PostgreSQL', r.realEmbedded],
    ['start-up time', r.startup],
    ['login screen JS', r.bundle],
  ];
  const broken = named.flatMap(([name, o]) =>
    o.ok || o.skipped ? [] : [[name, o.error] as [string, string]],
  );
  return [...broken, ...citizensFailures(r.citizens), ...caseworkFailures(r.casework)];
}

export function ratioOf(r: BenchResults): Outcome<number> {
  if (!r.realPostgres.ok) return r.realPostgres;
  if (!r.barePostgres.ok) return r.barePostgres;
  const bare = Math.max(1, r.barePostgres.value.requestsPerSecond);
  return { ok: true, value: r.realPostgres.value.requestsPerSecond / bare };
}

export function check<T>(
  figure: string,
  target: string,
  o: Outcome<T>,
  read: (v: T) => [number, string] | null,
  pass: (n: number) => boolean,
): Check {
  if (!o.ok && o.skipped) return { figure, measured: 'skipped', target, result: 'SKIPPED' };
  if (!o.ok) return { figure, measured: 'error', target, result: 'ERROR' };
  const got = read(o.value);
  if (!got) return { figure, measured: 'not built', target, result: 'SKIPPED' };
  return { figure, measured: got[1], target, result: pass(got[0]) ? 'PASS' : 'FAIL' };
}

export function checks(r: BenchResults): Check[] {
  const real = r.realPostgres;
  return [
    check(
      'real/bare req/s (PostgreSQL)',
      '>= 0.85',
      ratioOf(r),
      (v) => [v, fmt(v, 2)],
      (n) => n >= 0.85,
    ),
    check(
      'real server req/s (PostgreSQL)',
      '>= 2,000',
      real,
      (v) => [v.requestsPerSecond, fmt(v.requestsPerSecond)],
      (n) => n >= 2000,
    ),
    check(
      'real server p99 (PostgreSQL)',
      '< 50 ms',
      real,
      (v) => [v.p99Ms, `${fmt(v.p99Ms)} ms`],
      (n) => n < 50,
    ),
    check(
      'real server errors + non-2xx (PostgreSQL)',
      '0',
      real,
      (v) => [v.errors + v.timeouts + v.non2xx, fmt(v.errors + v.timeouts + v.non2xx)],
      (n) => n === 0,
    ),
    check(
      'start-up, first start (fresh data dir)',
      '< 5 s',
      r.startup,
      (v) => [v.coldS, `${fmt(v.coldS, 2)} s`],
      (n) => n < 5,
    ),
    check(
      'start-up, warm start (same data dir)',
      '< 2 s',
      r.startup,
      (v) => [v.warmS, `${fmt(v.warmS, 2)} s`],
      (n) => n < 2,
    ),
    check(
      'login screen JS, gzip -9',
      '<= 250 KB',
      r.bundle,
      (v) => (v ? [v.totalGzipKB, `${fmt(v.totalGzipKB, 1)} KB`] : null),
      (n) => n <= 250,
    ),
    check(
      'login screen JS added by /modelo',
      '0 bytes',
      r.bundle,
      (v) =>
        v?.modelo
          ? [
              v.modelo.loginGrowthBytes,
              `${v.modelo.loginGrowthBytes} bytes (office JS ${v.modelo.officeIdentical ? 'identical' : 'CHANGED'})`,
            ]
          : null,
      (n) => n === 0,
    ),
    ...citizensChecks(r.citizens),
    ...caseworkChecks(r.casework),
    ...parityChecks(r),
  ];
}
