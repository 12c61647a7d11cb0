// The tarefas board: one column per situação, where a card may go (TASK_TRANSITIONS), the optimistic
// move and its rollback. Pure functions over the cached board.
import {
  canMoveTask,
  TASK_CLOSED_STATUSES,
  TASK_STATUSES,
  type TaskListItem,
  type TaskStatus,
} from '@gabinete/shared';

export interface TaskColumn {
  status: TaskStatus;
  tasks: TaskListItem[];
  total: number;
}
export interface TaskBoard {
  columns: TaskColumn[];
}

/** Open columns by prazo; closed ones show the most recently closed first. */
export const columnSort = (status: TaskStatus) =>
  TASK_CLOSED_STATUSES.includes(status) ? '-updatedAt' : 'dueDate';

export const BOARD_STATUSES: readonly TaskStatus[] = TASK_STATUSES;

/** How a column looks while a card is dragged: its own, one it may go to, or a dimmed one. */
export type DropState = 'origin' | 'allowed' | 'blocked' | null;

export function dropStateFor(from: TaskStatus | undefined, to: TaskStatus): DropState {
  if (!from) return null;
  if (from === to) return 'origin';
  return canMoveTask(from, to) ? 'allowed' : 'blocked';
}

export function findTask(board: TaskBoard, id: string): { column: TaskColumn; task: TaskListItem } | null {
  for (const column of board.columns) {
    const task = column.tasks.find((t) => t._id === id);
    if (task) return { column, task };
  }
  return null;
}

/** Moves a card to the top of another column and fixes both totals (the optimistic step). */
export function moveTask(board: TaskBoard, id: string, to: TaskStatus): TaskBoard {
  const found = findTask(board, id);
  const target = board.columns.find((c) => c.status === to);
  if (!found || !target || found.column === target) return board;
  const moved: TaskListItem = {
    ...found.task,
    status: to,
    // A closed task is never late; reopening waits for the server's word.
    overdue: TASK_CLOSED_STATUSES.includes(to) ? false : found.task.overdue,
  };
  return {
    columns: board.columns.map((column) => {
      if (column === found.column) {
        return {
          ...column,
          total: Math.max(0, column.total - 1),
          tasks: column.tasks.filter((t) => t._id !== id),
        };
      }
      if (column === target) return { ...column, total: column.total + 1, tasks: [moved, ...column.tasks] };
      return column;
    }),
  };
}

/** Replaces a card with what the server answered (new version, completedAt, overdue). */
export function patchTask(board: TaskBoard, id: string, changes: Partial<TaskListItem>): TaskBoard {
  return {
    columns: board.columns.map((column) => ({
      ...column,
      tasks: column.tasks.map((t) => (t._id === id ? { ...t, ...changes } : t)),
    })),
  };
}

/** Puts a refused card back where it was, as it was, leaving any other move made meanwhile. */
export function rollbackTask(board: TaskBoard, original: TaskListItem): TaskBoard {
  return patchTask(moveTask(board, original._id, original.status), original._id, original);
}
