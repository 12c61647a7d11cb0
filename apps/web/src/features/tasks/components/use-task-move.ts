// Moving a card: the board changes at once (optimistic), PATCH /status goes with the card's version; on
// a refusal (409 illegal move or someone else's change) the card goes back and the server's message shows.
import { TASK_STATUS_LABELS, type TaskListItem, type TaskStatus } from '@gabinete/shared';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { changeTaskStatus, tasksKeys } from '../api/tasks.api.ts';
import { findTask, moveTask, patchTask, rollbackTask, type TaskBoard } from '../lib/task-board.ts';

interface MoveVars {
  task: TaskListItem;
  to: TaskStatus;
}

export function useTaskMove(boardKey: QueryKey) {
  const queryClient = useQueryClient();
  const setBoard = (edit: (board: TaskBoard) => TaskBoard) =>
    queryClient.setQueryData<TaskBoard>(boardKey, (board) => (board ? edit(board) : board));

  return useMutation({
    mutationFn: ({ task, to }: MoveVars) => changeTaskStatus(task._id, { status: to, version: task.version }),
    onMutate: async ({ task, to }) => {
      await queryClient.cancelQueries({ queryKey: boardKey });
      const before = queryClient.getQueryData<TaskBoard>(boardKey);
      const original = (before && findTask(before, task._id)?.task) ?? task;
      setBoard((board) => moveTask(board, task._id, to));
      return { original };
    },
    onError: (error, { task }, context) => {
      setBoard((board) => rollbackTask(board, context?.original ?? task));
      notifyError(error, `A tarefa “${task.title}” não foi movida`);
    },
    onSuccess: (saved) => {
      setBoard((board) => patchTask(board, saved._id, saved));
      void queryClient.invalidateQueries({ queryKey: tasksKeys.lists() });
      queryClient.setQueryData(tasksKeys.detail(saved._id), saved);
      notifySuccess(`Tarefa movida para ${TASK_STATUS_LABELS[saved.status]}`);
    },
  });
}
