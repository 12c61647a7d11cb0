// pending → open → closed: assume (exactly one of simultaneous attempts wins), finish, transfer (to a person
// or an área's queue), read. Each change writes an 'event' line and is pushed after the commit.
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { can, type Chat } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { areas } from '../areas/areas.table.ts';
import { effectiveAbility } from '../auth/principal.ts';
import { userName } from '../demands/demands.repository.ts';
import { pushNotifications, type NotificationView } from '../notifications/notify.ts';
import { users } from '../users/users.table.ts';
import { gatewayFor } from '../whatsapp/gateway.ts';
import { checkCanHandle } from './chats-guard.ts';
import { notifyTransferred } from './chats-notify.ts';
import { loadChat, pushChat, pushMessages } from './chats-push.ts';
import { insertEvent } from './chats-write.ts';
import { findChat } from './chats.repository.ts';
import { chatMessages, chats } from './chats.table.ts';

async function requireChat(
  deps: AppDeps,
  tenant: Tenant,
  chatId: string,
  lock = false,
  db = deps.database.db,
) {
  const chat = await findChat(db, tenant.organizationId, chatId, lock);
  if (!chat) throw new AppError('CHAT_NOT_FOUND', 404);
  return chat;
}

/** Conditional update: only a pending chat can be assumed, so two clicks at once make one agent. */
export async function assumeChat(deps: AppDeps, tenant: Tenant, chatId: string): Promise<Chat> {
  const result = await deps.database.db.transaction(async (tx) => {
    const [chat] = await tx
      .update(chats)
      .set({ status: 'open', agentId: tenant.userId, assumedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(chats.organizationId, tenant.organizationId),
          eq(chats.id, chatId),
          eq(chats.status, 'pending'),
        ),
      )
      .returning();
    if (!chat) return null;
    const event = await insertEvent(tx, chat, `${tenant.name} assumiu a conversa`, tenant.userId);
    return event.id;
  });
  if (!result) {
    const chat = await requireChat(deps, tenant, chatId);
    if (chat.status === 'closed') throw new AppError('CHAT_CLOSED', 409);
    throw new AppError(
      'CHAT_ALREADY_ASSUMED',
      409,
      `Esta conversa já foi assumida por ${(await userName(deps.database.db, chat.agentId)) ?? 'outra pessoa'}.`,
    );
  }
  return (await pushMessages(deps, tenant.organizationId, chatId, [result])).chat;
}

export async function finishChat(deps: AppDeps, tenant: Tenant, chatId: string): Promise<Chat> {
  const eventId = await deps.database.db.transaction(async (tx) => {
    const chat = await requireChat(deps, tenant, chatId, true, tx);
    checkCanHandle(tenant, chat);
    await tx
      .update(chats)
      .set({
        status: 'closed',
        closedAt: new Date(),
        closedBy: tenant.userId,
        unseenMsgs: 0,
        updatedAt: new Date(),
      })
      .where(eq(chats.id, chat.id));
    return (await insertEvent(tx, chat, `${tenant.name} finalizou o atendimento`, tenant.userId)).id;
  });
  return (await pushMessages(deps, tenant.organizationId, chatId, [eventId])).chat;
}

/** To a person of the office who may act on sac (open with them), or to an área's queue (pending). */
export async function transferChat(
  deps: AppDeps,
  tenant: Tenant,
  chatId: string,
  input: { userId?: string | null; areaId?: string | null },
): Promise<Chat> {
  const org = tenant.organizationId;
  let notified: NotificationView[] = [];
  const eventId = await deps.database.db.transaction(async (tx) => {
    const chat = await requireChat(deps, tenant, chatId, true, tx);
    checkCanHandle(tenant, chat);
    if (input.userId) {
      const [target] = await tx
        .select({ id: users.id, name: users.name, role: users.role, ability: users.ability })
        .from(users)
        .where(
          and(
            eq(users.organizationId, org),
            eq(users.id, input.userId),
            eq(users.active, true),
            isNull(users.deletedAt),
          ),
        );
      if (!target || !can(effectiveAbility(target.role, target.ability), 'update', 'sac')) {
        throw new AppError('CHAT_TRANSFER_TARGET', 422, 'Escolha uma pessoa do gabinete que atende no SAC.');
      }
      await tx
        .update(chats)
        .set({ status: 'open', agentId: target.id, assumedAt: new Date(), updatedAt: new Date() })
        .where(eq(chats.id, chat.id));
      const contact = chat.contactName ?? chat.phone;
      notified = await notifyTransferred(tx, org, chat.id, target.id, tenant.userId, contact);
      return (await insertEvent(tx, chat, `${tenant.name} transferiu para ${target.name}`, tenant.userId)).id;
    }
    const [area] = await tx
      .select({ id: areas.id, name: areas.name })
      .from(areas)
      .where(and(eq(areas.organizationId, org), eq(areas.id, input.areaId ?? '')));
    if (!area) throw new AppError('CHAT_TRANSFER_TARGET', 422, 'Área não encontrada.');
    await tx
      .update(chats)
      .set({ status: 'pending', agentId: null, assumedAt: null, areaId: area.id, updatedAt: new Date() })
      .where(eq(chats.id, chat.id));
    return (await insertEvent(tx, chat, `${tenant.name} transferiu para a área ${area.name}`, tenant.userId))
      .id;
  });
  pushNotifications(deps, notified);
  return (await pushMessages(deps, org, chatId, [eventId])).chat;
}

/** Unread → 0 here, and blue ticks for the citizen (best effort: the gateway may be offline). */
export async function markChatRead(deps: AppDeps, tenant: Tenant, chatId: string): Promise<Chat> {
  const chat = await requireChat(deps, tenant, chatId);
  await deps.database.db.update(chats).set({ unseenMsgs: 0 }).where(eq(chats.id, chat.id));
  const recent = await deps.database.db
    .select({ id: chatMessages.providerMessageId })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chat.id),
        eq(chatMessages.direction, 'in'),
        isNotNull(chatMessages.providerMessageId),
      ),
    )
    .orderBy(desc(chatMessages.createdAt))
    .limit(20);
  if (chat.unseenMsgs > 0 && recent.length > 0) {
    void Promise.resolve()
      .then(() => gatewayFor(deps, tenant.organizationId))
      .then((g) => g.markRead({ chatPhone: chat.phone, providerMessageIds: recent.map((r) => r.id!) }))
      .catch(() => {});
  }
  if (chat.unseenMsgs === 0) return loadChat(deps, tenant.organizationId, chatId);
  return pushChat(deps, tenant.organizationId, chatId);
}
