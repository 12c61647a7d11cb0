// Demo áreas, demand statuses and demandas: the defaults for every office, ~180 demandas in the demo office
// (Campinas) and ~20 in the BH office, spread over statuses, áreas, priorities and staff, with history,
// comments and followers. Deterministic (seeded PRNG), idempotent (an office with demandas is left alone).
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { DEFAULT_DEMAND_STATUSES, PRIORITIES, type Priority } from '@gabinete/shared';
import type { Db } from '../db/client.ts';
import { ensureDefaultAreas } from '../modules/areas/areas.service.ts';
import { areas } from '../modules/areas/areas.table.ts';
import { localDay } from '../modules/citizens/citizens-dates.ts';
import { citizens } from '../modules/citizens/citizens.table.ts';
import { ensureDemandStatuses } from '../modules/demands/demand-statuses.service.ts';
import {
  demandChanges,
  demandCitizens,
  demandComments,
  demandFollowers,
  demands,
  demandStatuses,
} from '../modules/demands/demands.table.ts';
import { organizations } from '../modules/organizations/organizations.table.ts';
import { protocolCounters } from '../modules/protocols/protocols.table.ts';
import { users } from '../modules/users/users.table.ts';
import { BELO_HORIZONTE, CAMPINAS, type Place } from './citizens-data.ts';
import { makeRng, pick, uuid, type Rng } from './citizens-generate.ts';
import { COMMENTS, DEMAND_TEMPLATES, STATUS_NOTES } from './casework-demands-data.ts';
import { DEMO_ORG_ID } from './demo.ts';
import { planDemand, type Person, type PlannedDemand } from './casework-demands-plan.ts';

const BH_ORG_ID = '00000000-0000-4000-8000-000000000002';

export async function seedDemands(db: Db): Promise<void> {
  const offices = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.isPlatform, false));
  for (const office of offices) {
    await db.transaction(async (tx) => {
      await ensureDefaultAreas(tx, office.id);
      await ensureDemandStatuses(tx, office.id);
    });
  }
  const demo = await seedOffice(db, DEMO_ORG_ID, 20260142, 180, CAMPINAS);
  const bh = await seedOffice(db, BH_ORG_ID, 31062026, 20, BELO_HORIZONTE[0]!);
  // Fresh statistics for the planner (PGlite has no autovacuum).
  if (demo || bh) {
    await db.execute(sql`analyze demands, demand_citizens, demand_changes, demand_statuses, areas`);
  }
}

async function loadPeople(db: Db, organizationId: string) {
  const staff = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        isNotNull(users.passwordHash),
        isNull(users.deletedAt),
        ne(users.role, 'leitura'),
      ),
    )
    .orderBy(asc(users.email));
  const people: Person[] = await db
    .select({
      id: citizens.id,
      street: citizens.street,
      number: citizens.number,
      neighborhood: citizens.neighborhood,
      cityIbge: citizens.cityIbge,
      uf: citizens.uf,
      cep: citizens.cep,
      lat: citizens.lat,
      lng: citizens.lng,
    })
    .from(citizens)
    .where(and(eq(citizens.organizationId, organizationId), isNull(citizens.deletedAt)))
    .orderBy(asc(citizens.createdAt), asc(citizens.id))
    .limit(500);
  return { staff: staff.map((s) => s.id), people };
}

/** False when the office already had demandas (or has no staff or citizens to use). */
async function seedOffice(db: Db, organizationId: string, seed: number, count: number, place: Place) {
  const [existing] = await db
    .select({ id: demands.id })
    .from(demands)
    .where(eq(demands.organizationId, organizationId))
    .limit(1);
  if (existing) return false;
  const { staff, people } = await loadPeople(db, organizationId);
  if (staff.length === 0 || people.length === 0) return false;
  const areaRows = await db.select().from(areas).where(eq(areas.organizationId, organizationId));
  const statusRows = await db
    .select()
    .from(demandStatuses)
    .where(eq(demandStatuses.organizationId, organizationId));
  const areaId = new Map(areaRows.map((a) => [a.name, a.id]));
  const status = new Map(statusRows.map((s) => [s.key ?? s.id, s]));
  const rng = makeRng(seed);
  const now = Date.now();
  const plans = Array.from({ length: count }, () =>
    planDemand(rng, { staff, people, place, now, templates: DEMAND_TEMPLATES }),
  ).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await db.transaction(async (tx) => writeOffice(tx, rng, organizationId, plans, { areaId, status, now }));
  return true;
}

interface Lookups {
  areaId: Map<string, string>;
  status: Map<string, typeof demandStatuses.$inferSelect>;
  now: number;
}

const priorityOf = (p: string) => ((PRIORITIES as readonly string[]).includes(p) ? (p as Priority) : 'media');

