// Replies, notes, files and new conversations: each outbound message is stored 'pendente' (one row per
// clientId), pushed, and only then handed to the queue (chats-outbound.ts).
import { and, asc, eq } from 'drizzle-orm';
import type { ChatMessage } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { citizenPhones } from '../citizens/citizens.table.ts';
import { getLiveCitizenRow } from '../citizens/citizens.service.ts';
import { findCitizenByPhone, lockPhone, phoneCandidates } from './chat-phones.ts';
import { mediaRelPath, removeMedia, writeMedia } from './chat-media.ts';
import { checkCanReply } from './chats-guard.ts';
import { enqueueOutbound, outsideServiceWindow } from './chats-outbound.ts';
import { loadMessage, pushMessages } from './chats-push.ts';
import { createCitizenForPhone, findActiveChat, setLastMessage } from './chats-write.ts';
import { findChat } from './chats.repository.ts';
import { chatMessages, chats, type ChatMessageRow, type ChatRow } from './chats.table.ts';
import { retryOnUnique } from '../../lib/unique-violation.ts';

export interface OutboundInput {
  text: string | null;
  clientId?: string;
  private?: boolean;
  media?: {
    id: string;
    relPath: string;
    mimeType: string;
    fileName: string | null;
    size: number;
    kind: string;
  };
}

