// Plugs the agenda into the rest (imported by events.routes.ts so it registers at start): default categories
// of a new office, the reminder check, the citizen's timeline and citizen merges.
import './events.citizen-data.ts';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { EVENT_TIME_ZONE, type TimelineItem } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { formatterIn } from '../../lib/office-time.ts';
import {
  registerMergeHook,
  registerTimelineSource,
  type TimelineQuery,
} from '../citizens/citizens.extensions.ts';
import { registerAlertCheck } from '../notifications/alert-checks.ts';
import { registerOfficeSetup } from '../organizations/office-setup.ts';
import { officeTimeZone } from '../organizations/office-time-zone.ts';
import { users } from '../users/users.table.ts';
import { ensureEventCategories } from './event-categories.service.ts';
import { sendDueReminders } from './event-reminders.ts';
import { eventLink } from './event-times.ts';
import { eventCategories, eventParticipants, events } from './events.table.ts';

registerOfficeSetup('event-categories', ensureEventCategories);
registerAlertCheck('event-reminders', sendDueReminders);

const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const DATE_TIME = { ...DATE, hour: '2-digit', minute: '2-digit' } as const;

/** Events the citizen takes part in, placed on the timeline at their start. */
export async function eventTimeline(db: Db, query: TimelineQuery): Promise<TimelineItem[]> {
  // Timed events read on the office's clock; all-day events are stored as whole days in the default zone.
  const dateTime = formatterIn(await officeTimeZone(db, query.organizationId), DATE_TIME);
  const dateOnly = formatterIn(EVENT_TIME_ZONE, DATE);
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      allDay: events.allDay,
      location: events.location,
      category: eventCategories.name,
      creatorId: events.createdBy,
      creatorName: users.name,
    })
    .from(eventParticipants)
    .innerJoin(events, eq(events.id, eventParticipants.eventId))
    .leftJoin(eventCategories, eq(eventCategories.id, events.categoryId))
    .leftJoin(users, eq(users.id, events.createdBy))
    .where(
      and(
        eq(eventParticipants.citizenId, query.citizenId),
        eq(events.organizationId, query.organizationId),
        isNull(events.deletedAt),
        lt(events.startsAt, query.before),
      ),
    )
    .orderBy(desc(events.startsAt))
    .limit(query.limit);
  return rows.map((r) => ({
    id: `event:${r.id}`,
    kind: 'event',
    at: r.startsAt.toISOString(),
    title: `${r.category ?? 'Evento'} na agenda: ${r.title}`,
    description:
      [
        r.allDay
          ? `${dateOnly.format(r.startsAt)} (dia inteiro)`
          : dateTime.format(r.startsAt).replace(',', ' às'),
        r.location,
      ]
        .filter(Boolean)
        .join(' · ') || null,
    link: eventLink(r.id, r.startsAt),
    user: r.creatorId && r.creatorName ? { _id: r.creatorId, name: r.creatorName } : null,
  }));
}
registerTimelineSource('event', eventTimeline);

/** The kept citizen takes the duplicate's place in its events (once, where both took part). */
registerMergeHook('events', async (tx, organizationId, keptId, duplicateId) => {
  await tx
    .delete(eventParticipants)
    .where(
      and(
        eq(eventParticipants.organizationId, organizationId),
        eq(eventParticipants.citizenId, duplicateId),
        sql`exists (select 1 from ${eventParticipants} k where k.event_id = ${eventParticipants.eventId} and k.citizen_id = ${keptId})`,
      ),
    );
  await tx
    .update(eventParticipants)
    .set({ citizenId: keptId })
    .where(
      and(eq(eventParticipants.organizationId, organizationId), eq(eventParticipants.citizenId, duplicateId)),
    );
});
