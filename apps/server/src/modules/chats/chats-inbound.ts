// What the gateway reports (registered as the inbound sink): a citizen's message (stored once, linked to the
// citizen by phone, in the office's one active chat), a delivery update (forward only), and 'ready'.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { DELIVERY_RANK, type DeliveryState } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { citizenConsents } from '../privacy/privacy.table.ts';
import type { DeliveryUpdate, InboundMessage } from '../whatsapp/gateway.ts';
import { findCitizenByPhone, lockPhone, phoneCandidates } from './chat-phones.ts';
import { mediaRefusal, mediaRelPath, removeMedia, writeMedia, baseType } from './chat-media.ts';
import { pushLater, pushMessages } from './chats-push.ts';
import { notifyPendingChat, sacAgents } from './chats-notify.ts';
import { pushNotifications } from '../notifications/notify.ts';
import {
  bumpUnseen,
  createCitizenForPhone,
  findActiveChat,
  insertEvent,
  setLastMessage,
} from './chats-write.ts';
import { chatMessages, chats, type ChatRow } from './chats.table.ts';
import { retryOnUnique } from '../../lib/unique-violation.ts';
import { enqueueClassification } from '../ai/message-classification.ts';

interface Stored {
  chatId: string;
  messageIds: string[];
  newPending: boolean;
}

