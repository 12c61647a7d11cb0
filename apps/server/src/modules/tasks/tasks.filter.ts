// One WHERE builder for the tarefas list and its count; 'prazo' filters count only open tasks.
import { and, eq, gte, inArray, isNull, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { TASK_CLOSED_STATUSES, type TaskFilter } from '@gabinete/shared';
import { containsPattern } from '../../lib/like.ts';
import { tasks as t } from './tasks.table.ts';

/** 'aaaa-mm-dd' plus n days (calendar arithmetic in UTC, no time zone involved). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export const openTask = notInArray(t.status, [...TASK_CLOSED_STATUSES]);

/** `today` is the office's calendar day ('aaaa-mm-dd'); `userId` answers 'me'. */
export function taskFilterWhere(organizationId: string, userId: string, f: TaskFilter, today: string): SQL {
  const parts: (SQL | undefined)[] = [eq(t.organizationId, organizationId), isNull(t.deletedAt)];
  if (f.q) {
    const words = f.q.split(/\s+/).filter(Boolean).slice(0, 6);
    parts.push(...words.map((w) => sql`${t.searchTitle} like f_unaccent(${containsPattern(w)})`));
  }
  if (f.status?.length) parts.push(inArray(t.status, f.status));
  if (f.assigneeId === 'none') parts.push(isNull(t.assigneeId));
  else if (f.assigneeId) parts.push(eq(t.assigneeId, f.assigneeId === 'me' ? userId : f.assigneeId));
  if (f.priorities?.length) parts.push(inArray(t.priority, f.priorities));
  if (f.due === 'overdue') parts.push(openTask, lt(t.dueDate, today));
  if (f.due === 'today') parts.push(openTask, eq(t.dueDate, today));
  if (f.due === 'week') parts.push(openTask, gte(t.dueDate, today), lte(t.dueDate, addDays(today, 6)));
  if (f.demandId) parts.push(eq(t.demandId, f.demandId));
  if (f.citizenId) parts.push(eq(t.citizenId, f.citizenId));
  return and(...parts)!;
}
