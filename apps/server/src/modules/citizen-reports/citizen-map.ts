// The citizen map: compact [lat, lng, approximate, id] tuples built as one JSON text by the database (50,000
// points cost one row, not 50,000; string_agg is ~3× faster than json_agg); the city's centroid stands in for a missing address.
import { and, isNotNull, or, sql } from 'drizzle-orm';
import { MAP_POINT_LIMIT, type CitizenFilter } from '@gabinete/shared';
import type { z } from 'zod';
import type { CitizenMapSchema } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { citizenFilterWhere } from '../citizens/citizens.filter.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { municipalities } from '../geo/geo.table.ts';

type CitizenMap = z.infer<typeof CitizenMapSchema>;
type Point = [number, number, number, string];

const c = citizens;
const hasCoords = sql`(${c.lat} is not null and ${c.lng} is not null)`;

export async function citizenMap(
  db: Db,
  organizationId: string,
  filter: CitizenFilter,
  limit = MAP_POINT_LIMIT,
  timeZone?: string,
): Promise<CitizenMap> {
  const where = citizenFilterWhere(organizationId, filter, timeZone);
  const [pointsRes, countsRes] = await Promise.all([
    db.execute(sql`
      select '[' || coalesce(string_agg(concat('[', p.lat, ',', p.lng, ',', p.approximate, ',"', p.id, '"]'), ','), '') || ']' as points
      from (
        select coalesce(${c.lat}, m.lat) as lat, coalesce(${c.lng}, m.lng) as lng,
               case when ${hasCoords} then 0 else 1 end as approximate, ${c.id} as id
        from ${c} left join ${municipalities} m on m.ibge = ${c.cityIbge}
        where ${and(where, or(hasCoords, isNotNull(c.cityIbge)))}
        limit ${limit + 1}
      ) p`),
    db.execute(sql`
      select count(*)::int as total,
             (count(*) filter (where not ${hasCoords} and ${c.cityIbge} is null))::int as "withoutLocation"
      from ${c} where ${where}`),
  ]);
  const row = (pointsRes as unknown as { rows: { points: string }[] }).rows[0];
  const counts = (countsRes as unknown as { rows: { total: number; withoutLocation: number }[] }).rows[0];
  const points = JSON.parse(row?.points ?? '[]') as Point[];
  const truncated = points.length > limit;
  return {
    points: truncated ? points.slice(0, limit) : points,
    total: Number(counts?.total ?? 0),
    withoutLocation: Number(counts?.withoutLocation ?? 0),
    truncated,
  };
}
