// One load run with autocannon: a short warm-up, then the measured run, same connections, no pipelining.
import autocannon, { type Options } from 'autocannon';
import { backgroundCores } from './background-cpu.ts';
import { cpuSecondsOf } from './process-cpu.ts';

export const CONNECTIONS = 50;
export const WARMUP_S = 2;
export const DURATION_S = 10;

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  completed: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  durationS: number;
  /** Cores other processes used just before the run; above ~0.2 the figures are pessimistic. */
  backgroundCores: number | null;
  /** CPU the server process spent per completed request during the measured run, in microseconds. */
  serverCpuUsPerRequest: number | null;
}

/** serverPid: the process answering, whose CPU time is divided by the requests it completed. */
export async function measureLoad(
  url: string,
  serverPid: number,
  headers: Record<string, string> = {},
): Promise<LoadFigures> {
  const background = await backgroundCores();
  const base: Options = { url, headers, connections: CONNECTIONS, pipelining: 1, timeout: 5 };
  // Warm-up fills the pool, the JIT and the database caches; its figures are thrown away.
  await autocannon({ ...base, duration: WARMUP_S });
  const cpuBefore = cpuSecondsOf(serverPid);
  const r = await autocannon({ ...base, duration: DURATION_S });
  const cpuAfter = cpuSecondsOf(serverPid);
  const cpuUs =
    cpuBefore === null || cpuAfter === null || r.requests.total === 0
      ? null
      : Math.round(((cpuAfter - cpuBefore) * 1e6) / r.requests.total);
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    completed: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count])),
    durationS: r.duration,
    backgroundCores: background,
    serverCpuUsPerRequest: cpuUs,
  };
}
