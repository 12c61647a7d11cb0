// Two server processes on one database and one Redis, as behind a load balancer: what is saved through
// process A reaches the browsers connected to process B (the Redis streams adapter). Needs PostgreSQL and
// Redis (TEST_DATABASE_URL / TEST_REDIS_URL, or the local ones); skipped with a message without them.
import { randomBytes } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  type Chat,
  type ChatMessage,
  type ClientToServerEvents,
  type DemandChange,
  type ServerToClientEvents,
  type SocketAck,
} from '@gabinete/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDatabase,
  deleteRedisKey,
  missingServices,
  startServer,
  testRedisUrl,
  type ServerProcess,
  type TestDatabase,
} from './scale-out-test-helpers.ts';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
interface Session {
  token: string;
  userId: string;
  organizationId: string;
}

const missing = await missingServices();
if (missing) console.warn(`[scale-out] teste de dois processos ignorado: ${missing}`);

async function api<T>(server: ServerProcess, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, text };
}

async function login(server: ServerProcess, email: string): Promise<Session> {
  const res = await api<{ accessToken: string; userData: { _id: string; organization_id: string } }>(
    server,
    'POST',
    '/api/auth',
    undefined,
    { email, password: 'gabinete123' },
  );
  expect(res.status, res.text).toBe(200);
  const { accessToken: token, userData } = res.body;
  return { token, userId: userData._id, organizationId: userData.organization_id };
}

/** Resolves with the first `event` whose payload passes `match`; rejects after `ms`. */
function next<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  match: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean,
  ms = 5_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`'${event}' não chegou em ${ms} ms`)), ms);
    const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    };
    socket.on(event, listener as never);
  });
}

describe.skipIf(missing !== null)('two server processes sharing rooms through Redis', () => {
  let database: TestDatabase | null = null;
  const servers: ServerProcess[] = [];
  const sockets: ClientSocket[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  // This run's own stream: the demo offices' rooms are named alike in every database.
  const stream = `gabinete:test:${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    database = await createDatabase();
    const env = {
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '4',
      REDIS_URL: testRedisUrl(),
      SOCKET_REDIS_STREAM: stream,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: '1',
    };
    // One after the other: the first migrates and seeds the empty database, the second finds it ready.
    a = await startServer('A', env);
    servers.push(a);
    b = await startServer('B', env);
    servers.push(b);
  }, 60_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.allSettled(servers.map((s) => s.stop()));
    await database?.drop();
    await deleteRedisKey(stream);
  }, 30_000);

  async function socketOn(server: ServerProcess, token: string): Promise<ClientSocket> {
    const socket: ClientSocket = connect(server.url, {
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  it('a demanda saved through A refreshes the lists of a colleague connected to B', async () => {
    const sac = await login(b, 'sac@gabinete.demo');
    const socket = await socketOn(b, sac.token);
    const admin = await login(a, 'admin@gabinete.demo');
    const list = await api<{ demands: { _id: string; version: number }[] }>(
      a,
      'GET',
      '/api/demands?perPage=1',
      admin.token,
    );
    const demand = list.body.demands[0]!;
    const heard = next(socket, 'demand:changed', (c: DemandChange) => c._id === demand._id);
    const saved = await api<{ version: number }>(a, 'PUT', `/api/demands/${demand._id}`, admin.token, {
      responsibleId: admin.userId,
      version: demand.version,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(await heard).toEqual({ _id: demand._id, version: saved.body.version, by: admin.userId });
  });

  it("a citizen's WhatsApp message arriving at A reaches the attendant connected to B", async () => {
    const sac = await login(b, 'sac@gabinete.demo');
    const socket = await socketOn(b, sac.token);
    const join = (event: 'join_wpp_organization' | 'join_chat_organization') =>
      new Promise<SocketAck>((resolve) =>
        socket.emit(event, { organizationId: sac.organizationId }, resolve),
      );
    const admin = await login(a, 'admin@gabinete.demo');
    // The demo office starts paired; scanning again keeps it connected, whatever an earlier test did.
    const scan = await api(a, 'POST', '/whatsapp/simulator/scan', admin.token, {});
    expect(scan.status, scan.text).toBeLessThan(300);
    expect(await join('join_wpp_organization')).toMatchObject({ ok: true });
    expect(await join('join_chat_organization')).toMatchObject({ ok: true });

    const text = `Olá do processo A ${randomBytes(4).toString('hex')}`;
    const message = next(socket, 'new_message', (p: { message: ChatMessage }) => p.message.body === text);
    const chatUpdate = next(socket, 'update_chat', (c: Chat) => c.organizationId === sac.organizationId);
    const sent = await api(a, 'POST', '/whatsapp/simulator/inbound', admin.token, {
      from: '5531988887777',
      text,
    });
    expect(sent.status, sent.text).toBeLessThan(300);
    const received = await message;
    expect(received.message).toMatchObject({ body: text, direction: 'in' });
    expect(received.chat.organizationId).toBe(sac.organizationId);
    expect((await chatUpdate)._id).toBe(received.chat._id);
  });
  it('a socket on B in the chat, chat-list and wpp rooms hears one new_message and one update_chat per message sent through A', async () => {
    const sac = await login(b, 'sac@gabinete.demo');
    const socket = await socketOn(b, sac.token);
    const ask = (event: 'join_wpp_organization' | 'join_chat_organization' | 'join_chat', payload: object) =>
      new Promise<SocketAck<unknown>>((resolve) =>
        (
          socket as unknown as { emit(e: string, p: object, ack: (r: SocketAck<unknown>) => void): void }
        ).emit(event, payload, resolve),
      );
    const admin = await login(a, 'admin@gabinete.demo');
    await api(a, 'POST', '/whatsapp/simulator/scan', admin.token, {});
    const from = '5531977776655';
    const first = `Primeira ${randomBytes(4).toString('hex')}`;
    const firstHeard = next(socket, 'new_message', (p: { message: ChatMessage }) => p.message.body === first);
    expect(await ask('join_wpp_organization', { organizationId: sac.organizationId })).toMatchObject({
      ok: true,
    });
    expect(await ask('join_chat_organization', { organizationId: sac.organizationId })).toMatchObject({
      ok: true,
    });
    await api(a, 'POST', '/whatsapp/simulator/inbound', admin.token, { from, text: first });
    const chatId = (await firstHeard).chat._id;
    expect(await ask('join_chat', { chatId })).toMatchObject({ ok: true });

    const heard: string[] = [];
    socket.on('new_message', (p) => void (p.chat._id === chatId && heard.push('new_message')));
    socket.on('update_chat', (c) => void (c._id === chatId && heard.push('update_chat')));
    const second = `Segunda ${randomBytes(4).toString('hex')}`;
    const secondHeard = next(
      socket,
      'new_message',
      (p: { message: ChatMessage }) => p.message.body === second,
    );
    await api(a, 'POST', '/whatsapp/simulator/inbound', admin.token, { from, text: second });
    await secondHeard;
    await new Promise((r) => setTimeout(r, 500));
    expect(heard.sort()).toEqual(['new_message', 'update_chat']);
  });
});
