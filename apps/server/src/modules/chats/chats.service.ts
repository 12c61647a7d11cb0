// Reading the SAC: the inbox (queues and counts), one chat, its messages page by page, a message's file.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListChatsQuerySchema, ListMessagesQuerySchema } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { containsPattern } from '../../lib/like.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { readMedia } from './chat-media.ts';
import { loadChat } from './chats-push.ts';
import { toChat, toChatMessage } from './chats.mapper.ts';
import { chatViewQuery, findChat, selectMessages } from './chats.repository.ts';
import { chatMessages, chats } from './chats.table.ts';

type ListQuery = z.output<typeof ListChatsQuerySchema>;

function filters(tenant: Tenant, query: ListQuery): SQL[] {
  const where: SQL[] = [eq(chats.organizationId, tenant.organizationId)];
  if (query.status) where.push(eq(chats.status, query.status));
  if (query.areaId) where.push(eq(chats.areaId, query.areaId));
  if (query.agentId) where.push(eq(chats.agentId, query.agentId));
  if (query.mine) where.push(eq(chats.agentId, tenant.userId));
  if (query.citizenId) where.push(eq(chats.citizenId, query.citizenId));
  const q = query.q?.trim();
  if (q) {
    const digits = q.replace(/\D/g, '');
    const like = containsPattern(q);
    where.push(
      or(
        ilike(citizens.name, like),
        ilike(chats.contactName, like),
        ...(digits.length >= 4 ? [sql`${chats.phone} like ${`%${digits}%`}`] : []),
      )!,
    );
  }
  return where;
}

/** Pending: oldest first (who waits longest); otherwise the newest activity first. */
function order(query: ListQuery) {
  const activity = sql`coalesce(${chats.lastMessageAt}, ${chats.createdAt})`;
  // 'Negativos primeiro': chats the AI read as negative first, then the usual order.
  if (query.sort === 'negative_first')
    return [
      sql`case when ${chats.aiSentiment} = 'negativo' then 0 else 1 end`,
      ...baseOrder(query, activity),
    ];
  return baseOrder(query, activity);
}

function baseOrder(query: ListQuery, activity: SQL) {
  if (query.status === 'pending') return [asc(activity), asc(chats.id)];
  if (query.status) return [desc(activity), desc(chats.id)];
  const epoch = sql`extract(epoch from ${activity})`;
  return [
    sql`case when ${chats.status} = 'pending' then 0 else 1 end`,
    sql`case when ${chats.status} = 'pending' then ${epoch} else -${epoch} end`,
    desc(chats.id),
  ];
}

export async function listChats(deps: AppDeps, tenant: Tenant, query: ListQuery) {
  const db = deps.database.db;
  const where = and(...filters(tenant, query));
  const [rows, [total], [counts]] = await Promise.all([
    chatViewQuery(db)
      .where(where)
      .orderBy(...order(query))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(chats)
      .leftJoin(citizens, eq(citizens.id, chats.citizenId))
      .where(where),
    db
      .select({
        pending: sql<number>`count(*) filter (where ${chats.status} = 'pending')::int`,
        open: sql<number>`count(*) filter (where ${chats.status} = 'open')::int`,
        mine: sql<number>`count(*) filter (where ${chats.status} = 'open' and ${chats.agentId} = ${tenant.userId})::int`,
      })
      .from(chats)
      .where(eq(chats.organizationId, tenant.organizationId)),
  ]);
  return {
    chats: rows.map(toChat),
    total: total?.n ?? 0,
    page: query.page,
    perPage: query.perPage,
    counts: { pending: counts?.pending ?? 0, open: counts?.open ?? 0, mine: counts?.mine ?? 0 },
  };
}

export const getChat = (deps: AppDeps, tenant: Tenant, id: string) =>
  loadChat(deps, tenant.organizationId, id);

export async function listMessages(
  deps: AppDeps,
  tenant: Tenant,
  chatId: string,
  query: z.output<typeof ListMessagesQuerySchema>,
) {
  const db = deps.database.db;
  if (!(await findChat(db, tenant.organizationId, chatId))) throw new AppError('CHAT_NOT_FOUND', 404);
  let before = null;
  if (query.before) {
    [before] = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.id, query.before)));
    if (!before) throw new AppError('CHAT_MESSAGE_NOT_FOUND', 404);
  }
  const { rows, hasMore } = await selectMessages(
    db,
    tenant.organizationId,
    chatId,
    before ?? null,
    query.limit,
  );
  return { messages: rows.map(toChatMessage), hasMore };
}

export async function getMediaFile(deps: AppDeps, tenant: Tenant, chatId: string, messageId: string) {
  const [row] = await deps.database.db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.organizationId, tenant.organizationId),
        eq(chatMessages.chatId, chatId),
        eq(chatMessages.id, messageId),
      ),
    );
  if (!row?.mediaPath) throw new AppError('CHAT_MESSAGE_NOT_FOUND', 404);
  const data = await readMedia(deps, row.mediaPath).catch(() => null);
  if (!data) throw new AppError('CHAT_MESSAGE_NOT_FOUND', 404);
  return {
    data,
    mimeType: row.mediaMime ?? 'application/octet-stream',
    fileName: row.mediaName ?? 'arquivo',
  };
}
