// A card of the tarefas board: título, vínculo, prioridade, prazo (red when late) and responsável;
// draggable, with a keyboard 'Mover para…' menu of the situações it may go to.
import { ActionIcon, Avatar, Group, Menu, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import {
  TASK_STATUS_COLORS,
  TASK_STATUS_LABELS,
  TASK_TRANSITIONS,
  type TaskListItem,
  type TaskStatus,
} from '@gabinete/shared';
import { IconArrowsRightLeft } from '@tabler/icons-react';
import { initials } from '../../../lib/format.ts';
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

const stopDrag = (event: { stopPropagation: () => void }) => event.stopPropagation();

export function TaskCardBody({ task: t, overlay = false, canEdit = false, onMove, onOpen }: CardBodyProps) {
  const targets = canEdit ? TASK_TRANSITIONS[t.status] : [];
  const closed = t.status === 'concluida' || t.status === 'cancelada';
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      shadow={overlay ? 'lg' : 'xs'}
      style={{
        borderLeft: `4px solid var(--mantine-color-${t.overdue ? 'red-6' : 'gray-3'})`,
        cursor: overlay ? 'grabbing' : canEdit ? 'grab' : 'default',
        background: 'var(--mantine-color-body)',
      }}
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
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Tooltip label="Mover para…" openDelay={300}>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="gray"
                    aria-label={`Mover a tarefa ${t.title} para…`}
                    onPointerDown={stopDrag}
                  >
                    <IconArrowsRightLeft size={14} />
                  </ActionIcon>
                </Tooltip>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>Mover para…</Menu.Label>
                {targets.map((s) => (
                  <Menu.Item
                    key={s}
                    leftSection={
                      <span
                        aria-hidden
                        style={{
                          width: 8,
                          height: 8,
                          borderRadius: '50%',
                          background: `var(--mantine-color-${TASK_STATUS_COLORS[s]}-6)`,
                        }}
                      />
                    }
                    onClick={() => onMove(t, s)}
                  >
                    {TASK_STATUS_LABELS[s]}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
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
          {t.assignee ? (
            <Tooltip label={`Responsável: ${t.assignee.name}`} openDelay={300}>
              <Avatar size={24} radius="xl" color="blue" aria-label={`Responsável: ${t.assignee.name}`}>
                {initials(t.assignee.name)}
              </Avatar>
            </Tooltip>
          ) : (
            <Text size="xs" c="dimmed">
              Sem responsável
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

export function TaskCard(props: Omit<CardBodyProps, 'overlay'>) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: props.task._id,
    disabled: !props.canEdit,
  });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      // The 'Mover para…' menu is the keyboard path; the wrapper itself is not a tab stop.
      tabIndex={-1}
      role="listitem"
      aria-roledescription="cartão"
      data-testid={`card-${props.task._id}`}
      style={{ opacity: isDragging ? 0.35 : 1, touchAction: 'manipulation' }}
    >
      <TaskCardBody {...props} />
    </div>
  );
}