async function byClientId(db: Db, organizationId: string, clientId: string | undefined) {
  if (!clientId) return null;
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.organizationId, organizationId), eq(chatMessages.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

async function insertOutbound(
  tx: Db,
  tenant: Tenant,
  chat: ChatRow,
  input: OutboundInput,
): Promise<ChatMessageRow> {
  const [row] = await tx
    .insert(chatMessages)
    .values({
      ...(input.media ? { id: input.media.id } : {}),
      organizationId: tenant.organizationId,
      chatId: chat.id,
      direction: input.private ? 'note' : 'out',
      kind: input.media ? input.media.kind : 'text',
      body: input.text,
      mediaPath: input.media?.relPath ?? null,
      mediaMime: input.media?.mimeType ?? null,
      mediaName: input.media?.fileName ?? null,
      mediaSize: input.media?.size ?? null,
      clientId: input.clientId ?? null,
      deliveryState: input.private ? null : 'pendente',
      authorId: tenant.userId,
    })
    .returning();
  await setLastMessage(tx, row!);
  return row!;
}

/** After the commit: push, then queue (a note is never sent). */
async function afterWrite(deps: AppDeps, tenant: Tenant, row: ChatMessageRow, extra: string[] = []) {
  const { messages } = await pushMessages(deps, tenant.organizationId, row.chatId, [...extra, row.id]);
  if (row.direction === 'out') await enqueueOutbound(deps, [row.id]);
  return messages.at(-1)!;
}

/** A reply or a private note on a chat (REST and attendant_send_message). The same clientId is one message. */
export async function sendOnChat(
  deps: AppDeps,
  tenant: Tenant,
  chatId: string,
  input: OutboundInput,
): Promise<ChatMessage> {
  const db = deps.database.db;
  const chat = await findChat(db, tenant.organizationId, chatId);
  if (!chat) throw new AppError('CHAT_NOT_FOUND', 404);
  const existing = await byClientId(db, tenant.organizationId, input.clientId);
  if (existing) return existingView(deps, tenant, existing);
  if (!input.private) {
    checkCanReply(tenant, chat);
    if (await outsideServiceWindow(deps, tenant.organizationId, chat.lastInboundAt)) {
      throw new AppError('WHATSAPP_OUTSIDE_WINDOW', 422);
    }
  } else if (chat.status === 'closed') {
    throw new AppError('CHAT_CLOSED', 409);
  }
  try {
    const row = await db.transaction(async (tx) => {
      const locked = await findChat(tx, tenant.organizationId, chatId, true);
      if (!input.private) checkCanReply(tenant, locked!);
      return insertOutbound(tx, tenant, locked!, input);
    });
    return await afterWrite(deps, tenant, row);
  } catch (err) {
    const winner = await byClientId(db, tenant.organizationId, input.clientId);
    if (winner) return existingView(deps, tenant, winner);
    throw err;
  }
}

/** The stored message for a clientId seen before: nothing new is stored, pushed or sent. */
const existingView = (deps: AppDeps, tenant: Tenant, row: ChatMessageRow) =>
  loadMessage(deps, tenant.organizationId, row.id);

/** The citizen's number to write to: the one asked for (if it is theirs and reachable), else the preferred. */
async function phoneOfCitizen(db: Db, tenant: Tenant, citizenId: string, wanted?: string): Promise<string> {
  await getLiveCitizenRow(db, tenant, citizenId);
  const phones = await db
    .select({ number: citizenPhones.number })
    .from(citizenPhones)
    .where(and(eq(citizenPhones.citizenId, citizenId), eq(citizenPhones.canContact, true)))
    .orderBy(asc(citizenPhones.position));
  if (phones.length === 0)
    throw new AppError('WHATSAPP_INVALID_RECIPIENT', 422, 'Este eleitor não tem telefone para contato.');
  if (!wanted) return phones[0]!.number;
  const candidates = phoneCandidates(wanted);
  const match = phones.find((p) => candidates.includes(p.number));
  if (!match) {
    throw new AppError(
      'WHATSAPP_INVALID_RECIPIENT',
      422,
      'Este telefone não é um contato autorizado do eleitor.',
      {
        phone: 'Escolha um telefone do eleitor que aceita contato',
      },
    );
  }
  return match.number;
}

export interface StartInput {
  citizenId?: string;
  phone?: string;
  text: string;
  clientId?: string;
}

/**
 * Starts (or continues) the conversation with a citizen or a number and sends the first message: the
 * number's active chat when there is one (a pending one is assumed by the caller), else a new open chat.
 */
export async function startChat(deps: AppDeps, tenant: Tenant, input: StartInput) {
  const db = deps.database.db;
  const existing = await byClientId(db, tenant.organizationId, input.clientId);
  if (existing) return { message: await existingView(deps, tenant, existing), chatId: existing.chatId };
  if (!input.citizenId && !input.phone) {
    throw new AppError('VALIDATION', 400, 'Escolha um eleitor ou informe o telefone.', {
      phone: 'Informe o telefone',
    });
  }
  const phone = input.citizenId
    ? await phoneOfCitizen(db, tenant, input.citizenId, input.phone)
    : input.phone!;
  const phones = phoneCandidates(phone);
  if (phones.length === 0) throw new AppError('WHATSAPP_INVALID_RECIPIENT', 422);
  const org = tenant.organizationId;
  try {
    const row = await retryOnUnique(() =>
      db.transaction(async (tx) => {
        await lockPhone(tx, org, phones[0]!);
        let chat: ChatRow | null | undefined = await findActiveChat(tx, org, phones);
        if (!chat) {
          const citizen = input.citizenId
            ? { id: input.citizenId }
            : ((await findCitizenByPhone(tx, org, phones)) ??
              (await createCitizenForPhone(tx, org, phones[0]!, null, tenant.userId)));
          [chat] = await tx
            .insert(chats)
            .values({
              organizationId: org,
              phone: phones[0]!,
              citizenId: citizen.id,
              status: 'open',
              agentId: tenant.userId,
              assumedAt: new Date(),
            })
            .returning();
        } else if (chat.status === 'open' && chat.agentId !== tenant.userId) {
          throw new AppError('CHAT_NOT_YOURS', 409);
        } else if (chat.status === 'pending') {
          [chat] = await tx
            .update(chats)
            .set({ status: 'open', agentId: tenant.userId, assumedAt: new Date(), updatedAt: new Date() })
            .where(eq(chats.id, chat.id))
            .returning();
        }
        return insertOutbound(tx, tenant, chat!, { text: input.text, clientId: input.clientId });
      }),
    );
    return { message: await afterWrite(deps, tenant, row), chatId: row.chatId };
  } catch (err) {
    const winner = await byClientId(db, org, input.clientId);
    if (winner) return { message: await existingView(deps, tenant, winner), chatId: winner.chatId };
    throw err;
  }
}

/** A file from the attendant (stored first, then queued like a text). The same clientId is one message. */
export async function sendFile(
  deps: AppDeps,
  tenant: Tenant,
  chatId: string,
  file: { data: Buffer; mimeType: string; fileName: string; kind: string },
  caption: string | null,
  clientId?: string,
): Promise<ChatMessage> {
  const seen = await byClientId(deps.database.db, tenant.organizationId, clientId);
  if (seen) return existingView(deps, tenant, seen);
  const id = crypto.randomUUID();
  const relPath = mediaRelPath(tenant.organizationId, id);
  await writeMedia(deps, relPath, file.data);
  try {
    const message = await sendOnChat(deps, tenant, chatId, {
      text: caption,
      clientId,
      media: {
        id,
        relPath,
        mimeType: file.mimeType,
        fileName: file.fileName,
        size: file.data.length,
        kind: file.kind,
      },
    });
    // A concurrent upload with the same clientId won: its row holds its own file, ours is not kept.
    if (message._id !== id) await removeMedia(deps, relPath);
    return message;
  } catch (err) {
    await removeMedia(deps, relPath);
    throw err;
  }
}
