// The board: one column per status (office order) with its newest cards and its total — the cards of every
// column in one lateral query, the totals capped at 10,000 in another (the planner's estimate above).
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DemandBoardQuerySchema, DemandListItem } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { countRows, EXACT_COUNT_LIMIT } from '../../lib/row-counts.ts';
import { selectStatusRows } from './demand-statuses.repository.ts';
import { ensureStatusesOf, toDemandStatus } from './demand-statuses.service.ts';
import { localDay } from '../citizens/citizens-dates.ts';
import { demandOrder, selectItemsByIds } from './demands-list.repository.ts';
import { demandFilterWhere, type FilterContext } from './demands.filter.ts';
import { demands } from './demands.table.ts';

const d = demands;
type BoardQuery = z.infer<typeof DemandBoardQuerySchema>;

async function statusesOf(db: Db, organizationId: string) {
  const rows = await selectStatusRows(db, organizationId);
  if (rows.length > 0) return rows;
  await ensureStatusesOf(db, organizationId);
  return selectStatusRows(db, organizationId);
}

const uuidArray = (ids: string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;

export async function selectBoard(
  db: Db,
  organizationId: string,
  query: BoardQuery,
  ctx: FilterContext,
  countBudgetMs: number | null,
) {
  const all = await statusesOf(db, organizationId);
  const statuses = query.statusIds?.length ? all.filter((s) => query.statusIds!.includes(s.id)) : all;
  if (statuses.length === 0) return { columns: [] };
  const today = ctx.today ?? localDay(new Date(), ctx.timeZone);
  const where = demandFilterWhere(organizationId, { ...query, status: 'active' }, { ...ctx, today });
  const order = demandOrder('-createdAt');
  const ids = sql`select p.id from unnest(${uuidArray(statuses.map((s) => s.id))}) s(id)
    cross join lateral (select ${d.id} as id from ${d} where ${where} and ${d.statusId} = s.id
      order by ${d.createdAt} desc, ${d.id} desc limit ${query.perColumn}) p`;
  const countsRes = (await db.execute(sql`select s.id, (select count(*)::int from (
      select 1 from ${d} where ${where} and ${d.statusId} = s.id limit ${EXACT_COUNT_LIMIT + 1}) x) as n
    from unnest(${uuidArray(statuses.map((s) => s.id))}) s(id)`)) as unknown as {
    rows: { id: string; n: number }[];
  };
  const [items, totals] = await Promise.all([
    selectItemsByIds(db, ids, order, today),
    Promise.all(
      countsRes.rows.map(async (r) =>
        Number(r.n) > EXACT_COUNT_LIMIT
          ? ([r.id, await countRows(db, d, and(where, eq(d.statusId, r.id))!, countBudgetMs)] as const)
          : ([r.id, { total: Number(r.n), isEstimate: false }] as const),
      ),
    ),
  ]);
  const totalOf = new Map(totals);
  const cards = new Map<string, DemandListItem[]>();
  for (const item of items) cards.set(item.status._id, [...(cards.get(item.status._id) ?? []), item]);
  return {
    columns: statuses.map((s) => {
      const counted = totalOf.get(s.id) ?? { total: 0, isEstimate: false };
      return {
        status: toDemandStatus(s, counted.total),
        total: counted.total,
        totalIsEstimate: counted.isEstimate,
        demands: cards.get(s.id) ?? [],
      };
    }),
  };
}
