// The demand map: points of the filtered demandas (the city's centroid standing in for a missing point,
// flagged approximate), capped by DEMAND_MAP_POINT_LIMIT; and the heat per bairro.
import { and, sql } from 'drizzle-orm';
import { DEMAND_MAP_POINT_LIMIT, type DemandFilter } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { countRows, estimateRows } from '../../lib/row-counts.ts';
import { municipalities } from '../geo/geo.table.ts';
import { localDay } from '../citizens/citizens-dates.ts';
import { createFingerprintCache } from '../dashboard/fingerprint-cache.ts';
import { demandFilterWhere, overdueSql, type FilterContext } from './demands.filter.ts';
import { demands } from './demands.table.ts';

const d = demands;
/** Bairros drawn in the heat view, the busiest first. */
export const HEAT_NEIGHBORHOOD_LIMIT = 1000;

const hasPoint = sql`(${d.lat} is not null and ${d.lng} is not null)`;
const locatable = sql`(${hasPoint} or ${d.cityIbge} is not null)`;

type Point = [number, number, number, string, string];
type Row = {
  lat: number | null;
  lng: number | null;
  city_ibge: number | null;
  id: string;
  status_id: string;
};

/** City centres for the rows without a point of their own (one lookup for the distinct cities). */
async function centroids(db: Db, rows: Row[]): Promise<Map<number, [number, number]>> {
  const cities = [
    ...new Set(rows.filter((r) => r.lat === null || r.lng === null).map((r) => Number(r.city_ibge))),
  ];
  if (cities.length === 0) return new Map();
  const res = (await db.execute(
    sql`select ibge, lat, lng from ${municipalities} where ibge in (${sql.join(
      cities.map((c) => sql`${c}`),
      sql`, `,
    )})`,
  )) as unknown as { rows: { ibge: number; lat: number; lng: number }[] };
  return new Map(res.rows.map((r) => [Number(r.ibge), [Number(r.lat), Number(r.lng)]]));
}

export async function selectDemandMap(
  db: Db,
  organizationId: string,
  filter: DemandFilter,
  ctx: FilterContext,
  countBudgetMs: number | null,
) {
  const where = demandFilterWhere(organizationId, filter, ctx);
  // Only columns of demands_org_created_idx: unfiltered, the newest points come from the index alone.
  const res = (await db.execute(sql`
    select ${d.lat} as lat, ${d.lng} as lng, ${d.cityIbge} as city_ibge, ${d.id} as id, ${d.statusId} as status_id
      from ${d}
     where ${where} and ${locatable}
     order by ${d.createdAt} desc, ${d.id} desc
     limit ${DEMAND_MAP_POINT_LIMIT + 1}`)) as unknown as { rows: Row[] };
  const truncated = res.rows.length > DEMAND_MAP_POINT_LIMIT;
  const rows = res.rows.slice(0, DEMAND_MAP_POINT_LIMIT);
  const centre = await centroids(db, rows);
  const points: Point[] = [];
  for (const r of rows) {
    if (r.lat !== null && r.lng !== null) points.push([Number(r.lat), Number(r.lng), 0, r.id, r.status_id]);
    else {
      const c = centre.get(Number(r.city_ibge));
      if (c) points.push([c[0], c[1], 1, r.id, r.status_id]);
    }
  }
  const unlocated = and(where, sql`not ${locatable}`)!;
  if (!truncated) {
    const without = await countRows(db, d, unlocated, countBudgetMs);
    return { points, total: points.length + without.total, withoutLocation: without.total, truncated };
  }
  // Past the limit both figures are the planner's: counting the few rows without a place means reading all.
  const [total, without] = await Promise.all([estimateRows(db, d, where), estimateRows(db, d, unlocated)]);
  return { points, total: Math.max(total, points.length + without), withoutLocation: without, truncated };
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
  const today = ctx.today ?? localDay(new Date(), ctx.timeZone);
  const key = JSON.stringify([
    organizationId,
    today,
    filter,
    filter.responsibleId === 'me' ? ctx.userId : null,
  ]);
  return heatCache.get(key, await officeFingerprint(db, organizationId), () =>
    computeHeat(db, organizationId, filter, { ...ctx, today }),
  );
}

/**
 * Grouping every demanda of a large office takes a few hundred milliseconds, so the heat is kept while the
 * office's demandas stand unchanged (every write stamps updated_at; a status's closing flag is in the key).
 */
const heatCache = createFingerprintCache<{ neighborhoods: HeatItem[] }>({
  ttlMs: 10 * 60_000,
  maxEntries: 200,
});

async function officeFingerprint(db: Db, organizationId: string): Promise<string> {
  const res = (await db.execute(sql`
    select (select max(updated_at)::text from ${d} where organization_id = ${organizationId}) as at,
           (select string_agg(id::text || is_final::text, ',' order by id) from demand_statuses
             where organization_id = ${organizationId}) as statuses`)) as unknown as {
    rows: { at: string | null; statuses: string | null }[];
  };
  const row = res.rows[0];
  return `${row?.at ?? '-'}|${row?.statuses ?? ''}`;
}

type HeatItem = {
  neighborhood: string;
  city: string | null;
  uf: string | null;
  cityIbge: number | null;
  total: number;
  open: number;
  overdue: number;
  lat: number | null;
  lng: number | null;
};

async function computeHeat(
  db: Db,
  organizationId: string,
  filter: DemandFilter,
  ctx: FilterContext & { today: string },
) {
  const where = demandFilterWhere(organizationId, filter, ctx);
  const today = ctx.today;
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
