// Comments on a demanda: followers are told (never the author); only the author or an office admin removes one.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { DemandCommentSchema } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { isOfficeAdmin, type Tenant } from '../../plugins/authenticate.ts';
import { insertNotifications, pushNotifications } from '../notifications/notify.ts';
import { formatProtocol } from '../protocols/protocols.ts';
import { users } from '../users/users.table.ts';
import { recordDemandChange } from './demands-history.ts';
import { commentNotices, followersOf } from './demands-notify.ts';
import { findDemandRow } from './demands.repository.ts';
import { demandComments, type DemandRow } from './demands.table.ts';

type Comment = z.infer<typeof DemandCommentSchema>;

/** The office's demanda (404 otherwise); `live` also refuses one in the bin (409). */
export async function demandOf(db: Db, tenant: Tenant, id: string, live: boolean): Promise<DemandRow> {
  const row = await findDemandRow(db, tenant.organizationId, id);
  if (!row) throw new AppError('DEMAND_NOT_FOUND', 404);
  if (live && row.deletedAt) throw new AppError('DEMAND_DELETED', 409);
  return row;
}

const commentColumns = {
  id: demandComments.id,
  text: demandComments.text,
  createdAt: demandComments.createdAt,
  userId: demandComments.userId,
  userName: users.name,
};

function toComment(r: {
  id: string;
  text: string;
  createdAt: Date;
  userId: string | null;
  userName: string | null;
}): Comment {
  return {
    _id: r.id,
    text: r.text,
    user: r.userId ? { _id: r.userId, name: r.userName ?? '' } : null,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listComments(deps: AppDeps, tenant: Tenant, demandId: string) {
  const { db } = deps.database;
  await demandOf(db, tenant, demandId, false);
  const rows = await db
    .select(commentColumns)
    .from(demandComments)
    .leftJoin(users, eq(users.id, demandComments.userId))
    .where(and(eq(demandComments.demandId, demandId), isNull(demandComments.deletedAt)))
    .orderBy(asc(demandComments.createdAt), asc(demandComments.id));
  return { comments: rows.map(toComment) };
}

const excerpt = (text: string) => (text.length > 300 ? `${text.slice(0, 297)}…` : text);

export async function addComment(deps: AppDeps, tenant: Tenant, demandId: string, text: string) {
  const org = tenant.organizationId;
  const { comment, created } = await deps.database.db.transaction(async (tx) => {
    const demand = await demandOf(tx, tenant, demandId, true);
    const [row] = await tx
      .insert(demandComments)
      .values({ organizationId: org, demandId, userId: tenant.userId, text })
      .returning();
    await recordDemandChange(tx, {
      organizationId: org,
      demandId,
      userId: tenant.userId,
      action: 'comment',
      changes: [{ field: 'comment', from: null, to: excerpt(text) }],
    });
    const subject = {
      organizationId: org,
      id: demandId,
      protocol: formatProtocol(demand.protocolYear, demand.protocolNumber),
      title: demand.title,
    };
    const notices = commentNotices(subject, await followersOf(tx, demandId), text, tenant.userId);
    return {
      comment: toComment({ ...row!, userName: tenant.name }),
      created: await insertNotifications(tx, notices),
    };
  });
  pushNotifications(deps, created);
  return comment;
}

export async function deleteComment(deps: AppDeps, tenant: Tenant, demandId: string, commentId: string) {
  const org = tenant.organizationId;
  await deps.database.db.transaction(async (tx) => {
    await demandOf(tx, tenant, demandId, true);
    const [row] = await tx
      .select()
      .from(demandComments)
      .where(
        and(
          eq(demandComments.id, commentId),
          eq(demandComments.demandId, demandId),
          eq(demandComments.organizationId, org),
          isNull(demandComments.deletedAt),
        ),
      )
      .limit(1);
    if (!row) throw new AppError('COMMENT_NOT_FOUND', 404);
    if (row.userId !== tenant.userId && !isOfficeAdmin(tenant)) throw new AppError('COMMENT_NOT_OWN', 403);
    await tx.update(demandComments).set({ deletedAt: new Date() }).where(eq(demandComments.id, commentId));
    await recordDemandChange(tx, {
      organizationId: org,
      demandId,
      userId: tenant.userId,
      action: 'comment',
      changes: [{ field: 'comment', from: excerpt(row.text), to: null }],
    });
  });
}
