// Queries of the tarefas: the page's ids first, then the names (assignee, demanda, citizen) for those rows.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parseSort, type ListTasksQuery } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { countRows } from '../../lib/row-counts.ts';
import { localDay } from '../citizens/citizens-dates.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { demands } from '../demands/demands.table.ts';
import { citizenPhone } from '../occurrences/occurrences.repository.ts';
import { users } from '../users/users.table.ts';
import { taskFilterWhere } from './tasks.filter.ts';
import { toTaskListItem } from './tasks.mapper.ts';
import { tasks as t, type TaskRow } from './tasks.table.ts';

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');

export interface TaskView {
  row: TaskRow;
  assigneeName: string | null;
  demandYear: number | null;
  demandNumber: number | null;
  demandTitle: string | null;
  citizenName: string | null;
  citizenPhone: string | null;
  createdByName: string | null;
}

function selectViews(db: Db) {
  return db
    .select({
      row: t,
      assigneeName: assignee.name,
      demandYear: demands.protocolYear,
      demandNumber: demands.protocolNumber,
      demandTitle: demands.title,
      citizenName: citizens.name,
      citizenPhone: citizenPhone(t.citizenId),
      createdByName: creator.name,
    })
    .from(t)
    .leftJoin(assignee, eq(assignee.id, t.assigneeId))
    .leftJoin(demands, and(eq(demands.id, t.demandId), isNull(demands.deletedAt)))
    .leftJoin(citizens, and(eq(citizens.id, t.citizenId), isNull(citizens.deletedAt)))
    .leftJoin(creator, eq(creator.id, t.createdBy));
}

export async function findTaskView(
  db: Db,
  organizationId: string,
  id: string,
): Promise<TaskView | undefined> {
  const [view] = await selectViews(db)
    .where(and(eq(t.id, id), eq(t.organizationId, organizationId), isNull(t.deletedAt)))
    .limit(1);
  return view;
}

export async function findTaskForUpdate(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.organizationId, organizationId)))
    .limit(1)
    .for('update');
  return row;
}

/** Baixa → urgente, so '-priority' lists the most urgent first. */
const priorityRank = sql`case ${t.priority} when 'urgente' then 4 when 'alta' then 3 when 'media' then 2 else 1 end`;

export function taskOrder(sort: ListTasksQuery['sort']): SQL[] {
  const { column, desc } = parseSort(sort);
  const dir = sql.raw(desc ? 'desc' : 'asc');
  switch (column) {
    case 'dueDate':
      return [
        sql`${t.dueDate} ${dir} nulls last`,
        sql`${priorityRank} desc`,
        sql`${t.createdAt} desc`,
        sql`${t.id}`,
      ];
    case 'priority':
      return [sql`${priorityRank} ${dir}`, sql`${t.dueDate} asc nulls last`, sql`${t.id}`];
    case 'title':
      return [sql`${t.searchTitle} ${dir}`, sql`${t.id}`];
    case 'updatedAt':
      return [sql`${t.updatedAt} ${dir}`, sql`${t.id} ${dir}`];
    default:
      return [sql`${t.createdAt} ${dir}`, sql`${t.id} ${dir}`];
  }
}

export async function selectTaskPage(
  db: Db,
  tenant: { organizationId: string; userId: string },
  query: ListTasksQuery,
  countBudgetMs: number | null = null,
) {
  const today = localDay();
  const where = taskFilterWhere(tenant.organizationId, tenant.userId, query, today);
  const order = taskOrder(query.sort);
  const page = db
    .select({ pageId: t.id })
    .from(t)
    .where(where)
    .orderBy(...order)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .as('page');
  const [views, counted] = await Promise.all([
    selectViews(db)
      .innerJoin(page, eq(page.pageId, t.id))
      .orderBy(...order),
    countRows(db, t, where, countBudgetMs),
  ]);
  return {
    tasks: views.map((v) => toTaskListItem(v, today)),
    total: counted.total,
    totalIsEstimate: counted.isEstimate,
    page: query.page,
    perPage: query.perPage,
  };
}
