// Queries of the atendimentos: the page's ids first, then their columns and names (citizen, área, people,
// demanda) by joins on those rows only; the count of lib/row-counts.ts beside it.
import { and, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parseSort, type ListOccurrencesQuery } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { countRows } from '../../lib/row-counts.ts';
import { areas } from '../areas/areas.table.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { demands } from '../demands/demands.table.ts';
import { users } from '../users/users.table.ts';
import { occurrenceFilterWhere } from './occurrences.filter.ts';
import { toOccurrenceListItem } from './occurrences.mapper.ts';
import { occurrences as o, type OccurrenceRow } from './occurrences.table.ts';

const responsible = alias(users, 'responsible');
const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

/** The preferred phone of a citizen, else the first (evaluated for the rows read only). */
export const citizenPhone = (citizenId: SQLWrapper) =>
  sql<
    string | null
  >`(select p.number from citizen_phones p where p.citizen_id = ${citizenId} order by p.preferred desc, p.position limit 1)`;

const viewColumns = {
  row: o,
  citizenName: citizens.name,
  citizenPhone: citizenPhone(o.citizenId),
  areaName: areas.name,
  areaColor: areas.color,
  responsibleName: responsible.name,
  demandYear: demands.protocolYear,
  demandNumber: demands.protocolNumber,
  demandTitle: demands.title,
  createdByName: creator.name,
  updatedByName: updater.name,
};

export interface OccurrenceView {
  row: OccurrenceRow;
  citizenName: string | null;
  citizenPhone: string | null;
  areaName: string | null;
  areaColor: string | null;
  responsibleName: string | null;
  demandYear: number | null;
  demandNumber: number | null;
  demandTitle: string | null;
  createdByName: string | null;
  updatedByName: string | null;
}

function selectViews(db: Db) {
  return db
    .select(viewColumns)
    .from(o)
    .innerJoin(citizens, eq(citizens.id, o.citizenId))
    .leftJoin(areas, eq(areas.id, o.areaId))
    .leftJoin(responsible, eq(responsible.id, o.responsibleId))
    .leftJoin(demands, and(eq(demands.id, o.demandId), isNull(demands.deletedAt)))
    .leftJoin(creator, eq(creator.id, o.createdBy))
    .leftJoin(updater, eq(updater.id, o.updatedBy));
}

/** One atendimento of the office (live or in the bin), with its names. */
export async function findOccurrenceView(
  db: Db,
  organizationId: string,
  id: string,
): Promise<OccurrenceView | undefined> {
  const [view] = await selectViews(db)
    .where(and(eq(o.id, id), eq(o.organizationId, organizationId)))
    .limit(1);
  return view;
}

export async function findOccurrence(db: Db, organizationId: string, id: string, forUpdate = false) {
  const q = db
    .select()
    .from(o)
    .where(and(eq(o.id, id), eq(o.organizationId, organizationId)))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

/** ORDER BY for a sort parameter; occurredAt matches occurrences_org_occurred_idx (org, occurred_at, id). */
export function occurrenceOrder(sort: ListOccurrencesQuery['sort']): SQL[] {
  const { column, desc } = parseSort(sort);
  const dir = sql.raw(desc ? 'desc' : 'asc');
  switch (column) {
    case 'occurredAt':
      return [sql`${o.occurredAt} ${dir}`, sql`${o.id} ${dir}`];
    case 'createdAt':
      return [sql`${o.createdAt} ${dir}`, sql`${o.id} ${dir}`];
    default:
      return [sql`${o.searchSubject} ${dir}`, sql`${o.occurredAt} desc`, sql`${o.id} desc`];
  }
}

export interface ListOptions {
  /** Milliseconds a large count may take before the estimate is answered (PostgreSQL only). */
  countBudgetMs?: number | null;
}

export async function selectOccurrencePage(
  db: Db,
  tenant: { organizationId: string; userId: string; timeZone?: string },
  query: ListOccurrencesQuery,
  options: ListOptions = {},
) {
  const where = occurrenceFilterWhere(tenant.organizationId, tenant.userId, query, tenant.timeZone);
  const order = occurrenceOrder(query.sort);
  const page = db
    .select({ pageId: o.id })
    .from(o)
    .where(where)
    .orderBy(...order)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .as('page');
  const [views, counted] = await Promise.all([
    selectViews(db)
      .innerJoin(page, eq(page.pageId, o.id))
      .orderBy(...order),
    countRows(db, o, where, options.countBudgetMs ?? null),
  ]);
  return {
    occurrences: views.map(toOccurrenceListItem),
    total: counted.total,
    totalIsEstimate: counted.isEstimate,
    page: query.page,
    perPage: query.perPage,
  };
}
