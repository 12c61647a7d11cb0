// One demanda: create (protocol, citizens, atendimento link, followers, notice to the responsible), read,
// and edit with optimistic concurrency, field history and notices — one transaction per write.
import { and, eq, isNull } from 'drizzle-orm';
import type { Demand, DemandInput, UpdateDemandInput, AuditAction } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { localDay } from '../citizens/citizens-dates.ts';
import { insertNotifications, pushNotifications, type NotificationInput } from '../notifications/notify.ts';
import { occurrences } from '../occurrences/occurrences.table.ts';
import { formatProtocol, nextProtocolNumber } from '../protocols/protocols.ts';
import { detailOf, lockForSave, saveStamp } from './demands-guard.ts';
import { diffDemand, recordDemandChange } from './demands-history.ts';
import {
  addFollowers,
  announceDemandChange,
  assignedNotice,
  followersOf,
  statusNotices,
  type NoticeSubject,
} from './demands-notify.ts';
import { checkCitizens, resolveStatus } from './demands-refs.ts';
import { planStatusMove } from './demands-status.ts';
import { columnValues, writeCitizens } from './demands-write.ts';
import { toDemand, type DemandDetail } from './demands.mapper.ts';
import { demands } from './demands.table.ts';
import { enqueueAutoMessages, noneQueued } from '../greetings/auto-send.ts';
import { statusMove, writeStatusMessages } from '../greetings/status-messages.ts';

export const PROTOCOL_KIND = 'demand';

export const noticeSubject = (organizationId: string, detail: DemandDetail): NoticeSubject => ({
  organizationId,
  id: detail.row.id,
  protocol: formatProtocol(detail.row.protocolYear, detail.row.protocolNumber),
  title: detail.row.title,
});

const auditEntry = (tenant: Tenant, action: AuditAction, id: string, data?: unknown) => ({
  organizationId: tenant.organizationId,
  userId: tenant.userId,
  action,
  entity: 'demand' as const,
  entityId: id,
  data,
});

/** The atendimento the demanda is opened from: the office's, live, and without a demanda yet. */
async function claimOccurrence(tx: Db, organizationId: string, occurrenceId: string) {
  const [occ] = await tx
    .select({ demandId: occurrences.demandId })
    .from(occurrences)
    .where(
      and(
        eq(occurrences.id, occurrenceId),
        eq(occurrences.organizationId, organizationId),
        isNull(occurrences.deletedAt),
      ),
    )
    .for('update')
    .limit(1);
  if (!occ) {
    throw new AppError('OCCURRENCE_NOT_FOUND', 422, 'Atendimento não encontrado neste gabinete.', {
      occurrenceId: 'Atendimento não encontrado neste gabinete',
    });
  }
  if (occ.demandId) {
    throw new AppError('OCCURRENCE_HAS_DEMAND', 409, undefined, {
      occurrenceId: 'Este atendimento já tem uma demanda',
    });
  }
}

