// Próximos eventos: what is on or still going on from now until the end of the 7th day (today the first), by start. An event lasts
// at most EVENT_MAX_DAYS, so the start bound keeps the scan of events_org_start_idx short.
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { DASHBOARD_EVENTS, EVENT_MAX_DAYS, type DashboardEvent } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { eventCategories, events } from '../events/events.table.ts';
import { dayStart } from './dashboard-occurrences.ts';

type CategoryColor = NonNullable<DashboardEvent['category']>['color'];

/** `endDay` is the first day left out ('aaaa-mm-dd'). */
export async function eventsSection(
  db: Db,
  organizationId: string,
  now: Date,
  endDay: string,
  timeZone?: string,
): Promise<{ upcoming: DashboardEvent[] }> {
  const e = events;
  const rows = await db
    .select({
      id: e.id,
      title: e.title,
      startsAt: e.startsAt,
      endsAt: e.endsAt,
      allDay: e.allDay,
      location: e.location,
      categoryName: eventCategories.name,
      categoryColor: eventCategories.color,
    })
    .from(e)
    .leftJoin(eventCategories, eq(eventCategories.id, e.categoryId))
    .where(
      and(
        eq(e.organizationId, organizationId),
        isNull(e.deletedAt),
        gt(e.startsAt, new Date(now.getTime() - EVENT_MAX_DAYS * 86_400_000)),
        lt(e.startsAt, sql`${dayStart(endDay, timeZone)}`),
        gt(e.endsAt, now),
      ),
    )
    .orderBy(asc(e.startsAt), asc(e.id))
    .limit(DASHBOARD_EVENTS);
  return {
    upcoming: rows.map((r) => ({
      _id: r.id,
      title: r.title,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      allDay: r.allDay,
      location: r.location,
      category: r.categoryName ? { name: r.categoryName, color: r.categoryColor as CategoryColor } : null,
    })),
  };
}
