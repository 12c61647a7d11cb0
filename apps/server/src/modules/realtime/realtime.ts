// Live pushes to browsers. Services call it after their transaction commits (house rule 9); the Socket.IO
// server (realtime.server.ts) attaches itself once the HTTP server exists. Before that, and in processes
// without sockets, a push reaches nobody and is not an error: the data is already stored.
import type { ServerToClientEvents } from '@gabinete/shared';
import { organizationRoom, subjectRoom, userRoom, type AreaSubject } from '@gabinete/shared';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** What the hub needs from Socket.IO: emitting to a room. */
export interface RoomEmitter {
  to(room: string): { emit(event: string, payload: unknown): unknown };
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
    attach(next) {
      emitter = next;
    },
  };
}