export async function createDemand(deps: AppDeps, tenant: Tenant, input: DemandInput): Promise<Demand> {
  const org = tenant.organizationId;
  const today = localDay(new Date(), tenant.timeZone);
  const now = new Date();
  const { detail, created } = await deps.database.db.transaction(async (tx) => {
    const values = await columnValues(tx, org, input, null, today);
    const status = await resolveStatus(tx, org, input.statusId);
    const citizenIds = await checkCitizens(tx, org, input.citizenIds);
    if (input.occurrenceId) await claimOccurrence(tx, org, input.occurrenceId);
    const year = Number(today.slice(0, 4));
    const number = await nextProtocolNumber(tx, org, PROTOCOL_KIND, year);
    const [row] = await tx
      .insert(demands)
      .values({
        ...values,
        title: input.title,
        organizationId: org,
        protocolYear: year,
        protocolNumber: number,
        openedAt: input.openedAt ?? today,
        statusId: status.id,
        isClosed: status.isFinal,
        closedAt: status.isFinal ? now : null,
        statusChangedAt: now,
        occurrenceId: input.occurrenceId ?? null,
        createdBy: tenant.userId,
        updatedBy: tenant.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const id = row!.id;
    await writeCitizens(tx, org, id, citizenIds);
    if (input.occurrenceId) {
      await tx.update(occurrences).set({ demandId: id }).where(eq(occurrences.id, input.occurrenceId));
    }
    await addFollowers(tx, org, id, [tenant.userId, row!.responsibleId]);
    await recordDemandChange(tx, {
      organizationId: org,
      demandId: id,
      userId: tenant.userId,
      action: 'create',
      changes: [{ field: 'status', from: null, to: status.name }],
    });
    await audit(tx, auditEntry(tenant, 'create', id, { protocol: formatProtocol(year, number) }));
    const detail = await detailOf(tx, tenant, id);
    const subject = noticeSubject(org, detail);
    const notices = row!.responsibleId ? [assignedNotice(subject, row!.responsibleId, tenant.userId)] : [];
    return { detail, created: await insertNotifications(tx, notices) };
  });
  pushNotifications(deps, created);
  announceDemandChange(deps, tenant, detail.row.id, detail.row.version);
  return toDemand(detail, today);
}

export async function getDemand(deps: AppDeps, tenant: Tenant, id: string): Promise<Demand> {
  return toDemand(await detailOf(deps.database.db, tenant, id), localDay(new Date(), tenant.timeZone));
}

export async function updateDemand(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: UpdateDemandInput,
): Promise<Demand> {
  const org = tenant.organizationId;
  const today = localDay(new Date(), tenant.timeZone);
  const now = new Date();
  const { version, citizenIds, statusId, ...fields } = input;
  const queued = noneQueued();
  const { detail, created } = await deps.database.db.transaction(async (tx) => {
    const row = await lockForSave(tx, tenant, id, version);
    const before = await detailOf(tx, tenant, id);
    const values = await columnValues(tx, org, fields, row, today);
    const citizens = citizenIds ? await checkCitizens(tx, org, citizenIds) : undefined;
    const move = statusId ? await planStatusMove(tx, row, statusId, now) : null;
    // A new prazo may become overdue again: its notice is due once more.
    const overdueReset = values.dueDate !== undefined && values.dueDate !== row.dueDate;
    await tx
      .update(demands)
      .set({
        ...values,
        ...move?.values,
        ...(overdueReset && { overdueNotifiedAt: null }),
        ...saveStamp(tenant, now),
      })
      .where(eq(demands.id, id));
    if (citizens) await writeCitizens(tx, org, id, citizens);
    const assigned =
      values.responsibleId && values.responsibleId !== row.responsibleId ? values.responsibleId : null;
    if (assigned) await addFollowers(tx, org, id, [assigned]);
    const after = await detailOf(tx, tenant, id);
    const changes = diffDemand(before, after);
    if (changes.length > 0) {
      await recordDemandChange(tx, {
        organizationId: org,
        demandId: id,
        userId: tenant.userId,
        action: 'update',
        changes,
      });
    }
    const subject = noticeSubject(org, after);
    const notices: NotificationInput[] = assigned ? [assignedNotice(subject, assigned, tenant.userId)] : [];
    if (move) {
      await recordDemandChange(tx, {
        organizationId: org,
        demandId: id,
        userId: tenant.userId,
        action: 'status',
        changes: [{ field: 'status', from: move.from.name, to: move.to.name }],
      });
      notices.push(...statusNotices(subject, await followersOf(tx, id), move.to.name, null, tenant.userId));
      await writeStatusMessages(tx, statusMove(tenant, id, move.to), queued);
    }
    await audit(
      tx,
      auditEntry(tenant, 'update', id, {
        fields: [...changes.map((c) => c.field), ...(move ? ['status'] : [])],
      }),
    );
    return { detail: after, created: await insertNotifications(tx, notices) };
  });
  await enqueueAutoMessages(deps, queued);
  pushNotifications(deps, created);
  announceDemandChange(deps, tenant, detail.row.id, detail.row.version);
  return toDemand(detail, today);
}
