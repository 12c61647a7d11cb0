// Agenda reminders: one row per reminder still to send, rebuilt on every save; the alert check claims the
// due rows with a conditional update (sent_at is null), so two instances never send the same reminder.
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { ALL_DAY_REMINDER_HOUR } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { insertNotifications, pushNotifications, type NotificationInput } from '../notifications/notify.ts';
import { users } from '../users/users.table.ts';
import { officeTimeZone } from '../organizations/office-time-zone.ts';
import { eventLink, reminderWhen } from './event-times.ts';
import { eventParticipants, eventReminders, events, type EventRow } from './events.table.ts';

/** Reminders claimed per run: a backlog drains over a few ticks instead of one huge transaction. */
const BATCH = 500;

/** Reminders of an all-day event count back from 08:00 of its first day, not from midnight. */
export function reminderAnchor(row: Pick<EventRow, 'startsAt' | 'allDay'>): number {
  return row.startsAt.getTime() + (row.allDay ? ALL_DAY_REMINDER_HOUR * 3_600_000 : 0);
}

type ReminderSource = Pick<EventRow, 'id' | 'organizationId' | 'startsAt' | 'allDay' | 'reminders'>;

/** The reminder rows of an event that are still in the future. */
export function reminderRowsFor(row: ReminderSource, now = new Date()) {
  const anchor = reminderAnchor(row);
  return row.reminders
    .map((minutes) => ({
      eventId: row.id,
      organizationId: row.organizationId,
      minutesBefore: minutes,
      remindAt: new Date(anchor - minutes * 60_000),
    }))
    .filter((r) => r.remindAt.getTime() > now.getTime());
}

/** Replaces the event's reminder rows with the ones still in the future. */
export async function rebuildReminders(
  tx: Db,
  row: ReminderSource & Pick<EventRow, 'deletedAt'>,
  now = new Date(),
): Promise<void> {
  await tx.delete(eventReminders).where(eq(eventReminders.eventId, row.id));
  if (row.deletedAt) return;
  const due = reminderRowsFor(row, now);
  if (due.length > 0) await tx.insert(eventReminders).values(due);
}

/**
 * The 'event-reminders' alert check: claims what is due and notifies the participant users and the
 * creator. Events already over or deleted are claimed silently (a server down for a day sends no stale reminders).
 */
export async function sendDueReminders(deps: AppDeps, now: Date): Promise<void> {
  const created = await deps.database.db.transaction(async (tx) => {
    const claimed = await tx
      .update(eventReminders)
      .set({ sentAt: now })
      .where(
        and(
          isNull(eventReminders.sentAt),
          inArray(
            eventReminders.id,
            tx
              .select({ id: eventReminders.id })
              .from(eventReminders)
              .where(and(isNull(eventReminders.sentAt), lte(eventReminders.remindAt, now)))
              .orderBy(eventReminders.remindAt)
              .limit(BATCH),
          ),
        ),
      )
      .returning({ id: eventReminders.id, eventId: eventReminders.eventId });
    if (claimed.length === 0) return [];
    const eventIds = [...new Set(claimed.map((c) => c.eventId))];
    const live = await tx
      .select()
      .from(events)
      .where(and(inArray(events.id, eventIds), isNull(events.deletedAt), gt(events.endsAt, now)));
    const byId = new Map(live.map((e) => [e.id, e]));
    const people = await recipients(tx, [...byId.keys()]);
    // Each office's clock: one cached lookup per office, not per reminder.
    const orgIds = [...new Set(live.map((e) => e.organizationId))];
    const zones = new Map(
      await Promise.all(orgIds.map(async (id) => [id, await officeTimeZone(deps.database.db, id)] as const)),
    );
    const items: NotificationInput[] = [];
    for (const c of claimed) {
      const event = byId.get(c.eventId);
      if (!event) continue;
      const ids = new Set([...(people.get(event.id) ?? []), ...(event.createdBy ? [event.createdBy] : [])]);
      for (const userId of ids) {
        items.push({
          organizationId: event.organizationId,
          userId,
          kind: 'event_reminder',
          title: `Lembrete: ${event.title} ${reminderWhen(event.startsAt, event.allDay, now, zones.get(event.organizationId))}`,
          body: event.location,
          link: eventLink(event.id, event.startsAt),
          entityType: 'event',
          entityId: event.id,
          dedupeKey: `event-reminder:${c.id}`,
        });
      }
    }
    return insertNotifications(tx, await onlyActive(tx, items));
  });
  pushNotifications(deps, created);
}

/** Participant users of each event. */
async function recipients(tx: Db, eventIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (eventIds.length === 0) return out;
  const rows = await tx
    .select({ eventId: eventParticipants.eventId, userId: eventParticipants.userId })
    .from(eventParticipants)
    .where(and(inArray(eventParticipants.eventId, eventIds), sql`${eventParticipants.userId} is not null`));
  for (const r of rows) out.set(r.eventId, [...(out.get(r.eventId) ?? []), r.userId!]);
  return out;
}

/** Deactivated or deleted users get nothing. */
async function onlyActive(tx: Db, items: NotificationInput[]): Promise<NotificationInput[]> {
  const ids = [...new Set(items.map((i) => i.userId))];
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.active, true), isNull(users.deletedAt)));
  const active = new Set(rows.map((r) => r.id));
  return items.filter((i) => active.has(i.userId));
}
