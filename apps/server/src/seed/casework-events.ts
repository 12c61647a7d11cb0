// Demo agenda: the default categories for every office, ~45 events in the demo office around the seeding
// day (previous week to two weeks ahead) and a few in the BH office, with participants and reminders.
// Idempotent (an office that has events is left alone), deterministic (seeded PRNG, dates relative to
// the seeding day), a handful of batched inserts.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { citizens } from '../modules/citizens/citizens.table.ts';
import { localDay } from '../modules/citizens/citizens-dates.ts';
import { demands } from '../modules/demands/demands.table.ts';
import { ensureEventCategories } from '../modules/events/event-categories.service.ts';
import { reminderRowsFor } from '../modules/events/event-reminders.ts';
import { officeMidnight } from '../modules/events/event-times.ts';
import {
  eventCategories,
  eventParticipants,
  eventReminders,
  events,
} from '../modules/events/events.table.ts';
import { organizations } from '../modules/organizations/organizations.table.ts';
import { users } from '../modules/users/users.table.ts';
import { BH_EVENTS, DEMO_EVENTS, type PlannedEvent, type Who } from './casework-events-data.ts';
import { CAMPINAS } from './citizens-data.ts';
import { makeRng, uuid, type Rng } from './citizens-generate.ts';
import { DEMO_ORG_ID } from './demo.ts';

const BH_ORG_ID = '00000000-0000-4000-8000-000000000002';
const DAY_MS = 86_400_000;
const EMAILS: Record<Who, string> = {
  admin: 'admin@gabinete.demo',
  assessor: 'assessor@gabinete.demo',
  recepcao: 'recepcao@gabinete.demo',
  sac: 'sac@gabinete.demo',
};

export async function seedEvents(db: Db): Promise<void> {
  const offices = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.isPlatform, false));
  for (const office of offices) await ensureEventCategories(db, office.id);
  await seedOffice(db, DEMO_ORG_ID, DEMO_EVENTS, 4_051_2026);
  await seedOffice(db, BH_ORG_ID, BH_EVENTS, 3_106_2026);
}

/** Monday of the current office week, 'aaaa-mm-dd'. */
function mondayOf(today: string): Date {
  const d = new Date(`${today}T00:00:00Z`);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS);
}

const dayOf = (monday: Date, plan: PlannedEvent) =>
  new Date(monday.getTime() + (plan.week * 7 + plan.day) * DAY_MS).toISOString().slice(0, 10);

function timesOf(monday: Date, plan: PlannedEvent): { startsAt: Date; endsAt: Date; allDay: boolean } {
  const day = dayOf(monday, plan);
  const midnight = officeMidnight(day).getTime();
  if (!plan.at) {
    return {
      startsAt: new Date(midnight),
      endsAt: new Date(midnight + (plan.days ?? 1) * DAY_MS),
      allDay: true,
    };
  }
  const [h, m] = plan.at.split(':').map(Number) as [number, number];
  const startsAt = new Date(midnight + (h * 60 + m) * 60_000);
  return { startsAt, endsAt: new Date(startsAt.getTime() + (plan.minutes ?? 60) * 60_000), allDay: false };
}

/** n distinct citizens from the pool, chosen by the PRNG. */
function pickCitizens(rng: Rng, pool: string[], n: number): string[] {
  const chosen = new Set<string>();
  while (chosen.size < Math.min(n, pool.length)) chosen.add(pool[Math.floor(rng() * pool.length)]!);
  return [...chosen];
}

async function seedOffice(
  db: Db,
  organizationId: string,
  plans: PlannedEvent[],
  seed: number,
): Promise<void> {
  const [existing] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.organizationId, organizationId))
    .limit(1);
  if (existing) return;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), isNull(users.deletedAt)));
  const byEmail = new Map(people.map((u) => [u.email, u.id]));
  // Offices other than the demo have just their admin: everyone maps to the first user found.
  const fallback = byEmail.get('admin.bh@gabinete.demo') ?? people[0]?.id;
  if (!fallback) return;
  const userOf = (who: Who) => byEmail.get(EMAILS[who]) ?? fallback;
  const categories = new Map(
    (
      await db
        .select({ id: eventCategories.id, name: eventCategories.name })
        .from(eventCategories)
        .where(eq(eventCategories.organizationId, organizationId))
    ).map((c) => [c.name, c.id]),
  );
  const pool = (
    await db
      .select({ id: citizens.id })
      .from(citizens)
      .where(and(eq(citizens.organizationId, organizationId), isNull(citizens.deletedAt)))
      .orderBy(asc(citizens.id))
      .limit(200)
  ).map((c) => c.id);
  const demandIds = (
    await db
      .select({ id: demands.id })
      .from(demands)
      .where(and(eq(demands.organizationId, organizationId), isNull(demands.deletedAt)))
      .orderBy(asc(demands.protocolYear), asc(demands.protocolNumber))
      .limit(10)
  ).map((d) => d.id);

  const rng = makeRng(seed);
  const monday = mondayOf(localDay());
  const now = new Date();
  const rows = plans.map((plan) => {
    const place = plan.bairro ? CAMPINAS.bairros.find(([name]) => name === plan.bairro) : undefined;
    const times = timesOf(monday, plan);
    const author = userOf(plan.by ?? 'admin');
    return {
      plan,
      row: {
        id: uuid(rng),
        organizationId,
        title: plan.title,
        description: plan.description ?? null,
        ...times,
        categoryId: categories.get(plan.category) ?? null,
        location: plan.location ?? null,
        lat: place ? place[2][0] : null,
        lng: place ? place[2][1] : null,
        reminders: plan.reminders ?? [],
        demandId: plan.demand !== undefined ? (demandIds[plan.demand] ?? null) : null,
        createdBy: author,
        updatedBy: author,
        createdAt: new Date(Math.min(now.getTime(), times.startsAt.getTime()) - 3 * DAY_MS),
      },
    };
  });
  await db.insert(events).values(rows.map((r) => r.row));
  const participants = rows.flatMap(({ plan, row }) => [
    ...[...new Set(plan.users.map(userOf))].map((userId) => ({
      eventId: row.id,
      organizationId,
      userId,
      citizenId: null,
    })),
    ...pickCitizens(rng, pool, plan.citizens ?? 0).map((citizenId) => ({
      eventId: row.id,
      organizationId,
      userId: null,
      citizenId,
    })),
  ]);
  if (participants.length > 0) await db.insert(eventParticipants).values(participants);
  const reminders = rows.flatMap(({ row }) => reminderRowsFor(row, now));
  if (reminders.length > 0) await db.insert(eventReminders).values(reminders);
}
