// One column of the tarefas board: the situação with its total and cards; while a card is dragged,
// columns it may not go to are dimmed and refuse the drop.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { TASK_STATUS_COLORS, TASK_STATUS_LABELS, type TaskListItem, type TaskStatus } from '@gabinete/shared';
import { formatNumber } from '../../../lib/format.ts';
import type { DropState, TaskColumn } from '../lib/task-board.ts';
import { TaskCard } from './task-card.tsx';

interface TaskBoardColumnProps {
  column: TaskColumn;
  dropState: DropState;
  canEdit: boolean;
  onMove: (task: TaskListItem, to: TaskStatus) => void;
  onOpen: (task: TaskListItem) => void;
}

export function TaskBoardColumn({ column, dropState, canEdit, onMove, onOpen }: TaskBoardColumnProps) {
  const { status, total, tasks } = column;
  const color = TASK_STATUS_COLORS[status];
  const { setNodeRef, isOver } = useDroppable({ id: status, disabled: dropState !== 'allowed' });
  const blocked = dropState === 'blocked';
  const label = TASK_STATUS_LABELS[status];
  return (
    <Paper
      ref={setNodeRef}
      radius="md"
      p="xs"
      withBorder
      aria-label={`${label}: ${formatNumber(total)} ${total === 1 ? 'tarefa' : 'tarefas'}`}
      aria-disabled={blocked || undefined}
      data-drop={dropState ?? undefined}
      style={{
        flex: '1 0 235px',
        background: isOver ? `var(--mantine-color-${color}-light)` : 'var(--mantine-color-gray-0)',
        borderColor: dropState === 'allowed' ? `var(--mantine-color-${color}-5)` : undefined,
        borderStyle: dropState === 'allowed' ? 'dashed' : undefined,
        borderWidth: dropState === 'allowed' ? 2 : undefined,
        opacity: blocked ? 0.4 : 1,
        filter: blocked ? 'grayscale(0.6)' : undefined,
        transition: 'opacity 120ms, background 120ms',
        display: 'flex',
        flexDirection: 'column',
        maxHeight: 'calc(100dvh - 260px)',
        minHeight: 200,
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" px={4} pb="xs">
        <Group gap={6} wrap="nowrap">
          <span
            aria-hidden
            style={{
              width: 10,
              height: 10,
              borderRadius: '50%',
              background: `var(--mantine-color-${color}-6)`,
            }}
          />
          <Text size="sm" fw={700}>
            {label}
          </Text>
        </Group>
        <Badge variant="light" color={color} radius="sm">
          {formatNumber(total)}
        </Badge>
      </Group>
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden', paddingRight: 2 }}>
        <Stack gap="xs" role="list" aria-label={label} pb={4}>
          {tasks.map((t) => (
            <TaskCard key={t._id} task={t} canEdit={canEdit} onMove={onMove} onOpen={onOpen} />
          ))}
          {tasks.length === 0 && (
            <Text size="xs" c="dimmed" ta="center" py="lg">
              Nenhuma tarefa aqui.
            </Text>
          )}
          {tasks.length < total && (
            <Text size="xs" c="dimmed" ta="center">
              Mais {formatNumber(total - tasks.length)} na lista
            </Text>
          )}
        </Stack>
      </div>
    </Paper>
  );
}
