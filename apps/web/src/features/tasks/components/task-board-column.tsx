// One column of the tarefas board: the situação with its total and cards.
import { Text } from '@mantine/core';
import { TASK_STATUS_COLORS, TASK_STATUS_LABELS, type TaskListItem, type TaskStatus } from '@gabinete/shared';
import { BoardColumnFrame } from '../../../components/board/board-column-frame.tsx';
import type { DropState } from '../../../components/board/drop-state.ts';
import { formatNumber } from '../../../lib/format.ts';
import type { TaskColumn } from '../lib/task-board.ts';
import { TaskCard } from './task-card.tsx';

interface TaskBoardColumnProps {
  column: TaskColumn;
  dropState: DropState;
  canEdit: boolean;
  onMove: (task: TaskListItem, to: TaskStatus) => void;
  onOpen: (task: TaskListItem) => void;
}

const COLUMN_SIZE = { flex: '1 0 235px', maxHeight: 'calc(100dvh - 260px)' };

export function TaskBoardColumn({ column, dropState, canEdit, onMove, onOpen }: TaskBoardColumnProps) {
  const { status, total, tasks } = column;
  return (
    <BoardColumnFrame
      id={status}
      name={TASK_STATUS_LABELS[status]}
      color={TASK_STATUS_COLORS[status]}
      total={total}
      noun={['tarefa', 'tarefas']}
      dropState={dropState}
      size={COLUMN_SIZE}
      emptyText="Nenhuma tarefa aqui."
      cards={tasks.map((t) => (
        <TaskCard key={t._id} task={t} canEdit={canEdit} onMove={onMove} onOpen={onOpen} />
      ))}
      footer={
        tasks.length < total && (
          <Text size="xs" c="dimmed" ta="center">
            Mais {formatNumber(total - tasks.length)} na lista
          </Text>
        )
      }
    />
  );
}
