// The citizen list at a million rows: one page query (related columns by correlated lookups on the 25 rows)
// and one batched tags query, beside the count of citizens-count.ts.
import { asc, eq, sql, type SQL, type Subquery } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parseSort, type CitizenListItem, type ListCitizensQuery } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { municipalities } from '../geo/geo.table.ts';
import { ageOn, localDay } from './citizens-dates.ts';
import { countCitizens } from './citizens-count.ts';
import { nameSearch } from './citizens-name-search.ts';
import { citizenFilterWhere, isNameSearch } from './citizens.filter.ts';
import { toCitizenListItem, type CitizenListRow } from './citizens.mapper.ts';
import { tagsOf } from './citizens.repository.ts';
import { citizens } from './citizens.table.ts';

const c = citizens;
const leader = alias(citizens, 'leader');

const listColumns = {
  id: c.id,
  name: c.name,
  socialName: c.socialName,
  nickname: c.nickname,
  cpf: c.cpf,
  birthDate: c.birthDate,
  // The preferred phone and e-mail, else the first; evaluated only for the rows of the page.
  phone: sql<
    string | null
  >`(select p.number from citizen_phones p where p.citizen_id = ${c.id} order by p.preferred desc, p.position limit 1)`,
  email: sql<
    string | null
  >`(select e.address from citizen_emails e where e.citizen_id = ${c.id} order by e.preferred desc, e.position limit 1)`,
  neighborhood: c.neighborhood,
  city: municipalities.name,
  uf: c.uf,
  voterZone: c.voterZone,
  voterSection: c.voterSection,
  leaderId: c.leaderId,
  leaderName: leader.name,
  createdAt: c.createdAt,
  deletedAt: c.deletedAt,
};

/** ORDER BY for a sort parameter; name order matches citizens_org_name_idx (organization_id, name, id). */
export function citizenOrder(sort: ListCitizensQuery['sort']): SQL[] {
  const { column, desc } = parseSort(sort);
  const dir = sql.raw(desc ? 'desc' : 'asc');
  switch (column) {
    case 'name':
      return [sql`${c.name} ${dir}`, sql`${c.id} ${dir}`];
    case 'createdAt':
      return [sql`${c.createdAt} ${dir}`, sql`${c.id} ${dir}`];
    case 'birthDate':
      return [sql`${c.birthDate} ${dir} nulls last`, asc(c.name), asc(c.id)];
    case 'neighborhood':
      return [sql`${c.neighborhoodKey} ${dir} nulls last`, asc(c.name), asc(c.id)];
    case 'city':
      return [sql`${municipalities.name} ${dir} nulls last`, asc(c.name), asc(c.id)];
  }
}

/** What selectListItems reads the page from. */
export interface ListSource {
  /** The table, or a subquery standing in for it under its name. */
  from?: typeof c | Subquery;
  /** The order uses the city's name. */
  withCity?: boolean;
}

/**
 * List items matching `where`, in `order`, with their tags: the page's ids first (so rows skipped by the
 * offset cost nothing), then their columns and phone/e-mail/leader/city lookups, then one tags query.
 */
export async function selectListItems(
  db: Db,
  where: SQL,
  order: SQL[],
  limit: number,
  offset = 0,
  source: ListSource = {},
): Promise<CitizenListItem[]> {
  let ids = db
    .select({ pageId: c.id })
    .from((source.from ?? c) as typeof c)
    .$dynamic();
  if (source.withCity) ids = ids.leftJoin(municipalities, eq(municipalities.ibge, c.cityIbge));
  const page = ids
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows: CitizenListRow[] = await db
    .select(listColumns)
    .from(c)
    .innerJoin(page, eq(c.id, page.pageId))
    .leftJoin(municipalities, eq(municipalities.ibge, c.cityIbge))
    .leftJoin(leader, eq(leader.id, c.leaderId))
    .orderBy(...order);
  const tags = await tagsOf(
    db,
    rows.map((r) => r.id),
  );
  const today = localDay();
  return rows.map((r) => toCitizenListItem(r, tags.get(r.id) ?? [], today));
}

export interface ListOptions {
  /** Milliseconds a large count may take before the estimate is answered (PostgreSQL only). */
  countBudgetMs?: number | null;
  /** The office's time zone (created-at days, ages). */
  timeZone?: string;
}

export async function selectCitizenPage(
  db: Db,
  organizationId: string,
  query: ListCitizensQuery,
  options: ListOptions = {},
) {
  const where = citizenFilterWhere(organizationId, query, options.timeZone);
  const byName = (query.sort === 'name' || query.sort === '-name') && query.status === 'active';
  if (byName && isNameSearch(query.q)) {
    const named = await nameSearch(db, organizationId, where, query, options.countBudgetMs);
    return {
      ...named,
      citizens: agesIn(named.citizens, options.timeZone),
      page: query.page,
      perPage: query.perPage,
    };
  }
  const page = selectListItems(
    db,
    where,
    citizenOrder(query.sort),
    query.perPage,
    (query.page - 1) * query.perPage,
    { withCity: query.sort.endsWith('city') },
  );
  const [citizensPage, counted] = await Promise.all([page, countCitizens(db, where, options.countBudgetMs)]);
  return {
    citizens: agesIn(citizensPage, options.timeZone),
    total: counted.total,
    totalIsEstimate: counted.isEstimate,
    page: query.page,
    perPage: query.perPage,
  };
}

/** Ages on today's date of the office's calendar (selectListItems counts them on the default zone). */
function agesIn(items: CitizenListItem[], timeZone: string | undefined): CitizenListItem[] {
  if (!timeZone) return items;
  const today = localDay(new Date(), timeZone);
  return items.map((item) => ({ ...item, age: ageOn(item.birthDate, today) }));
}
