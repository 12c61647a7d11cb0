// The durable outbound queue: a reply is stored 'pendente' first, then a job claims the row (one worker per
// row, across processes), sends it through the office's gateway and records the result. Offline is not a
// failure: the row waits ('Aguardando a conexão do WhatsApp') and goes out when the gateway reports ready.
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import type { JobContext } from '../../lib/jobs.ts';
import { GatewayError, gatewayFor, type GatewayErrorCode } from '../whatsapp/gateway.ts';
import { findConnection } from '../whatsapp/whatsapp.repository.ts';
import { whatsappConnections } from '../whatsapp/whatsapp.table.ts';
import { readMedia } from './chat-media.ts';
import { pushMessages } from './chats-push.ts';
import { chatMessages, chats, type ChatMessageRow } from './chats.table.ts';

export const OUTBOUND_QUEUE = 'chat-outbound';
export const WAITING_CONNECTION = 'Aguardando a conexão do WhatsApp';
/** A claim older than this belongs to a worker that died: the row may be taken again. */
const CLAIM_STALE = sql`now() - interval '5 minutes'`;
/** A reply still waiting to go out. */
const pendingOut = and(eq(chatMessages.deliveryState, 'pendente'), eq(chatMessages.direction, 'out'));
/** No live worker holds it. */
const unclaimed = or(isNull(chatMessages.sendingAt), lt(chatMessages.sendingAt, CLAIM_STALE));
const SERVICE_WINDOW_MS = 24 * 3_600_000;

const REASONS: Partial<Record<GatewayErrorCode, string>> = {
  INVALID_RECIPIENT: ERROR_MESSAGES.WHATSAPP_INVALID_RECIPIENT,
  OUTSIDE_SERVICE_WINDOW: ERROR_MESSAGES.WHATSAPP_OUTSIDE_WINDOW,
  AUTH: 'O provedor do WhatsApp recusou as credenciais do gabinete. Revise as Configurações.',
  RATE_LIMITED: 'O WhatsApp limitou os envios do gabinete. Tente novamente mais tarde.',
  PROVIDER_UNAVAILABLE: ERROR_MESSAGES.WHATSAPP_PROVIDER_UNAVAILABLE,
};

/** Why a send failed, in pt-BR. */
export function failureReason(err: unknown): string {
  if (err instanceof GatewayError)
    return REASONS[err.code] ?? `O WhatsApp recusou a mensagem: ${err.message}`;
  return 'Erro interno ao enviar a mensagem.';
}

/** Cloud API offices may only send free text within 24 h of the citizen's last message. */
const windowClosed = (provider: string | null | undefined, lastInboundAt: Date | null): boolean =>
  provider === 'cloud-api' && (!lastInboundAt || Date.now() - lastInboundAt.getTime() > SERVICE_WINDOW_MS);

export async function outsideServiceWindow(
  deps: AppDeps,
  organizationId: string,
  lastInboundAt: Date | null,
): Promise<boolean> {
  const conn = await findConnection(deps.database.db, organizationId);
  return windowClosed(conn?.provider, lastInboundAt);
}

/**
 * Another module's veto at send time (an automatic message whose citizen revoked consent after it was
 * written): a pt-BR reason to fail the row with, or null to send it.
 */
export type OutboundGuard = (deps: AppDeps, row: ChatMessageRow) => Promise<string | null>;
const outboundGuards = new Map<string, OutboundGuard>();

export function registerOutboundGuard(name: string, guard: OutboundGuard): void {
  outboundGuards.set(name, guard);
}

/** Enqueues the sends (after the commit); a stopped queue is not an error: start-up re-queues pendente rows. */
export async function enqueueOutbound(deps: AppDeps, messageIds: string[]): Promise<void> {
  for (const messageId of messageIds) {
    await deps.jobs.send(OUTBOUND_QUEUE, { messageId }).catch(() => {});
  }
}

/** Atomically takes the row for this worker; null when it was sent, failed, or another worker holds it. */
async function claim(deps: AppDeps, messageId: string): Promise<ChatMessageRow | null> {
  const [row] = await deps.database.db
    .update(chatMessages)
    .set({ sendingAt: sql`now()`, attempts: sql`${chatMessages.attempts} + 1` })
    .where(and(eq(chatMessages.id, messageId), pendingOut, unclaimed))
    .returning();
  return row ?? null;
}

async function finish(deps: AppDeps, row: ChatMessageRow, set: Partial<ChatMessageRow>) {
  await deps.database.db
    .update(chatMessages)
    .set({ ...set, sendingAt: null })
    .where(and(eq(chatMessages.id, row.id), eq(chatMessages.deliveryState, 'pendente')));
  await pushMessages(deps, row.organizationId, row.chatId, [row.id]);
}

