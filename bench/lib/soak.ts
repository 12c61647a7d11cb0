// The soak (issue 16): mixed load for `minutes` on two server processes sharing PostgreSQL and Redis (as behind
// a load balancer), sampling each process's RSS and the minute's request latencies, so a leak or a slow drift
// shows as a curve. Closed loop: VIRTUAL_USERS clients, each sending its next request when the last answered.
import fs from 'node:fs';
import { DEMO_ADMIN, login, type Session } from './gabinete-server.ts';
import { requestJson } from './http.ts';
import {
  closeAll,
  openAttendantSockets,
  withWhatsappOffice,
  type AppSocket,
  type WhatsappServer,
} from './whatsapp-office.ts';

export const SOAK_PLAN = {
  virtualUsers: 24,
  /** Socket.IO attendants kept connected on B (each message through A fans out to them). */
  sockets: 20,
  /** Weighted mix of what an office does all day. */
  mix: [
    ['GET /api/users', 25],
    ['GET /api/citizens?q=', 20],
    ['GET /api/demands', 15],
    ['GET /api/dashboard', 5],
    ['GET /api/notifications', 10],
    ['GET /api/chats', 5],
    ['POST /api/citizens', 12],
    ['POST /whatsapp/simulator/inbound', 8],
  ] as [string, number][],
};

export interface SoakMinute {
  minute: number;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  rssMbA: number;
  rssMbB: number;
}

export interface SoakResults {
  minutes: number;
  curve: SoakMinute[];
  errors: number;
  /** A few distinct failures, to say what went wrong. */
  errorSamples: string[];
}

const NAMES = ['maria', 'joao', 'ana', 'jose', 'francisco', 'antonia', 'carlos', 'paulo', 'souza', 'silva'];

function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : 0;
  } catch {
    return 0;
  }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function pick(): string {
  const total = SOAK_PLAN.mix.reduce((s, [, w]) => s + w, 0);
  let r = Math.random() * total;
  for (const [op, w] of SOAK_PLAN.mix) if ((r -= w) < 0) return op;
  return SOAK_PLAN.mix[0]![0];
}

let serial = 0;
async function request(server: WhatsappServer, token: string, op: string): Promise<number> {
  const n = ++serial;
  const name = NAMES[n % NAMES.length]!;
  const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    requestJson(server.port, method, url, { token, body, timeoutMs: 30_000 }).then((r) => r.status);
  switch (op) {
    case 'GET /api/citizens?q=':
      return call('GET', `/api/citizens?q=${name}&perPage=25`);
    case 'GET /api/demands':
      return call('GET', '/api/demands?perPage=25');
    case 'POST /api/citizens':
      return call('POST', '/api/citizens', { name: `Soak ${name} ${n}` });
    case 'POST /whatsapp/simulator/inbound':
      return call('POST', '/whatsapp/simulator/inbound', {
        from: `553197${String(n % 500).padStart(7, '0')}`,
        text: `Mensagem de carga ${n}`,
      });
    default:
      return call('GET', op.slice(4));
  }
}

export async function measureSoak(minutes: number): Promise<SoakResults> {
  return withWhatsappOffice(SOAK_PLAN.sockets, async (office) => {
    const sockets: AppSocket[] = await openAttendantSockets(
      office.b,
      office.attendants,
      office.organizationId,
      SOAK_PLAN.sockets,
    );
    const sessions: [WhatsappServer, Session][] = [
      [office.a, office.admin.a],
      [office.b, office.admin.b],
    ];
    let latencies: number[] = [];
    let errors = 0;
    let minuteErrors = 0;
    const samples = new Set<string>();
    const until = Date.now() + minutes * 60_000;
    const user = async (i: number) => {
      const entry = sessions[i % 2]!;
      const server = entry[0];
      while (Date.now() < until) {
        const op = pick();
        const started = performance.now();
        try {
          const status = await request(server, entry[1].token, op);
          if (status >= 400) throw new Error(`${op} → ${status}`);
        } catch (err) {
          errors++;
          minuteErrors++;
          if (samples.size < 10) samples.add((err as Error).message.slice(0, 160));
        }
        latencies.push(performance.now() - started);
      }
    };
    const curve: SoakMinute[] = [];
    let minuteStarted = Date.now();
    const sample = () => {
      const seconds = (Date.now() - minuteStarted) / 1000;
      minuteStarted = Date.now();
      const sorted = latencies.sort((x, y) => x - y);
      const row: SoakMinute = {
        minute: curve.length + 1,
        requests: sorted.length,
        perSecond: Math.round(sorted.length / Math.max(seconds, 1)),
        p50Ms: Math.round(percentile(sorted, 50)),
        p99Ms: Math.round(percentile(sorted, 99)),
        errors: minuteErrors,
        rssMbA: rssMb(office.a.child.pid),
        rssMbB: rssMb(office.b.child.pid),
      };
      curve.push(row);
      latencies = [];
      minuteErrors = 0;
      console.log(
        `[bench]   soak minute ${row.minute}/${minutes}: ${row.perSecond} req/s, p50 ${row.p50Ms} ms, ` +
          `p99 ${row.p99Ms} ms, ${row.errors} errors, RSS A ${row.rssMbA} MB, B ${row.rssMbB} MB`,
      );
    };
    const sampler = setInterval(sample, 60_000);
    // Access tokens live 15 minutes: the clients log in again every 10, as the web app refreshes its token.
    const relogin = setInterval(() => {
      for (const entry of sessions)
        login(entry[0].port, DEMO_ADMIN).then(
          (fresh) => (entry[1] = fresh),
          (err: Error) => samples.size < 10 && samples.add(`login: ${err.message.slice(0, 150)}`),
        );
    }, 10 * 60_000);
    try {
      await Promise.all(Array.from({ length: SOAK_PLAN.virtualUsers }, (_, i) => user(i)));
    } finally {
      clearInterval(sampler);
      clearInterval(relogin);
      closeAll(sockets);
    }
    // The last (partial) minute, unless the interval has just taken it.
    if (curve.length < minutes && latencies.length) sample();
    return { minutes, curve, errors, errorSamples: [...samples] };
  });
}
