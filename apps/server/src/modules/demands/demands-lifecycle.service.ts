// A demanda's moves on the board (transitions, followers told), the bin (delete/restore) and following.
import { and, eq } from 'drizzle-orm';
import type { Demand } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { localDay } from '../citizens/citizens-dates.ts';
import { insertNotifications, pushNotifications } from '../notifications/notify.ts';
import { detailOf, lockDemand, lockForSave, saveStamp } from './demands-guard.ts';
import { recordDemandChange } from './demands-history.ts';
import { addFollowers, announceDemandChange, followersOf, statusNotices } from './demands-notify.ts';
import { planStatusMove } from './demands-status.ts';
import { findDemandRow } from './demands.repository.ts';
import { noticeSubject } from './demands.service.ts';
import { toDemand } from './demands.mapper.ts';
import { demandFollowers, demands } from './demands.table.ts';
import { enqueueAutoMessages, noneQueued } from '../greetings/auto-send.ts';
import { statusMove, writeStatusMessages } from '../greetings/status-messages.ts';

export async function changeStatus(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: { statusId: string; version: number; note?: string | null },
): Promise<Demand> {
  const org = tenant.organizationId;
  const now = new Date();
  const queued = noneQueued();
  const { detail, created } = await deps.database.db.transaction(async (tx) => {
    const row = await lockForSave(tx, tenant, id, input.version);
    const move = await planStatusMove(tx, row, input.statusId, now);
    if (!move) return { detail: await detailOf(tx, tenant, id), created: [] };
    await tx
      .update(demands)
      .set({ ...move.values, ...saveStamp(tenant, now) })
      .where(eq(demands.id, id));
    const note = input.note ?? null;
    await recordDemandChange(tx, {
      organizationId: org,
      demandId: id,
      userId: tenant.userId,
      action: 'status',
      changes: [
        { field: 'status', from: move.from.name, to: move.to.name },
        ...(note ? [{ field: 'note', from: null, to: note }] : []),
      ],
    });
    await audit(tx, {
      organizationId: org,
      userId: tenant.userId,
      action: 'status',
      entity: 'demand',
      entityId: id,
      data: { from: move.from.name, to: move.to.name },
    });
    await writeStatusMessages(tx, statusMove(tenant, id, move.to), queued);
    const detail = await detailOf(tx, tenant, id);
    const notices = statusNotices(
      noticeSubject(org, detail),
      await followersOf(tx, id),
      move.to.name,
      note,
      tenant.userId,
    );
    return { detail, created: await insertNotifications(tx, notices) };
  });
  await enqueueAutoMessages(deps, queued);
  pushNotifications(deps, created);
  announceDemandChange(deps, tenant, detail.row.id, detail.row.version);
  return toDemand(detail, localDay(new Date(), tenant.timeZone));
}

export async function deleteDemand(deps: AppDeps, tenant: Tenant, id: string): Promise<void> {
  const now = new Date();
  await deps.database.db.transaction(async (tx) => {
    await lockForSave(tx, tenant, id);
    await tx
      .update(demands)
      .set({ deletedAt: now, deletedBy: tenant.userId, deletedBatch: null, ...saveStamp(tenant, now) })
      .where(eq(demands.id, id));
    await recordDemandChange(tx, {
      organizationId: tenant.organizationId,
      demandId: id,
      userId: tenant.userId,
      action: 'delete',
    });
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: 'delete',
      entity: 'demand',
      entityId: id,
    });
  });
  announceDemandChange(deps, tenant, id, null);
}

export async function restoreDemand(deps: AppDeps, tenant: Tenant, id: string): Promise<Demand> {
  const now = new Date();
  const detail = await deps.database.db.transaction(async (tx) => {
    const row = await lockDemand(tx, tenant, id);
    if (!row.deletedAt) throw new AppError('DEMAND_NOT_DELETED', 409);
    await tx
      .update(demands)
      .set({ deletedAt: null, deletedBy: null, deletedBatch: null, ...saveStamp(tenant, now) })
      .where(eq(demands.id, id));
    await recordDemandChange(tx, {
      organizationId: tenant.organizationId,
      demandId: id,
      userId: tenant.userId,
      action: 'restore',
    });
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: 'restore',
      entity: 'demand',
      entityId: id,
    });
    return detailOf(tx, tenant, id);
  });
  announceDemandChange(deps, tenant, id, detail.row.version);
  return toDemand(detail, localDay(new Date(), tenant.timeZone));
}

/** The caller follows (or stops following) the demanda's status changes and comments. */
export async function setFollowing(deps: AppDeps, tenant: Tenant, id: string, following: boolean) {
  const { db } = deps.database;
  if (!(await findDemandRow(db, tenant.organizationId, id))) throw new AppError('DEMAND_NOT_FOUND', 404);
  if (following) await addFollowers(db, tenant.organizationId, id, [tenant.userId]);
  else {
    await db
      .delete(demandFollowers)
      .where(and(eq(demandFollowers.demandId, id), eq(demandFollowers.userId, tenant.userId)));
  }
  return { following };
}
