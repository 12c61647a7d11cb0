// The casework section of the printed report: demandas list and dashboard latency, notification latency, seed.
import { fmt } from './checks.ts';
import { CASEWORK_TARGETS, sequentialCases, type CaseworkResults } from './casework-checks.ts';
import { NOTIFY_PLAN } from './casework-notify.ts';
import {
  CASEWORK_SEQUENTIAL,
  CASEWORK_SEQUENTIAL_EMBEDDED,
  type CaseworkFigures,
  type CaseworkSize,
} from './casework-scenario.ts';
import type { Outcome } from './load-scenarios.ts';
import type { CaseFigures } from './sequential.ts';

type Table = (header: string[], rows: string[][]) => string;
const ms = (n: number) => fmt(n, 1);
/** ✔/✘ after a figure that has a target (PostgreSQL only). */
const mark = (value: number, target: number | null) => (target === null ? '' : value <= target ? ' ✔' : ' ✘');

const groupOf = (c: CaseFigures) =>
  c.id.startsWith('dashboard') ? 'GET /api/dashboard' : 'GET /api/demands';

function caseRows(pg: Outcome<CaseworkFigures>, lite: Outcome<CaseworkFigures>): string[][] {
  const base = pg.ok ? sequentialCases(pg.value) : lite.ok ? sequentialCases(lite.value) : [];
  return base.map((c) => {
    const cells = (o: Outcome<CaseworkFigures>, targeted: boolean) => {
      const f = o.ok ? sequentialCases(o.value).find((x) => x.id === c.id) : undefined;
      if (!f) return ['', '', '', '', ''];
      if (f.error) return ['error', '', '', '', ''];
      const target = targeted && f.targeted ? CASEWORK_TARGETS.listP95Ms : null;
      return [
        ms(f.p50Ms),
        ms(f.p95Ms) + mark(f.p95Ms, target),
        ms(f.p99Ms),
        fmt(f.samples),
        `${fmt(f.total)}${f.totalIsEstimate ? '~' : ''}`,
      ];
    };
    return [`${groupOf(c)}: ${c.label}${c.targeted ? '' : ' *'}`, ...cells(pg, true), ...cells(lite, false)];
  });
}

function notifyRow(o: Outcome<CaseworkFigures>, backend: string, targeted: boolean): string[] {
  if (!o.ok) return [backend, o.skipped ? 'skipped' : 'error', '', '', '', '', '', '', '', ''];
  const n = o.value.notifications;
  if (!n.ok) return [backend, 'error', '', '', '', '', '', '', '', ''];
  const v = n.value;
  return [
    backend,
    ms(v.p50Ms),
    ms(v.p95Ms),
    ms(v.p99Ms) + mark(v.p99Ms, targeted ? CASEWORK_TARGETS.notifyP99Ms : null),
    ms(v.maxMs),
    fmt(v.rounds),
    fmt(v.lost) + (targeted ? (v.lost === 0 ? ' ✔' : ' ✘') : ''),
    v.transport,
    ms(v.put.p50Ms),
    ms(v.put.p99Ms),
  ];
}

function staleLine(pg: Outcome<CaseworkFigures>, lite: Outcome<CaseworkFigures>): string {
  const stale = (o: Outcome<CaseworkFigures>) =>
    o.ok && !o.value.dashboardAfterWrite.error ? fmt(o.value.dashboardAfterWrite.stale) : '–';
  return (
    `Dashboard after a write: each GET follows an untimed PATCH of one demanda's status (Aguardando ⇄ ` +
    `Prefeitura), which invalidates the cached demandas counts; answers not showing that move: ` +
    `PG ${stale(pg)}, lite ${stale(lite)}. Dashboard totals are the demandas counted.`
  );
}

function seedLine(o: Outcome<CaseworkFigures>, backend: string): string {
  if (!o.ok) return `${backend}: ${o.skipped ? 'skipped' : 'not measured'} (${o.error.split('\n')[0]})`;
  const { citizensSeed: c, caseworkSeed: w } = o.value;
  return (
    `${backend}: ${fmt(c.count)} citizens seeded in ${fmt(c.seconds, 0)} s; ${fmt(w.demands)} demandas, ` +
    `${fmt(w.occurrences)} atendimentos, ${fmt(w.tasks)} tarefas, ${fmt(w.events)} eventos in ` +
    `${fmt(w.seconds, 0)} s; server start with them ${fmt(o.value.startS, 1)} s`
  );
}

const sizeText = (s: CaseworkSize) => `${fmt(s.citizens)} citizens and ${fmt(s.demands)} demandas`;

export function caseworkSection(r: CaseworkResults | null, table: Table): string[] {
  if (!r) return [];
  const { postgres: pg, embedded: lite } = r;
  const side = ['p50', 'p95', 'p99', 'n', 'total'];
  const plan = CASEWORK_SEQUENTIAL;
  const litePlan = CASEWORK_SEQUENTIAL_EMBEDDED;
  return [
    '',
    `Casework: one office, PostgreSQL with ${sizeText(r.sizes.postgres)} | embedded PostgreSQL with ` +
      `${sizeText(r.sizes.embedded)}; admin's token, sequential requests after ${plan.warmup} warm-up, ` +
      `${plan.requests} or ${plan.budgetS} s (embedded PostgreSQL ${litePlan.requests} or ${litePlan.budgetS} s); ms; ` +
      `~ = estimated total; * = no target; ✔/✘ = PostgreSQL p95 against ≤ ${CASEWORK_TARGETS.listP95Ms} ms`,
    table(['case', ...side.map((h) => `PG ${h}`), ...side.map((h) => `lite ${h}`)], caseRows(pg, lite)),
    staleLine(pg, lite),
    '',
    `Notification latency: the admin makes the assessor responsável of a demanda (PUT) → 'notification:new' ` +
      `on the assessor's socket; ${NOTIFY_PLAN.rounds} rounds after ${NOTIFY_PLAN.warmup} warm-up, lost = not ` +
      `arrived within ${NOTIFY_PLAN.lostAfterMs / 1000} s; ms; ✔/✘ = PostgreSQL p99 against ≤ ` +
      `${CASEWORK_TARGETS.notifyP99Ms} ms`,
    table(
      ['backend', 'p50', 'p95', 'p99', 'max', 'rounds', 'lost', 'transport', 'PUT p50', 'PUT p99'],
      [notifyRow(pg, 'PostgreSQL', true), notifyRow(lite, 'embedded PostgreSQL', false)],
    ),
    '',
    seedLine(pg, 'PostgreSQL'),
    seedLine(lite, 'embedded PostgreSQL'),
    ...(r.backgroundCores === null
      ? []
      : [`Cores busy with other work before the section: ${fmt(r.backgroundCores, 2)}`]),
  ];
}
