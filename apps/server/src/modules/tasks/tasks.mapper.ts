// Rows as the API answers them (TaskSchema / TaskListItemSchema); 'overdue' is judged on the office's day.
import {
  TASK_CLOSED_STATUSES,
  type Priority,
  type Task,
  type TaskListItem,
  type TaskStatus,
} from '@gabinete/shared';
import { formatProtocol } from '../protocols/protocols.ts';
import type { TaskView } from './tasks.repository.ts';

/** Past the prazo and still open; `today` is 'aaaa-mm-dd' in the office's time zone. */
export const isTaskOverdue = (dueDate: string | null, status: string, today: string) =>
  !!dueDate && dueDate < today && !TASK_CLOSED_STATUSES.includes(status as TaskStatus);

export function toTaskListItem(v: TaskView, today: string): TaskListItem {
  const r = v.row;
  return {
    _id: r.id,
    title: r.title,
    assignee: r.assigneeId ? { _id: r.assigneeId, name: v.assigneeName ?? '' } : null,
    dueDate: r.dueDate,
    priority: r.priority as Priority,
    status: r.status as TaskStatus,
    overdue: isTaskOverdue(r.dueDate, r.status, today),
    demand:
      r.demandId && v.demandYear !== null && v.demandNumber !== null
        ? {
            _id: r.demandId,
            protocol: formatProtocol(v.demandYear, v.demandNumber),
            title: v.demandTitle ?? '',
          }
        : null,
    citizen:
      r.citizenId && v.citizenName !== null
        ? { _id: r.citizenId, name: v.citizenName, phone: v.citizenPhone }
        : null,
    completedAt: r.completedAt?.toISOString() ?? null,
    version: r.version,
    createdBy: r.createdBy ? { _id: r.createdBy, name: v.createdByName ?? '' } : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toTask(v: TaskView, today: string): Task {
  return { ...toTaskListItem(v, today), description: v.row.description };
}
