// Comments on an emenda: listed oldest first; each one is also a line of the history.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { users } from '../users/users.table.ts';
import { recordAmendmentChanges } from './amendments-history.ts';
import { detailOf, lockForSave } from './amendments.service.ts';
import { amendmentComments as c } from './amendments.table.ts';

async function listComments(db: Db, organizationId: string, amendmentId: string) {
  const rows = await db
    .select({ id: c.id, body: c.body, createdAt: c.createdAt, userId: c.userId, userName: users.name })
    .from(c)
    .leftJoin(users, eq(users.id, c.userId))
    .where(and(eq(c.amendmentId, amendmentId), eq(c.organizationId, organizationId)))
    .orderBy(asc(c.createdAt), asc(c.id));
  return rows.map((r) => ({
    _id: r.id,
    body: r.body,
    user: r.userId && r.userName ? { _id: r.userId, name: r.userName } : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function amendmentComments(deps: AppDeps, tenant: Tenant, id: string) {
  await detailOf(deps.database.db, tenant, id, true);
  return { comments: await listComments(deps.database.db, tenant.organizationId, id) };
}

export async function addAmendmentComment(deps: AppDeps, tenant: Tenant, id: string, body: string) {
  await deps.database.db.transaction(async (tx) => {
    await lockForSave(tx, tenant, id);
    await tx
      .insert(c)
      .values({ organizationId: tenant.organizationId, amendmentId: id, userId: tenant.userId, body });
    await recordAmendmentChanges(tx, [
      {
        organizationId: tenant.organizationId,
        amendmentId: id,
        userId: tenant.userId,
        action: 'comment',
        changes: [{ field: 'comment', from: null, to: body.slice(0, 200) }],
      },
    ]);
  });
  return amendmentComments(deps, tenant, id);
}
