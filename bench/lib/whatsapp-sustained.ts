// (b) Sustained inbound: 200 citizen messages a second for 30 s, sent open-loop (one every 5 ms, at most 200 in
// flight) alternately to A and B as a load balancer would, from 100 numbers. A few attendants watch the office's
// message room (some on A, some on B). Afterwards: rows stored in chat_messages, messages each watcher got,
// lost (accepted but never seen) and duplicated (seen twice) per watcher.
import pg from 'pg';
import type { ChatMessage } from '@gabinete/shared';
import { delay } from './children.ts';
import { requestJson } from './http.ts';
import { cpuSecondsOf } from './process-cpu.ts';
import { summarize, type Latencies } from './sequential.ts';
import {
  closeAll,
  log,
  openAttendantSockets,
  phoneFor,
  type AppSocket,
  type WhatsappOffice,
  SIMULATOR,
} from './whatsapp-office.ts';

export interface SustainedPlan {
  ratePerS: number;
  durationS: number;
  maxInFlight: number;
  phones: number;
  watchersPerProcess: number;
  /** How long after the last answer the watchers may still receive. */
  drainS: number;
}
export const SUSTAINED_PLAN: SustainedPlan = {
  ratePerS: 200,
  durationS: 30,
  maxInFlight: 200,
  phones: 100,
  watchersPerProcess: 3,
  drainS: 10,
};

export interface WatcherCount {
  process: 'A' | 'B';
  received: number;
  lost: number;
  duplicated: number;
}

export interface SustainedFigures {
  sent: number;
  accepted: number;
  /** Non-2xx answers and network errors. */
  failed: number;
  /** Accepted messages per second over the sending window (first send to last answer). */
  achievedPerS: number;
  stored: number;
  storedDistinct: number;
  watchers: WatcherCount[];
  post: Latencies;
  /** Sent → new_message at the watchers. */
  delivery: Latencies;
  /** Sends that had to wait for a free slot (the server fell behind). */
  throttled: number;
  /** CPU of both server processes per accepted message (robust to neighbours): one core's ceiling is 1000 ÷ it. */
  serverCpuMsPerMessage: number | null;
}

async function countStored(databaseUrl: string, prefix: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const res = await client.query<{ n: string; d: string }>(
      `select count(*) as n, count(distinct body) as d from chat_messages where body like $1`,
      [`${prefix}%`],
    );
    return { stored: Number(res.rows[0]!.n), storedDistinct: Number(res.rows[0]!.d) };
  } finally {
    await client.end();
  }
}

function watch(sockets: AppSocket[], prefix: string, sentAt: Map<string, number>, delivery: number[]) {
  return sockets.map((socket) => {
    const seen = new Set<string>();
    const state = { seen, duplicated: 0 };
    socket.on('new_message', (p: { message: ChatMessage }) => {
      const body = p.message.body;
      if (!body?.startsWith(prefix)) return;
      if (seen.has(body)) state.duplicated++;
      else {
        seen.add(body);
        const t = sentAt.get(body);
        if (t !== undefined) delivery.push(performance.now() - t);
      }
    });
    return state;
  });
}

export async function measureSustained(
  office: WhatsappOffice,
  tag: string,
  plan: SustainedPlan = SUSTAINED_PLAN,
): Promise<SustainedFigures> {
  const prefix = `carga ${tag} `;
  const n = plan.watchersPerProcess;
  const onA = await openAttendantSockets(office.a, office.attendants, office.organizationId, n);
  const onB = await openAttendantSockets(office.b, office.attendants.slice(n), office.organizationId, n);
  const sentAt = new Map<string, number>();
  const delivery: number[] = [];
  const states = watch([...onA, ...onB], prefix, sentAt, delivery);
  const total = plan.ratePerS * plan.durationS;
  const interval = 1000 / plan.ratePerS;
  const posts: number[] = [];
  const accepted = new Set<string>();
  let failed = 0;
  let inFlight = 0;
  let throttled = 0;
  let lastAnswer = 0;
  const pending: Promise<void>[] = [];
  log(`sending ${total} messages at ${plan.ratePerS}/s, alternately to A and B…`);
  const cpu = () => {
    const a = cpuSecondsOf(office.a.child.pid);
    const b = cpuSecondsOf(office.b.child.pid);
    return a === null || b === null ? null : a + b;
  };
  const cpuBefore = cpu();
  const start = performance.now();
  try {
    for (let i = 0; i < total; i++) {
      const due = start + i * interval;
      const wait = due - performance.now();
      if (wait > 1) await delay(wait);
      if (inFlight >= plan.maxInFlight) {
        throttled++;
        while (inFlight >= plan.maxInFlight) await delay(1);
      }
      const server = i % 2 === 0 ? office.a : office.b;
      const token = i % 2 === 0 ? office.admin.a.token : office.admin.b.token;
      const text = `${prefix}${i}`;
      inFlight++;
      const sent = performance.now();
      sentAt.set(text, sent);
      pending.push(
        requestJson(server.port, 'POST', `${SIMULATOR}/inbound`, {
          token,
          body: { from: phoneFor(100 + (i % plan.phones)), text },
          timeoutMs: 30_000,
        })
          .then((res) => {
            if (res.status < 300) accepted.add(text);
            else failed++;
          })
          .catch(() => void failed++)
          .finally(() => {
            inFlight--;
            lastAnswer = performance.now();
            posts.push(lastAnswer - sent);
          }),
      );
    }
    await Promise.all(pending);
    const cpuAfter = cpu();
    const windowS = (lastAnswer - start) / 1000;
    log(`${accepted.size} accepted, ${failed} failed in ${windowS.toFixed(1)} s; draining ${plan.drainS} s…`);
    const drainEnd = Date.now() + plan.drainS * 1000;
    while (Date.now() < drainEnd && states.some((s) => s.seen.size < accepted.size)) await delay(100);
    const watchers: WatcherCount[] = states.map((s, i) => ({
      process: i < n ? 'A' : 'B',
      received: s.seen.size,
      lost: [...accepted].filter((t) => !s.seen.has(t)).length,
      duplicated: s.duplicated,
    }));
    const f: SustainedFigures = {
      sent: total,
      accepted: accepted.size,
      failed,
      achievedPerS: accepted.size / windowS,
      ...(await countStored(office.databaseUrl, prefix)),
      watchers,
      post: summarize(posts),
      delivery: summarize(delivery),
      throttled,
      serverCpuMsPerMessage:
        cpuBefore === null || cpuAfter === null || accepted.size === 0
          ? null
          : ((cpuAfter - cpuBefore) * 1000) / accepted.size,
    };
    log(
      `sustained: ${f.achievedPerS.toFixed(0)}/s accepted, stored ${f.stored} (${f.storedDistinct} distinct), ` +
        `watchers lost ${watchers.map((w) => w.lost).join('/')}, duplicated ` +
        `${watchers.map((w) => w.duplicated).join('/')}; delivery p99 ${f.delivery.p99Ms.toFixed(0)} ms`,
    );
    return f;
  } finally {
    closeAll([...onA, ...onB]);
  }
}
