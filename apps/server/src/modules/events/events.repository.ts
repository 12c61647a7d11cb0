// Reading events: the range query (bounded on both indexes) and the participants of a page of events.
import { and, asc, eq, gt, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EVENT_MAX_DAYS, type AgendaEvent } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { citizenPhones, citizens } from '../citizens/citizens.table.ts';
import { demands } from '../demands/demands.table.ts';
import { formatProtocol } from '../protocols/protocols.ts';
import { users } from '../users/users.table.ts';
import { eventCategories, eventParticipants, events, type EventRow } from './events.table.ts';

/** More than any agenda shows in 100 days; a runaway range cannot build an unbounded answer. */
export const RANGE_LIMIT = 2000;
const DAY_MS = 86_400_000;

export interface RangeFilter {
  from: Date;
  to: Date;
  categoryIds?: string[];
  userId?: string;
  citizenId?: string;
}

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

function baseSelect(db: Db) {
  return db
    .select({
      event: events,
      categoryName: eventCategories.name,
      categoryColor: eventCategories.color,
      demandYear: demands.protocolYear,
      demandNumber: demands.protocolNumber,
      demandTitle: demands.title,
      demandDeleted: demands.deletedAt,
      creatorName: creator.name,
      updaterName: updater.name,
    })
    .from(events)
    .leftJoin(eventCategories, eq(eventCategories.id, events.categoryId))
    .leftJoin(demands, eq(demands.id, events.demandId))
    .leftJoin(creator, eq(creator.id, events.createdBy))
    .leftJoin(updater, eq(updater.id, events.updatedBy));
}
type JoinedRow = Awaited<ReturnType<ReturnType<typeof baseSelect>['execute']>>[number];

/**
 * Events overlapping [from, to): they start before `to` and end after `from`. The start is also bounded
 * below by from − EVENT_MAX_DAYS (no event lasts longer), so both conditions are index ranges.
 */
export function rangeWhere(organizationId: string, f: RangeFilter): SQL {
  const earliestStart = new Date(f.from.getTime() - EVENT_MAX_DAYS * DAY_MS);
  return and(
    eq(events.organizationId, organizationId),
    isNull(events.deletedAt),
    lt(events.startsAt, f.to),
    gte(events.startsAt, earliestStart),
    // A zero-length event exactly at `from` still belongs to the range.
    or(gt(events.endsAt, f.from), gte(events.startsAt, f.from)),
    f.categoryIds?.length ? inArray(events.categoryId, f.categoryIds) : undefined,
    f.userId
      ? sql`exists (select 1 from ${eventParticipants} p where p.event_id = ${events.id} and p.user_id = ${f.userId})`
      : undefined,
    f.citizenId
      ? sql`exists (select 1 from ${eventParticipants} p where p.event_id = ${events.id} and p.citizen_id = ${f.citizenId})`
      : undefined,
  )!;
}

export async function selectRange(db: Db, organizationId: string, f: RangeFilter): Promise<JoinedRow[]> {
  return baseSelect(db)
    .where(rangeWhere(organizationId, f))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(RANGE_LIMIT);
}

export async function selectOne(db: Db, organizationId: string, id: string): Promise<JoinedRow | undefined> {
  const [row] = await baseSelect(db)
    .where(and(eq(events.id, id), eq(events.organizationId, organizationId), isNull(events.deletedAt)))
    .limit(1);
  return row;
}

/** The live row (or undefined), for writes. */
export async function selectEventRow(
  db: Db,
  organizationId: string,
  id: string,
): Promise<(EventRow & { updaterName: string | null }) | undefined> {
  const row = await selectOne(db, organizationId, id);
  return row ? { ...row.event, updaterName: row.updaterName } : undefined;
}

interface Participants {
  users: { _id: string; name: string }[];
  citizens: { _id: string; name: string; phone: string | null }[];
}

/** Everyone taking part in the given events, by event; citizens in the bin are left out. */
export async function selectParticipants(db: Db, eventIds: string[]): Promise<Map<string, Participants>> {
  const out = new Map<string, Participants>(eventIds.map((id) => [id, { users: [], citizens: [] }]));
  if (eventIds.length === 0) return out;
  const phone = sql<string | null>`(select ${citizenPhones.number} from ${citizenPhones}
    where ${citizenPhones.citizenId} = ${citizens.id}
    order by ${citizenPhones.preferred} desc, ${citizenPhones.position} limit 1)`;
  const rows = await db
    .select({
      eventId: eventParticipants.eventId,
      userId: eventParticipants.userId,
      userName: users.name,
      citizenId: eventParticipants.citizenId,
      citizenName: citizens.name,
      citizenDeleted: citizens.deletedAt,
      phone,
    })
    .from(eventParticipants)
    .leftJoin(users, eq(users.id, eventParticipants.userId))
    .leftJoin(citizens, eq(citizens.id, eventParticipants.citizenId))
    .where(inArray(eventParticipants.eventId, eventIds))
    .orderBy(sql`coalesce(${users.name}, ${citizens.name})`);
  for (const r of rows) {
    const entry = out.get(r.eventId)!;
    if (r.userId && r.userName) entry.users.push({ _id: r.userId, name: r.userName });
    if (r.citizenId && r.citizenName && !r.citizenDeleted) {
      entry.citizens.push({ _id: r.citizenId, name: r.citizenName, phone: r.phone });
    }
  }
  return out;
}

export function toEvent(row: JoinedRow, participants: Participants | undefined): AgendaEvent {
  const e = row.event;
  return {
    _id: e.id,
    title: e.title,
    description: e.description,
    start: e.startsAt.toISOString(),
    end: e.endsAt.toISOString(),
    allDay: e.allDay,
    category:
      e.categoryId && row.categoryName
        ? {
            _id: e.categoryId,
            name: row.categoryName,
            color: row.categoryColor as NonNullable<AgendaEvent['category']>['color'],
          }
        : null,
    location: e.location,
    lat: e.lat,
    lng: e.lng,
    participants: participants ?? { users: [], citizens: [] },
    reminders: [...e.reminders].sort((a, b) => a - b),
    demand:
      e.demandId && row.demandTitle && !row.demandDeleted
        ? {
            _id: e.demandId,
            protocol: formatProtocol(row.demandYear!, row.demandNumber!),
            title: row.demandTitle,
          }
        : null,
    version: e.version,
    createdBy: e.createdBy && row.creatorName ? { _id: e.createdBy, name: row.creatorName } : null,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

/** Rows with their participants, mapped to the contract. */
export async function toEvents(db: Db, rows: JoinedRow[]): Promise<AgendaEvent[]> {
  const participants = await selectParticipants(
    db,
    rows.map((r) => r.event.id),
  );
  return rows.map((r) => toEvent(r, participants.get(r.event.id)));
}
