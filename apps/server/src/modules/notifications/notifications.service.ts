// The caller's notifications: list, count, read/unread, read all, delete. After every change the new
// unread count goes to the user's room, so the bell in their other tabs follows.
import type { ListNotificationsQuerySchema } from '@gabinete/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { toNotification } from './notify.ts';
import * as repo from './notifications.repository.ts';

type ListQuery = z.output<typeof ListNotificationsQuerySchema>;

const ownerOf = (tenant: Tenant): repo.Owner => ({
  organizationId: tenant.organizationId,
  userId: tenant.userId,
});

export async function listNotifications(deps: AppDeps, tenant: Tenant, query: ListQuery) {
  const db = deps.database.db;
  const owner = ownerOf(tenant);
  const filter = { unread: query.unread, kind: query.kind };
  const [rows, total, unread] = await Promise.all([
    repo.selectNotifications(db, owner, filter, {
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    }),
    repo.countNotifications(db, owner, filter),
    repo.countUnread(db, owner),
  ]);
  return { notifications: rows.map(toNotification), total, unread, page: query.page, perPage: query.perPage };
}

export async function unreadCount(deps: AppDeps, tenant: Tenant) {
  return { unread: await repo.countUnread(deps.database.db, ownerOf(tenant)) };
}

export async function getNotification(deps: AppDeps, tenant: Tenant, id: string) {
  const row = await repo.findNotification(deps.database.db, ownerOf(tenant), id);
  if (!row) throw notFound('NOTIFICATION_NOT_FOUND');
  return toNotification(row);
}

/** Counts again and tells the user's open tabs; returns the count for the HTTP answer. */
async function pushUnread(deps: AppDeps, tenant: Tenant): Promise<number> {
  const unread = await repo.countUnread(deps.database.db, ownerOf(tenant));
  deps.realtime.toUser(tenant.userId, 'notification:unread', { unread });
  return unread;
}

export async function setRead(deps: AppDeps, tenant: Tenant, id: string, read: boolean) {
  const changed = await repo.setRead(deps.database.db, ownerOf(tenant), id, read);
  if (!changed) throw notFound('NOTIFICATION_NOT_FOUND');
  const notification = await getNotification(deps, tenant, id);
  return { notification, unread: await pushUnread(deps, tenant) };
}

export async function markAllRead(deps: AppDeps, tenant: Tenant) {
  const affected = await repo.markAllRead(deps.database.db, ownerOf(tenant));
  const message =
    affected === 0
      ? 'Nenhuma notificação por ler.'
      : affected === 1
        ? '1 notificação marcada como lida.'
        : `${affected.toLocaleString('pt-BR')} notificações marcadas como lidas.`;
  return { ok: true as const, affected, unread: await pushUnread(deps, tenant), message };
}

export async function deleteNotification(deps: AppDeps, tenant: Tenant, id: string) {
  const removed = await repo.deleteNotification(deps.database.db, ownerOf(tenant), id);
  if (!removed) throw notFound('NOTIFICATION_NOT_FOUND');
  return {
    ok: true as const,
    affected: 1,
    unread: await pushUnread(deps, tenant),
    message: 'Notificação excluída.',
  };
}
