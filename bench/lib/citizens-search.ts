// GET /api/citizens at a million rows: one request at a time (p50/p95/p99), then 10 connections with autocannon.
import autocannon from 'autocannon';
import { baseUrl, requestJson } from './http.ts';
import type { SeedSummary } from './seed-citizens.ts';
import { seededPhone } from './seed-values.ts';

export interface SearchCase {
  id: string;
  label: string;
  /** Has the issue's p95 target; the others are reported. */
  targeted: boolean;
  /** Query strings, used in turn (phone lookups look up a different citizen each time). */
  queries: string[];
}

export interface SearchFigures {
  id: string;
  label: string;
  targeted: boolean;
  samples: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** total and totalIsEstimate of the first answer, and its rows. */
  total: number;
  totalIsEstimate: boolean;
  rows: number;
  /** Set when the case could not be measured (a 500, a timeout): the numbers are then NaN. */
  error?: string;
}

export interface ConcurrentFigures {
  id: string;
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface SequentialPlan {
  requests: number;
  warmup: number;
  /** Seconds a case may take; a case at seconds per request still ends with a few samples. */
  budgetS: number;
}
export const SEQUENTIAL: SequentialPlan = { requests: 200, warmup: 5, budgetS: 20 };
/** PGlite answers one query at a time and is only reported: fewer samples keep the bench near 15 minutes. */
export const SEQUENTIAL_PGLITE: SequentialPlan = { requests: 100, warmup: 5, budgetS: 10 };
export const CONCURRENT = { connections: 10, warmupS: 1, durationS: 5 };
const CONCURRENT_CASES = ['name-silva', 'phone-last8', 'tag-bairro'];

const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();

export function searchCases(seed: SeedSummary): SearchCase[] {
  // 50 citizens spread over the office, each looked up by its own mobile.
  const phones = Array.from({ length: 50 }, (_, k) => seededPhone(1 + Math.floor((k * seed.count) / 50) + k));
  const formatted = (p: (typeof phones)[number]) => `(${p.ddd}) ${p.local.slice(0, 5)}-${p.local.slice(5)}`;
  const tag = (name: string) => seed.tagIds[name]!;
  const name = (id: string, q: string) => ({
    id,
    label: `name '${q}'`,
    targeted: true,
    queries: [qs({ q })],
  });
  return [
    { id: 'list', label: 'no filter (the list as it opens)', targeted: false, queries: [''] },
    name('name-silva', 'silva'),
    name('name-joao', 'joao'),
    name('name-maria-souza', 'maria souza'),
    name('name-xavier', 'xavier'),
    {
      id: 'phone-formatted',
      label: "phone '(19) 9xxxx-xxxx'",
      targeted: true,
      queries: phones.map((p) => qs({ q: formatted(p) })),
    },
    {
      id: 'phone-digits',
      label: "phone '199xxxxxxxx' (11 digits)",
      targeted: true,
      queries: phones.map((p) => qs({ q: `${p.ddd}${p.local}` })),
    },
    {
      id: 'phone-last8',
      label: 'phone, last 8 digits',
      targeted: true,
      queries: phones.map((p) => qs({ q: p.local.slice(1) })),
    },
    {
      id: 'tag-bairro',
      label: "tag 'Apoiador' (20 %) + bairro Centro",
      targeted: true,
      queries: [qs({ tags: tag('Apoiador'), neighborhood: 'Centro' })],
    },
    {
      id: 'tag-bairro-rare',
      label: "tag 'Mãe atípica' (0.1 %) + bairro Centro",
      targeted: true,
      queries: [qs({ tags: tag('Mãe atípica'), neighborhood: 'Centro' })],
    },
  ];
}

interface ListAnswer {
  citizens?: unknown[];
  total?: number;
  totalIsEstimate?: boolean;
}

async function timedGet(port: number, token: string, query: string) {
  const started = performance.now();
  const url = `/api/citizens${query ? `?${query}` : ''}`;
  const res = await requestJson<ListAnswer>(port, 'GET', url, { token, timeoutMs: 60_000 });
  const ms = performance.now() - started;
  if (res.status !== 200 || !Array.isArray(res.body.citizens)) {
    throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  }
  return { ms, body: res.body };
}

/** Nearest-rank percentile of sorted samples. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

/** measureSearch, or the error in place of the figures (one broken case must not hide the others). */
export async function measureSearchCase(
  port: number,
  token: string,
  c: SearchCase,
  plan: SequentialPlan,
): Promise<SearchFigures> {
  try {
    return await measureSearch(port, token, c, plan);
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    const nan = { samples: 0, p50Ms: NaN, p95Ms: NaN, p99Ms: NaN, maxMs: NaN, total: 0, rows: 0 };
    return { id: c.id, label: c.label, targeted: c.targeted, totalIsEstimate: false, ...nan, error };
  }
}

/** A warm-up, then up to SEQUENTIAL.requests requests one after the other, or fewer when the budget runs out. */
async function measureSearch(
  port: number,
  token: string,
  c: SearchCase,
  plan: SequentialPlan,
): Promise<SearchFigures> {
  const budgetEnd = Date.now() + plan.budgetS * 1000;
  const first = await timedGet(port, token, c.queries[0]!);
  for (let k = 1; k < plan.warmup && Date.now() < budgetEnd - (plan.budgetS * 1000) / 2; k++) {
    await timedGet(port, token, c.queries[k % c.queries.length]!);
  }
  const samples: number[] = [];
  const measureEnd = Math.max(budgetEnd, Date.now() + 5_000);
  while (samples.length < plan.requests && (samples.length < 3 || Date.now() < measureEnd)) {
    samples.push((await timedGet(port, token, c.queries[samples.length % c.queries.length]!)).ms);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    id: c.id,
    label: c.label,
    targeted: c.targeted,
    samples: samples.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1)!,
    total: first.body.total ?? 0,
    totalIsEstimate: first.body.totalIsEstimate ?? false,
    rows: first.body.citizens!.length,
  };
}

/** 10 connections on a few cases; cases whose single request already takes seconds are left out. */
export async function measureConcurrent(
  port: number,
  token: string,
  cases: SearchCase[],
  sequential: SearchFigures[],
): Promise<ConcurrentFigures[]> {
  const out: ConcurrentFigures[] = [];
  for (const c of cases.filter((x) => CONCURRENT_CASES.includes(x.id))) {
    const seq = sequential.find((s) => s.id === c.id);
    if (!seq || seq.error || seq.p50Ms > 1_000) continue;
    const url = `${baseUrl(port)}/api/citizens?${c.queries[0]}`;
    const base = { url, headers: { authorization: `Bearer ${token}` }, connections: CONCURRENT.connections };
    await autocannon({ ...base, duration: CONCURRENT.warmupS, timeout: 30 });
    const r = await autocannon({ ...base, duration: CONCURRENT.durationS, timeout: 30 });
    out.push({
      id: c.id,
      label: c.label,
      requestsPerSecond: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p90Ms: r.latency.p90,
      p99Ms: r.latency.p99,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
    });
  }
  return out;
}
