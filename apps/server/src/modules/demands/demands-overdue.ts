// The overdue alert: once per prazo, the responsible (else the creator) of each demanda whose prazo passed
// (office calendar day) and that is still open hears about it; a new prazo clears the mark (demands.service).
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { formatDayBr, localDay } from '../citizens/citizens-dates.ts';
import { officeDaySql } from '../organizations/office-time-zone.ts';
import { registerAlertCheck } from '../notifications/alert-checks.ts';
import { foldBursts, insertNotifications, pushNotifications } from '../notifications/notify.ts';
import { formatProtocol } from '../protocols/protocols.ts';
import { users } from '../users/users.table.ts';
import { demandLink } from './demands-notify.ts';
import { demands } from './demands.table.ts';

const d = demands;
/** Demandas handled per run; the rest wait for the next minute. */
const BATCH = 500;

export async function checkOverdueDemands(deps: AppDeps, now: Date): Promise<number> {
  const today = localDay(now);
  const created = await deps.database.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: d.id,
        organizationId: d.organizationId,
        protocolYear: d.protocolYear,
        protocolNumber: d.protocolNumber,
        title: d.title,
        dueDate: d.dueDate,
        responsibleId: d.responsibleId,
        createdBy: d.createdBy,
        responsibleLive: sql<boolean>`exists (select 1 from ${users} u where u.id = ${d.responsibleId} and u.active and u.deleted_at is null)`,
      })
      .from(d)
      .where(
        and(
          isNull(d.deletedAt),
          eq(d.isClosed, false),
          lt(d.dueDate, officeDaySql(d.organizationId, now)),
          isNull(d.overdueNotifiedAt),
        ),
      )
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(d)
      .set({ overdueNotifiedAt: now })
      .where(
        inArray(
          d.id,
          due.map((r) => r.id),
        ),
      );
    const notices = due.flatMap((r) => {
      const userId = r.responsibleId && r.responsibleLive ? r.responsibleId : r.createdBy;
      if (!userId) return [];
      const protocol = formatProtocol(r.protocolYear, r.protocolNumber);
      return [
        {
          organizationId: r.organizationId,
          userId,
          kind: 'demand_overdue' as const,
          title: `Demanda ${protocol} com prazo vencido`,
          body: `${r.title} — prazo ${formatDayBr(r.dueDate)}`,
          link: demandLink(r.id),
          entityType: 'demand',
          entityId: r.id,
          actorId: null,
          dedupeKey: `demand_overdue:${r.id}:${r.dueDate}`,
        },
      ];
    });
    return insertNotifications(
      tx,
      foldBursts(notices, (first, count) => ({
        ...first,
        title: `${count} demandas com prazo vencido`,
        body: 'Abra a lista para ver as demandas vencidas sob sua responsabilidade.',
        link: '/demandas?overdue=true&responsibleId=me',
        entityId: null,
        dedupeKey: `demand_overdue_summary:${today}:${first.entityId}`,
      })),
    );
  });
  pushNotifications(deps, created);
  return created.length;
}

registerAlertCheck('demands-overdue', async (deps, now) => {
  await checkOverdueDemands(deps, now);
});
