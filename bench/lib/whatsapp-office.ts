// The WhatsApp section's office: a fresh PostgreSQL database, two real server processes (A and B) sharing it and
// Redis (as behind a load balancer), the demo office's simulator connected on both, and attendant users.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketAck,
} from '@gabinete/shared';
import { startChild, type Child } from './children.ts';
import { DEMO_ADMIN, login, SERVER_ENTRY, type Session } from './gabinete-server.ts';
import { baseUrl, freePort, requestJson, waitForHealth } from './http.ts';
import { benchDatabaseName, createDatabase, dropDatabase } from './postgres.ts';
import { removeTempDir, tempDir } from './temp-dirs.ts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const DEMO_PASSWORD = 'gabinete123';
/** The spec's WhatsApp API sits at /whatsapp (not under /api); the simulator's controls with it. */
export const SIMULATOR = '/whatsapp/simulator';

export interface WhatsappServer {
  name: string;
  port: number;
  child: Child;
}

export interface WhatsappOffice {
  a: WhatsappServer;
  b: WhatsappServer;
  databaseUrl: string;
  organizationId: string;
  admin: { a: Session; b: Session };
  /** Attendants (role atendente_sac), logged in through B. */
  attendants: Session[];
}

export const log = (line: string) => console.log(`[bench]   ${line}`);

async function startServer(name: string, env: Record<string, string>): Promise<WhatsappServer> {
  const port = await freePort();
  const dataDir = tempDir(`whatsapp-${name}`);
  const since = Date.now();
  const child = startChild(`server ${name}`, SERVER_ENTRY, { ...env, PORT: String(port), DATA_DIR: dataDir });
  const stop = child.stop;
  child.stop = async () => {
    await stop();
    removeTempDir(dataDir);
  };
  try {
    await waitForHealth(port, child, since, 60_000);
  } catch (err) {
    await child.stop();
    throw err;
  }
  return { name, port, child };
}

/** Invited users have no password: copy the demo attendant's row (and so its password) n times. */
async function addAttendants(databaseUrl: string, n: number, tag: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const res = await client.query<{ email: string }>(
      `insert into users (organization_id, name, email, password_hash, role, is_trial, email_verified_at)
       select organization_id, 'Atendente de Carga ' || lpad(g::text, 3, '0'),
              'atendente.' || $1 || '.' || g || '@gabinete.demo', password_hash, role, is_trial, now()
       from users, generate_series(1, $2::int) g where email = 'sac@gabinete.demo'
       returning email`,
      [tag, n],
    );
    return res.rows.map((r) => r.email).sort();
  } finally {
    await client.end();
  }
}

export async function post<T = unknown>(server: WhatsappServer, token: string, url: string, body: unknown) {
  const res = await requestJson<T>(server.port, 'POST', url, { token, body, timeoutMs: 30_000 });
  if (res.status >= 300)
    throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

/** Starts A (migrates, seeds the demo office), then B; connects the simulator on both; adds attendants. */
export async function withWhatsappOffice<T>(
  attendants: number,
  use: (office: WhatsappOffice) => Promise<T>,
): Promise<T> {
  const databaseUrl = await createDatabase(benchDatabaseName);
  const stream = `gabinete:bench:${randomBytes(4).toString('hex')}`;
  const env = {
    HOST: '127.0.0.1',
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    SOCKET_REDIS_STREAM: stream,
    JWT_SECRET: randomBytes(32).toString('hex'),
    WHATSAPP_PROVIDER: 'simulator',
  };
  const servers: WhatsappServer[] = [];
  try {
    log('starting server A (migrates and seeds the demo office), then B…');
    servers.push(await startServer('A', env));
    servers.push(await startServer('B', env));
    const [a, b] = servers as [WhatsappServer, WhatsappServer];
    const admin = { a: await login(a.port, DEMO_ADMIN), b: await login(b.port, DEMO_ADMIN) };
    // Each process has its own simulator; both must be connected for inbound messages on either.
    await post(a, admin.a.token, `${SIMULATOR}/scan`, {});
    await post(b, admin.b.token, `${SIMULATOR}/scan`, {});
    const emails = await addAttendants(databaseUrl, attendants, randomBytes(3).toString('hex'));
    const sessions: Session[] = [];
    for (const email of emails) sessions.push(await login(b.port, { email, password: DEMO_PASSWORD }));
    const me = await requestJson<{ organization_id: string }>(b.port, 'GET', '/api/me', {
      token: admin.b.token,
    });
    const organizationId = me.body.organization_id ?? '00000000-0000-4000-8000-000000000001';
    log(`office ready: ${sessions.length} attendants, ports A ${a.port}, B ${b.port}`);
    return await use({ a, b, databaseUrl, organizationId, admin, attendants: sessions });
  } finally {
    await Promise.all(servers.map((s) => s.child.stop()));
    await dropDatabase(benchDatabaseName).catch((err: unknown) => console.error('[bench] drop failed:', err));
    await deleteStream(stream).catch(() => {});
  }
}

/** The run's Socket.IO stream, so runs leave nothing in Redis. */
async function deleteStream(key: string): Promise<void> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.del(key);
  } finally {
    redis.disconnect();
  }
}

/** A WebSocket-only connection (no long-polling first), as many browser tabs would end up. */
export async function openSocket(server: WhatsappServer, token: string): Promise<AppSocket> {
  const socket: AppSocket = io(baseUrl(server.port), {
    path: SOCKET_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 20_000,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(new Error(`socket refused: ${err.message}`)));
  });
  return socket;
}

export function ack<T>(emit: (reply: (r: SocketAck<T>) => void) => void, ms = 15_000): Promise<SocketAck<T>> {
  return new Promise((resolve) => {
    const timer = setTimeout(
      () => resolve({ ok: false, code: 'TIMEOUT', message: `no ack in ${ms} ms` }),
      ms,
    );
    emit((r) => {
      clearTimeout(timer);
      resolve(r);
    });
  });
}

/** Joins the office's message room (new_message) and its inbox room (update_chat). */
export async function joinOffice(socket: AppSocket, organizationId: string): Promise<void> {
  for (const event of ['join_wpp_organization', 'join_chat_organization'] as const) {
    const r = await ack<undefined>((reply) => socket.emit(event, { organizationId }, reply));
    if (!r.ok) throw new Error(`${event} refused: ${r.code} ${r.message}`);
  }
}

/** Opens `n` sockets spread over the sessions, `batch` at a time, each joined to the office's rooms. */
export async function openAttendantSockets(
  server: WhatsappServer,
  sessions: Session[],
  organizationId: string,
  n: number,
  batch = 50,
): Promise<AppSocket[]> {
  const sockets: AppSocket[] = [];
  try {
    for (let i = 0; i < n; i += batch) {
      await Promise.all(
        Array.from({ length: Math.min(batch, n - i) }, async (_, k) => {
          const s = await openSocket(server, sessions[(i + k) % sessions.length]!.token);
          sockets.push(s);
          await joinOffice(s, organizationId);
        }),
      );
    }
  } catch (err) {
    closeAll(sockets);
    throw err;
  }
  return sockets;
}

export function closeAll(sockets: AppSocket[]): void {
  for (const s of sockets) s.close();
}

/** A valid Brazilian mobile number per index (55 31 98xxx-xxxx). */
export const phoneFor = (n: number) => `553198${String(n).padStart(7, '0')}`;
