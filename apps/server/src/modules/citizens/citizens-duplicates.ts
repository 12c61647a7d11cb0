// Duplicate detection: matches for a record being typed (CPF, título, phone) and the office's likely pairs.
import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  parseBrazilianPhone,
  type CitizenListItem,
  type DUPLICATE_KEYS,
  type DuplicatePairSchema,
} from '@gabinete/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { selectListItems } from './citizens-list.repository.ts';
import { liveCitizen } from './citizens.repository.ts';
import { citizens } from './citizens.table.ts';

type DuplicateKey = (typeof DUPLICATE_KEYS)[number];
const c = citizens;
const byName = [asc(c.name), asc(c.id)];

export interface DuplicateCheck {
  cpf?: string | null;
  voterTitle?: string | null;
  phones?: string[];
  excludeId?: string;
}

/** Live citizens of the office sharing the CPF, the título or any of the phones (at most 10). */
export async function checkDuplicates(db: Db, organizationId: string, input: DuplicateCheck) {
  const phones = [...new Set((input.phones ?? []).map(parseBrazilianPhone).filter((p): p is string => !!p))];
  const phoneMatch = phones.length
    ? sql`exists (select 1 from citizen_phones p where p.citizen_id = ${c.id} and p.organization_id = ${organizationId} and p.number in (${sql.join(
        phones.map((p) => sql`${p}`),
        sql`, `,
      )}))`
    : undefined;
  const keys: [DuplicateKey, SQL | undefined][] = [
    ['cpf', input.cpf ? eq(c.cpf, input.cpf) : undefined],
    ['voterTitle', input.voterTitle ? eq(c.voterTitle, input.voterTitle) : undefined],
    ['phone', phoneMatch],
  ];
  const active = keys.filter((k): k is [DuplicateKey, SQL] => k[1] !== undefined);
  if (active.length === 0) return { matches: [] };
  const where = and(
    eq(c.organizationId, organizationId),
    liveCitizen,
    or(...active.map(([, cond]) => cond)),
    input.excludeId ? ne(c.id, input.excludeId) : undefined,
  )!;
  const flags = await db
    .select({ id: c.id, ...Object.fromEntries(active.map(([key, cond]) => [key, sql<boolean>`(${cond})`])) })
    .from(c)
    .where(where)
    .orderBy(...byName)
    .limit(10);
  const items = await selectListItems(
    db,
    inArray(
      c.id,
      flags.map((f) => f.id),
    ),
    byName,
    10,
  );
  const itemById = new Map(items.map((i) => [i._id, i]));
  return {
    matches: flags.map((f) => ({
      citizen: itemById.get(f.id)!,
      matchedOn: active.map(([key]) => key).filter((key) => (f as Record<string, unknown>)[key] === true),
    })),
  };
}

type Pair = z.infer<typeof DuplicatePairSchema>;

/**
 * Likely pairs among live citizens: same CPF, título or phone, or same accent-free name and birth date.
 * Each key first finds its repeated values (one grouped pass), then pairs only their rows through the
 * indexes; the arrays keep the planner from expecting thousands of repeats and scanning the table again.
 */
export async function selectDuplicatePairs(db: Db, organizationId: string, page: number, perPage: number) {
  const org = organizationId;
  // The accent-free name is the start of search_name (unaccent keeps Portuguese letters one for one).
  const nameKey = (t: string) => sql.raw(`left(${t}.search_name, char_length(${t}.name))`);
  const res = (await db.execute(sql`
    with pairs(a, b, k) as (
      select x.id, y.id, 'cpf' from citizens x
        join citizens y on y.organization_id = x.organization_id and y.cpf = x.cpf and y.deleted_at is null and x.id < y.id
       where x.organization_id = ${org} and x.deleted_at is null and x.cpf = any(array(
         select cpf from citizens where organization_id = ${org} and deleted_at is null and cpf is not null
          group by cpf having count(*) > 1))
      union all
      select x.id, y.id, 'voterTitle' from citizens x
        join citizens y on y.organization_id = x.organization_id and y.voter_title = x.voter_title
          and y.deleted_at is null and x.id < y.id
       where x.organization_id = ${org} and x.deleted_at is null and x.voter_title = any(array(
         select voter_title from citizens where organization_id = ${org} and deleted_at is null and voter_title is not null
          group by voter_title having count(*) > 1))
      union all
      select distinct px.citizen_id, py.citizen_id, 'phone' from citizen_phones px
        join citizen_phones py on py.organization_id = px.organization_id and py.number = px.number
          and px.citizen_id < py.citizen_id
        join citizens x on x.id = px.citizen_id and x.deleted_at is null
        join citizens y on y.id = py.citizen_id and y.deleted_at is null
       where px.organization_id = ${org} and px.number = any(array(
         select number from citizen_phones where organization_id = ${org} group by number having count(*) > 1))
      union all
      select x.id, y.id, 'name' from citizens x
        join citizens y on y.organization_id = x.organization_id and y.birth_month_day = x.birth_month_day
          and y.birth_date = x.birth_date and ${nameKey('y')} = ${nameKey('x')} and y.deleted_at is null and x.id < y.id
       where x.organization_id = ${org} and x.deleted_at is null and x.id = any(array(
         select unnest(array_agg(c.id)) from citizens c
          where c.organization_id = ${org} and c.deleted_at is null and c.birth_date is not null
          group by c.birth_date, ${nameKey('c')} having count(*) > 1))
    ), grouped as (
      select a, b, string_agg(distinct k, ',') as keys from pairs group by a, b
    )
    select g.a::text as a, g.b::text as b, g.keys, (count(*) over ())::int as total
      from grouped g
     order by (select lower(f_unaccent(ca.name)) from citizens ca where ca.id = g.a), g.a, g.b
     limit ${perPage} offset ${(page - 1) * perPage}`)) as unknown as {
    rows: { a: string; b: string; keys: string; total: number }[];
  };
  const ids = [...new Set(res.rows.flatMap((r) => [r.a, r.b]))];
  const items = ids.length ? await selectListItems(db, inArray(c.id, ids), byName, ids.length) : [];
  const byId = new Map<string, CitizenListItem>(items.map((i) => [i._id, i]));
  const order: Pair['matchedOn'] = ['cpf', 'voterTitle', 'phone', 'name'];
  const pairs: Pair[] = res.rows.map((r) => {
    const keys = r.keys.split(',');
    return { a: byId.get(r.a)!, b: byId.get(r.b)!, matchedOn: order.filter((k) => keys.includes(k)) };
  });
  const total = res.rows[0] ? Number(res.rows[0].total) : page > 1 ? await countPairs(db, organizationId) : 0;
  return { pairs, total, page, perPage };
}

/** The pair count when the asked page is past the end (the window count needs at least one row). */
async function countPairs(db: Db, organizationId: string): Promise<number> {
  const first = await selectDuplicatePairs(db, organizationId, 1, 1);
  return first.total;
}
