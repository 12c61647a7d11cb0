// The Mapa de emendas e ações: zoomed out, one summary per município (count and sums, at its centre);
// from AMENDMENT_CITY_ZOOM, the emendas themselves inside the map's box as compact tuples, or above
// AMENDMENT_MAP_CLUSTER_ABOVE of them, grouped on a grid of the zoom (lone emendas stay points).
import { sql, type SQL } from 'drizzle-orm';
import {
  AMENDMENT_CITY_ZOOM,
  AMENDMENT_MAP_CLUSTER_ABOVE,
  AMENDMENT_STATUSES,
  type AmendmentMap,
  type AmendmentMapQuery,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { municipalities as m } from '../geo/geo.table.ts';
import { amendmentFilterWhere } from './amendments.filter.ts';
import { amendments as t } from './amendments.table.ts';

const STATUS_INDEX = new Map<string, number>(AMENDMENT_STATUSES.map((s, i) => [s, i]));

function boxOf(bbox: string | undefined) {
  if (!bbox) return null;
  const [west, south, east, north] = bbox.split(',').map(Number) as [number, number, number, number];
  return { west, south, east, north };
}

export async function selectAmendmentMap(
  db: Db,
  tenant: { organizationId: string; userId: string },
  query: AmendmentMapQuery,
): Promise<AmendmentMap> {
  const where = amendmentFilterWhere(tenant.organizationId, tenant.userId, query);
  const box = boxOf(query.bbox);
  if (query.zoom < AMENDMENT_CITY_ZOOM) {
    const res = (await db.execute(sql`
      select g.city_ibge, ${m.name} as city, ${m.uf} as uf, ${m.lat} as lat, ${m.lng} as lng,
             g.n, g.indicated, g.committed, g.paid
        from (select ${t.cityIbge} as city_ibge, count(*)::int as n, sum(${t.indicated}) as indicated,
                     sum(${t.committed}) as committed, sum(${t.paid}) as paid
                from ${t} where ${where} and ${t.cityIbge} is not null group by ${t.cityIbge}) g
        join ${m} on ${m.ibge} = g.city_ibge
       order by g.indicated desc`)) as unknown as {
      rows: {
        city_ibge: number;
        city: string;
        uf: string;
        lat: number;
        lng: number;
        n: number;
        indicated: string;
        committed: string;
        paid: string;
      }[];
    };
    return {
      mode: 'cities',
      cities: res.rows.map((r) => ({
        cityIbge: Number(r.city_ibge),
        city: r.city,
        uf: r.uf,
        lat: Number(r.lat),
        lng: Number(r.lng),
        count: Number(r.n),
        sums: { indicated: Number(r.indicated), committed: Number(r.committed), paid: Number(r.paid) },
      })),
      points: [],
      clusters: [],
      truncated: false,
    };
  }
  const inBox = box
    ? sql` and ${t.lat} between ${box.south} and ${box.north} and ${t.lng} between ${box.west} and ${box.east}`
    : sql``;
  const inMap = sql`${where} and ${t.lat} is not null and ${t.lng} is not null${inBox}`;
  // Grouped first (one pass of the map index); few enough in the box, the emendas themselves instead.
  const grouped = await clusteredMap(db, inMap, query.zoom);
  if (grouped.total > AMENDMENT_MAP_CLUSTER_ABOVE) return grouped.map;
  const res = (await db.execute(sql`
    select ${t.id} as id, ${t.lat} as lat, ${t.lng} as lng, ${t.status} as status, ${t.indicated} as indicated
      from ${t}
     where ${inMap}
     order by ${t.indicated} desc, ${t.id}
     limit ${AMENDMENT_MAP_CLUSTER_ABOVE + 1}`)) as unknown as {
    rows: { id: string; lat: number; lng: number; status: string; indicated: string }[];
  };
  const truncated = res.rows.length > AMENDMENT_MAP_CLUSTER_ABOVE;
  return {
    mode: 'points',
    cities: [],
    points: res.rows
      .slice(0, AMENDMENT_MAP_CLUSTER_ABOVE)
      .map((r) => [r.id, Number(r.lat), Number(r.lng), STATUS_INDEX.get(r.status) ?? 0, Number(r.indicated)]),
    clusters: [],
    truncated,
  };
}

/**
 * A grid cell's side in degrees: CLUSTER_CELL_PX screen pixels at the zoom (256-pixel tiles); wider than the web's
 * largest bubble (46 px), so neighbouring groups seldom overlap.
 */
const CLUSTER_CELL_PX = 64;
export const clusterCellDegrees = (zoom: number) => (CLUSTER_CELL_PX * 360) / (256 * 2 ** zoom);

const STATUS_ARRAY = sql.raw(`array[${AMENDMENT_STATUSES.map((s) => `'${s}'`).join(', ')}]`);

/**
 * Every emenda in the box, grouped on a grid of the zoom. One pass of the map index (migration 0031), read in its
 * (lat, lng, status) order: a count and a sum per position and status with no per-row filters, casts or hashing;
 * then the few positions per cell and status, then per cell (weighted centre, count, most frequent status — the
 * first in AMENDMENT_STATUSES on a tie —, indicado sum). A lone emenda is a point, its id looked up by its exact
 * position (one index probe per lone cell, not a text min over every row); a cell of several is a cluster.
 * PostgreSQL builds both arrays as JSON, so no row object is made per emenda.
 */
async function clusteredMap(db: Db, inMap: SQL, zoom: number) {
  const cell = clusterCellDegrees(zoom);
  const res = (await db.execute(sql`
    with spot as (
      select ${t.lat} as lat, ${t.lng} as lng, ${t.status} as status, count(*)::int as n,
             sum(${t.indicated}) as indicated
        from ${t}
       where ${inMap}
       group by ${t.lat}, ${t.lng}, ${t.status}),
    by_status as (
      select floor(lat / ${cell}) as y, floor(lng / ${cell}) as x, array_position(${STATUS_ARRAY}, status) - 1 as s,
             sum(n)::int as n, sum(lat * n) as lat_n, sum(lng * n) as lng_n, sum(indicated) as indicated
        from spot
       group by 1, 2, 3),
    c as (
      select sum(n)::int as n, sum(lat_n) / sum(n) as lat, sum(lng_n) / sum(n) as lng,
             sum(indicated)::bigint as indicated, (array_agg(s order by n desc, s))[1] as status
        from by_status
       group by y, x)
    select coalesce(sum(c.n), 0)::int as total,
           coalesce(json_agg(json_build_array(lone.id, c.lat, c.lng, c.status, c.indicated) order by c.indicated desc)
                    filter (where c.n = 1), '[]') as points,
           coalesce(json_agg(json_build_array(round(c.lat::numeric, 5), round(c.lng::numeric, 5), c.n, c.status,
                                              c.indicated) order by c.indicated desc) filter (where c.n > 1), '[]') as clusters
      from c
      left join lateral (
        select ${t.id} as id from ${t}
         where c.n = 1 and ${inMap} and ${t.lat} = c.lat and ${t.lng} = c.lng
         limit 1) lone on true`)) as unknown as {
    rows: {
      total: number;
      points: AmendmentMap['points'] | string;
      clusters: AmendmentMap['clusters'] | string;
    }[];
  };
  const row = res.rows[0];
  const parsed = <T>(v: T | string | undefined): T =>
    typeof v === 'string' ? (JSON.parse(v) as T) : (v as T);
  const map: AmendmentMap = {
    mode: 'points',
    cities: [],
    points: (parsed(row?.points) ?? []).map(([id, lat, lng, status, value]) => [
      id,
      Number(lat),
      Number(lng),
      Number(status),
      Number(value),
    ]),
    clusters: (parsed(row?.clusters) ?? []).map(([lat, lng, n, status, sum]) => [
      Number(lat),
      Number(lng),
      Number(n),
      Number(status),
      Number(sum),
    ]),
    truncated: false,
  };
  return { total: Number(row?.total ?? 0), map };
}
