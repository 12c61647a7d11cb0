// Writes shared by inbound messages, replies and the chat's lifecycle: events, the last-message preview, a
// citizen for an unknown number, and the office's active chat for a number (one per number: unique index).
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { formatPhone } from '@gabinete/shared';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { recordChange } from '../citizens/citizens-history.ts';
import { citizenPhones, citizens } from '../citizens/citizens.table.ts';
import { chatMessages, chats, type ChatMessageRow, type ChatRow } from './chats.table.ts';

/** The office's chat for a number that is not closed, locked for the write. */
export async function findActiveChat(
  db: Db,
  organizationId: string,
  phones: string[],
): Promise<ChatRow | null> {
  const [row] = await db
    .select()
    .from(chats)
    .where(
      and(eq(chats.organizationId, organizationId), inArray(chats.phone, phones), ne(chats.status, 'closed')),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

/** An 'event' line in the chat ('Ana Souza assumiu a conversa'); not a last message in the inbox. */
export async function insertEvent(
  db: Db,
  chat: Pick<ChatRow, 'id' | 'organizationId'>,
  body: string,
  authorId: string | null,
): Promise<ChatMessageRow> {
  const [row] = await db
    .insert(chatMessages)
    .values({ organizationId: chat.organizationId, chatId: chat.id, direction: 'event', body, authorId })
    .returning();
  return row!;
}

/** The inbox preview follows the newest in/out/note message. */
export async function setLastMessage(
  db: Db,
  message: ChatMessageRow,
  extra: PgUpdateSetSource<typeof chats> = {},
) {
  await db
    .update(chats)
    .set({
      lastMessageBody: message.body ?? message.mediaName,
      lastMessageDirection: message.direction,
      lastMessageKind: message.kind,
      lastMessageAt: message.createdAt,
      updatedAt: new Date(),
      ...extra,
    })
    .where(eq(chats.id, message.chatId));
}

export const unknownContactName = (phone: string) => `Contato do WhatsApp ${formatPhone(phone)}`;

/** A citizen for a number nobody in the office has: WhatsApp's name (or the number), reachable by phone. */
export async function createCitizenForPhone(
  db: Db,
  organizationId: string,
  phone: string,
  profileName: string | null,
  userId: string | null,
): Promise<{ id: string; name: string }> {
  const name = profileName?.trim().slice(0, 200) || unknownContactName(phone);
  const [row] = await db
    .insert(citizens)
    .values({
      organizationId,
      name,
      origin: 'whatsapp',
      notes: userId
        ? 'Cadastro criado no SAC ao iniciar uma conversa pelo WhatsApp.'
        : 'Cadastro criado automaticamente pela primeira mensagem recebida no SAC (WhatsApp).',
      registeredBy: userId,
    })
    .returning({ id: citizens.id, name: citizens.name });
  await db.insert(citizenPhones).values({
    citizenId: row!.id,
    organizationId,
    number: phone,
    type: 'celular',
    preferred: true,
    canContact: true,
  });
  await recordChange(db, { organizationId, citizenId: row!.id, userId, action: 'create' });
  return row!;
}

/** Unread inbound count +1 and the preview (inbound only). */
export const bumpUnseen = sql`${chats.unseenMsgs} + 1`;
