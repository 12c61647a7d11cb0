// GET /api/citizens at a million rows: one request at a time (p50/p95/p99), then 10 connections with autocannon.
import autocannon from 'autocannon';
import { baseUrl } from './http.ts';
import type { SeedSummary } from './seed-citizens.ts';
import { seededPhone } from './seed-values.ts';
import { measureCase, timedGet, type CaseFigures, type SequentialPlan } from './sequential.ts';

export interface SearchCase {
  id: string;
  label: string;
  /** Has the issue's p95 target; the others are reported. */
  targeted: boolean;
  /** Query strings, used in turn (phone lookups look up a different citizen each time). */
  queries: string[];
}

export type SearchFigures = CaseFigures;

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

export const SEQUENTIAL: SequentialPlan = { requests: 200, warmup: 5, budgetS: 20 };
/** The embedded server gets the same plan: its figures stand beside the external server's. */
export const SEQUENTIAL_EMBEDDED: SequentialPlan = SEQUENTIAL;
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

/** One search case, one request at a time; an error in place of the figures when it cannot be measured. */
export function measureSearchCase(
  port: number,
  token: string,
  c: SearchCase,
  plan: SequentialPlan,
): Promise<SearchFigures> {
  const url = (k: number) => {
    const query = c.queries[k % c.queries.length]!;
    return `/api/citizens${query ? `?${query}` : ''}`;
  };
  return measureCase(
    { id: c.id, label: c.label, targeted: c.targeted },
    plan,
    (k) => timedGet<ListAnswer>(port, token, url(k), (body) => Array.isArray(body.citizens)),
    (first) => ({
      total: first.total ?? 0,
      totalIsEstimate: first.totalIsEstimate ?? false,
      rows: first.citizens!.length,
    }),
  );
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
