// The casework section (issue 4) on one database: migrate (real server), seed N citizens and M demandas with
// their atendimentos, tarefas and eventos, restart, then the demandas list, the dashboard and notifications.
import { backgroundCores } from './background-cpu.ts';
import {
  measureDashboardAfterWrite,
  measureDashboardWarm,
  measureDemandLists,
  type AfterWriteFigures,
  type OfficeRefs,
} from './casework-cases.ts';
import type { CaseworkResults } from './casework-checks.ts';
import { measureNotifications, type NotifyFigures } from './casework-notify.ts';
import { seedCitizensInto } from './citizens-scenario.ts';
import { DEMO_ADMIN, DEMO_ASSESSOR, login, type RunningServer } from './gabinete-server.ts';
import { requestJson } from './http.ts';
import { outcome, skipped, type Outcome } from './load-scenarios.ts';
import type { CaseworkSummary } from './seed-casework.ts';
import type { SeedSummary } from './seed-citizens.ts';
import { log, runSeed, withFreshOffice, withServer, type Backend } from './seeded-office.ts';
import type { CaseFigures, SequentialPlan } from './sequential.ts';

export interface CaseworkSize {
  citizens: number;
  demands: number;
}

export interface CaseworkFigures {
  backend: Backend;
  citizensSeed: SeedSummary;
  caseworkSeed: CaseworkSummary;
  /** Spawn to healthy with the seeded office. */
  startS: number;
  lists: CaseFigures[];
  dashboardWarm: CaseFigures;
  dashboardAfterWrite: AfterWriteFigures;
  notifications: Outcome<NotifyFigures>;
}

export const CASEWORK_SEQUENTIAL: SequentialPlan = { requests: 200, warmup: 5, budgetS: 30 };
/** The embedded server gets the same plan: its figures stand beside the external server's. */
export const CASEWORK_SEQUENTIAL_EMBEDDED: SequentialPlan = CASEWORK_SEQUENTIAL;

/** Atendimentos, tarefas and eventos in the proportions of seed-casework.ts's defaults (500k : 100k : 20k : 5k). */
export const caseworkCounts = (demands: number) => ({
  demands,
  occurrences: Math.round(demands / 5),
  tasks: Math.round(demands / 25),
  events: Math.round(demands / 100),
});

interface Named {
  _id: string;
  name: string;
}
interface ListedDemand {
  _id: string;
  protocol: string;
  version: number;
}

