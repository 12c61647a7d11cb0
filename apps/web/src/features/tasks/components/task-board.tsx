// The tarefas board: A fazer, Em andamento, Concluída, Cancelada; drag a card (or use 'Mover para…') to
// change its situação, only to the columns the transitions allow.
import type { TaskListItem, TaskStatus } from '@gabinete/shared';
import type { QueryKey } from '@tanstack/react-query';
import { DragBoard } from '../../../components/board/drag-board.tsx';
import { dropStateFor, findTask, type TaskBoard as Board } from '../lib/task-board.ts';
import { TaskBoardColumn } from './task-board-column.tsx';
import { TaskCardBody } from './task-card.tsx';
import { useTaskMove } from './use-task-move.ts';

interface TaskBoardProps {
  board: Board;
  boardKey: QueryKey;
  canEdit: boolean;
  onOpen: (task: TaskListItem) => void;
}

export function TaskBoard({ board, boardKey, canEdit, onOpen }: TaskBoardProps) {
  const move = useTaskMove(boardKey);
  const doMove = (task: TaskListItem, to: TaskStatus) => move.mutate({ task, to });
  const onDrop = (taskId: string, to: string) => {
    const found = findTask(board, taskId);
    if (found) doMove(found.task, to as TaskStatus);
  };
  const renderOverlay = (taskId: string) => {
    const found = findTask(board, taskId);
    return found ? <TaskCardBody task={found.task} overlay /> : null;
  };

  return (
    <DragBoard
      dropState={(taskId, to) => dropStateFor(findTask(board, taskId)?.task.status, to as TaskStatus)}
      onDrop={onDrop}
      renderOverlay={renderOverlay}
      overlayWidth={260}
    >
      {(dropStateOf) =>
        board.columns.map((column) => (
          <TaskBoardColumn
            key={column.status}
            column={column}
            dropState={dropStateOf(column.status)}
            canEdit={canEdit}
            onMove={doMove}
            onOpen={onOpen}
          />
        ))
      }
    </DragBoard>
  );
}