async function writeOffice(tx: Db, rng: Rng, organizationId: string, plans: PlannedDemand[], l: Lookups) {
  const today = localDay(new Date(l.now));
  const numbers = new Map<number, number>();
  const rows: (typeof demands.$inferInsert)[] = [];
  const links: (typeof demandCitizens.$inferInsert)[] = [];
  const changes: (typeof demandChanges.$inferInsert)[] = [];
  const comments: (typeof demandComments.$inferInsert)[] = [];
  const followers = new Map<string, typeof demandFollowers.$inferInsert>();
  const initial = l.status.get(DEFAULT_DEMAND_STATUSES[0].key)!;
  for (const p of plans) {
    const id = uuid(rng);
    const year = Number(localDay(p.createdAt).slice(0, 4));
    const number = (numbers.get(year) ?? 0) + 1;
    numbers.set(year, number);
    const last = p.moves.at(-1);
    const current = last ? l.status.get(last.key)! : initial;
    const overdue = !current.isFinal && !!p.dueDate && p.dueDate < today;
    rows.push({
      id,
      organizationId,
      protocolYear: year,
      protocolNumber: number,
      title: p.title,
      description: p.description,
      areaId: l.areaId.get(p.area) ?? null,
      priority: priorityOf(p.priority),
      statusId: current.id,
      isClosed: current.isFinal,
      openedAt: p.openedAt,
      dueDate: p.dueDate,
      closedAt: current.isFinal && last ? last.at : null,
      statusChangedAt: last?.at ?? p.createdAt,
      responsibleId: p.responsibleId,
      agency: p.agency,
      institution: p.institution,
      cityHallProtocol: p.moves.some((m) => m.key === 'prefeitura') ? `${year}/${10000 + number * 7}` : null,
      chamberProtocol: p.moves.some((m) => m.key === 'camara') ? `IND ${number * 3}/${year}` : null,
      ...p.location,
      version: 1 + p.moves.length,
      createdBy: p.createdBy,
      updatedBy: last?.by ?? p.createdBy,
      createdAt: p.createdAt,
      updatedAt: last?.at ?? p.createdAt,
      // Long-overdue demo demandas were already announced; the recent ones reach the bell on the first run.
      overdueNotifiedAt:
        overdue && p.dueDate! < localDay(new Date(l.now - 3 * 86_400_000)) ? new Date(l.now) : null,
    });
    p.citizenIds.forEach((citizenId, position) =>
      links.push({ demandId: id, citizenId, organizationId, position }),
    );
    changes.push({
      organizationId,
      demandId: id,
      userId: p.createdBy,
      action: 'create',
      changes: [{ field: 'status', from: null, to: initial.name }],
      createdAt: p.createdAt,
    });
    let from = initial.name;
    for (const move of p.moves) {
      const to = l.status.get(move.key)!.name;
      const note = pick(rng, STATUS_NOTES[move.key] ?? ['']) || null;
      changes.push({
        organizationId,
        demandId: id,
        userId: move.by,
        action: 'status',
        changes: [{ field: 'status', from, to }, ...(note ? [{ field: 'note', from: null, to: note }] : [])],
        createdAt: move.at,
      });
      from = to;
    }
    // Consecutive entries from a random start: one demanda never repeats a comment.
    const first = Math.floor(rng() * COMMENTS.length);
    for (const [i, c] of p.comments.entries()) {
      const text = COMMENTS[(first + i) % COMMENTS.length]!;
      comments.push({ organizationId, demandId: id, userId: c.by, text, createdAt: c.at });
      changes.push({
        organizationId,
        demandId: id,
        userId: c.by,
        action: 'comment',
        changes: [{ field: 'comment', from: null, to: text }],
        createdAt: c.at,
      });
    }
    for (const userId of [p.createdBy, p.responsibleId]) {
      if (userId)
        followers.set(`${id}|${userId}`, { demandId: id, userId, organizationId, createdAt: p.createdAt });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(demands).values(rows.slice(i, i + 500));
  for (let i = 0; i < links.length; i += 1000)
    await tx.insert(demandCitizens).values(links.slice(i, i + 1000));
  for (let i = 0; i < changes.length; i += 1000)
    await tx.insert(demandChanges).values(changes.slice(i, i + 1000));
  if (comments.length) await tx.insert(demandComments).values(comments);
  await tx
    .insert(demandFollowers)
    .values([...followers.values()])
    .onConflictDoNothing();
  for (const [year, last] of numbers) {
    await tx
      .insert(protocolCounters)
      .values({ organizationId, kind: 'demand', year, last })
      .onConflictDoUpdate({
        target: [protocolCounters.organizationId, protocolCounters.kind, protocolCounters.year],
        set: { last: sql`greatest(${protocolCounters.last}, ${last})` },
      });
  }
}
