// Demo citizens: ~400 for the demo office (Campinas and neighbours) and ~40 for the BH office, with tags,
// lideranças and their referrals, birthdays around the seeding day, 4 duplicate pairs and 3 in the bin.
// Deterministic (seeded PRNG), idempotent (an office that has citizens is left alone), batched inserts.
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { localDay } from '../modules/citizens/citizens-dates.ts';
import {
  citizenChanges,
  citizenEmails,
  citizenPhones,
  citizens,
} from '../modules/citizens/citizens.table.ts';
import { citizenTags, tagCategories, tags } from '../modules/tags/tags.table.ts';
import { users } from '../modules/users/users.table.ts';
import { BELO_HORIZONTE, CAMPINAS, NEIGHBOURS, TAG_TREE, type Place } from './citizens-data.ts';
import { birthDates, createdDates } from './citizens-dates.ts';
import {
  generateCitizen,
  makeRng,
  mobile,
  pick,
  uuid,
  type Generated,
  type Rng,
} from './citizens-generate.ts';
import { DEMO_ORG_ID } from './demo.ts';

const BH_ORG_ID = '00000000-0000-4000-8000-000000000002';

interface OfficePlan {
  organizationId: string;
  seed: number;
  count: number;
  places: Place[];
  homeWeight: number;
  ufCode: number;
  /** How many citizens each liderança brought in. */
  leaders: number[];
  duplicatePairs: number;
  bin: number;
}

export async function seedCitizens(db: Db): Promise<void> {
  const demo = await seedOffice(db, {
    organizationId: DEMO_ORG_ID,
    seed: 3509502,
    count: 400,
    places: [CAMPINAS, ...NEIGHBOURS],
    homeWeight: 0.8,
    ufCode: 1,
    leaders: [25, 18, 12, 9, 5],
    duplicatePairs: 4,
    bin: 3,
  });
  const bh = await seedOffice(db, {
    organizationId: BH_ORG_ID,
    seed: 3106200,
    count: 40,
    places: BELO_HORIZONTE,
    homeWeight: 0.7,
    ufCode: 2,
    leaders: [8, 5],
    duplicatePairs: 0,
    bin: 0,
  });
  // Fresh statistics for the planner: PGlite has no autovacuum, and a planner that believes these tables
  // are empty picks nested loops that take minutes once they are not.
  if (demo || bh)
    await db.execute(
      sql`analyze citizens, citizen_phones, citizen_emails, citizen_tags, citizen_changes, tags`,
    );
}

