// Live pushes to browsers. Services call it after their transaction commits (house rule 9); the Socket.IO
// server (realtime.server.ts) attaches itself once the HTTP server exists. Before that, and in processes
// without sockets, a push reaches nobody and is not an error: the data is already stored.
import type { ServerToClientEvents } from '@gabinete/shared';
import { organizationRoom, subjectRoom, userRoom, type AreaSubject } from '@gabinete/shared';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

interface Emit {
  emit(event: string, payload: unknown): unknown;
}
/** What the hub needs from Socket.IO: emitting to a room, or to the union of several (once per socket). */
export interface RoomEmitter {
  to(room: string): Emit;
  /** Socket.IO's io.to([…]); recording emitters in tests may leave it out (then one emit per room). */
  toAll?(rooms: string[]): Emit;
  /** Sends every socket in the room (but those in `except`) away, on every process. */
  reconnect?(room: string, except?: string): void;
}

export interface Realtime {
  toUser<E extends EventName>(userId: string, event: E, payload: Payload<E>): void;
  toOrganization<E extends EventName>(organizationId: string, event: E, payload: Payload<E>): void;
  /** To the office's users who may read the subject. */
  toReaders<E extends EventName>(
    organizationId: string,
    subject: AreaSubject,
    event: E,
    payload: Payload<E>,
  ): void;
  /** To a room the server chose after its own checks (chatRoom, chatsRoom, wppRoom…). */
  toRoom<E extends EventName>(room: string, event: E, payload: Payload<E>): void;
  /**
   * To every socket in any of the rooms, in ONE emit: Socket.IO (and the Redis streams adapter) delivers it
   * once to a socket that is in several of them. Never emit the same event room by room.
   */
  toRooms<E extends EventName>(rooms: string[], event: E, payload: Payload<E>): void;
  /**
   * After a session ended or a user's role, permissions or office changed: the room's sockets are sent away;
   * browsers connect again at once and the handshake checks them (refused when the session is over; new
   * rooms when the permissions changed). `except`: the room of the session that stays.
   */
  recheck(room: string, except?: string): void;
  /** Called by the Socket.IO server when it starts (and with null when it stops). */
  attach(emitter: RoomEmitter | null): void;
}

export function createRealtime(): Realtime {
  let emitter: RoomEmitter | null = null;
  return {
    toUser(userId, event, payload) {
      emitter?.to(userRoom(userId)).emit(event, payload);
    },
    toOrganization(organizationId, event, payload) {
      emitter?.to(organizationRoom(organizationId)).emit(event, payload);
    },
    toReaders(organizationId, subject, event, payload) {
      emitter?.to(subjectRoom(organizationId, subject)).emit(event, payload);
    },
    toRoom(room, event, payload) {
      emitter?.to(room).emit(event, payload);
    },
    toRooms(rooms, event, payload) {
      if (!emitter || rooms.length === 0) return;
      if (emitter.toAll) emitter.toAll(rooms).emit(event, payload);
      else for (const room of rooms) emitter.to(room).emit(event, payload);
    },
    recheck(room, except) {
      emitter?.reconnect?.(room, except);
    },
    attach(next) {
      emitter = next;
    },
  };
}
