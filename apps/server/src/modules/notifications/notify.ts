// How every area notifies people: insert inside its own transaction, push after the commit (house rule 9).
//   const created = await db.transaction(async (tx) => { …; return insertNotifications(tx, [...]) });
//   pushNotifications(deps, created);
import { inArray, sql } from 'drizzle-orm';
import type { Notification, NotificationKind } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { users } from '../users/users.table.ts';
import { notifications, type NotificationRow } from './notifications.table.ts';

export interface NotificationInput {
  organizationId: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body?: string | null;
  /** App path that opens the record ('/demandas/<id>'). */
  link?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  /** Who caused it; nobody is notified of their own action. Null for scheduled jobs. */
  actorId?: string | null;
  /** Scheduled jobs set it: a second insert with the same key for the same user is skipped. */
  dedupeKey?: string | null;
}

/** More notices than this for one person in one run of a scheduled check become a single summary. */
export const BURST_LIMIT = 5;

/**
 * Folds each person's notices beyond BURST_LIMIT into one summary, so a check that finds dozens of records at
 * once (the first run after an import of old demandas) tells each person once instead of filling the bell.
 */
export function foldBursts(
  items: NotificationInput[],
  summary: (first: NotificationInput, count: number) => NotificationInput,
): NotificationInput[] {
  const byUser = new Map<string, NotificationInput[]>();
  for (const item of items) byUser.set(item.userId, [...(byUser.get(item.userId) ?? []), item]);
  return [...byUser.values()].flatMap((mine) =>
    mine.length > BURST_LIMIT ? [summary(mine[0]!, mine.length)] : mine,
  );
}

/** A stored notification as the API and the socket send it. */
export interface NotificationView extends NotificationRow {
  actorName: string | null;
}

export function toNotification(row: NotificationView): Notification {
  return {
    _id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    actor: row.actorId ? { _id: row.actorId, name: row.actorName ?? '' } : null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Inserts the notifications (one per distinct user, never to the actor, skipping dedupe keys already
 * used) and returns the rows created, to push once the caller's transaction has committed.
 */
export async function insertNotifications(tx: Db, items: NotificationInput[]): Promise<NotificationView[]> {
  const seen = new Set<string>();
  const rows = items.filter((n) => {
    const key = `${n.userId}|${n.kind}|${n.entityId ?? ''}|${n.dedupeKey ?? ''}`;
    if (n.userId === n.actorId || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (rows.length === 0) return [];
  // One INSERT … SELECT from unnest(), one array per column: an import that tells thousands of people at once
  // sends eleven parameters, not eleven per notice. Columns in the table's order (drizzle's insert-select).
  const col = <T>(pick: (n: NotificationInput) => T, type: string) =>
    sql`${sql.param(rows.map(pick))}::${sql.raw(type)}`;
  const created = await tx
    .insert(notifications)
    .select(
      sql`select gen_random_uuid(), v.organization_id, v.user_id, v.kind, v.title, v.body, v.link, v.entity_type,
                 v.entity_id, v.actor_id, v.dedupe_key, null::timestamptz, now()
            from unnest(${col((n) => n.organizationId, 'uuid[]')}, ${col((n) => n.userId, 'uuid[]')},
                        ${col((n) => n.kind, 'text[]')}, ${col((n) => n.title, 'text[]')},
                        ${col((n) => n.body ?? null, 'text[]')}, ${col((n) => n.link ?? null, 'text[]')},
                        ${col((n) => n.entityType ?? null, 'text[]')}, ${col((n) => n.entityId ?? null, 'uuid[]')},
                        ${col((n) => n.actorId ?? null, 'uuid[]')}, ${col((n) => n.dedupeKey ?? null, 'text[]')})
              with ordinality as v(organization_id, user_id, kind, title, body, link, entity_type, entity_id,
                                   actor_id, dedupe_key, ord)
           order by v.ord`,
    )
    .onConflictDoNothing({
      target: [notifications.userId, notifications.dedupeKey],
      where: sql`${notifications.dedupeKey} is not null`,
    })
    .returning();
  const actorIds = [...new Set(created.map((r) => r.actorId).filter((id): id is string => !!id))];
  const names = actorIds.length
    ? await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, actorIds))
    : [];
  const nameOf = new Map(names.map((u) => [u.id, u.name]));
  return created.map((r) => ({ ...r, actorName: r.actorId ? (nameOf.get(r.actorId) ?? null) : null }));
}

/** Sends each created notification to its user's open tabs. Call after the transaction committed. */
export function pushNotifications(deps: AppDeps, created: NotificationView[]): void {
  for (const row of created) deps.realtime.toUser(row.userId, 'notification:new', toNotification(row));
}
