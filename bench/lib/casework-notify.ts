// Notification latency: the assessor's socket (as the browser opens it) waits for 'notification:new' while the
// admin makes the assessor responsável of a demanda (PUT with the current version). Measured from just before
// the PUT is sent to the event's arrival; a notice that has not arrived after 5 s counts as lost.
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type Notification,
  type ServerToClientEvents,
} from '@gabinete/shared';
import { baseUrl, requestJson } from './http.ts';
import { summarize, type Latencies } from './sequential.ts';

export interface NotifyPlan {
  rounds: number;
  warmup: number;
  /** A notice not arrived after this long is lost. */
  lostAfterMs: number;
  /** The rounds stop early past this budget or this many lost notices. */
  budgetS: number;
  maxLost: number;
}
export const NOTIFY_PLAN: NotifyPlan = {
  rounds: 200,
  warmup: 5,
  lostAfterMs: 5_000,
  budgetS: 90,
  maxLost: 10,
};

export interface NotifyFigures extends Latencies {
  /** Timed rounds (samples + lost). */
  rounds: number;
  lost: number;
  /** The socket's transport while measuring ('websocket' once upgraded, as in a browser). */
  transport: string;
  /** The PUT's own response time, for comparison: the push goes out after the commit, before the answer. */
  put: Latencies;
}

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface NotifyRefs {
  port: number;
  adminToken: string;
  adminId: string;
  assessorToken: string;
  assessorId: string;
  /** Two demandas the admin assigns in turn. */
  demandIds: [string, string];
}

async function openSocket(port: number, token: string): Promise<AppSocket> {
  const socket: AppSocket = io(baseUrl(port), { path: SOCKET_PATH, auth: { token }, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket: no connection within 10 s')), 10_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      reject(new Error(`socket refused: ${err.message}`));
    });
  });
  // The browser starts on HTTP long-polling and upgrades to WebSocket: measure once upgraded.
  if (socket.io.engine.transport.name !== 'websocket') {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 5_000);
      socket.io.engine.once('upgrade', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  return socket;
}

/** PUT /api/demands/:id as the admin; returns the new version. */
async function assign(refs: NotifyRefs, id: string, version: number, responsibleId: string) {
  const res = await requestJson<{ version?: number }>(refs.port, 'PUT', `/api/demands/${id}`, {
    token: refs.adminToken,
    body: { responsibleId, version },
  });
  if (res.status !== 200 || res.body.version === undefined) {
    throw new Error(`PUT /api/demands/${id}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  }
  return res.body.version;
}

export async function measureNotifications(
  refs: NotifyRefs,
  plan: NotifyPlan = NOTIFY_PLAN,
): Promise<NotifyFigures> {
  const versions = new Map<string, number>();
  for (const id of refs.demandIds) {
    const res = await requestJson<{ version?: number }>(refs.port, 'GET', `/api/demands/${id}`, {
      token: refs.adminToken,
    });
    if (res.status !== 200 || res.body.version === undefined)
      throw new Error(`GET demand ${id}: ${res.status}`);
    // The admin is the actor: making them responsável notifies nobody, and leaves the next change to notify.
    versions.set(id, await assign(refs, id, res.body.version, refs.adminId));
  }
  const socket = await openSocket(refs.port, refs.assessorToken);
  let waiting: { link: string; sentAtWall: number; arrived: (at: number) => void } | null = null;
  socket.on('notification:new', (n: Notification) => {
    const at = performance.now();
    // Only this round's assignment: a late notice of an earlier round was created before this PUT was sent.
    if (waiting && n.link === waiting.link && Date.parse(n.createdAt) >= waiting.sentAtWall - 5) {
      waiting.arrived(at);
    }
  });
  const samples: number[] = [];
  const putMs: number[] = [];
  let lost = 0;
  const budgetEnd = Date.now() + plan.budgetS * 1000;
  try {
    for (let k = 0; k < plan.warmup + plan.rounds; k++) {
      if (k >= plan.warmup && (Date.now() > budgetEnd || lost >= plan.maxLost)) break;
      const id = refs.demandIds[k % 2]!;
      let timer: NodeJS.Timeout | undefined;
      const sentAtWall = Date.now();
      const arrival = new Promise<number | null>((resolve) => {
        waiting = { link: `/demandas/${id}`, sentAtWall, arrived: resolve };
        timer = setTimeout(() => resolve(null), plan.lostAfterMs);
      });
      const started = performance.now();
      versions.set(id, await assign(refs, id, versions.get(id)!, refs.assessorId));
      const answered = performance.now();
      const at = await arrival;
      clearTimeout(timer);
      waiting = null;
      if (k >= plan.warmup) {
        putMs.push(answered - started);
        if (at === null) lost++;
        else samples.push(at - started);
      }
      // Not timed: back to the admin, so the next assignment to the assessor is a change again.
      versions.set(id, await assign(refs, id, versions.get(id)!, refs.adminId));
    }
    return {
      ...summarize(samples),
      rounds: samples.length + lost,
      lost,
      transport: socket.io.engine.transport.name,
      put: summarize(putMs),
    };
  } finally {
    socket.close();
  }
}
