// One automatic message to one citizen (birthday greeting, demanda-status message), written inside the
// caller's transaction as a 'pendente' row of the channel's durable queue (sms_messages or chat_messages)
// plus its line in auto_messages. Nothing is sent here: after the commit the caller hands the ids to
// enqueueAutoMessages, and the queues' sweeps pick up anything a crash left behind.
import { eq, sql } from 'drizzle-orm';
import { countSms, removeAccents, type GreetingChannel } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { phoneCandidates, lockPhone } from '../chats/chat-phones.ts';
import { enqueueOutbound, registerOutboundGuard } from '../chats/chats-outbound.ts';
import { findActiveChat, setLastMessage } from '../chats/chats-write.ts';
import { chatMessages, chats } from '../chats/chats.table.ts';
import { hasConsent } from '../privacy/privacy.service.ts';
import { enqueueSms } from '../sms/sms-outbound.ts';
import { asSmsProvider, ensureSmsSettings } from '../sms/sms-settings.ts';
import { smsMessages } from '../sms/sms.table.ts';
import { autoMessages } from './greetings.table.ts';

export interface AutoMessageInput {
  organizationId: string;
  citizenId: string;
  kind: 'aniversario' | 'demanda_status';
  channel: GreetingChannel;
  phone: string;
  body: string;
  /** The consent purpose the queue checks again at send time. */
  purpose: 'aniversario' | 'atendimento';
  year?: number;
  demandId?: string;
  userId?: string | null;
}

export const WHATSAPP_CONSENT_REVOKED = 'O eleitor revogou o consentimento para WhatsApp antes do envio.';

/** The consent purpose an automatic message is sent under. */
export const autoMessagePurpose = (kind: string) => (kind === 'aniversario' ? 'aniversario' : 'atendimento');

// The SMS queue checks the row's purpose itself; WhatsApp rows carry none, so the log line tells it.
registerOutboundGuard('auto_messages', async (deps, row) => {
  const db = deps.database.db;
  const [log] = await db
    .select({ citizenId: autoMessages.citizenId, kind: autoMessages.kind })
    .from(autoMessages)
    .where(eq(autoMessages.chatMessageId, row.id));
  if (!log) return null;
  const allowed =
    log.citizenId !== null &&
    (await hasConsent(db, row.organizationId, log.citizenId, 'whatsapp', autoMessagePurpose(log.kind)));
  return allowed ? null : WHATSAPP_CONSENT_REVOKED;
});

export interface Queued {
  sms: string[];
  chat: string[];
}

export const noneQueued = (): Queued => ({ sms: [], chat: [] });

/** SMS goes out without the accents GSM-7 lacks (one segment holds 160 instead of 70). */
async function insertSms(tx: Db, input: AutoMessageInput): Promise<string> {
  const settings = await ensureSmsSettings(tx, input.organizationId);
  const body = input.body;
  const counted = countSms(body);
  const [row] = await tx
    .insert(smsMessages)
    .values({
      organizationId: input.organizationId,
      citizenId: input.citizenId,
      direction: 'out',
      kind: input.kind,
      purpose: input.purpose,
      phone: input.phone,
      body,
      encoding: counted.encoding,
      segments: counted.segments,
      costCents: counted.segments * settings.pricePerSegmentCents,
      status: 'pendente',
      provider: asSmsProvider(settings.provider),
      userId: input.userId ?? null,
    })
    .returning({ id: smsMessages.id });
  return row!.id;
}

/** Into the number's open conversation, or a closed one kept for the record (a reply opens a new chat). */
async function insertChatMessage(tx: Db, input: AutoMessageInput): Promise<string> {
  const org = input.organizationId;
  const phones = phoneCandidates(input.phone);
  await lockPhone(tx, org, phones[0] ?? input.phone);
  const chat =
    (await findActiveChat(tx, org, phones.length > 0 ? phones : [input.phone])) ??
    (
      await tx
        .insert(chats)
        .values({
          organizationId: org,
          phone: input.phone,
          citizenId: input.citizenId,
          status: 'closed',
          closedAt: new Date(),
        })
        .returning()
    )[0]!;
  const [row] = await tx
    .insert(chatMessages)
    .values({
      organizationId: org,
      chatId: chat.id,
      direction: 'out',
      kind: 'text',
      body: input.body,
      deliveryState: 'pendente',
      authorId: input.userId ?? null,
    })
    .returning();
  await setLastMessage(tx, row!);
  return row!.id;
}

/**
 * Writes the message and its log line; for a greeting the log line comes first and its unique key
 * (office, citizen, year) makes a second writer give up: null then, nothing written.
 */
export async function writeAutoMessage(
  tx: Db,
  given: AutoMessageInput,
  queued: Queued,
): Promise<string | null> {
  const input = given.channel === 'sms' ? { ...given, body: removeAccents(given.body) } : given;
  const [log] = await tx
    .insert(autoMessages)
    .values({
      organizationId: input.organizationId,
      citizenId: input.citizenId,
      kind: input.kind,
      channel: input.channel,
      year: input.year ?? null,
      demandId: input.demandId ?? null,
      phone: input.phone,
      body: input.body,
    })
    .onConflictDoNothing()
    .returning({ id: autoMessages.id });
  if (!log) return null;
  if (input.channel === 'sms') {
    const id = await insertSms(tx, input);
    queued.sms.push(id);
    await tx.update(autoMessages).set({ smsMessageId: id }).where(eq(autoMessages.id, log.id));
  } else {
    const id = await insertChatMessage(tx, input);
    queued.chat.push(id);
    await tx.update(autoMessages).set({ chatMessageId: id }).where(eq(autoMessages.id, log.id));
  }
  return log.id;
}

/** After the commit: hand the rows to their queues (a stopped queue is fine: start-up re-queues them). */
export async function enqueueAutoMessages(deps: AppDeps, queued: Queued): Promise<void> {
  if (queued.sms.length > 0) await enqueueSms(deps, queued.sms);
  if (queued.chat.length > 0) await enqueueOutbound(deps, queued.chat);
}

/** Delivery state of a log line, from its queue row ('pendente' → 'enviada' → 'entregue' / 'falhou'). */
export const autoMessageState = sql<string>`coalesce(
  (select s.status from sms_messages s where s.id = ${autoMessages.smsMessageId}),
  (select c.delivery_state from chat_messages c where c.id = ${autoMessages.chatMessageId}),
  'pendente')`;
export const autoMessageError = sql<string | null>`coalesce(
  (select s.error from sms_messages s where s.id = ${autoMessages.smsMessageId}),
  (select c.error from chat_messages c where c.id = ${autoMessages.chatMessageId}))`;
