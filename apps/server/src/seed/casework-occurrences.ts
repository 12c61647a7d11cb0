// Demo atendimentos: ~250 in the demo office over the last 12 weeks (weekdays, office hours, a shape the
// dashboard's weekly chart can show), every channel and área, situações by age, some of them the origin of
// a seeded demanda (both links set); a few in the BH office. Deterministic, idempotent (an office that has
// atendimentos is left alone), batched. Runs after the citizens and demandas seeds.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { areas } from '../modules/areas/areas.table.ts';
import { citizens } from '../modules/citizens/citizens.table.ts';
import { occurrences } from '../modules/occurrences/occurrences.table.ts';
import { GENERAL_SUBJECTS, SUBJECTS_BY_AREA, type SubjectSeed } from './casework-occurrences-data.ts';
import { officeStaff, linkableDemands, type LinkableDemand } from './casework-seed-helpers.ts';
import { makeRng, pick, uuid, type Rng } from './citizens-generate.ts';
import { DEMO_ORG_ID } from './demo.ts';

const BH_ORG_ID = '00000000-0000-4000-8000-000000000002';
const DAY = 86_400_000;
const MINUTE = 60_000;
const WEEKS = 12;

type OccurrenceInsert = typeof occurrences.$inferInsert & { id: string };
interface Person {
  id: string;
  createdAt: Date;
  neighborhood: string | null;
}

const weighted = <T>(rng: Rng, options: [T, number][]): T => {
  let r = rng() * options.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of options) if ((r -= w) < 0) return value;
  return options[0]![0];
};

const CHANNELS: [string, number][] = [
  ['presencial', 30],
  ['telefone', 25],
  ['whatsapp', 30],
  ['email', 8],
  ['visita', 7],
];

/** Recent atendimentos are still open; old ones mostly concluded. */
function statusFor(rng: Rng, ageDays: number): string {
  if (ageDays < 3)
    return weighted(rng, [
      ['aberto', 55],
      ['em_andamento', 35],
      ['concluido', 8],
      ['cancelado', 2],
    ]);
  if (ageDays < 14)
    return weighted(rng, [
      ['aberto', 25],
      ['em_andamento', 35],
      ['concluido', 35],
      ['cancelado', 5],
    ]);
  return weighted(rng, [
    ['aberto', 5],
    ['em_andamento', 10],
    ['concluido', 78],
    ['cancelado', 7],
  ]);
}

/**
 * An instant in office hours (08:00–17:59 in Brasília, UTC−3) on a weekday `ageDays` back, never in the
 * future. Weeks get different weights so the weekly chart has a shape (a slow rise with a wobble).
 */
function pickInstant(rng: Rng, now: number): { at: Date; ageDays: number } {
  const days: [number, number][] = [];
  for (let d = 0; d < WEEKS * 7; d++) {
    const week = Math.floor(d / 7);
    const weekday = new Date(now - d * DAY - 3 * 3_600_000).getUTCDay();
    const dayWeight = weekday === 0 ? 0.05 : weekday === 6 ? 0.15 : 1;
    const weekWeight = 1 + 0.35 * Math.sin(week * 0.9) + (0.3 * (WEEKS - week)) / WEEKS;
    days.push([d, dayWeight * weekWeight]);
  }
  const ageDays = weighted(rng, days);
  const local = new Date(now - ageDays * DAY - 3 * 3_600_000);
  const hour = 8 + Math.floor(rng() * 10);
  let at = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate(),
    hour + 3,
    Math.floor(rng() * 60),
  );
  while (at > now - 10 * MINUTE) at -= DAY;
  return { at: new Date(at), ageDays: Math.floor((now - at) / DAY) };
}

const describe = (seed: SubjectSeed, person: Person) =>
  seed.description.replaceAll('{bairro}', person.neighborhood ?? 'bairro');

interface Plan {
  organizationId: string;
  seed: number;
  count: number;
}

