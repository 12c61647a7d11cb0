// The soak's curve (one line per minute), its verdict and bench/results/soak-latest.json.
import { writeResultsJson } from './report.ts';
import { SOAK_PLAN, type SoakResults } from './soak.ts';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
};

/**
 * Judged on thirds, not on single minutes: RSS is sampled once a minute and saw-tooths with the garbage
 * collector (±100 MB here), so one minute against another says nothing. Memory flat: each process's median
 * RSS over the last third within 15 % (+20 MB) of its median over the first third (minute 1, the warm-up, left
 * out); p99 stable: the last third's median p99 at most twice (or +50 ms) the first third's.
 */
export function soakChecks(r: SoakResults) {
  const curve = r.curve.slice(1);
  const third = Math.max(1, Math.floor(curve.length / 3));
  const first = curve.slice(0, third);
  const last = curve.slice(-third);
  if (!first.length) return { memoryFlat: false, p99Stable: false, noErrors: r.errors === 0 };
  const of = (rows: typeof curve, key: 'rssMbA' | 'rssMbB' | 'p99Ms') => median(rows.map((m) => m[key]));
  const flat = (key: 'rssMbA' | 'rssMbB') => of(last, key) <= of(first, key) * 1.15 + 20;
  const p99First = of(first, 'p99Ms');
  return {
    memoryFlat: flat('rssMbA') && flat('rssMbB'),
    p99Stable: of(last, 'p99Ms') <= Math.max(p99First * 2, p99First + 50),
    noErrors: r.errors === 0,
  };
}

export function printSoakReport(r: SoakResults): void {
  const lines = [
    '',
    `Soak: ${r.minutes} min of mixed load, two server processes on PostgreSQL + Redis, ${SOAK_PLAN.virtualUsers} clients, ${SOAK_PLAN.sockets} sockets`,
    ' min   req/s   p50 ms   p99 ms   errors   RSS A MB   RSS B MB',
    ...r.curve.map(
      (m) =>
        `${String(m.minute).padStart(4)} ${String(m.perSecond).padStart(7)} ${String(m.p50Ms).padStart(8)} ` +
        `${String(m.p99Ms).padStart(8)} ${String(m.errors).padStart(8)} ${String(m.rssMbA).padStart(10)} ${String(m.rssMbB).padStart(10)}`,
    ),
  ];
  const checks = soakChecks(r);
  lines.push(
    `memory flat: ${checks.memoryFlat ? 'yes' : 'NO'} · p99 stable: ${checks.p99Stable ? 'yes' : 'NO'} · errors: ${r.errors}`,
  );
  for (const sample of r.errorSamples) lines.push(`  error: ${sample}`);
  console.log(lines.join('\n') + '\n');
}

export function writeSoakResults(r: SoakResults): string {
  return writeResultsJson('soak-latest.json', { plan: SOAK_PLAN, ...r, checks: soakChecks(r) });
}
