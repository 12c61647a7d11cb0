// Sentiment and topic of a citizen's WhatsApp message (DOMAIN-NOTES §6), read by the office's AI in a durable
// background job: queued after the message is stored and pushed (never in its path), pseudonymised, logged,
// within the monthly limit; silently skipped when the AI is off or the limit is reached. A provider that is
// busy or slow (429, timeout, down) is tried again later by pg-boss.
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import {
  AI_SENTIMENTS,
  AI_TOPIC_OTHER,
  type AiMessageClassification,
  type AiSentiment,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobContext } from '../../lib/jobs.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { pushLater, pushMessages } from '../chats/chats-push.ts';
import { chatMessages, chats } from '../chats/chats.table.ts';
import { complete } from './ai-client.ts';
import { logCall } from './ai-log.ts';
import { classificationPrompt } from './ai-prompts.ts';
import { activeProvider, loadSettingsRow } from './ai-settings.ts';
import { restore } from './pseudonymize.ts';

export const CLASSIFY_QUEUE = 'ai-classify-message';

export interface ClassifyJob {
  organizationId: string;
  messageId: string;
}

/** Not worth a call: the AI is off, the month's tokens are spent, the key cannot be read. */
const SKIP = new Set(['AI_DISABLED', 'AI_LIMIT_REACHED', 'AI_KEY_UNREADABLE']);
/** The provider may answer later: pg-boss tries again after a delay. */
const RETRY = new Set(['AI_PROVIDER_RATE_LIMITED', 'AI_PROVIDER_TIMEOUT', 'AI_PROVIDER_UNAVAILABLE']);

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** The answer read leniently: a JSON object in the text; an unknown área becomes 'outro'. */
export function parseClassification(
  text: string,
  areas: readonly { name: string }[],
): AiMessageClassification {
  const json = /\{[\s\S]*\}/.exec(text)?.[0];
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(json ?? '') as Record<string, unknown>;
  } catch {
    throw new AppError('AI_PROVIDER_BAD_ANSWER', 502);
  }
  const raw = typeof data.sentimento === 'string' ? fold(data.sentimento) : '';
  const sentiment = AI_SENTIMENTS.find((s) => raw.startsWith(s.slice(0, 5)));
  if (!sentiment) throw new AppError('AI_PROVIDER_BAD_ANSWER', 502);
  const topic = typeof data.assunto === 'string' ? fold(data.assunto) : '';
  const area = areas.find((a) => fold(a.name) === topic);
  return { sentiment, topic: area?.name ?? AI_TOPIC_OTHER };
}

/** Queues the classification of a stored inbound text, when the office has AI on; never throws. */
export async function enqueueClassification(deps: AppDeps, organizationId: string, messageId: string) {
  if (!(deps.env.AI_CLASSIFY_INBOUND ?? deps.env.NODE_ENV !== 'test')) return;
  try {
    const settings = await loadSettingsRow(deps.database.db, organizationId);
    if (!settings || settings.provider === 'off') return;
    await deps.jobs.send<ClassifyJob>(CLASSIFY_QUEUE, { organizationId, messageId });
  } catch {
    // The message is stored and delivered; a missing classification is only a missing suggestion.
  }
}

export async function classifyMessage(deps: AppDeps, job: ClassifyJob, ctx: JobContext): Promise<void> {
  const { db } = deps.database;
  const org = job.organizationId;
  const [row] = await db
    .select({
      message: chatMessages,
      contactName: chats.contactName,
      citizenName: citizens.name,
      socialName: citizens.socialName,
    })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .leftJoin(citizens, eq(citizens.id, chats.citizenId))
    .where(
      and(
        eq(chatMessages.id, job.messageId),
        eq(chatMessages.organizationId, org),
        eq(chatMessages.direction, 'in'),
        isNull(chatMessages.aiClassifiedAt),
      ),
    );
  const body = row?.message.body?.trim();
  if (!row || !body) return;
  let active;
  try {
    active = await activeProvider(deps, org);
  } catch (error) {
    if (error instanceof AppError && SKIP.has(String(error.code))) return;
    throw error;
  }
  const prompt = await classificationPrompt(db, org, {
    body,
    knownNames: [row.citizenName, row.socialName, row.contactName],
  });
  const startedAt = Date.now();
  const base = { organizationId: org, userId: null, feature: 'message_classification' as const, startedAt };
  let result: AiMessageClassification;
  try {
    const answer = await complete(active.target, prompt.messages, {
      timeoutMs: deps.env.AI_HTTP_TIMEOUT_MS,
      signal: ctx.signal,
      maxTokens: 80,
      temperature: 0,
    });
    result = parseClassification(restore(answer.text, prompt.map), prompt.areas);
    await logCall(db, {
      ...base,
      provider: active.provider,
      model: answer.model,
      usage: answer.usage,
      status: 'ok',
    });
  } catch (error) {
    const code = error instanceof AppError ? String(error.code) : 'INTERNAL';
    await logCall(db, {
      ...base,
      provider: active.provider,
      model: active.target.model,
      usage: { promptTokens: 0, completionTokens: 0 },
      status: 'error',
      errorCode: code,
    });
    if (RETRY.has(code) && !ctx.lastAttempt) throw error;
    return;
  }
  await store(deps, org, row.message, result);
}

async function store(
  deps: AppDeps,
  org: string,
  message: { id: string; chatId: string; createdAt: Date },
  result: AiMessageClassification,
) {
  await deps.database.db.transaction(async (tx) => {
    await tx
      .update(chatMessages)
      .set({ aiSentiment: result.sentiment, aiTopic: result.topic, aiClassifiedAt: new Date() })
      .where(and(eq(chatMessages.id, message.id), eq(chatMessages.organizationId, org)));
    // The chat's badge follows its latest classified message from the citizen.
    const [newer] = await tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.chatId, message.chatId),
          eq(chatMessages.direction, 'in'),
          isNotNull(chatMessages.aiClassifiedAt),
          gt(chatMessages.createdAt, message.createdAt),
        ),
      )
      .limit(1);
    if (!newer)
      await tx
        .update(chats)
        .set({ aiSentiment: result.sentiment as AiSentiment })
        .where(and(eq(chats.id, message.chatId), eq(chats.organizationId, org)));
  });
  pushLater(deps, () => pushMessages(deps, org, message.chatId, [message.id]));
}

export function defineAiJobs(deps: AppDeps): void {
  deps.jobs.define<ClassifyJob>(CLASSIFY_QUEUE, (data, ctx) => classifyMessage(deps, data, ctx), {
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 300,
  });
}