async function alreadyStored(db: Db, organizationId: string, providerMessageId: string) {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.organizationId, organizationId),
        eq(chatMessages.providerMessageId, providerMessageId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The citizen started the conversation: consent to be answered on WhatsApp, recorded with its evidence. */
export async function recordWhatsappConsent(
  db: Db,
  organizationId: string,
  citizenId: string,
  evidence: string,
) {
  await db.insert(citizenConsents).values({
    organizationId,
    citizenId,
    channel: 'whatsapp',
    purpose: 'atendimento',
    granted: true,
    legalBasis: 'consentimento',
    source: 'whatsapp',
    evidence: `Mensagem ${evidence}`.slice(0, 500),
    text: 'O cidadão iniciou a conversa pelo WhatsApp do gabinete.',
  });
}

/** The active chat, or one closed within the window reopened, or a new pending one. */
async function chatFor(
  deps: AppDeps,
  tx: Db,
  organizationId: string,
  phones: string[],
  citizenId: string,
  contactName: string | null,
): Promise<{ chat: ChatRow; eventIds: string[]; newPending: boolean }> {
  const active = await findActiveChat(tx, organizationId, phones);
  if (active) return { chat: active, eventIds: [], newPending: false };
  const since = new Date(Date.now() - deps.env.CHAT_REOPEN_HOURS * 3_600_000);
  const [recent] = await tx
    .select()
    .from(chats)
    .where(
      and(
        eq(chats.organizationId, organizationId),
        inArray(chats.phone, phones),
        eq(chats.status, 'closed'),
        gt(chats.closedAt, since),
      ),
    )
    .orderBy(desc(chats.closedAt))
    .limit(1)
    .for('update');
  if (recent) {
    const agentStays =
      recent.agentId !== null && (await sacAgents(tx, organizationId)).some((u) => u.id === recent.agentId);
    const [chat] = await tx
      .update(chats)
      .set({
        status: agentStays ? 'open' : 'pending',
        agentId: agentStays ? recent.agentId : null,
        closedAt: null,
        closedBy: null,
        updatedAt: new Date(),
      })
      .where(eq(chats.id, recent.id))
      .returning();
    const event = await insertEvent(tx, chat!, 'Conversa reaberta por nova mensagem do cidadão', null);
    return { chat: chat!, eventIds: [event.id], newPending: !agentStays };
  }
  const [chat] = await tx
    .insert(chats)
    .values({ organizationId, phone: phones[0]!, contactName, citizenId, status: 'pending' })
    .returning();
  return { chat: chat!, eventIds: [], newPending: true };
}

async function storeInbound(
  deps: AppDeps,
  organizationId: string,
  message: InboundMessage,
  media: { relPath: string; refused: string | null } | null,
  messageId: string,
): Promise<Stored | null> {
  const phones = phoneCandidates(message.from);
  if (phones.length === 0) return null;
  return retryOnUnique(() =>
    deps.database.db.transaction(async (tx) => {
      await lockPhone(tx, organizationId, phones[0]!);
      if (await alreadyStored(tx, organizationId, message.providerMessageId)) return null;
      let citizen = await findCitizenByPhone(tx, organizationId, phones);
      if (!citizen) {
        citizen = await createCitizenForPhone(tx, organizationId, phones[0]!, message.name, null);
        await recordWhatsappConsent(tx, organizationId, citizen.id, message.providerMessageId);
      }
      const found = await chatFor(deps, tx, organizationId, phones, citizen.id, message.name);
      const accepted = media && !media.refused;
      const [row] = await tx
        .insert(chatMessages)
        .values({
          id: messageId,
          organizationId,
          chatId: found.chat.id,
          direction: 'in',
          kind: media && !accepted ? 'text' : message.kind,
          body: media?.refused
            ? [message.text, `(Arquivo não recebido: ${media.refused})`].filter(Boolean).join('\n')
            : message.text,
          mediaPath: accepted ? media.relPath : null,
          mediaMime: accepted ? baseType(message.media!.mimeType) : null,
          mediaName: accepted ? message.media!.fileName : null,
          mediaSize: accepted ? message.media!.data.length : null,
          providerMessageId: message.providerMessageId,
          createdAt: message.at,
        })
        .returning();
      await setLastMessage(tx, row!, {
        unseenMsgs: bumpUnseen,
        lastInboundAt: message.at,
        contactName: message.name ?? found.chat.contactName,
      });
      return {
        chatId: found.chat.id,
        messageIds: [...found.eventIds, row!.id],
        newPending: found.newPending,
      };
    }),
  );
}

export async function receiveMessage(deps: AppDeps, organizationId: string, message: InboundMessage) {
  if (await alreadyStored(deps.database.db, organizationId, message.providerMessageId)) return;
  const messageId = randomUUID();
  let media: { relPath: string; refused: string | null } | null = null;
  if (message.media) {
    const relPath = mediaRelPath(organizationId, messageId);
    const refused = mediaRefusal(message.media.mimeType, message.media.data.length);
    if (!refused) await writeMedia(deps, relPath, message.media.data);
    media = { relPath, refused };
  }
  const stored = await storeInbound(deps, organizationId, message, media, messageId);
  if (!stored) {
    if (media && !media.refused) await removeMedia(deps, media.relPath);
    return;
  }
  const { chat } = await pushMessages(deps, organizationId, stored.chatId, stored.messageIds);
  // Sentiment and topic by the office's AI, later and apart: never holds or fails the message.
  if (message.text?.trim()) void enqueueClassification(deps, organizationId, messageId);
  if (stored.newPending) {
    pushLater(deps, async () =>
      pushNotifications(
        deps,
        await notifyPendingChat(deps.database.db, organizationId, chat._id, chat.citizen.name),
      ),
    );
  }
}

/** Moves an outbound message's state forward only (acks arrive out of order); falhou is final. */
export async function receiveDelivery(deps: AppDeps, organizationId: string, update: DeliveryUpdate) {
  const db = deps.database.db;
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.organizationId, organizationId),
        eq(chatMessages.providerMessageId, update.providerMessageId),
        eq(chatMessages.direction, 'out'),
      ),
    )
    .limit(1);
  if (!row) return;
  const current = (row.deliveryState ?? 'pendente') as DeliveryState;
  if (current === 'falhou' || DELIVERY_RANK[update.state] <= DELIVERY_RANK[current]) return;
  const changed = await db
    .update(chatMessages)
    .set({
      deliveryState: update.state,
      error: update.state === 'falhou' ? update.error || 'O WhatsApp não entregou a mensagem.' : null,
      deliveredAt:
        update.state === 'entregue' || update.state === 'lida'
          ? (row.deliveredAt ?? update.at)
          : row.deliveredAt,
      readAt: update.state === 'lida' ? update.at : row.readAt,
    })
    .where(and(eq(chatMessages.id, row.id), eq(chatMessages.deliveryState, current)))
    .returning({ id: chatMessages.id });
  if (changed.length === 0) return receiveDelivery(deps, organizationId, update);
  await pushMessages(deps, organizationId, row.chatId, [row.id]);
}
