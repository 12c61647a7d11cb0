// The Redis streams adapter on its own: two Socket.IO servers share rooms through a private redis-server that
// is killed and started again in the middle; emits before and after the restart cross over. Skipped where
// the redis-server binary is missing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisStreamsAdapter, type SocketAdapter } from './redis-adapter.ts';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedisServer) console.warn('[redis-adapter] teste ignorado: redis-server não encontrado');

const silent = { warn() {}, info() {} } as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

describe.skipIf(!hasRedisServer)('the Redis streams adapter', () => {
  let redisPort: number;
  let redisServer: ChildProcess | null = null;
  const clients: Redis[] = [];
  const nodes: { http: HttpServer; io: Server; shared: SocketAdapter; url: string }[] = [];
  const sockets: Socket[] = [];

  async function startRedis() {
    redisServer = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const probe = new Redis(redisPort, '127.0.0.1', { lazyConnect: true, retryStrategy: () => null });
    probe.on('error', () => {});
    for (let i = 0; i < 50; i++) {
      if (
        await probe.connect().then(
          () => true,
          () => false,
        )
      )
        break;
      await sleep(100);
    }
    probe.disconnect();
  }

  async function stopRedis() {
    if (!redisServer || redisServer.exitCode !== null) return;
    redisServer.kill('SIGKILL');
    await once(redisServer, 'exit');
  }

  async function node() {
    const redis = new Redis(redisPort, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 2 });
    redis.on('error', () => {});
    await redis.connect();
    clients.push(redis);
    const shared = redisStreamsAdapter(redis, 'gabinete:adapter-test', silent);
    const http = createServer();
    const io = new Server(http, { adapter: shared.adapter });
    io.on('connection', (s) => void s.join('org:1'));
    http.listen(0, '127.0.0.1');
    await once(http, 'listening');
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    nodes.push({ http, io, shared, url });
    return { io, url };
  }

  async function client(url: string): Promise<Socket> {
    const s = connect(url, { transports: ['websocket'], forceNew: true });
    sockets.push(s);
    await new Promise<void>((resolve) => s.once('connect', resolve));
    return s;
  }

  /** Emits from `from` until `socket` hears it (the adapter may need a moment after a reconnect). */
  async function crossesOver(from: Server, socket: Socket, text: string, ms = 8_000): Promise<boolean> {
    const heard = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      socket.on('ping:test', (t: string) => {
        if (t !== text) return;
        clearTimeout(timer);
        resolve(true);
      });
    });
    let done = false;
    void heard.then(() => (done = true));
    while (!done) {
      from.to('org:1').emit('ping:test', text);
      await sleep(200);
    }
    return heard;
  }

  beforeAll(async () => {
    redisPort = await freePort();
    await startRedis();
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const n of nodes) {
      n.io.close();
      await n.shared.close();
    }
    for (const c of clients) c.disconnect();
    await stopRedis();
  });

  it('carries room emits between servers, and again after Redis restarts', async () => {
    const a = await node();
    const b = await node();
    const onB = await client(b.url);
    const onA = await client(a.url);
    expect(await crossesOver(a.io, onB, 'antes')).toBe(true);

    await stopRedis();
    // While Redis is down an emit still reaches the sockets of its own server.
    expect(await crossesOver(a.io, onA, 'durante')).toBe(true);
    await startRedis();

    expect(await crossesOver(a.io, onB, 'depois, de A')).toBe(true);
    expect(await crossesOver(b.io, onA, 'depois, de B')).toBe(true);
  }, 40_000);
});
