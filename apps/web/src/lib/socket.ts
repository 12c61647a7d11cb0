// The live connection (spec §7, §8): one Socket.IO client per session, opened after login by the shell.
// socket.io-client is imported on demand, so the login screen never downloads it. The handshake sends
// the current access token (a function, so reconnects use a refreshed one); a refusal for an expired
// token refreshes the session once and reconnects; any connect failure shows 'Serviço Temporariamente
// Indisponível'. Areas listen with useSocketEvent and read useSocketStatus.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { io as createClient, Socket } from 'socket.io-client';
import {
  SOCKET_OPTIONS,
  SOCKET_PATH,
  SOCKET_REFRESHABLE_CODES,
  SOCKET_UNAVAILABLE_MESSAGE,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketErrorData,
} from '@gabinete/shared';
import { refreshSession } from './api-client.ts';
import { getAccessToken, getUserData, subscribeSession } from './session.ts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface SocketStatus {
  connected: boolean;
  /** Null while connecting or connected; the spec's message after a failure. */
  message: string | null;
  /** Socket.IO stopped trying (the 5 attempts ran out, or the server refused or sent us away): the shell
   * offers 'Tentar novamente'. */
  gaveUp: boolean;
}

type EventName = keyof ServerToClientEvents;
type Handler = (...args: unknown[]) => void;

const IDLE: SocketStatus = { connected: false, message: null, gaveUp: false };
let status: SocketStatus = IDLE;
const statusListeners = new Set<() => void>();
const handlers = new Map<string, Set<Handler>>();

let socket: AppSocket | null = null;
let socketUserId: string | null = null;
/** Bumped by every start and stop, so a start whose import finishes after a stop does nothing. */
let generation = 0;
let unwatch: (() => void) | null = null;

/** How soon a second 'sent away' counts as a refusal rather than a check (see wire). */
const SENT_AWAY_RETRY_MS = 60_000;

function setStatus(next: SocketStatus): void {
  const same =
    next.connected === status.connected && next.message === status.message && next.gaveUp === status.gaveUp;
  if (same) return;
  status = next;
  for (const listener of statusListeners) listener();
}

function dispatch(event: string, args: unknown[]): void {
  for (const handler of handlers.get(event) ?? []) {
    try {
      handler(...args);
    } catch (error) {
      console.error(`Falha ao tratar o evento '${event}'`, error);
    }
  }
}

function wire(next: AppSocket): void {
  let refreshed = false;
  let sentAwayAt = 0;
  next.on('connect', () => {
    refreshed = false;
    setStatus({ connected: true, message: null, gaveUp: false });
  });
  next.on('disconnect', (reason) => {
    // The server sends sockets away after a logout, a deactivation or a change of role, so that they are
    // checked again: connect once more at once and let the handshake decide (refused when the session is
    // over, new rooms when the role changed). Sent away again within a minute: say so (focus retries).
    if (reason === 'io server disconnect' && Date.now() - sentAwayAt > SENT_AWAY_RETRY_MS) {
      sentAwayAt = Date.now();
      setStatus({ connected: false, message: null, gaveUp: false });
      next.connect();
      return;
    }
    const sentAway = reason === 'io server disconnect';
    const message = sentAway ? SOCKET_UNAVAILABLE_MESSAGE : status.message;
    setStatus({ connected: false, message, gaveUp: sentAway });
  });
  next.on('connect_error', (error: Error & { data?: SocketErrorData }) => {
    // A refused handshake is not retried by Socket.IO: refresh the token once and try again ourselves.
    const code = error.data?.code;
    const refresh = Boolean(code && SOCKET_REFRESHABLE_CODES.includes(code) && !refreshed);
    // Socket.IO keeps trying while `active`; a refusal it will not retry (and we do not refresh) gives up.
    const gaveUp = !refresh && next.active === false;
    setStatus({ connected: false, message: SOCKET_UNAVAILABLE_MESSAGE, gaveUp });
    if (refresh) {
      refreshed = true;
      void refreshSession().then((ok) => {
        if (ok && socket === next) next.connect();
        else if (socket === next) setStatus({ ...status, gaveUp: true });
      });
    }
  });
  // The last of the 5 reconnection attempts failed (spec §9): stop and offer 'Tentar novamente'.
  next.io.on('reconnect_failed', () =>
    setStatus({ connected: false, message: SOCKET_UNAVAILABLE_MESSAGE, gaveUp: true }),
  );
  next.onAny((event: string, ...args: unknown[]) => dispatch(event, args));
}

