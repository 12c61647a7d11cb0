// A card of the tarefas board: título, vínculo, prioridade, prazo (red when late) and responsável;
// draggable, with a keyboard 'Mover para…' menu of the situações it may go to.
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  TASK_STATUS_COLORS,
  TASK_STATUS_LABELS,
  TASK_TRANSITIONS,
  type TaskListItem,
  type TaskStatus,
} from '@gabinete/shared';
import { BoardCardFrame, DraggableCard, stopDrag } from '../../../components/board/board-card-frame.tsx';
import { CardMoveMenu, CardResponsible } from '../../../components/board/board-card-parts.tsx';
import { PriorityBadge } from '../../demands/components/demand-badges.tsx';
import { DueLabel, TaskLink } from './task-badges.tsx';

interface CardBodyProps {
  task: TaskListItem;
  /** The dragged copy under the pointer: no menu, no link. */
  overlay?: boolean;
  canEdit?: boolean;
  onMove?: (task: TaskListItem, to: TaskStatus) => void;
  onOpen?: (task: TaskListItem) => void;
}

export function TaskCardBody({ task: t, overlay = false, canEdit = false, onMove, onOpen }: CardBodyProps) {
  const targets = canEdit ? TASK_TRANSITIONS[t.status] : [];
  const closed = t.status === 'concluida' || t.status === 'cancelada';
  return (
    <BoardCardFrame
      accent={`var(--mantine-color-${t.overdue ? 'red-6' : 'gray-3'})`}
      overlay={overlay}
      grab={canEdit}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <UnstyledButton
            // A click opens the tarefa; a drag (6 px or more) moves it, so the title is a grip too.
            onClick={() => onOpen?.(t)}
            disabled={overlay}
            style={{ minWidth: 0 }}
          >
            <Text
              size="sm"
              fw={600}
              lineClamp={3}
              td={t.status === 'concluida' ? 'line-through' : undefined}
              c={closed ? 'dimmed' : undefined}
            >
              {t.title}
            </Text>
          </UnstyledButton>
          {!overlay && targets.length > 0 && onMove && (
            <CardMoveMenu
              label={`Mover a tarefa ${t.title} para…`}
              options={targets.map((s) => ({
                key: s,
                label: TASK_STATUS_LABELS[s],
                color: TASK_STATUS_COLORS[s],
                onClick: () => onMove(t, s),
              }))}
            />
          )}
        </Group>
        {!overlay && (t.demand || t.citizen) && (
          <div onPointerDown={stopDrag}>
            <TaskLink task={t} />
          </div>
        )}
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-end">
          <Group gap={6} style={{ rowGap: 4 }}>
            <span style={{ flexShrink: 0, display: 'inline-flex' }}>
              <PriorityBadge priority={t.priority} size="xs" />
            </span>
            <DueLabel task={t} size="xs" />
          </Group>
          <CardResponsible person={t.assignee} />
        </Group>
      </Stack>
    </BoardCardFrame>
  );
}

export function TaskCard(props: Omit<CardBodyProps, 'overlay'>) {
  return (
    <DraggableCard id={props.task._id} disabled={!props.canEdit}>
      <TaskCardBody {...props} />
    </DraggableCard>
  );
}
