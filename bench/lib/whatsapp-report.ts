// The WhatsApp section's tables, targets, and bench/results/whatsapp-latest.json.
import os from 'node:os';
import { check, fmt, type Check } from './checks.ts';
import type { Outcome } from './load-scenarios.ts';
import { table, writeResultsJson } from './report.ts';
import type { Latencies } from './sequential.ts';
import type { FanoutFigures } from './whatsapp-fanout.ts';
import { WHATSAPP_PLANS, type WhatsappResults } from './whatsapp-scenario.ts';

export const WHATSAPP_TARGETS = { fanoutP99Ms: 100, sustainedPerS: 200 };
const ms = (n: number) => fmt(n, 1);
const lat = (l: Latencies) => [ms(l.p50Ms), ms(l.p95Ms), ms(l.p99Ms), ms(l.maxMs)];

export function whatsappChecks(r: WhatsappResults): Check[] {
  const fanout = (label: string): Outcome<FanoutFigures> =>
    r.fanout.ok
      ? { ok: true, value: r.fanout.value.find((f) => f.label === label)! }
      : (r.fanout as Outcome<never>);
  const lostTotal = (v: { watchers: { lost: number; duplicated: number }[] }) =>
    v.watchers.reduce((n, w) => n + w.lost + w.duplicated, 0);
  return [
    ...['same process', 'across processes'].map((label) =>
      check(
        `inbound → new_message at an attendant, p99 (${label}, ${WHATSAPP_PLANS.fanout.sockets} sockets)`,
        `<= ${WHATSAPP_TARGETS.fanoutP99Ms} ms`,
        fanout(label),
        (v) => [v.all.p99Ms, `${ms(v.all.p99Ms)} ms`],
        (n) => n <= WHATSAPP_TARGETS.fanoutP99Ms,
      ),
    ),
    check(
      'sustained inbound accepted per second',
      `>= ${WHATSAPP_TARGETS.sustainedPerS * 0.95}`,
      r.sustained,
      (v) => [v.achievedPerS, fmt(v.achievedPerS)],
      (n) => n >= WHATSAPP_TARGETS.sustainedPerS * 0.95,
    ),
    check(
      'sustained inbound: stored rows missing or doubled',
      '0',
      r.sustained,
      (v) => {
        const bad = Math.abs(v.accepted - v.stored) + (v.stored - v.storedDistinct) + v.failed;
        return [bad, fmt(bad)];
      },
      (n) => n === 0,
    ),
    check(
      'sustained inbound: watchers lost + duplicated',
      '0',
      r.sustained,
      (v) => [lostTotal(v), fmt(lostTotal(v))],
      (n) => n === 0,
    ),
    check(
      `${WHATSAPP_PLANS.assume.attendants} simultaneous chat:assume, rounds without exactly 1 success`,
      '0',
      r.assume,
      (v) => {
        const bad = v.successes.filter((s) => s !== 1).length;
        return [bad, `${bad} of ${v.successes.length}`];
      },
      (n) => n === 0,
    ),
  ];
}

function fanoutRows(o: WhatsappResults['fanout']): string[][] {
  if (!o.ok) return [[o.skipped ? 'skipped' : `error: ${o.error.split('\n')[0]}`, ...Array(14).fill('')]];
  return o.value.map((f) => [
    f.label,
    ...lat(f.all),
    ms(f.given.p99Ms),
    ms(f.first.p50Ms),
    ms(f.first.p99Ms),
    ms(f.last.p50Ms),
    ms(f.last.p99Ms),
    ms(f.post.p50Ms),
    fmt(f.rounds),
    fmt(f.lost),
    fmt(f.duplicates),
    f.serverCpuMsPerMessage === null ? '?' : ms(f.serverCpuMsPerMessage),
  ]);
}

function sustainedLines(o: WhatsappResults['sustained']): string[] {
  if (!o.ok) return [o.skipped ? 'skipped' : `error: ${o.error.split('\n')[0]}`];
  const v = o.value;
  return [
    table(
      [
        'sent',
        'accepted',
        'failed',
        'accepted/s',
        'stored',
        'distinct',
        'throttled',
        'POST p50',
        'POST p99',
      ].concat(['server CPU ms/msg']),
      [
        [
          fmt(v.sent),
          fmt(v.accepted),
          fmt(v.failed),
          fmt(v.achievedPerS),
          fmt(v.stored),
          fmt(v.storedDistinct),
          fmt(v.throttled),
          ms(v.post.p50Ms),
          ms(v.post.p99Ms),
          v.serverCpuMsPerMessage === null ? '?' : ms(v.serverCpuMsPerMessage),
        ],
      ],
    ),
    table(
      ['watcher', 'received', 'lost', 'duplicated'],
      v.watchers.map((w, i) => [
        `${i + 1} (process ${w.process})`,
        fmt(w.received),
        fmt(w.lost),
        fmt(w.duplicated),
      ]),
    ),
    `Delivery at the watchers (POST sent → new_message): p50 ${ms(v.delivery.p50Ms)} ms, p95 ` +
      `${ms(v.delivery.p95Ms)} ms, p99 ${ms(v.delivery.p99Ms)} ms, max ${ms(v.delivery.maxMs)} ms`,
  ];
}

