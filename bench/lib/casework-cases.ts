// The casework section's reads, one request at a time with the admin's token: GET /api/demands (three filters,
// targeted; four more cases reported) and GET /api/dashboard, warm and right after a demanda's status changed.
import { requestJson } from './http.ts';
import { measureCase, timedGet, type CaseFigures, type SequentialPlan } from './sequential.ts';

/** What the cases need to know about the seeded office (read through the API by casework-scenario.ts). */
export interface OfficeRefs {
  port: number;
  /** The admin's access token: every read and write of the section goes with it. */
  token: string;
  /** 'Aguardando encaminhamento' and 'Encaminhado para a Prefeitura': the two open statuses with most rows. */
  waitingStatusId: string;
  cityHallStatusId: string;
  /** Two áreas ('Saúde' and 'Infraestrutura' when the office has them). */
  areaIds: [string, string];
  assessorId: string;
  /** Protocols as the list shows them ('2025/0142'), looked up in turn. */
  protocols: string[];
  /** A demanda in 'Aguardando encaminhamento', moved back and forth by the "after a write" case. */
  writeDemand: { id: string; version: number };
}

interface DemandList {
  demands?: unknown[];
  total?: number;
  totalIsEstimate?: boolean;
}

interface DashboardAnswer {
  demands?: { total: number; byStatus: { _id: string; count: number }[] } | null;
}

/** A title word of 1 in 15 demandas ('Troca de lâmpada'), typed without the accent. */
export const TITLE_WORD = 'lampada';
const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();

function listCase(
  refs: OfficeRefs,
  plan: SequentialPlan,
  head: { id: string; label: string; targeted: boolean },
  queries: string[],
): Promise<CaseFigures> {
  const url = (k: number) => {
    const query = queries[k % queries.length]!;
    return `/api/demands${query ? `?${query}` : ''}`;
  };
  return measureCase(
    head,
    plan,
    (k) => timedGet<DemandList>(refs.port, refs.token, url(k), (b) => Array.isArray(b.demands)),
    (first) => ({
      total: first.total ?? 0,
      totalIsEstimate: first.totalIsEstimate ?? false,
      rows: first.demands!.length,
    }),
  );
}

/** The list's cases: the targeted one first. */
export async function measureDemandLists(refs: OfficeRefs, plan: SequentialPlan): Promise<CaseFigures[]> {
  const threeFilters = qs({
    statusIds: `${refs.waitingStatusId},${refs.cityHallStatusId}`,
    areaIds: refs.areaIds.join(','),
    responsibleId: refs.assessorId,
  });
  const cases: [{ id: string; label: string; targeted: boolean }, string[]][] = [
    [{ id: 'three-filters', label: '2 statuses + 2 áreas + responsável', targeted: true }, [threeFilters]],
    [{ id: 'list', label: 'no filter (the list as it opens)', targeted: false }, ['']],
    [
      { id: 'open-overdue', label: 'situation=open&overdue=true', targeted: false },
      [qs({ situation: 'open', overdue: 'true' })],
    ],
    [{ id: 'title-word', label: `title word '${TITLE_WORD}'`, targeted: false }, [qs({ q: TITLE_WORD })]],
    [
      { id: 'protocol', label: "protocol 'aaaa/nnnn'", targeted: false },
      refs.protocols.map((q) => qs({ q })),
    ],
  ];
  const out: CaseFigures[] = [];
  for (const [head, queries] of cases) out.push(await listCase(refs, plan, head, queries));
  return out;
}

const validDashboard = (b: DashboardAnswer) => typeof b.demands?.total === 'number';
const describeDashboard = (first: DashboardAnswer) => ({
  total: first.demands!.total,
  totalIsEstimate: false,
  rows: first.demands!.byStatus.length,
});

/** GET /api/dashboard again and again: after the first, the demandas counts come from the per-office cache. */
export function measureDashboardWarm(refs: OfficeRefs, plan: SequentialPlan): Promise<CaseFigures> {
  return measureCase(
    { id: 'dashboard-warm', label: 'dashboard, warm (cache valid)', targeted: true },
    plan,
    () => timedGet<DashboardAnswer>(refs.port, refs.token, '/api/dashboard', validDashboard),
    describeDashboard,
  );
}

export interface AfterWriteFigures extends CaseFigures {
  /** Answers whose 'Aguardando encaminhamento' count did not show the write just made (a stale cache). */
  stale: number;
}

/**
 * Each GET /api/dashboard follows a PATCH of one demanda's status (Aguardando ⇄ Prefeitura, not timed): the
 * write moves the office's latest updated_at, so the cached demandas counts are recomputed. Each answer's
 * Aguardando count is checked against the move just made.
 */
export async function measureDashboardAfterWrite(
  refs: OfficeRefs,
  plan: SequentialPlan,
): Promise<AfterWriteFigures> {
  const demand = { ...refs.writeDemand };
  let inWaiting = true;
  let waitingNow: number | null = null;
  let stale = 0;
  const waitingCount = (b: DashboardAnswer) =>
    b.demands!.byStatus.find((s) => s._id === refs.waitingStatusId)?.count ?? 0;
  const step = async () => {
    const toCityHall = inWaiting;
    const statusId = toCityHall ? refs.cityHallStatusId : refs.waitingStatusId;
    const res = await requestJson<{ version?: number; status?: { _id: string } }>(
      refs.port,
      'PATCH',
      `/api/demands/${demand.id}/status`,
      { token: refs.token, body: { statusId, version: demand.version } },
    );
    if (res.status !== 200 || res.body.version === undefined || res.body.status?._id !== statusId) {
      throw new Error(`PATCH status: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    }
    demand.version = res.body.version;
    inWaiting = !toCityHall;
    const got = await timedGet<DashboardAnswer>(refs.port, refs.token, '/api/dashboard', validDashboard);
    const count = waitingCount(got.value);
    if (waitingNow !== null && count !== waitingNow + (toCityHall ? -1 : 1)) stale++;
    waitingNow = count;
    return got;
  };
  const figures = await measureCase(
    { id: 'dashboard-after-write', label: 'dashboard, after a status change', targeted: true },
    plan,
    step,
    describeDashboard,
  );
  return { ...figures, stale };
}
