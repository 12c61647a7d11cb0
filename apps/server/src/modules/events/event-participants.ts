// Writes an event's participants (replacing the sent list) and builds the invitations for people added.
import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { NotificationInput } from '../notifications/notify.ts';
import { eventLink, whenText } from './event-times.ts';
import { eventParticipants, type EventRow } from './events.table.ts';

type Kind = 'user' | 'citizen';
const column = (kind: Kind) => (kind === 'user' ? eventParticipants.userId : eventParticipants.citizenId);

/** Makes the event's users (or citizens) exactly `ids`; returns the ids that were not there before. */
export async function replaceParticipants(
  tx: Db,
  event: Pick<EventRow, 'id' | 'organizationId'>,
  kind: Kind,
  ids: string[],
): Promise<string[]> {
  const col = column(kind);
  const wanted = [...new Set(ids)];
  const current = await tx
    .select({ id: col })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, event.id), isNotNull(col)));
  const had = new Set(current.map((r) => r.id!));
  await tx
    .delete(eventParticipants)
    .where(
      and(
        eq(eventParticipants.eventId, event.id),
        isNotNull(col),
        wanted.length > 0 ? notInArray(col, wanted) : undefined,
      ),
    );
  const added = wanted.filter((id) => !had.has(id));
  if (added.length > 0) {
    await tx
      .insert(eventParticipants)
      .values(
        added.map((id) => ({
          eventId: event.id,
          organizationId: event.organizationId,
          userId: kind === 'user' ? id : null,
          citizenId: kind === 'citizen' ? id : null,
        })),
      )
      .onConflictDoNothing();
  }
  return added;
}

/** 'Convite: Reunião com a Secretaria de Saúde' for each user added (never the one who added them). */
export function invitations(
  event: Pick<EventRow, 'id' | 'organizationId' | 'title' | 'startsAt' | 'allDay' | 'location'>,
  userIds: string[],
  actorId: string,
  now = new Date(),
  timeZone?: string,
): NotificationInput[] {
  const when = whenText(event.startsAt, event.allDay, now, timeZone);
  return userIds.map((userId) => ({
    organizationId: event.organizationId,
    userId,
    kind: 'event_invited' as const,
    title: `Convite: ${event.title}`,
    body: [when.charAt(0).toUpperCase() + when.slice(1), event.location].filter(Boolean).join(' · '),
    link: eventLink(event.id, event.startsAt),
    entityType: 'event',
    entityId: event.id,
    actorId,
  }));
}
