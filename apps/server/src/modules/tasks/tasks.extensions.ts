// Plugs tarefas into the citizen profile's timeline and into citizen merges (imported by the routes).
import './tasks.citizen-data.ts';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TASK_STATUS_LABELS, type TaskStatus, type TimelineItem } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { formatDayBr } from '../citizens/citizens-dates.ts';
import {
  registerMergeHook,
  registerTimelineSource,
  type TimelineQuery,
} from '../citizens/citizens.extensions.ts';
import { users } from '../users/users.table.ts';
import { tasks as t } from './tasks.table.ts';

const creator = alias(users, 'creator');

/** 'Tarefa: Retornar a ligação', at its creation, with its situação, prazo and responsável below. */
export async function taskTimeline(db: Db, query: TimelineQuery): Promise<TimelineItem[]> {
  const rows = await db
    .select({
      id: t.id,
      title: t.title,
      status: t.status,
      dueDate: t.dueDate,
      createdAt: t.createdAt,
      assigneeName: users.name,
      createdBy: t.createdBy,
      creatorName: creator.name,
    })
    .from(t)
    .leftJoin(users, eq(users.id, t.assigneeId))
    .leftJoin(creator, eq(creator.id, t.createdBy))
    .where(
      and(
        eq(t.citizenId, query.citizenId),
        eq(t.organizationId, query.organizationId),
        isNull(t.deletedAt),
        lt(t.createdAt, query.before),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(query.limit);
  return rows.map((r) => ({
    id: `task:${r.id}`,
    kind: 'task',
    at: r.createdAt.toISOString(),
    title: `Tarefa: ${r.title}`,
    description: [
      TASK_STATUS_LABELS[r.status as TaskStatus],
      r.dueDate ? `prazo ${formatDayBr(r.dueDate)}` : null,
      r.assigneeName ? `responsável: ${r.assigneeName}` : null,
    ]
      .filter(Boolean)
      .join(' · '),
    link: `/tarefas/${r.id}`,
    user: r.createdBy ? { _id: r.createdBy, name: r.creatorName ?? '' } : null,
  }));
}

registerTimelineSource('task', taskTimeline);

registerMergeHook('tasks', async (tx, organizationId, keptId, duplicateId) => {
  await tx
    .update(t)
    .set({ citizenId: keptId })
    .where(and(eq(t.organizationId, organizationId), eq(t.citizenId, duplicateId)));
});