async function getJson<T>(port: number, token: string, url: string): Promise<T> {
  const res = await requestJson<T>(port, 'GET', url, { token, timeoutMs: 60_000 });
  if (res.status !== 200)
    throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

/** Reads through the API what the cases need: statuses, áreas, the assessor, protocols, demandas to write. */
async function officeRefs(port: number, token: string, assessorId: string) {
  const { statuses } = await getJson<{ statuses: (Named & { isFinal: boolean })[] }>(
    port,
    token,
    '/api/demands/statuses',
  );
  const open = statuses.filter((s) => !s.isFinal);
  const byName = (name: string, fallback: number) =>
    (statuses.find((s) => s.name === name) ?? open[fallback])?._id;
  const waiting = byName('Aguardando encaminhamento', 0);
  const cityHall = byName('Encaminhado para a Prefeitura', 1);
  const { areas } = await getJson<{ areas: Named[] }>(port, token, '/api/areas');
  const area = (name: string, fallback: number) =>
    (areas.find((a) => a.name === name) ?? areas[fallback])?._id;
  const areaIds = [area('Saúde', 0), area('Infraestrutura', 1)];
  if (!waiting || !cityHall || !areaIds[0] || !areaIds[1])
    throw new Error('office without 2 open statuses or 2 áreas');
  const page = (query: string) =>
    getJson<{ demands: ListedDemand[] }>(port, token, `/api/demands?${query}`).then((r) => r.demands);
  const protocols = [...(await page('perPage=25')), ...(await page('perPage=25&sort=protocol'))].map(
    (d) => d.protocol,
  );
  const inWaiting = await page(`perPage=3&statusIds=${waiting}`);
  if (inWaiting.length < 3) throw new Error('fewer than 3 demandas in Aguardando encaminhamento');
  const refs: OfficeRefs = {
    port,
    token,
    waitingStatusId: waiting,
    cityHallStatusId: cityHall,
    areaIds: [areaIds[0], areaIds[1]],
    assessorId,
    protocols,
    writeDemand: { id: inWaiting[0]!._id, version: inWaiting[0]!.version },
  };
  return { refs, notifyDemands: [inWaiting[1]!._id, inWaiting[2]!._id] as [string, string] };
}

const line = (f: CaseFigures) =>
  f.error
    ? `${f.label}: ${f.error}`
    : `${f.label}: p50 ${f.p50Ms.toFixed(1)} ms, p95 ${f.p95Ms.toFixed(1)} ms over ${f.samples} (total ${f.total}` +
      `${f.totalIsEstimate ? ' est.' : ''})`;

async function measureServer(server: RunningServer, backend: Backend) {
  const admin = await login(server.port, DEMO_ADMIN);
  const assessor = await login(server.port, DEMO_ASSESSOR);
  const { refs, notifyDemands } = await officeRefs(server.port, admin.token, assessor.userId);
  const plan = backend === 'postgres' ? CASEWORK_SEQUENTIAL : CASEWORK_SEQUENTIAL_EMBEDDED;
  const lists = await measureDemandLists(refs, plan);
  for (const f of lists) log(line(f));
  const dashboardWarm = await measureDashboardWarm(refs, plan);
  log(line(dashboardWarm));
  const dashboardAfterWrite = await measureDashboardAfterWrite(refs, plan);
  log(`${line(dashboardAfterWrite)}; stale answers ${dashboardAfterWrite.stale}`);
  const notifications = await outcome(`${backend}: notification latency`, () =>
    measureNotifications({
      port: server.port,
      adminToken: admin.token,
      adminId: admin.userId,
      assessorToken: assessor.token,
      assessorId: assessor.userId,
      demandIds: notifyDemands,
    }),
  );
  if (notifications.ok) {
    const n = notifications.value;
    log(
      `notifications: p50 ${n.p50Ms.toFixed(1)} ms, p99 ${n.p99Ms.toFixed(1)} ms, max ${n.maxMs.toFixed(1)} ms ` +
        `over ${n.rounds} (${n.lost} lost, ${n.transport})`,
    );
  }
  const broken = [...lists, dashboardWarm, dashboardAfterWrite].find((f) => f.error);
  if (broken) log(`server printed: ${server.child.output().slice(-1500)}`);
  return { lists, dashboardWarm, dashboardAfterWrite, notifications };
}

export function measureCasework(backend: Backend, size: CaseworkSize): Promise<CaseworkFigures> {
  return withFreshOffice(backend, 'casework', async (office) => {
    const counts = caseworkCounts(size.demands);
    log(`${backend}: seeding ${size.citizens.toLocaleString('en-US')} citizens…`);
    const citizensSeed = await seedCitizensInto(office.seedTarget, size.citizens);
    log(`${backend}: seeding casework ${JSON.stringify(counts)}…`);
    const args = Object.entries(counts).flatMap(([k, v]) => [`--${k}`, String(v)]);
    const caseworkSeed = await runSeed<CaseworkSummary>('seed-casework', 'bench/lib/seed-casework.ts', [
      ...office.seedTarget,
      ...args,
    ]);
    log(`${backend}: seeded in ${citizensSeed.seconds.toFixed(0)} s + ${caseworkSeed.seconds.toFixed(0)} s`);
    const { value, startS } = await withServer(
      `server (${backend}, ${size.demands} demandas)`,
      office.options,
      (server) => measureServer(server, backend),
    );
    return { backend, citizensSeed, caseworkSeed, startS, ...value };
  });
}

/** The external PostgreSQL at `postgres` size, then the embedded one at `embedded` size (0 demandas leaves it out). */
export async function measureCaseworkSection(
  postgres: CaseworkSize,
  embedded: CaseworkSize,
): Promise<CaseworkResults> {
  const busy = await backgroundCores();
  const describe = (s: CaseworkSize) =>
    `${s.citizens.toLocaleString('en-US')} citizens, ${s.demands.toLocaleString('en-US')} demandas`;
  console.log(`[bench] casework on PostgreSQL (${describe(postgres)})…`);
  const pg = await outcome('casework on PostgreSQL', () => measureCasework('postgres', postgres));
  console.log(`[bench] casework on embedded PostgreSQL (${describe(embedded)})…`);
  const lite =
    embedded.demands > 0
      ? await outcome('casework on embedded PostgreSQL', () => measureCasework('embedded', embedded))
      : skipped('--embedded-casework-demands 0');
  return { postgres: pg, embedded: lite, sizes: { postgres, embedded }, backgroundCores: busy };
}
