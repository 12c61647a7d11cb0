// Shared by the WhatsApp tests: a sink that records what the chats module would get, and a recorder of pushes.
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { users } from '../users/users.table.ts';
import { registerInboundSink, type DeliveryUpdate, type InboundMessage } from './gateway.ts';

export interface RecordingSink {
  messages: { organizationId: string; message: InboundMessage }[];
  deliveries: { organizationId: string; update: DeliveryUpdate }[];
  ready: string[];
}

/** Register after the app is built (the chats module registers its own at import). */
export function recordingSink(): RecordingSink {
  const rec: RecordingSink = { messages: [], deliveries: [], ready: [] };
  registerInboundSink({
    message: async (_deps, organizationId, message) => void rec.messages.push({ organizationId, message }),
    delivery: async (_deps, organizationId, update) => void rec.deliveries.push({ organizationId, update }),
    ready: async (_deps, organizationId) => void rec.ready.push(organizationId),
  });
  return rec;
}

export interface Push {
  room: string;
  event: string;
  payload: Record<string, unknown>;
}
/** Every toRoom push from now on (a toRooms push: one entry per room, all from one emit). */
export function recordPushes(t: TestApp): Push[] {
  const pushes: Push[] = [];
  const realtime = t.deps.realtime;
  const toRoom = realtime.toRoom.bind(realtime);
  const toRooms = realtime.toRooms.bind(realtime);
  realtime.toRoom = (room, event, payload) => {
    pushes.push({ room, event, payload: payload as Record<string, unknown> });
    toRoom(room, event, payload);
  };
  realtime.toRooms = (rooms, event, payload) => {
    for (const room of rooms) pushes.push({ room, event, payload: payload as Record<string, unknown> });
    toRooms(rooms, event, payload);
  };
  return pushes;
}

export async function orgOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.deps.database.db
    .select({ org: users.organizationId })
    .from(users)
    .where(eq(users.email, email));
  return row!.org;
}

export const waitFor = async (check: () => boolean, ms = 2000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};
