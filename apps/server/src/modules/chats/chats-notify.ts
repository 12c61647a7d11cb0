// SAC notifications: a chat transferred to someone, and a new chat waiting in the queue (to the office's
// attendants, at most one per person per minute: a burst of new chats folds into one bell entry).
import { and, eq, isNull } from 'drizzle-orm';
import { can } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { effectiveAbility } from '../auth/principal.ts';
import { insertNotifications, type NotificationView } from '../notifications/notify.ts';
import { users } from '../users/users.table.ts';

/** The office's active users who may act on SAC chats. */
export async function sacAgents(db: Db, organizationId: string): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, role: users.role, ability: users.ability })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.active, true), isNull(users.deletedAt)));
  return rows.filter((u) => can(effectiveAbility(u.role, u.ability), 'update', 'sac'));
}

export async function notifyPendingChat(
  db: Db,
  organizationId: string,
  chatId: string,
  contact: string,
  now = new Date(),
): Promise<NotificationView[]> {
  const minute = Math.floor(now.getTime() / 60_000);
  const agents = await sacAgents(db, organizationId);
  return insertNotifications(
    db,
    agents.map((u) => ({
      organizationId,
      userId: u.id,
      kind: 'chat_pending' as const,
      title: 'Nova conversa aguardando no SAC',
      body: contact,
      link: `/sac?chat=${chatId}`,
      entityType: 'chat',
      entityId: null,
      // One per person per minute, whatever the number of chats arriving in it.
      dedupeKey: `chat-pending:${minute}`,
    })),
  );
}

export async function notifyTransferred(
  db: Db,
  organizationId: string,
  chatId: string,
  userId: string,
  actorId: string,
  contact: string,
): Promise<NotificationView[]> {
  return insertNotifications(db, [
    {
      organizationId,
      userId,
      kind: 'chat_transferred',
      title: 'Conversa do SAC transferida para você',
      body: contact,
      link: `/sac?chat=${chatId}`,
      entityType: 'chat',
      entityId: chatId,
      actorId,
    },
  ]);
}
