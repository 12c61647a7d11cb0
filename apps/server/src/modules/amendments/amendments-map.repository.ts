// The Mapa de emendas e ações: zoomed out, one summary per município (count and sums, at its centre);
// from AMENDMENT_CITY_ZOOM, the emendas themselves inside the map's box as compact tuples, capped.
import { sql } from 'drizzle-orm';
import {
  AMENDMENT_CITY_ZOOM,
  AMENDMENT_STATUSES,
  type AmendmentMap,
  type AmendmentMapQuery,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { municipalities as m } from '../geo/geo.table.ts';
import { amendmentFilterWhere } from './amendments.filter.ts';
import { amendments as t } from './amendments.table.ts';

/** At most this many emendas per answer (≈ 60 bytes each: well under 500 KB). */
export const AMENDMENT_MAP_POINT_LIMIT = 5_000;
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
      truncated: false,
    };
  }
  const inBox = box
    ? sql` and ${t.lat} between ${box.south} and ${box.north} and ${t.lng} between ${box.west} and ${box.east}`
    : sql``;
  const res = (await db.execute(sql`
    select ${t.id} as id, ${t.lat} as lat, ${t.lng} as lng, ${t.status} as status, ${t.indicated} as indicated
      from ${t}
     where ${where} and ${t.lat} is not null and ${t.lng} is not null${inBox}
     order by ${t.indicated} desc, ${t.id}
     limit ${AMENDMENT_MAP_POINT_LIMIT + 1}`)) as unknown as {
    rows: { id: string; lat: number; lng: number; status: string; indicated: string }[];
  };
  const truncated = res.rows.length > AMENDMENT_MAP_POINT_LIMIT;
  return {
    mode: 'points',
    cities: [],
    points: res.rows
      .slice(0, AMENDMENT_MAP_POINT_LIMIT)
      .map((r) => [r.id, Number(r.lat), Number(r.lng), STATUS_INDEX.get(r.status) ?? 0, Number(r.indicated)]),
    truncated,
  };
}
