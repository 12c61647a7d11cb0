// The demand list at 500,000 rows: the page's ids first (the filter walks an index in the sort order), then
// their columns, status/área/responsible/city and first citizens in one query, beside the capped count.
import { eq, sql, type SQL } from 'drizzle-orm';
import { PRIORITIES, parseSort, type DemandListItem, type ListDemandsQuery } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { countRows } from '../../lib/row-counts.ts';
import { localDay } from '../citizens/citizens-dates.ts';
import { areas } from '../areas/areas.table.ts';
import { municipalities } from '../geo/geo.table.ts';
import { users } from '../users/users.table.ts';
import { demandFilterWhere, type FilterContext } from './demands.filter.ts';
import { toDemandListItem, type DemandListRow } from './demands.mapper.ts';
import { demandStatuses, demands } from './demands.table.ts';

const d = demands;
/** Cards and rows show the first citizens; the count says how many more. */
const CITIZENS_SHOWN = 3;

export const citizenRefsSql = (limit: number | null) => sql<DemandListRow['citizens']>`(
  select coalesce(json_agg(json_build_object('_id', c.id, 'name', c.name, 'phone',
    (select p.number from citizen_phones p where p.citizen_id = c.id order by p.preferred desc, p.position limit 1)
  ) order by x.position), '[]'::json)
  from (select dc.citizen_id, dc.position from demand_citizens dc where dc.demand_id = ${d.id}
        order by dc.position ${limit ? sql`limit ${limit}` : sql``}) x
  join citizens c on c.id = x.citizen_id)`;

export const listColumns = {
  id: d.id,
  protocolYear: d.protocolYear,
  protocolNumber: d.protocolNumber,
  title: d.title,
  priority: d.priority,
  openedAt: d.openedAt,
  dueDate: d.dueDate,
  isClosed: d.isClosed,
  neighborhood: d.neighborhood,
  city: municipalities.name,
  version: d.version,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
  deletedAt: d.deletedAt,
  statusId: d.statusId,
  statusName: demandStatuses.name,
  statusColor: demandStatuses.color,
  statusIsFinal: demandStatuses.isFinal,
  areaId: d.areaId,
  areaName: areas.name,
  areaColor: areas.color,
  responsibleId: d.responsibleId,
  responsibleName: users.name,
  citizens: citizenRefsSql(CITIZENS_SHOWN),
  citizensCount: sql<number>`(select count(*)::int from demand_citizens dc where dc.demand_id = ${d.id})`,
};

const priorityRank = sql`array_position(${sql.raw(`array[${PRIORITIES.map((p) => `'${p}'`).join(',')}]`)}::text[], ${d.priority})`;

/** ORDER BY of a sort parameter; createdAt matches demands_org_created_idx (organization_id, created_at, id). */
export function demandOrder(sort: ListDemandsQuery['sort']): SQL[] {
  const { column, desc } = parseSort(sort);
  const dir = sql.raw(desc ? 'desc' : 'asc');
  const newest = [sql`${d.createdAt} desc`, sql`${d.id} desc`];
  switch (column) {
    case 'updatedAt':
      return [sql`${d.updatedAt} ${dir}`, sql`${d.id} ${dir}`];
    case 'dueDate':
      return [sql`${d.dueDate} ${dir} nulls last`, ...newest];
    case 'priority':
      return [sql`${priorityRank} ${dir}`, ...newest];
    case 'protocol':
      return [sql`${d.protocolYear} ${dir}`, sql`${d.protocolNumber} ${dir}`];
    case 'title':
      return [sql`${d.searchTitle} ${dir}`, sql`${d.id} ${dir}`];
    default:
      return [sql`${d.createdAt} ${dir}`, sql`${d.id} ${dir}`];
  }
}

/** The list items with these ids, in `order` (one query: the rows and their references). */
export async function selectItemsByIds(db: Db, page: SQL, order: SQL[], today = localDay()) {
  const rows = (await db
    .select(listColumns)
    .from(d)
    .innerJoin(demandStatuses, eq(demandStatuses.id, d.statusId))
    .leftJoin(areas, eq(areas.id, d.areaId))
    .leftJoin(users, eq(users.id, d.responsibleId))
    .leftJoin(municipalities, eq(municipalities.ibge, d.cityIbge))
    .where(sql`${d.id} in (${page})`)
    .orderBy(...order)) as DemandListRow[];
  return rows.map((r) => toDemandListItem(r, today));
}

/** One page of items matching `where`: ids first, so rows skipped by the offset cost nothing. */
export async function selectDemandItems(
  db: Db,
  where: SQL,
  order: SQL[],
  limit: number,
  offset = 0,
  today = localDay(),
): Promise<DemandListItem[]> {
  const ids = db
    .select({ id: d.id })
    .from(d)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return selectItemsByIds(db, sql`${ids}`, order, today);
}

export interface ListOptions {
  /** Milliseconds a large count may take before the estimate is answered (PostgreSQL only). */
  countBudgetMs?: number | null;
}

export async function selectDemandPage(
  db: Db,
  organizationId: string,
  query: ListDemandsQuery,
  ctx: FilterContext,
  options: ListOptions = {},
) {
  const today = ctx.today ?? localDay(new Date(), ctx.timeZone);
  const where = demandFilterWhere(organizationId, query, { ...ctx, today });
  const order = demandOrder(query.sort);
  const [items, counted] = await Promise.all([
    selectDemandItems(db, where, order, query.perPage, (query.page - 1) * query.perPage, today),
    countRows(db, d, where, options.countBudgetMs ?? null),
  ]);
  return {
    demands: items,
    total: counted.total,
    totalIsEstimate: counted.isEstimate,
    page: query.page,
    perPage: query.perPage,
  };
}
