// Drizzle queries for one citizen record and its lists (phones, e-mails, tags); organizationId is always an argument.
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { municipalities, type MunicipalityRow } from '../geo/geo.table.ts';
import { citizenTags, tags } from '../tags/tags.table.ts';
import { users } from '../users/users.table.ts';
import {
  citizenEmails,
  citizenPhones,
  citizens,
  type CitizenEmailRow,
  type CitizenPhoneRow,
  type CitizenRow,
} from './citizens.table.ts';

export interface PersonRef {
  _id: string;
  name: string;
}
export interface TagRef {
  _id: string;
  name: string;
  color: string;
}

/** A citizen with everything its profile shows. */
export interface CitizenDetail {
  row: CitizenRow;
  city: string | null;
  phones: CitizenPhoneRow[];
  emails: CitizenEmailRow[];
  tags: TagRef[];
  leader: PersonRef | null;
  registeredBy: PersonRef | null;
  referralsCount: number;
}

export const liveCitizen = isNull(citizens.deletedAt);

export async function findCitizen(
  db: Db,
  organizationId: string,
  id: string,
): Promise<CitizenRow | undefined> {
  const [row] = await db
    .select()
    .from(citizens)
    .where(and(eq(citizens.id, id), eq(citizens.organizationId, organizationId)))
    .limit(1);
  return row;
}

export async function findMunicipality(db: Db, ibge: number): Promise<MunicipalityRow | undefined> {
  const [row] = await db.select().from(municipalities).where(eq(municipalities.ibge, ibge)).limit(1);
  return row;
}

export async function tagsOf(db: Db, citizenIds: string[]): Promise<Map<string, TagRef[]>> {
  const byCitizen = new Map<string, TagRef[]>();
  if (citizenIds.length === 0) return byCitizen;
  const rows = await db
    .select({ citizenId: citizenTags.citizenId, _id: tags.id, name: tags.name, color: tags.color })
    .from(citizenTags)
    .innerJoin(tags, eq(tags.id, citizenTags.tagId))
    .where(inArray(citizenTags.citizenId, citizenIds))
    .orderBy(asc(tags.name));
  for (const { citizenId, ...tag } of rows) {
    const list = byCitizen.get(citizenId) ?? [];
    list.push(tag);
    byCitizen.set(citizenId, list);
  }
  return byCitizen;
}

async function personName(db: Db, table: typeof citizens | typeof users, id: string | null) {
  if (!id) return null;
  const [row] = await db.select({ _id: table.id, name: table.name }).from(table).where(eq(table.id, id));
  return row ?? null;
}

export async function loadCitizenDetail(db: Db, row: CitizenRow): Promise<CitizenDetail> {
  const [phones, emails, tagMap, leader, registeredBy, city, [referrals]] = await Promise.all([
    db
      .select()
      .from(citizenPhones)
      .where(eq(citizenPhones.citizenId, row.id))
      .orderBy(asc(citizenPhones.position)),
    db
      .select()
      .from(citizenEmails)
      .where(eq(citizenEmails.citizenId, row.id))
      .orderBy(asc(citizenEmails.position)),
    tagsOf(db, [row.id]),
    personName(db, citizens, row.leaderId),
    personName(db, users, row.registeredBy),
    row.cityIbge ? findMunicipality(db, row.cityIbge) : undefined,
    db
      .select({ n: count() })
      .from(citizens)
      .where(and(eq(citizens.leaderId, row.id), liveCitizen)),
  ]);
  return {
    row,
    city: city?.name ?? null,
    phones,
    emails,
    tags: tagMap.get(row.id) ?? [],
    leader,
    registeredBy,
    referralsCount: referrals?.n ?? 0,
  };
}

/** The ids among `ids` that are live citizens of the office. */
export async function liveCitizenIds(db: Db, organizationId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: citizens.id })
    .from(citizens)
    .where(and(eq(citizens.organizationId, organizationId), inArray(citizens.id, ids), liveCitizen));
  return new Set(rows.map((r) => r.id));
}

/** The office's tags among `ids`, by id. */
export async function officeTags(
  db: Db,
  organizationId: string,
  ids: string[],
): Promise<Map<string, TagRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ _id: tags.id, name: tags.name, color: tags.color })
    .from(tags)
    .where(and(eq(tags.organizationId, organizationId), inArray(tags.id, ids)));
  return new Map(rows.map((t) => [t._id, t]));
}

/** True when `candidate` is `citizenId` or sits below it in the liderança tree (walks up from the candidate). */
export async function isSelfOrDescendant(db: Db, citizenId: string, candidate: string): Promise<boolean> {
  const res = await db.execute(sql`
    with recursive up(id, leader_id, depth) as (
      select id, leader_id, 0 from ${citizens} where id = ${candidate}
      union all
      select c.id, c.leader_id, up.depth + 1 from ${citizens} c join up on c.id = up.leader_id where up.depth < 200
    )
    select 1 as hit from up where id = ${citizenId} limit 1`);
  return (res as unknown as { rows: unknown[] }).rows.length > 0;
}
