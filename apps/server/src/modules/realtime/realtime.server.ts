// The one Socket.IO server, attached to Fastify's HTTP server once it listens (app.inject-only tests and
// scripts never open one). The handshake's access token is checked in io.use; the server, not the client,
// decides the rooms. Areas with client events (the WhatsApp chat) add them with registerSocketHandler.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import {
  AREA_SUBJECTS,
  can,
  organizationRoom,
  SOCKET_PATH,
  subjectRoom,
  sessionRoom,
  userRoom,
  type AreaSubject,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketErrorData,
} from '@gabinete/shared';
import { AppError } from '../../lib/app-error.ts';
import { securityHeaderValues } from '../../plugins/security-headers.ts';
import type { AppDeps } from '../../deps.ts';
import type { Principal } from '../auth/principal.ts';
import type { RoomEmitter } from './realtime.ts';
import { redisStreamsAdapter, type SocketAdapter } from './redis-adapter.ts';
import { authenticateSocket } from './socket-auth.ts';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface InterServerEvents {}

/** What the handshake established; read it instead of anything the client sends. */
export interface SocketData {
  principal: Principal;
  /** The access token's session id (sessionRoom). */
  sessionId: string;
}

export type AppSocketServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type SocketHandler = (socket: AppSocket, deps: AppDeps) => void;

const handlers = new Map<string, SocketHandler>();
/** Subjects whose rooms carry WhatsApp/chat traffic. */
const LIVE_CHAT_SUBJECTS: readonly AreaSubject[] = ['whatsapp', 'sac'];

/** Adds an area's per-connection listeners (chat events); register at import time like the alert checks. */
export function registerSocketHandler(name: string, handler: SocketHandler): void {
  handlers.set(name, handler);
}

function refusal(err: unknown): Error & { data: SocketErrorData } {
  const known = err instanceof AppError;
  const data: SocketErrorData = {
    code: known ? err.code : 'INTERNAL',
    message: known ? err.message : 'Erro interno. Tente novamente em instantes.',
  };
  return Object.assign(new Error(data.message), { data });
}

export function createSocketServer(
  app: FastifyInstance,
  deps: AppDeps,
  shared: SocketAdapter | null = null,
): AppSocketServer {
  const io: AppSocketServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // No CORS: the app is served from the same origin, and the Vite dev server proxies /socket.io.
    // Several processes share rooms through Redis when REDIS_URL is set (redis-adapter.ts).
    ...(shared ? { adapter: shared.adapter } : {}),
  });
  // Its HTTP answers (handshake, polling, its own errors) carry the API's security headers: set on the
  // response before engine.io (which took over the server's request listeners above) writes it.
  const securityHeaders = Object.entries(securityHeaderValues());
  app.server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith(SOCKET_PATH))
      for (const [name, value] of securityHeaders) res.setHeader(name, value);
  });
  io.use((socket, next) => {
    authenticateSocket(deps, (socket.handshake.auth as { token?: unknown }).token).then(
      ({ principal, sessionId }) => {
        socket.data.principal = principal;
        socket.data.sessionId = sessionId;
        next();
      },
      (err: unknown) => {
        if (!(err instanceof AppError)) app.log.error({ err }, 'falha ao autenticar socket');
        next(refusal(err));
      },
    );
  });
  io.on('connection', (socket) => {
    const { userId, organizationId, ability } = socket.data.principal;
    // Rooms per readable subject: an area's live changes reach only those who may read the area. The
    // WhatsApp/chat ones only with read on whatsapp (spec §6: the live chat runs only for them).
    const live = can(ability, 'read', 'whatsapp');
    const readable = AREA_SUBJECTS.filter(
      (s) => can(ability, 'read', s) && (live || !LIVE_CHAT_SUBJECTS.includes(s)),
    ).map((s) => subjectRoom(organizationId, s));
    void socket.join([
      userRoom(userId),
      sessionRoom(socket.data.sessionId),
      organizationRoom(organizationId),
      ...readable,
    ]);
    for (const handler of handlers.values()) handler(socket, deps);
  });
  return io;
}

/** The hub's view of the server: untyped emits, already checked against the event map by Realtime. */
function roomEmitter(io: AppSocketServer): RoomEmitter {
  // io.to([a, b]) is one broadcast to the union: a socket in both rooms gets the event once.
  return {
    to: (room) => io.to(room) as unknown as ReturnType<RoomEmitter['to']>,
    toAll: (rooms) => io.to(rooms) as unknown as ReturnType<RoomEmitter['to']>,
    // Sent away through the adapter on every process; the browser connects again at once (lib/socket.ts) and
    // its handshake is checked again.
    reconnect: (room, except) => (except ? io.in(room).except(except) : io.in(room)).disconnectSockets(true),
  };
}

/**
 * Closes every connection at the transport level (as io.close() does, without closing Fastify's HTTP
 * server, which Fastify closes itself): browsers see 'transport close' and reconnect to the next server,
 * whereas a Socket.IO disconnect would tell them never to come back.
 */
async function closeSocketServer(io: AppSocketServer): Promise<void> {
  io.engine.close();
  await io.of('/').adapter.close();
}

/** Opens the socket server when the app listens and closes it before the HTTP server closes. */
declare module 'fastify' {
  interface FastifyInstance {
    /** Socket.IO connections open on this instance (GET /metrics). */
    socketClients?: () => number;
  }
}

export function registerRealtime(app: FastifyInstance, deps: AppDeps): void {
  let io: AppSocketServer | null = null;
  let shared: SocketAdapter | null = null;
  app.decorate('socketClients', () => io?.engine.clientsCount ?? 0);
  app.addHook('onListen', async () => {
    shared = deps.redis ? redisStreamsAdapter(deps.redis, deps.env.SOCKET_REDIS_STREAM, app.log) : null;
    io = createSocketServer(app, deps, shared);
    deps.realtime.attach(roomEmitter(io));
  });
  app.addHook('preClose', async () => {
    if (!io) return;
    deps.realtime.attach(null);
    await closeSocketServer(io);
    await shared?.close();
    io = null;
    shared = null;
  });
}