function assumeLines(o: WhatsappResults['assume']): string[] {
  if (!o.ok) return [o.skipped ? 'skipped' : `error: ${o.error.split('\n')[0]}`];
  const v = o.value;
  const settle = [...v.settleMs].sort((a, b) => a - b);
  return [
    `Successes per round: ${v.successes.join(' ')}`,
    `Refusals: ${
      Object.entries(v.refusals)
        .map(([code, n]) => `${code} × ${fmt(n)}`)
        .join(', ') || 'none'
    }`,
    `All ${v.attendants} answers in: median ${ms(settle[Math.floor(settle.length / 2)] ?? NaN)} ms, ` +
      `max ${ms(settle.at(-1) ?? NaN)} ms`,
  ];
}

export function printWhatsappReport(r: WhatsappResults): void {
  const { fanout: f, sustained: s, assume: a } = WHATSAPP_PLANS;
  const out = [
    '',
    `WhatsApp: two server processes (A, B) on one PostgreSQL database and one Redis (Socket.IO Redis streams ` +
      `adapter); citizen messages through the simulator's inbound route (POST /whatsapp/simulator/inbound, ` +
      `the inbound sink the WPPConnect webhook also feeds); ${os.cpus().length} CPUs` +
      (r.backgroundCores === null
        ? ''
        : `, ${fmt(r.backgroundCores, 2)} cores busy with other work at the start`),
    '',
    `(a) Fan-out: ${f.sockets} attendant sockets on B (WebSocket) in the office's message room; ${f.rounds} messages ` +
      `after ${f.warmup} warm-up, one at a time; entering on B (same process) or A (across processes); ms from ` +
      `just before the POST to new_message; all = every socket × message, given = the middle socket of the room, first/last = until ` +
      `the first/last socket had it`,
    table(
      [
        'entry',
        'all p50',
        'all p95',
        'all p99',
        'all max',
        'given p99',
        'first p50',
        'first p99',
        'last p50',
        'last p99',
        'POST p50',
      ].concat(['rounds', 'lost', 'dup', 'CPU ms/msg']),
      fanoutRows(r.fanout),
    ),
    '',
    `(b) Sustained: ${s.ratePerS} messages/s for ${s.durationS} s (open loop, ≤ ${s.maxInFlight} in flight), ` +
      `alternately to A and B, from ${s.phones} numbers; ${s.watchersPerProcess} watching attendants per process`,
    ...sustainedLines(r.sustained),
    '',
    `(c) ${a.attendants} attendant users (half on A, half on B) send chat:assume on one fresh pending chat in ` +
      `the same tick, ${a.rounds} rounds`,
    ...assumeLines(r.assume),
    '',
    'Targets (reported, not asserted)',
    table(
      ['figure', 'measured', 'target', 'result'],
      whatsappChecks(r).map((c) => [c.figure, c.measured, c.target, c.result]),
    ),
    `(${fmt(r.seconds, 0)} s)`,
  ];
  console.log(out.join('\n') + '\n');
}

export function writeWhatsappResults(r: WhatsappResults): string {
  return writeResultsJson('whatsapp-latest.json', {
    method: WHATSAPP_PLANS,
    targets: WHATSAPP_TARGETS,
    ...r,
    checks: whatsappChecks(r),
  });
}

/** Parts that could not be measured: a non-empty list means the bench broke. */
export function whatsappFailures(r: WhatsappResults | null): [string, string][] {
  if (!r) return [];
  const named: [string, Outcome<unknown>][] = [
    ['WhatsApp fan-out', r.fanout],
    ['WhatsApp sustained inbound', r.sustained],
    ['WhatsApp simultaneous assume', r.assume],
  ];
  return named.flatMap(([name, o]) => (o.ok || o.skipped ? [] : [[name, o.error] as [string, string]]));
}
