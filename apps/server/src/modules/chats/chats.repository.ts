// Reads of chats and messages with the names they show (citizen, agent, área, author), scoped to the office.
import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { areas } from '../areas/areas.table.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { users } from '../users/users.table.ts';
import { chatMessages, chats, type ChatMessageRow, type ChatRow } from './chats.table.ts';

export interface ChatView {
  chat: ChatRow;
  citizenName: string | null;
  agentName: string | null;
  areaName: string | null;
  areaColor: string | null;
}
export interface MessageView {
  message: ChatMessageRow;
  authorName: string | null;
}

export function chatViewQuery(db: Db) {
  return db
    .select({
      chat: chats,
      citizenName: citizens.name,
      agentName: users.name,
      areaName: areas.name,
      areaColor: areas.color,
    })
    .from(chats)
    .leftJoin(citizens, eq(citizens.id, chats.citizenId))
    .leftJoin(users, eq(users.id, chats.agentId))
    .leftJoin(areas, eq(areas.id, chats.areaId));
}

export async function findChatView(db: Db, organizationId: string, id: string): Promise<ChatView | null> {
  const [row] = await chatViewQuery(db)
    .where(and(eq(chats.organizationId, organizationId), eq(chats.id, id)))
    .limit(1);
  return row ?? null;
}

/** The row, optionally locked for a write; other offices' ids are not found. */
export async function findChat(db: Db, organizationId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(chats)
    .where(and(eq(chats.organizationId, organizationId), eq(chats.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

const messageViewQuery = (db: Db) =>
  db
    .select({ message: chatMessages, authorName: users.name })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.authorId));

export async function findMessageView(
  db: Db,
  organizationId: string,
  id: string,
): Promise<MessageView | null> {
  const [row] = await messageViewQuery(db)
    .where(and(eq(chatMessages.organizationId, organizationId), eq(chatMessages.id, id)))
    .limit(1);
  return row ?? null;
}

/** The newest `limit` messages (before a message when given), returned oldest → newest. */
export async function selectMessages(
  db: Db,
  organizationId: string,
  chatId: string,
  before: ChatMessageRow | null,
  limit: number,
): Promise<{ rows: MessageView[]; hasMore: boolean }> {
  const conditions: SQL[] = [
    eq(chatMessages.organizationId, organizationId),
    eq(chatMessages.chatId, chatId),
  ];
  if (before) {
    conditions.push(
      or(
        lt(chatMessages.createdAt, before.createdAt),
        and(eq(chatMessages.createdAt, before.createdAt), lt(chatMessages.id, before.id)),
      )!,
    );
  }
  const rows = await messageViewQuery(db)
    .where(and(...conditions))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  return { rows: rows.slice(0, limit).reverse(), hasMore };
}
