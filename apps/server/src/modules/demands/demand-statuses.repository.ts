// The office's demand statuses in its order, with how many live demandas sit in each.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { demandStatuses, type DemandStatusRow } from './demands.table.ts';

export interface StatusView extends DemandStatusRow {
  demandsCount: number;
}

export async function selectStatusRows(db: Db, organizationId: string): Promise<DemandStatusRow[]> {
  return db
    .select()
    .from(demandStatuses)
    .where(eq(demandStatuses.organizationId, organizationId))
    .orderBy(asc(demandStatuses.position), asc(demandStatuses.createdAt), asc(demandStatuses.id));
}

/** Live demandas per status of the office (one pass over the status index). */
export async function countByStatus(db: Db, organizationId: string): Promise<Map<string, number>> {
  const res = (await db.execute(sql`
    select status_id, count(*)::int as n from demands
    where organization_id = ${organizationId} and deleted_at is null group by status_id`)) as unknown as {
    rows: { status_id: string; n: number }[];
  };
  return new Map(res.rows.map((r) => [r.status_id, Number(r.n)]));
}

export async function selectStatuses(db: Db, organizationId: string): Promise<StatusView[]> {
  const [rows, counts] = await Promise.all([
    selectStatusRows(db, organizationId),
    countByStatus(db, organizationId),
  ]);
  return rows.map((r) => ({ ...r, demandsCount: counts.get(r.id) ?? 0 }));
}

export async function findStatus(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(demandStatuses)
    .where(and(eq(demandStatuses.id, id), eq(demandStatuses.organizationId, organizationId)))
    .limit(1);
  return row;
}

export async function findInitialStatus(db: Db, organizationId: string) {
  const [row] = await db
    .select()
    .from(demandStatuses)
    .where(and(eq(demandStatuses.organizationId, organizationId), eq(demandStatuses.isInitial, true)))
    .orderBy(asc(demandStatuses.position))
    .limit(1);
  return row;
}

export async function statusNameTaken(db: Db, organizationId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: demandStatuses.id })
    .from(demandStatuses)
    .where(
      and(
        eq(demandStatuses.organizationId, organizationId),
        sql`lower(f_unaccent(${demandStatuses.name})) = lower(f_unaccent(${name}))`,
        exceptId ? ne(demandStatuses.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Demandas in the status: live ones, or all (the bin included: they may be restored). */
export async function demandsInStatus(db: Db, organizationId: string, id: string, liveOnly: boolean) {
  const live = liveOnly ? sql`and deleted_at is null` : sql``;
  const res = (await db.execute(
    sql`select count(*)::int as n from demands where organization_id = ${organizationId} and status_id = ${id} ${live}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]?.n ?? 0);
}