async function seedOffice(db: Db, plan: Plan): Promise<void> {
  const org = plan.organizationId;
  const [existing] = await db
    .select({ n: count() })
    .from(occurrences)
    .where(eq(occurrences.organizationId, org));
  if ((existing?.n ?? 0) > 0) return;
  const people: Person[] = await db
    .select({ id: citizens.id, createdAt: citizens.createdAt, neighborhood: citizens.neighborhood })
    .from(citizens)
    .where(and(eq(citizens.organizationId, org), isNull(citizens.deletedAt)))
    .orderBy(asc(citizens.createdAt), asc(citizens.id))
    .limit(1000);
  const staff = await officeStaff(db, org);
  if (people.length === 0 || staff.creators.length === 0) return;
  const areaRows = await db
    .select({ id: areas.id, name: areas.name })
    .from(areas)
    .where(and(eq(areas.organizationId, org), eq(areas.active, true)));
  const themed = areaRows.filter((a) => SUBJECTS_BY_AREA[a.name]);
  const rng = makeRng(plan.seed);
  const now = Date.now();

  const rows: OccurrenceInsert[] = [];
  const base = (at: Date, person: Person, creator: string) => ({
    id: uuid(rng),
    organizationId: org,
    occurredAt: at,
    citizenId: person.id,
    channel: weighted(rng, CHANNELS),
    createdBy: creator,
    updatedBy: creator,
    // Typed in a few minutes after it happened, but never in the future: an atendimento of a few minutes ago
    // stamped later than now would hide the next real change from the dashboard's latest-change cache.
    createdAt: new Date(Math.min(now, at.getTime() + (2 + Math.floor(rng() * 20)) * MINUTE)),
  });

  // The atendimentos the seeded demandas were opened from.
  const demands = org === DEMO_ORG_ID ? await linkableDemands(db, org, 25) : [];
  const links: { demandId: string; occurrenceId: string }[] = [];
  for (const d of demands) {
    const person = people.find((p) => p.id === d.citizenId) ?? {
      id: d.citizenId,
      createdAt: new Date(0),
      neighborhood: null,
    };
    const row = { ...base(originInstant(rng, d, now), person, pick(rng, staff.creators)), subject: d.title };
    rows.push({
      ...row,
      description: d.description ?? `Pedido registrado na recepção; aberta a demanda ${d.protocol}.`,
      areaId: d.areaId,
      responsibleId: d.responsibleId,
      status: 'concluido',
      demandId: d.id,
      updatedAt: row.createdAt,
    });
    links.push({ demandId: d.id, occurrenceId: row.id });
  }

  while (rows.length < plan.count) {
    const { at, ageDays } = pickInstant(rng, now);
    let person = pick(rng, people);
    for (let tries = 0; tries < 6 && person.createdAt > at; tries++) person = pick(rng, people);
    const area = themed.length > 0 && rng() < 0.8 ? pick(rng, themed) : null;
    const seed = pick(rng, area ? SUBJECTS_BY_AREA[area.name]! : GENERAL_SUBJECTS);
    const status = statusFor(rng, ageDays);
    const row = base(at, person, pick(rng, staff.creators));
    rows.push({
      ...row,
      subject: seed.subject,
      description: rng() < 0.9 ? describe(seed, person) : null,
      areaId: area?.id ?? null,
      responsibleId: rng() < 0.65 ? pick(rng, staff.responsibles) : null,
      status,
      updatedAt:
        status === 'aberto'
          ? row.createdAt
          : new Date(Math.min(now, row.createdAt.getTime() + ageDays * 0.4 * DAY)),
    });
  }

  for (let i = 0; i < rows.length; i += 200) await db.insert(occurrences).values(rows.slice(i, i + 200));
  if (links.length > 0) {
    await db.execute(sql`update demands set occurrence_id = v.occurrence_id
      from unnest(${sql.param(links.map((l) => l.demandId))}::uuid[], ${sql.param(links.map((l) => l.occurrenceId))}::uuid[]) as v(demand_id, occurrence_id)
      where demands.id = v.demand_id and demands.occurrence_id is null`);
  }
}

/** The morning of the day the demanda was opened, before it was created, never in the future. */
function originInstant(rng: Rng, d: LinkableDemand, now: number): Date {
  const [y, m, day] = d.openedAt.split('-').map(Number) as [number, number, number];
  const morning = Date.UTC(y, m - 1, day, 8 + 3 + Math.floor(rng() * 3), Math.floor(rng() * 60));
  return new Date(Math.min(morning, d.createdAt.getTime() - 15 * MINUTE, now - 30 * MINUTE));
}

export async function seedOccurrences(db: Db): Promise<void> {
  await seedOffice(db, { organizationId: DEMO_ORG_ID, seed: 4_417_001, count: 250 });
  await seedOffice(db, { organizationId: BH_ORG_ID, seed: 4_417_002, count: 8 });
}
