// The caller's tasks: open ones (not concluída/cancelada) overdue, due today and in the next seven days,
// counted as GET /api/tasks?assigneeId=me&due=… counts them, and the first few to do.
import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DASHBOARD_TASKS, TASK_CLOSED_STATUSES, type DashboardTasksSchema } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { tasks } from '../tasks/tasks.table.ts';

type DashboardTasks = z.infer<typeof DashboardTasksSchema>;

export async function tasksSection(
  db: Db,
  organizationId: string,
  userId: string,
  today: string,
  inSixDays: string,
): Promise<DashboardTasks> {
  const t = tasks;
  const mineOpen = and(
    eq(t.organizationId, organizationId),
    eq(t.assigneeId, userId),
    isNull(t.deletedAt),
    notInArray(t.status, [...TASK_CLOSED_STATUSES]),
  );
  const [[counts], mine] = await Promise.all([
    db
      .select({
        overdue: sql<number>`(count(*) filter (where ${t.dueDate} < ${today}::date))::int`,
        dueToday: sql<number>`(count(*) filter (where ${t.dueDate} = ${today}::date))::int`,
        dueThisWeek: sql<number>`(count(*) filter (where ${t.dueDate} between ${today}::date and ${inSixDays}::date))::int`,
      })
      .from(t)
      .where(mineOpen),
    db
      .select({ id: t.id, title: t.title, dueDate: t.dueDate, priority: t.priority, status: t.status })
      .from(t)
      .where(mineOpen)
      .orderBy(sql`${t.dueDate} asc nulls last`, asc(t.createdAt), asc(t.id))
      .limit(DASHBOARD_TASKS),
  ]);
  return {
    overdue: counts?.overdue ?? 0,
    dueToday: counts?.dueToday ?? 0,
    dueThisWeek: counts?.dueThisWeek ?? 0,
    mine: mine.map((r) => ({
      _id: r.id,
      title: r.title,
      dueDate: r.dueDate,
      priority: r.priority as DashboardTasks['mine'][number]['priority'],
      status: r.status,
    })),
  };
}
