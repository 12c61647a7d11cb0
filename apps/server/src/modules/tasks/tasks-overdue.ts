// The 'tasks-overdue' alert check: once a tarefa's prazo has passed (office day), its responsável is told
// once per prazo (a dedupe key per task and date, and overdue_notified_at so the next tick skips it).
import { and, asc, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { formatDayBr, localDay } from '../citizens/citizens-dates.ts';
import { officeDaySql } from '../organizations/office-time-zone.ts';
import { registerAlertCheck } from '../notifications/alert-checks.ts';
import { foldBursts, insertNotifications, pushNotifications } from '../notifications/notify.ts';
import { openTask } from './tasks.filter.ts';
import { tasks as t } from './tasks.table.ts';

/** Tasks handled per tick; the rest wait for the next minute. */
const BATCH = 500;

export async function notifyOverdueTasks(deps: AppDeps, now: Date): Promise<number> {
  const today = localDay(now);
  const created = await deps.database.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: t.id,
        organizationId: t.organizationId,
        assigneeId: t.assigneeId,
        title: t.title,
        dueDate: t.dueDate,
      })
      .from(t)
      .where(
        and(
          isNull(t.deletedAt),
          isNull(t.overdueNotifiedAt),
          isNotNull(t.assigneeId),
          lt(t.dueDate, officeDaySql(t.organizationId, now)),
          openTask,
        ),
      )
      .orderBy(asc(t.dueDate))
      .limit(BATCH)
      // Two servers running the job at once take different rows.
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const notices = due.map((task) => ({
      organizationId: task.organizationId,
      userId: task.assigneeId!,
      kind: 'task_overdue' as const,
      title: `Tarefa atrasada: ${task.title}`,
      body: `O prazo venceu em ${formatDayBr(task.dueDate)}.`,
      link: `/tarefas/${task.id}`,
      entityType: 'task',
      entityId: task.id,
      dedupeKey: `task_overdue:${task.id}:${task.dueDate}`,
    }));
    const rows = await insertNotifications(
      tx,
      foldBursts(notices, (first, count) => ({
        ...first,
        title: `${count} tarefas atrasadas`,
        body: 'Abra a lista para ver as suas tarefas com prazo vencido.',
        link: '/tarefas?assigneeId=me&due=overdue',
        entityId: null,
        dedupeKey: `task_overdue_summary:${today}:${first.entityId}`,
      })),
    );
    await tx
      .update(t)
      .set({ overdueNotifiedAt: now })
      .where(
        inArray(
          t.id,
          due.map((task) => task.id),
        ),
      );
    return rows;
  });
  pushNotifications(deps, created);
  return created.length;
}

registerAlertCheck('tasks-overdue', async (deps, now) => {
  await notifyOverdueTasks(deps, now);
});
