// Queries on the caller's own notifications: every one is scoped to (organization, user), so another
// person's or another office's row is simply not found.
import { and, count, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import type { NotificationView } from './notify.ts';
import { notifications } from './notifications.table.ts';

export interface Owner {
  organizationId: string;
  userId: string;
}

export interface NotificationFilter {
  unread?: boolean;
  kind?: NotificationKind;
}

const own = (owner: Owner): SQL =>
  and(eq(notifications.organizationId, owner.organizationId), eq(notifications.userId, owner.userId))!;

function filterWhere(owner: Owner, filter: NotificationFilter): SQL {
  const parts: SQL[] = [own(owner)];
  if (filter.unread === true) parts.push(isNull(notifications.readAt));
  if (filter.unread === false) parts.push(sql`${notifications.readAt} is not null`);
  if (filter.kind) parts.push(eq(notifications.kind, filter.kind));
  return and(...parts)!;
}

const viewColumns = { row: notifications, actorName: users.name };
const toView = (r: {
  row: typeof notifications.$inferSelect;
  actorName: string | null;
}): NotificationView => ({
  ...r.row,
  actorName: r.actorName,
});

export async function selectNotifications(
  db: Db,
  owner: Owner,
  filter: NotificationFilter,
  page: { limit: number; offset: number },
): Promise<NotificationView[]> {
  const rows = await db
    .select(viewColumns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(filterWhere(owner, filter))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toView);
}

export async function countNotifications(db: Db, owner: Owner, filter: NotificationFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(filterWhere(owner, filter));
  return row?.n ?? 0;
}

/** The bell's number; reads the partial index on unread rows. */
export const countUnread = (db: Db, owner: Owner) => countNotifications(db, owner, { unread: true });

export async function findNotification(db: Db, owner: Owner, id: string): Promise<NotificationView | null> {
  const [row] = await db
    .select(viewColumns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(and(own(owner), eq(notifications.id, id)))
    .limit(1);
  return row ? toView(row) : null;
}

/** Marks one read (keeping the first read time) or unread; false when it is not the caller's. */
export async function setRead(db: Db, owner: Owner, id: string, read: boolean): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: read ? sql`coalesce(${notifications.readAt}, now())` : null })
    .where(and(own(owner), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, owner: Owner): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(own(owner), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(db: Db, owner: Owner, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(own(owner), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Read notifications older than the cutoff go for good; unread ones stay until someone reads them. */
export async function purgeReadBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(and(sql`${notifications.readAt} is not null`, lt(notifications.createdAt, cutoff)))
    .returning({ id: notifications.id });
  return rows.length;
}
