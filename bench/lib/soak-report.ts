// The soak's curve (one line per minute), its verdict and bench/results/soak-latest.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './children.ts';
import { SOAK_PLAN, type SoakResults } from './soak.ts';

/** Memory flat: the last minute's RSS within 15 % (+20 MB) of the second minute's (the first includes warm-up). */
export function soakChecks(r: SoakResults) {
  const base = r.curve[Math.min(1, r.curve.length - 1)];
  const last = r.curve.at(-1);
  if (!base || !last) return { memoryFlat: false, p99Stable: false, noErrors: r.errors === 0 };
  const flat = (a: number, b: number) => b <= a * 1.15 + 20;
  return {
    memoryFlat: flat(base.rssMbA, last.rssMbA) && flat(base.rssMbB, last.rssMbB),
    p99Stable: last.p99Ms <= Math.max(base.p99Ms * 2, base.p99Ms + 50),
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
  const dir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'soak-latest.json');
  const json = {
    at: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    plan: SOAK_PLAN,
    ...r,
    checks: soakChecks(r),
  };
  fs.writeFileSync(file, JSON.stringify(json, null, 2) + '\n');
  return file;
}
