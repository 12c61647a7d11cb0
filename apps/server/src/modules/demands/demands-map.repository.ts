// The demand map: points of the filtered demandas (the city's centroid standing in for a missing point,
// flagged approximate), capped by DEMAND_MAP_POINT_LIMIT; and the heat per bairro.
import { and, sql } from 'drizzle-orm';
import { DEMAND_MAP_POINT_LIMIT, type DemandFilter } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { countRows } from '../../lib/row-counts.ts';
import { municipalities } from '../geo/geo.table.ts';
import { localDay } from '../citizens/citizens-dates.ts';
import { demandFilterWhere, overdueSql, type FilterContext } from './demands.filter.ts';
import { demands } from './demands.table.ts';

const d = demands;
/** Bairros drawn in the heat view, the busiest first. */
export const HEAT_NEIGHBORHOOD_LIMIT = 1000;

const hasPoint = sql`(${d.lat} is not null and ${d.lng} is not null)`;
const locatable = sql`(${hasPoint} or ${d.cityIbge} is not null)`;

type Row = { lat: number; lng: number; approx: number; id: string; status_id: string };

export async function selectDemandMap(
  db: Db,
  organizationId: string,
  filter: DemandFilter,
  ctx: FilterContext,
  countBudgetMs: number | null,
) {
  const where = demandFilterWhere(organizationId, filter, ctx);
  const res = (await db.execute(sql`
    select coalesce(${d.lat}, m.lat) as lat, coalesce(${d.lng}, m.lng) as lng,
           (case when ${hasPoint} then 0 else 1 end) as approx, ${d.id} as id, ${d.statusId} as status_id
      from ${d} left join ${municipalities} m on m.ibge = ${d.cityIbge} and not ${hasPoint}
     where ${where} and ${locatable}
     order by ${d.createdAt} desc, ${d.id} desc
     limit ${DEMAND_MAP_POINT_LIMIT + 1}`)) as unknown as { rows: Row[] };
  const truncated = res.rows.length > DEMAND_MAP_POINT_LIMIT;
  const rows = truncated ? res.rows.slice(0, DEMAND_MAP_POINT_LIMIT) : res.rows;
  const without = await countRows(db, d, and(where, sql`not ${locatable}`)!, countBudgetMs);
  const total = truncated
    ? Math.max((await countRows(db, d, where, countBudgetMs)).total, rows.length + without.total)
    : rows.length + without.total;
  return {
    points: rows.map(
      (r) =>
        [Number(r.lat), Number(r.lng), Number(r.approx), r.id, r.status_id] as [
          number,
          number,
          number,
          string,
          string,
        ],
    ),
    total,
    withoutLocation: without.total,
    truncated,
  };
}

type HeatRow = {
  neighborhood: string;
  city: string | null;
  uf: string | null;
  city_ibge: number | null;
  total: number;
  open: number;
  overdue: number;
  lat: number | null;
  lng: number | null;
};

/** Demandas per bairro (accents and case folded) and city, at the mean of their points or the city's centre. */
export async function selectNeighborhoodHeat(
  db: Db,
  organizationId: string,
  filter: DemandFilter,
  ctx: FilterContext,
) {
  const where = demandFilterWhere(organizationId, filter, ctx);
  const today = ctx.today ?? localDay();
  const res = (await db.execute(sql`
    with h as (
      select min(${d.neighborhood}) as neighborhood, ${d.cityIbge} as city_ibge, count(*)::int as total,
             (count(*) filter (where not ${d.isClosed}))::int as open,
             (count(*) filter (where ${overdueSql(today)}))::int as overdue,
             avg(${d.lat}) filter (where ${hasPoint}) as lat, avg(${d.lng}) filter (where ${hasPoint}) as lng
        from ${d}
       where ${where} and ${d.neighborhoodKey} is not null and ${d.neighborhoodKey} <> ''
       group by ${d.neighborhoodKey}, ${d.cityIbge}
       order by total desc
       limit ${HEAT_NEIGHBORHOOD_LIMIT})
    select h.neighborhood, m.name as city, m.uf, h.city_ibge, h.total, h.open, h.overdue,
           coalesce(h.lat, m.lat) as lat, coalesce(h.lng, m.lng) as lng
      from h left join ${municipalities} m on m.ibge = h.city_ibge
     order by h.total desc, h.neighborhood`)) as unknown as { rows: HeatRow[] };
  return {
    neighborhoods: res.rows.map((r) => ({
      neighborhood: r.neighborhood,
      city: r.city,
      uf: r.uf,
      cityIbge: r.city_ibge === null ? null : Number(r.city_ibge),
      total: Number(r.total),
      open: Number(r.open),
      overdue: Number(r.overdue),
      lat: r.lat === null ? null : Number(r.lat),
      lng: r.lng === null ? null : Number(r.lng),
    })),
  };
}
