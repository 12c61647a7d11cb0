// The Socket.IO connection (spec §7 'Real-time socket'): client options, and the typed event maps both
// ends use. The WhatsApp/SAC events of the spec are added by the WhatsApp issue under their exact names.
import type { AreaSubject } from './abilities.ts';
import type { Notification } from './notifications.contract.ts';

export const SOCKET_PATH = '/socket.io';
/** Spec §7 and §9: up to 5 reconnection attempts, 5000 ms timeout. */
export const SOCKET_OPTIONS = { reconnectionAttempts: 5, timeout: 5000 } as const;
/** Spec §4 and §8: what a connect failure shows. */
export const SOCKET_UNAVAILABLE_MESSAGE = 'Serviço Temporariamente Indisponível';

/** Handshake: `io(url, { auth: { token: <access token> } })`; a bad or expired token is refused. */
export interface SocketAuth {
  token: string;
}

/** What `connect_error` carries in `err.data` when the server refuses the handshake (`err.message` is the same pt-BR text). */
export interface SocketErrorData {
  code: string;
  message: string;
}
/** Refusals a fresh access token can cure: the client refreshes its session once and reconnects. */
export const SOCKET_REFRESHABLE_CODES: readonly string[] = ['TOKEN_EXPIRED', 'UNAUTHENTICATED'];

/** Events the server sends. */
export interface ServerToClientEvents {
  /** A new notification for the connected user (room `user:<id>`). */
  'notification:new': (notification: Notification) => void;
  /** The unread count changed elsewhere (read in another tab, read all). */
  'notification:unread': (payload: { unread: number }) => void;
  /** A demanda was created, changed, moved, deleted or restored (room of the office's demandas readers). */
  'demand:changed': (payload: DemandChange) => void;
}

/** Who changed which demanda: open lists, boards and records refresh unless the change was their own. */
export interface DemandChange {
  _id: string;
  /** The version after the change (null when deleted). */
  version: number | null;
  /** The user who made it. */
  by: string;
}

/** Events the client sends (the chat events of spec §7 join here with the WhatsApp issue). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ClientToServerEvents {}

/** Rooms the server puts a socket in after checking the token. */
export const userRoom = (userId: string) => `user:${userId}`;
export const organizationRoom = (organizationId: string) => `org:${organizationId}`;
/** The office's users who may read a subject (joined at connection from the ability list). */
export const subjectRoom = (organizationId: string, subject: AreaSubject) =>
  `org:${organizationId}:${subject}`;