async function deliver(deps: AppDeps, row: ChatMessageRow, phone: string): Promise<string> {
  const gateway = await gatewayFor(deps, row.organizationId);
  const base = { to: phone, text: row.body ?? '', idempotencyKey: row.id };
  if (row.mediaPath) {
    const data = await readMedia(deps, row.mediaPath);
    const media = { mimeType: row.mediaMime ?? 'application/octet-stream', fileName: row.mediaName, data };
    return (await gateway.sendMedia({ ...base, media })).providerMessageId;
  }
  return (await gateway.sendText(base)).providerMessageId;
}

/** The job: claim, send, record. Throws only to ask pg-boss for another attempt. */
export async function sendQueued(deps: AppDeps, messageId: string, context: Pick<JobContext, 'lastAttempt'>) {
  const row = await claim(deps, messageId);
  if (!row) return;
  // The chat and the office's provider (for the service window) in one read.
  const [found] = await deps.database.db
    .select({ chat: chats, provider: whatsappConnections.provider })
    .from(chats)
    .leftJoin(whatsappConnections, eq(whatsappConnections.organizationId, chats.organizationId))
    .where(eq(chats.id, row.chatId));
  if (!found) return;
  const { chat, provider } = found;
  for (const guard of outboundGuards.values()) {
    const refused = await guard(deps, row);
    if (refused) return finish(deps, row, { deliveryState: 'falhou', error: refused });
  }
  if (row.kind === 'text' && windowClosed(provider, chat.lastInboundAt)) {
    return finish(deps, row, { deliveryState: 'falhou', error: ERROR_MESSAGES.WHATSAPP_OUTSIDE_WINDOW });
  }
  try {
    const providerMessageId = await deliver(deps, row, chat.phone);
    return await finish(deps, row, {
      providerMessageId,
      deliveryState: 'enviada',
      sentAt: new Date(),
      error: null,
    });
  } catch (err) {
    if (err instanceof GatewayError && err.code === 'NOT_CONNECTED') {
      return finish(deps, row, { error: WAITING_CONNECTION });
    }
    const retry = !context.lastAttempt && (!(err instanceof GatewayError) || err.retryable);
    if (!retry) return finish(deps, row, { deliveryState: 'falhou', error: failureReason(err) });
    await finish(deps, row, { error: `${failureReason(err)} Nova tentativa em instantes.` });
    throw err;
  }
}

export const OUTBOUND_SWEEP_QUEUE = 'chat-outbound-sweep';

/**
 * Rows still 'pendente' a minute after they were written in offices whose WhatsApp reports inChat go back to
 * the queue: a gateway that said 'connected' while refusing sends, or a job lost with its process.
 */
export async function sweepPending(deps: AppDeps): Promise<number> {
  const rows = await deps.database.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .innerJoin(
      whatsappConnections,
      and(
        eq(whatsappConnections.organizationId, chatMessages.organizationId),
        eq(whatsappConnections.status, 'inChat'),
      ),
    )
    .where(and(pendingOut, lt(chatMessages.createdAt, sql`now() - interval '1 minute'`), unclaimed))
    .orderBy(asc(chatMessages.createdAt))
    .limit(500);
  await enqueueOutbound(
    deps,
    rows.map((r) => r.id),
  );
  return rows.length;
}

export function defineChatJobs(deps: AppDeps): void {
  // Tests sweep by hand: a tick in the middle of a test would send what it means to keep waiting.
  deps.jobs.define(OUTBOUND_SWEEP_QUEUE, () => sweepPending(deps).then(() => {}), {
    retryLimit: 0,
    expireInSeconds: 120,
    cron: deps.env.NODE_ENV !== 'test' ? '* * * * *' : undefined,
  });
  deps.jobs.define<{ messageId: string }>(
    OUTBOUND_QUEUE,
    (data, context) => sendQueued(deps, data.messageId, context),
    {
      retryLimit: 5,
      retryDelay: 5,
      retryBackoff: true,
    },
  );
}

/** Everything still pendente (of one office, or all at start-up) goes back to the queue. */
export async function requeuePending(deps: AppDeps, organizationId?: string): Promise<number> {
  const rows = await deps.database.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(pendingOut, organizationId ? eq(chatMessages.organizationId, organizationId) : undefined))
    .orderBy(asc(chatMessages.createdAt));
  await enqueueOutbound(
    deps,
    rows.map((r) => r.id),
  );
  return rows.length;
}
