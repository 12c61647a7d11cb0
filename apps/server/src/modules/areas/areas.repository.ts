// Áreas with their live usage: demandas (all and open) and atendimentos, counted in one grouped pass each.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { areas, type AreaRow } from './areas.table.ts';

export interface AreaView extends AreaRow {
  demandsCount: number;
  openDemandsCount: number;
  occurrencesCount: number;
}

interface UsageRow extends Record<string, unknown> {
  area_id: string;
  demands: number;
  open: number;
  occurrences: number;
}

/** Live demandas and atendimentos per área of the office (or of one área). */
async function usage(db: Db, organizationId: string, areaId?: string): Promise<Map<string, UsageRow>> {
  const one = areaId ? sql`and area_id = ${areaId}` : sql``;
  const res = (await db.execute(sql`
    select area_id, sum(demands)::int as demands, sum(open)::int as open, sum(occurrences)::int as occurrences
    from (
      select area_id, count(*) as demands, count(*) filter (where not is_closed) as open, 0 as occurrences
        from demands where organization_id = ${organizationId} and deleted_at is null and area_id is not null ${one}
        group by area_id
      union all
      select area_id, 0, 0, count(*)
        from occurrences where organization_id = ${organizationId} and deleted_at is null and area_id is not null ${one}
        group by area_id
    ) u group by area_id`)) as unknown as { rows: UsageRow[] };
  return new Map(res.rows.map((r) => [r.area_id, r]));
}

const withUsage = (row: AreaRow, counts: Map<string, UsageRow>): AreaView => {
  const u = counts.get(row.id);
  return {
    ...row,
    demandsCount: Number(u?.demands ?? 0),
    openDemandsCount: Number(u?.open ?? 0),
    occurrencesCount: Number(u?.occurrences ?? 0),
  };
};

export async function selectAreas(db: Db, organizationId: string, includeInactive: boolean) {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(areas)
      .where(
        and(eq(areas.organizationId, organizationId), includeInactive ? undefined : eq(areas.active, true)),
      )
      .orderBy(asc(sql`lower(f_unaccent(${areas.name}))`)),
    usage(db, organizationId),
  ]);
  return rows.map((r) => withUsage(r, counts));
}

export async function findArea(db: Db, organizationId: string, id: string): Promise<AreaRow | undefined> {
  const [row] = await db
    .select()
    .from(areas)
    .where(and(eq(areas.id, id), eq(areas.organizationId, organizationId)))
    .limit(1);
  return row;
}

export async function findAreaView(db: Db, organizationId: string, id: string) {
  const row = await findArea(db, organizationId, id);
  return row ? withUsage(row, await usage(db, organizationId, id)) : undefined;
}

/** Demandas (bin included: they may come back) and atendimentos that point at the área. */
export async function areaReferences(db: Db, organizationId: string, id: string) {
  const res = (await db.execute(sql`
    select (select count(*)::int from demands where organization_id = ${organizationId} and area_id = ${id}) as demands,
           (select count(*)::int from occurrences where organization_id = ${organizationId} and area_id = ${id}) as occurrences`)) as unknown as {
    rows: { demands: number; occurrences: number }[];
  };
  const row = res.rows[0];
  return { demands: Number(row?.demands ?? 0), occurrences: Number(row?.occurrences ?? 0) };
}

/** Another área of the office already spelled this way, ignoring accents and case. */
export async function areaNameTaken(db: Db, organizationId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(
      and(
        eq(areas.organizationId, organizationId),
        sql`lower(f_unaccent(${areas.name})) = lower(f_unaccent(${name}))`,
        exceptId ? ne(areas.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}