/** Opens the session's connection (once); the shell calls it after login. */
export async function startSocket(): Promise<void> {
  const userId = getUserData()?._id ?? null;
  if (!userId || !getAccessToken()) return;
  if (socket && socketUserId === userId) return;
  if (socket) stopSocket();
  const mine = ++generation;
  unwatch ??= watch();
  let connect: typeof createClient;
  try {
    ({ io: connect } = await import('socket.io-client'));
  } catch (error) {
    console.warn('Conexão em tempo real indisponível: não foi possível carregar o cliente.', error);
    setStatus({ connected: false, message: SOCKET_UNAVAILABLE_MESSAGE, gaveUp: true });
    return;
  }
  if (mine !== generation) return;
  const next: AppSocket = connect({
    path: SOCKET_PATH,
    ...SOCKET_OPTIONS,
    auth: (cb) => cb({ token: getAccessToken() ?? '' }),
  });
  socket = next;
  socketUserId = userId;
  wire(next);
}

/** Closes the connection (logout, another user in this browser). */
export function stopSocket(): void {
  generation++;
  socket?.removeAllListeners();
  socket?.io.removeAllListeners();
  socket?.disconnect();
  socket = null;
  socketUserId = null;
  unwatch?.();
  unwatch = null;
  setStatus(IDLE);
}

function onSessionChange(): void {
  if (!getAccessToken() || !getUserData()) stopSocket();
  else if (socketUserId && getUserData()?._id !== socketUserId) void startSocket();
}

/** Tries again once the reconnection attempts ran out or a refusal stopped them (no-op while connecting). */
export function retrySocket(): void {
  if (!socket || socket.connected) return;
  setStatus({ ...status, gaveUp: false });
  socket.connect();
}

/** After the five attempts of a burst, a quiet retry now and then, so a long outage ends by itself. */
const RETRY_EVERY_MS = 60_000;

/** Follows the session (logout closes, another user reconnects) and retries when the person comes back. */
function watch(): () => void {
  const stopSession = subscribeSession(onSessionChange);
  window.addEventListener('focus', retrySocket);
  window.addEventListener('online', retrySocket);
  const timer = window.setInterval(retrySocket, RETRY_EVERY_MS);
  return () => {
    stopSession();
    window.clearInterval(timer);
    window.removeEventListener('focus', retrySocket);
    window.removeEventListener('online', retrySocket);
  };
}

/** Sends a client event; without a connection it only warns (spec §8: a missing socket is a warning). */
export function emitSocket<E extends keyof ClientToServerEvents>(
  event: E,
  ...args: Parameters<ClientToServerEvents[E]>
): void {
  if (!socket?.connected) {
    console.warn(`Conexão em tempo real indisponível: '${String(event)}' não foi enviado.`);
    return;
  }
  socket.emit(event, ...args);
}

type AckOf<E extends keyof ClientToServerEvents> =
  Parameters<ClientToServerEvents[E]> extends [unknown, (result: infer R) => void] ? R : never;

/** Without an answer in this time the event counts as not delivered. */
export const SOCKET_ACK_TIMEOUT_MS = 10_000;

/**
 * Sends a client event and resolves with the server's SocketAck; no connection or no answer in time
 * resolves as a pt-BR refusal (never rejects), so a form can show it under its button.
 */
export function emitWithAck<E extends keyof ClientToServerEvents>(
  event: E,
  payload: Parameters<ClientToServerEvents[E]>[0],
  timeoutMs = SOCKET_ACK_TIMEOUT_MS,
): Promise<AckOf<E>> {
  const refusal = { ok: false, code: 'SOCKET_UNAVAILABLE', message: SOCKET_UNAVAILABLE_MESSAGE } as AckOf<E>;
  const current = socket;
  if (!current?.connected) return Promise.resolve(refusal);
  return new Promise((resolve) => {
    const emitter = current.timeout(timeoutMs) as unknown as {
      emit: (name: string, data: unknown, cb: (error: Error | null, result: AckOf<E>) => void) => void;
    };
    emitter.emit(event, payload, (error, result) => resolve(error || !result ? refusal : result));
  });
}

export function getSocketStatus(): SocketStatus {
  return status;
}

export function subscribeSocketStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** Connected or not, and the message to show when not. */
export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(subscribeSocketStatus, getSocketStatus, () => IDLE);
}

/** Calls the latest handler for every event of that name while the component is mounted. */
export function useSocketEvent<E extends EventName>(event: E, handler: ServerToClientEvents[E]): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const forward: Handler = (...args) => (latest.current as Handler)(...args);
    const set = handlers.get(event) ?? new Set<Handler>();
    set.add(forward);
    handlers.set(event, set);
    return () => {
      set.delete(forward);
    };
  }, [event]);
}

/** Holds the connection open while the logged-in shell is mounted (the header calls it). */
export function useSocketSession(userId: string | null): void {
  useEffect(() => {
    if (!userId) return;
    void startSocket();
    return () => stopSocket();
  }, [userId]);
}
