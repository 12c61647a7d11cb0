// Who hears about a demanda: its followers (creator and responsible follow automatically) get its status
// changes and comments; a new responsible gets the assignment. Rows go in the caller's transaction.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import type { NotificationInput } from '../notifications/notify.ts';
import { users } from '../users/users.table.ts';
import { demandFollowers } from './demands.table.ts';

export interface NoticeSubject {
  organizationId: string;
  id: string;
  protocol: string;
  title: string;
}

export const demandLink = (id: string) => `/demandas/${id}`;

/** After commit: open lists, boards and records of the office's demandas readers refresh. */
export function announceDemandChange(deps: AppDeps, tenant: Tenant, id: string, version: number | null) {
  deps.realtime.toReaders(tenant.organizationId, 'demands', 'demand:changed', {
    _id: id,
    version,
    by: tenant.userId,
  });
}

export async function addFollowers(
  tx: Db,
  organizationId: string,
  demandId: string,
  userIds: (string | null)[],
) {
  const ids = [...new Set(userIds.filter((u): u is string => !!u))];
  if (ids.length === 0) return;
  await tx
    .insert(demandFollowers)
    .values(ids.map((userId) => ({ demandId, userId, organizationId })))
    .onConflictDoNothing();
}

/** Followers who can still sign in (deleted or deactivated users are skipped). */
export async function followersOf(tx: Db, demandId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: demandFollowers.userId })
    .from(demandFollowers)
    .innerJoin(users, eq(users.id, demandFollowers.userId))
    .where(and(eq(demandFollowers.demandId, demandId), eq(users.active, true), isNull(users.deletedAt)));
  return rows.map((r) => r.userId);
}

const base = (d: NoticeSubject, actorId: string | null) => ({
  organizationId: d.organizationId,
  link: demandLink(d.id),
  entityType: 'demand',
  entityId: d.id,
  actorId,
});

export const assignedNotice = (d: NoticeSubject, userId: string, actorId: string): NotificationInput => ({
  ...base(d, actorId),
  userId,
  kind: 'demand_assigned',
  title: `Demanda ${d.protocol} atribuída a você`,
  body: d.title,
});

export const statusNotices = (
  d: NoticeSubject,
  followers: string[],
  statusName: string,
  note: string | null,
  actorId: string,
): NotificationInput[] =>
  followers.map((userId) => ({
    ...base(d, actorId),
    userId,
    kind: 'demand_status',
    title: `Demanda ${d.protocol} passou para "${statusName}"`,
    body: note ? `${d.title} — ${note}` : d.title,
  }));

const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 197)}…` : text);

export const commentNotices = (
  d: NoticeSubject,
  followers: string[],
  text: string,
  actorId: string,
): NotificationInput[] =>
  followers.map((userId) => ({
    ...base(d, actorId),
    userId,
    kind: 'demand_comment',
    title: `Novo comentário na demanda ${d.protocol}`,
    body: excerpt(text),
  }));
