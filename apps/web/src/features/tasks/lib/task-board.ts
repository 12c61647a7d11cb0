// The tarefas board: one column per situação, where a card may go (TASK_TRANSITIONS), the optimistic
// move and its rollback. Pure functions over the cached board.
import {
  canMoveTask,
  TASK_CLOSED_STATUSES,
  TASK_STATUSES,
  type TaskListItem,
  type TaskStatus,
} from '@gabinete/shared';
import { findOnBoard, moveOnBoard, patchOnBoard } from '../../../components/board/board-columns.ts';
import { dropState, type DropState } from '../../../components/board/drop-state.ts';

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

/** How the column of `to` looks while a card from `from` is dragged. */
export const dropStateFor = (from: TaskStatus | undefined, to: TaskStatus): DropState =>
  dropState(from, to, !!from && canMoveTask(from, to));

export function findTask(board: TaskBoard, id: string): { column: TaskColumn; task: TaskListItem } | null {
  const found = findOnBoard(board.columns, 'tasks', id);
  return found && { column: found.column, task: found.card };
}

/** Moves a card to the top of another column and fixes both totals (the optimistic step). */
export function moveTask(board: TaskBoard, id: string, to: TaskStatus): TaskBoard {
  const target = board.columns.find((c) => c.status === to);
  if (!target) return board;
  const columns = moveOnBoard(board.columns, 'tasks', id, target, (task) => ({
    ...task,
    status: to,
    // A closed task is never late; reopening waits for the server's word.
    overdue: TASK_CLOSED_STATUSES.includes(to) ? false : task.overdue,
  }));
  return columns === board.columns ? board : { columns };
}

/** Replaces a card with what the server answered (new version, completedAt, overdue). */
export const patchTask = (board: TaskBoard, id: string, changes: Partial<TaskListItem>): TaskBoard => ({
  columns: patchOnBoard(board.columns, 'tasks', id, changes),
});

/** Puts a refused card back where it was, as it was, leaving any other move made meanwhile. */
export function rollbackTask(board: TaskBoard, original: TaskListItem): TaskBoard {
  return patchTask(moveTask(board, original._id, original.status), original._id, original);
}
