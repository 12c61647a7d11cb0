// (a) Fan-out: 1,000 attendant sockets on process B, all in the office's message room; a citizen's message
// enters through the simulator's inbound route (the same inbound sink the WPPConnect webhook feeds) on B
// ("same process") or on A ("across processes", through Redis). Each round waits for every socket's
// new_message (or 5 s) before the next. Delay = event arrival at a socket − just before the POST is sent.
import fs from 'node:fs';
import type { ChatMessage } from '@gabinete/shared';
import { cpuSecondsOf } from './process-cpu.ts';
import { summarize, type Latencies } from './sequential.ts';
import {
  closeAll,
  log,
  openAttendantSockets,
  phoneFor,
  post,
  type AppSocket,
  type WhatsappOffice,
  type WhatsappServer,
  SIMULATOR,
} from './whatsapp-office.ts';

export interface FanoutPlan {
  sockets: number;
  rounds: number;
  warmup: number;
  lostAfterMs: number;
}
export const FANOUT_PLAN: FanoutPlan = { sockets: 1000, rounds: 100, warmup: 5, lostAfterMs: 5_000 };

export interface FanoutFigures {
  label: string;
  sockets: number;
  rounds: number;
  /** Every (socket, message) delay. */
  all: Latencies;
  /** One given attendant: the socket in the middle of the room (the server writes to the room in join order). */
  given: Latencies;
  /** Until the first of the sockets had it: the server's pipeline without the fan-out. */
  first: Latencies;
  /** Until the last of the sockets had the message. */
  last: Latencies;
  /** The POST's own response time. */
  post: Latencies;
  /** (socket, message) pairs that never arrived within lostAfterMs. */
  lost: number;
  duplicates: number;
  /** CPU of A + B per message (the inbound, the store, 1,000 new_message and 1,000 update_chat frames). */
  serverCpuMsPerMessage: number | null;
}

async function rounds(
  label: string,
  office: WhatsappOffice,
  entry: WhatsappServer,
  token: string,
  sockets: AppSocket[],
  plan: FanoutPlan,
  tag: string,
): Promise<FanoutFigures> {
  const all: number[] = [];
  const given: number[] = [];
  const middle = Math.floor(sockets.length / 2);
  const first: number[] = [];
  const last: number[] = [];
  const posts: number[] = [];
  let lost = 0;
  let duplicates = 0;
  let current: { text: string; sent: number; seen: Set<number>; done: () => void; timed: boolean } | null =
    null;
  const handlers = sockets.map((socket, i) => {
    const handler = (p: { message: ChatMessage }) => {
      const at = performance.now();
      const c = current;
      if (!c || p.message.body !== c.text) return;
      if (c.seen.has(i)) {
        duplicates++;
        return;
      }
      c.seen.add(i);
      if (c.timed && c.seen.size === 1) first.push(at - c.sent);
      if (c.timed) {
        all.push(at - c.sent);
        if (i === middle) given.push(at - c.sent);
      }
      if (c.seen.size === sockets.length) {
        if (c.timed) last.push(at - c.sent);
        c.done();
      }
    };
    socket.on('new_message', handler);
    return () => socket.off('new_message', handler);
  });
  const cpu = () => {
    const a = cpuSecondsOf(office.a.child.pid);
    const b = cpuSecondsOf(office.b.child.pid);
    return a === null || b === null ? null : a + b;
  };
  let cpuBefore: number | null = null;
  try {
    for (let k = 0; k < plan.warmup + plan.rounds; k++) {
      if (k === plan.warmup) cpuBefore = cpu();
      const text = `fanout ${tag} ${label} ${k}`;
      let timer: NodeJS.Timeout | undefined;
      const round = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, plan.lostAfterMs);
        current = { text, sent: performance.now(), seen: new Set(), done: resolve, timed: k >= plan.warmup };
      });
      const c = current!;
      c.sent = performance.now();
      await post(entry, token, `${SIMULATOR}/inbound`, { from: phoneFor(1), text });
      if (c.timed) posts.push(performance.now() - c.sent);
      await round;
      clearTimeout(timer);
      if (c.timed) lost += sockets.length - c.seen.size;
      current = null;
    }
  } finally {
    for (const off of handlers) off();
  }
  const cpuAfter = cpu();
  const f: FanoutFigures = {
    label,
    sockets: sockets.length,
    rounds: plan.rounds,
    all: summarize(all),
    given: summarize(given),
    first: summarize(first),
    last: summarize(last),
    post: summarize(posts),
    lost,
    duplicates,
    serverCpuMsPerMessage:
      cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / plan.rounds,
  };
  log(
    `${label}: p50 ${f.all.p50Ms.toFixed(1)} ms, p95 ${f.all.p95Ms.toFixed(1)} ms, p99 ${f.all.p99Ms.toFixed(1)} ms ` +
      `(all ${f.sockets} sockets × ${f.rounds}); last socket p99 ${f.last.p99Ms.toFixed(1)} ms; lost ${lost}`,
  );
  return f;
}

/** Each socket is a file descriptor in the bench and in B (children inherit the limit): say so before failing. */
function checkOpenFiles(sockets: number): void {
  let limits: string;
  try {
    limits = fs.readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return; // not Linux: let the sockets tell
  }
  const soft = Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1] ?? Infinity);
  if (soft < sockets + 500) {
    throw new Error(
      `open-file limit ${soft} is too low for ${sockets} sockets: run \`ulimit -n 4096\` first`,
    );
  }
}

/** Same process first (inbound on B), then across processes (inbound on A); sockets on B throughout. */
export async function measureFanout(
  office: WhatsappOffice,
  tag: string,
  plan: FanoutPlan = FANOUT_PLAN,
): Promise<FanoutFigures[]> {
  checkOpenFiles(plan.sockets);
  log(`opening ${plan.sockets} attendant sockets on B…`);
  const opened = performance.now();
  const sockets = await openAttendantSockets(
    office.b,
    office.attendants,
    office.organizationId,
    plan.sockets,
  );
  log(
    `${sockets.length} sockets connected and joined in ${((performance.now() - opened) / 1000).toFixed(1)} s`,
  );
  try {
    const same = await rounds('same process', office, office.b, office.admin.b.token, sockets, plan, tag);
    const across = await rounds(
      'across processes',
      office,
      office.a,
      office.admin.a.token,
      sockets,
      plan,
      tag,
    );
    return [same, across];
  } finally {
    closeAll(sockets);
  }
}
