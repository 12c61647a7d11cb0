// The emendas list (page ids first, then the rows), its footer sums over the whole filter, and the board.
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  AMENDMENT_STATUSES,
  parseSort,
  type AmendmentFilter,
  type AmendmentSums,
  type ListAmendmentsQuery,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { countRows } from '../../lib/row-counts.ts';
import { amendmentFilterWhere } from './amendments.filter.ts';
import { toAmendmentListItem } from './amendments.mapper.ts';
import { selectAmendmentViews, type AmendmentView } from './amendments.repository.ts';
import { amendments as t } from './amendments.table.ts';

/** Columns a board column shows before 'ver todas' opens the list. */
export const BOARD_COLUMN_LIMIT = 50;

function amendmentOrder(sort: ListAmendmentsQuery['sort']): SQL[] {
  const { column, desc: down } = parseSort(sort);
  const dir = down ? desc : asc;
  const tail = [desc(t.createdAt), asc(t.id)];
  switch (column) {
    case 'indicated':
      return [dir(t.indicated), ...tail];
    case 'committed':
      return [dir(t.committed), ...tail];
    case 'paid':
      return [dir(t.paid), ...tail];
    case 'updatedAt':
      return [dir(t.updatedAt), asc(t.id)];
    case 'createdAt':
      return [dir(t.createdAt), asc(t.id)];
    default:
      return [dir(t.year), ...tail];
  }
}

const sumsColumns = {
  indicated: sql<string>`coalesce(sum(${t.indicated}), 0)`,
  committed: sql<string>`coalesce(sum(${t.committed}), 0)`,
  paid: sql<string>`coalesce(sum(${t.paid}), 0)`,
};
const toSums = (
  r: { indicated: string | number; committed: string | number; paid: string | number } | undefined,
) => ({
  indicated: Number(r?.indicated ?? 0),
  committed: Number(r?.committed ?? 0),
  paid: Number(r?.paid ?? 0),
});

export async function sumAmendments(db: Db, where: SQL): Promise<AmendmentSums> {
  const [row] = await db.select(sumsColumns).from(t).where(where);
  return toSums(row);
}

export async function selectAmendmentPage(
  db: Db,
  tenant: { organizationId: string; userId: string },
  query: ListAmendmentsQuery,
  countBudgetMs: number | null = null,
) {
  const where = amendmentFilterWhere(tenant.organizationId, tenant.userId, query);
  const order = amendmentOrder(query.sort);
  const page = db
    .select({ pageId: t.id })
    .from(t)
    .where(where)
    .orderBy(...order)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .as('page');
  const [views, counted, sums] = await Promise.all([
    selectAmendmentViews(db)
      .innerJoin(page, eq(page.pageId, t.id))
      .orderBy(...order),
    countRows(db, t, where, countBudgetMs),
    sumAmendments(db, where),
  ]);
  return {
    amendments: (views as AmendmentView[]).map(toAmendmentListItem),
    total: counted.total,
    totalIsEstimate: counted.isEstimate,
    sums,
    page: query.page,
    perPage: query.perPage,
  };
}

/** Every status as a column: its count and sums over the filter, and the newest cards. */
export async function selectAmendmentBoard(
  db: Db,
  tenant: { organizationId: string; userId: string },
  filter: AmendmentFilter,
) {
  const where = amendmentFilterWhere(tenant.organizationId, tenant.userId, { ...filter, status: undefined });
  const totals = await db
    .select({ status: t.status, n: count(), ...sumsColumns })
    .from(t)
    .where(where)
    .groupBy(t.status);
  const statuses = filter.status?.length ? filter.status : [...AMENDMENT_STATUSES];
  const columns = await Promise.all(
    statuses.map(async (status) => {
      const total = totals.find((r) => r.status === status);
      const views = total
        ? await selectAmendmentViews(db)
            .where(sql`${where} and ${t.status} = ${status}`)
            .orderBy(desc(t.year), desc(t.updatedAt), asc(t.id))
            .limit(BOARD_COLUMN_LIMIT)
        : [];
      return {
        status,
        total: total?.n ?? 0,
        sums: toSums(total),
        amendments: (views as AmendmentView[]).map(toAmendmentListItem),
      };
    }),
  );
  return { columns };
}
