// One request at a time through HTTP: a warm-up, then up to N timed requests within a budget; p50/p95/p99
// nearest-rank. Shared by the citizens search and the casework lists and dashboard.
import { requestJson } from './http.ts';

export interface SequentialPlan {
  requests: number;
  warmup: number;
  /** Seconds a case may take; a case at seconds per request still ends with a few samples. */
  budgetS: number;
}

export interface Latencies {
  samples: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export const NO_LATENCIES: Latencies = { samples: 0, p50Ms: NaN, p95Ms: NaN, p99Ms: NaN, maxMs: NaN };

/** Nearest-rank percentile of sorted samples. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

export function summarize(samples: number[]): Latencies {
  if (samples.length === 0) return NO_LATENCIES;
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    samples: samples.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1)!,
  };
}

/** One case of sequential requests: its latencies and what its first answer showed. */
export interface CaseFigures extends Latencies {
  id: string;
  label: string;
  /** Has a target; the others are reported. */
  targeted: boolean;
  /** total and totalIsEstimate of the first answer, and its rows. */
  total: number;
  totalIsEstimate: boolean;
  rows: number;
  /** Set when the case could not be measured (a 500, a timeout): the numbers are then NaN. */
  error?: string;
}

export interface Timed<T> {
  ms: number;
  value: T;
}

/**
 * Calls step(0) (its answer is returned as `first`), the rest of the warm-up (while less than half the budget
 * is spent), then step(0), step(1)… timed, until plan.requests samples or the budget (at least 5 s and 3 samples).
 */
export async function timedSequence<T>(
  plan: SequentialPlan,
  step: (k: number) => Promise<Timed<T>>,
): Promise<{ first: T; latencies: Latencies }> {
  const budgetEnd = Date.now() + plan.budgetS * 1000;
  const first = await step(0);
  for (let k = 1; k < plan.warmup && Date.now() < budgetEnd - (plan.budgetS * 1000) / 2; k++) await step(k);
  const samples: number[] = [];
  const measureEnd = Math.max(budgetEnd, Date.now() + 5_000);
  while (samples.length < plan.requests && (samples.length < 3 || Date.now() < measureEnd)) {
    samples.push((await step(samples.length)).ms);
  }
  return { first: first.value, latencies: summarize(samples) };
}

/** GET with the token, timed; a non-200 or an answer `valid` refuses throws (the case is then not measured). */
export async function timedGet<T>(
  port: number,
  token: string,
  url: string,
  valid: (body: T) => boolean,
): Promise<Timed<T>> {
  const started = performance.now();
  const res = await requestJson<T>(port, 'GET', url, { token, timeoutMs: 60_000 });
  const ms = performance.now() - started;
  if (res.status !== 200 || !valid(res.body)) {
    throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  }
  return { ms, value: res.body };
}

/** timedSequence as a case, or the error in place of the figures (one broken case must not hide the others). */
export async function measureCase<T>(
  head: { id: string; label: string; targeted: boolean },
  plan: SequentialPlan,
  step: (k: number) => Promise<Timed<T>>,
  describe: (first: T) => { total: number; totalIsEstimate: boolean; rows: number },
): Promise<CaseFigures> {
  try {
    const { first, latencies } = await timedSequence(plan, step);
    return { ...head, ...latencies, ...describe(first) };
  } catch (err) {
    return { ...head, ...NO_LATENCIES, total: 0, rows: 0, totalIsEstimate: false, error: errorText(err) };
  }
}

export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