async function seedTags(db: Db, organizationId: string): Promise<Map<string, string>> {
  for (const branch of TAG_TREE) {
    await db
      .insert(tagCategories)
      .values({ organizationId, name: branch.category, color: branch.color })
      .onConflictDoNothing();
    const [category] = await db
      .select({ id: tagCategories.id })
      .from(tagCategories)
      .where(and(eq(tagCategories.organizationId, organizationId), eq(tagCategories.name, branch.category)));
    await db
      .insert(tags)
      .values(
        branch.tags.map(([name, color]) => ({
          organizationId,
          name,
          color,
          categoryId: category?.id ?? null,
        })),
      )
      .onConflictDoNothing();
  }
  const rows = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(eq(tags.organizationId, organizationId));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/**
 * The same person typed again: accents dropped, a name part missing, another phone kept. A CPF or título
 * cannot repeat among live citizens, so the pairs found by 'Duplicados' share a phone, or the full name and
 * the birth date (`byName`).
 */
function duplicateOf(
  rng: Rng,
  base: Generated,
  byName: boolean,
  registeredBy: string,
  ddd: string,
): Generated {
  const plain = base.citizen.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const parts = plain.split(' ');
  const name = byName || parts.length <= 3 ? plain : [parts[0], ...parts.slice(2)].join(' ');
  if (!byName && !base.phones.length) {
    base.phones.push({ number: mobile(rng, ddd), type: 'whatsapp', preferred: true, canContact: true });
  }
  const phone = byName ? mobile(rng, ddd) : base.phones[0]!.number;
  return {
    citizen: {
      ...base.citizen,
      id: uuid(rng),
      name,
      cpf: null,
      voterTitle: null,
      voterZone: null,
      voterSection: null,
      nickname: null,
      origin: 'whatsapp',
      registeredBy,
      leaderId: null,
    },
    phones: [{ number: phone, type: 'whatsapp', preferred: true, canContact: true }],
    emails: [],
  };
}

/** Random CPFs and títulos may repeat: a later live record gives its copy up (the unique index). */
function oneIdentityEach(people: Generated[]): void {
  const seen = new Set<string>();
  const taken = (key: string) => seen.has(key) || (seen.add(key), false);
  for (const { citizen } of people) {
    if (citizen.deletedAt) continue;
    if (citizen.cpf && taken(`c${citizen.cpf}`)) citizen.cpf = null;
    if (citizen.voterTitle && taken(`t${citizen.voterTitle}`)) citizen.voterTitle = null;
  }
}

/** False when the office already had citizens (or has no staff to register them). */
async function seedOffice(db: Db, plan: OfficePlan): Promise<boolean> {
  const [existing] = await db
    .select({ n: count() })
    .from(citizens)
    .where(eq(citizens.organizationId, plan.organizationId));
  if ((existing?.n ?? 0) > 0) return false;
  const staff = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.organizationId, plan.organizationId), isNotNull(users.passwordHash)))
    .orderBy(asc(users.email));
  if (staff.length === 0) return false;
  const admin = staff.find((u) => u.role === 'admin') ?? staff[0]!;
  const writers = staff.filter((u) => u.role !== 'leitura');
  const rng = makeRng(plan.seed);
  const today = localDay();
  const now = Date.now();
  const births = birthDates(rng, plan.count, today);
  const created = createdDates(rng, plan.count, now);
  const people = births.map((birthDate, i) =>
    generateCitizen(rng, {
      organizationId: plan.organizationId,
      places: plan.places,
      homeWeight: plan.homeWeight,
      ufCode: plan.ufCode,
      birthDate,
      createdAt: created[i]!,
      registeredBy: pick(rng, writers).id,
    }),
  );

  await db.transaction(async (tx) => {
    const tagIds = await seedTags(tx, plan.organizationId);
    const tagsOf = new Map<string, string[]>();
    const interest = TAG_TREE[0]!.tags.map(([n]) => n);
    const community = TAG_TREE[1]!.tags.map(([n]) => n).filter((n) => n !== 'Liderança comunitária');
    const relation = TAG_TREE[2]!.tags.map(([n]) => n);
    for (const p of people) {
      const names = new Set<string>();
      for (let k = Math.floor(rng() * 3); k > 0; k--) names.add(pick(rng, interest));
      if (rng() < 0.25) names.add(pick(rng, community));
      if (rng() < 0.15) names.add(pick(rng, relation));
      tagsOf.set(p.citizen.id, [...names]);
    }

    // Lideranças are early records; the people they brought in come after them, marked 'indicação'.
    // After the 22 birthday records (see birthDates).
    let next = 22 + plan.leaders.length;
    plan.leaders.forEach((referrals, k) => {
      const leader = people[22 + k]!;
      leader.citizen.createdAt = leader.citizen.updatedAt = new Date(now - (620 + k * 15) * 86_400_000);
      tagsOf.set(leader.citizen.id, [
        'Liderança comunitária',
        'Multiplicador',
        ...(tagsOf.get(leader.citizen.id) ?? []),
      ]);
      for (let r = 0; r < referrals; r++, next++) {
        people[next]!.citizen.leaderId = leader.citizen.id;
        people[next]!.citizen.origin = 'indicacao';
      }
    });

    const ddd = plan.places[0]!.ddd;
    const dupes = Array.from({ length: plan.duplicatePairs }, (_, d) =>
      duplicateOf(rng, people[120 + d * 7]!, d < 2, pick(rng, writers).id, ddd),
    );
    const all = [...people, ...dupes];
    const binned = all.slice(200, 200 + plan.bin);
    for (const [k, p] of binned.entries()) {
      p.citizen.deletedAt = new Date(now - (3 + k * 4) * 86_400_000);
      p.citizen.deletedBy = admin.id;
    }
    oneIdentityEach(all);

    const insert = async <T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) => {
      for (let i = 0; i < rows.length; i += 500) await write(rows.slice(i, i + 500));
    };
    const rows = all.map((p) => p.citizen);
    await insert(
      rows.filter((r) => !r.leaderId),
      (chunk) => tx.insert(citizens).values(chunk),
    );
    await insert(
      rows.filter((r) => r.leaderId),
      (chunk) => tx.insert(citizens).values(chunk),
    );
    const org = plan.organizationId;
    const own = <T extends object>(p: Generated, list: T[]) =>
      list.map((item, position) => ({ ...item, citizenId: p.citizen.id, organizationId: org, position }));
    await insert(
      all.flatMap((p) => own(p, p.phones)),
      (chunk) => tx.insert(citizenPhones).values(chunk),
    );
    await insert(
      all.flatMap((p) => own(p, p.emails)),
      (chunk) => tx.insert(citizenEmails).values(chunk),
    );
    const links = all.flatMap((p) =>
      (tagsOf.get(p.citizen.id) ?? []).map((name) => ({
        citizenId: p.citizen.id,
        tagId: tagIds.get(name)!,
        organizationId: org,
      })),
    );
    await insert(
      links.filter((l) => l.tagId),
      (chunk) => tx.insert(citizenTags).values(chunk).onConflictDoNothing(),
    );
    const history = [
      ...all.map((p) => ({
        organizationId: org,
        citizenId: p.citizen.id,
        userId: p.citizen.registeredBy!,
        action: 'create',
        changes: [],
        createdAt: p.citizen.createdAt!,
      })),
      ...binned.map((p) => ({
        organizationId: org,
        citizenId: p.citizen.id,
        userId: admin.id,
        action: 'delete',
        changes: [],
        createdAt: p.citizen.deletedAt!,
      })),
    ];
    await insert(history, (chunk) => tx.insert(citizenChanges).values(chunk));
  });
  return true;
}
