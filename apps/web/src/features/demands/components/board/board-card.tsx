// A card of the board: protocolo, título, eleitor, área colour, prioridade, prazo/vencida, responsável;
// draggable, and with a keyboard-accessible 'Mover para…' menu of the allowed next statuses.
import { ActionIcon, Anchor, Avatar, Group, Menu, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import type { DemandListItem, DemandStatus } from '@gabinete/shared';
import { IconArrowsRightLeft, IconCalendarDue } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDay, initials } from '../../../../lib/format.ts';
import { citizensLabel } from '../demands-table.tsx';
import { OverdueBadge, PriorityBadge } from '../demand-badges.tsx';

interface CardBodyProps {
  demand: DemandListItem;
  /** The dragged copy under the pointer: no link, no menu. */
  overlay?: boolean;
  targets?: DemandStatus[];
  onMove?: (demand: DemandListItem, status: DemandStatus) => void;
}

export function BoardCardBody({ demand: d, overlay = false, targets = [], onMove }: CardBodyProps) {
  const areaColor = d.area ? `var(--mantine-color-${d.area.color}-6)` : 'var(--mantine-color-gray-3)';
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      shadow={overlay ? 'lg' : 'xs'}
      style={{
        borderLeft: `4px solid ${areaColor}`,
        cursor: overlay ? 'grabbing' : 'grab',
        background: 'var(--mantine-color-body)',
      }}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" ff="monospace" fw={600} c="dimmed">
            {d.protocol}
          </Text>
          <Group gap={4} wrap="nowrap">
            <PriorityBadge priority={d.priority} size="xs" />
            {!overlay && targets.length > 0 && onMove && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Tooltip label="Mover para…" openDelay={300}>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="gray"
                      aria-label={`Mover a demanda ${d.protocol} para…`}
                      onPointerDown={(event) => event.stopPropagation()}
                    >
                      <IconArrowsRightLeft size={14} />
                    </ActionIcon>
                  </Tooltip>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Label>Mover para…</Menu.Label>
                  {targets.map((s) => (
                    <Menu.Item
                      key={s._id}
                      leftSection={
                        <span
                          aria-hidden
                          style={{
                            width: 8,
                            height: 8,
                            borderRadius: '50%',
                            background: `var(--mantine-color-${s.color}-6)`,
                          }}
                        />
                      }
                      onClick={() => onMove(d, s)}
                    >
                      {s.name}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
        </Group>
        {overlay ? (
          <Text size="sm" fw={600} lineClamp={3}>
            {d.title}
          </Text>
        ) : (
          <Anchor
            component={Link}
            to={`/demandas/${d._id}`}
            size="sm"
            fw={600}
            c="inherit"
            lineClamp={3}
            onPointerDown={(event) => event.stopPropagation()}
          >
            {d.title}
          </Anchor>
        )}
        <Text size="xs" c="dimmed" truncate>
          {citizensLabel(d)}
          {d.area ? ` · ${d.area.name}` : ''}
        </Text>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={4} wrap="nowrap">
            {d.dueDate && (
              <Group gap={2} wrap="nowrap" c={d.overdue ? 'red' : 'dimmed'}>
                <IconCalendarDue size={14} aria-hidden />
                <Text size="xs" c="inherit" aria-label={`Prazo ${formatDay(d.dueDate)}`}>
                  {formatDay(d.dueDate)}
                </Text>
              </Group>
            )}
            {d.overdue && <OverdueBadge size="xs" />}
          </Group>
          {d.responsible ? (
            <Tooltip label={`Responsável: ${d.responsible.name}`} openDelay={300}>
              <Avatar size={24} radius="xl" color="blue" aria-label={`Responsável: ${d.responsible.name}`}>
                {initials(d.responsible.name)}
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

export function BoardCard(props: Omit<CardBodyProps, 'overlay'> & { draggable: boolean }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: props.demand._id,
    disabled: !props.draggable,
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
      data-testid={`card-${props.demand._id}`}
      style={{ opacity: isDragging ? 0.35 : 1, touchAction: 'manipulation' }}
    >
      <BoardCardBody {...props} />
    </div>
  );
}
