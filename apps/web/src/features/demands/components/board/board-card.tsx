// A card of the board: protocolo, título, eleitor, área colour, prioridade, prazo/vencida, responsável;
// draggable, and with a keyboard-accessible 'Mover para…' menu of the allowed next statuses.
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { DemandListItem, DemandStatus } from '@gabinete/shared';
import { IconCalendarDue } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BoardCardFrame, DraggableCard, stopDrag } from '../../../../components/board/board-card-frame.tsx';
import { CardMoveMenu, CardResponsible } from '../../../../components/board/board-card-parts.tsx';
import { formatDay } from '../../../../lib/format.ts';
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
    <BoardCardFrame accent={areaColor} overlay={overlay} grab>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" ff="monospace" fw={600} c="dimmed">
            {d.protocol}
          </Text>
          <Group gap={4} wrap="nowrap">
            <PriorityBadge priority={d.priority} size="xs" />
            {!overlay && targets.length > 0 && onMove && (
              <CardMoveMenu
                label={`Mover a demanda ${d.protocol} para…`}
                options={targets.map((s) => ({
                  key: s._id,
                  label: s.name,
                  color: s.color,
                  onClick: () => onMove(d, s),
                }))}
              />
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
            onPointerDown={stopDrag}
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
          <CardResponsible person={d.responsible} />
        </Group>
      </Stack>
    </BoardCardFrame>
  );
}

export function BoardCard(props: Omit<CardBodyProps, 'overlay'> & { draggable: boolean }) {
  return (
    <DraggableCard id={props.demand._id} disabled={!props.draggable}>
      <BoardCardBody {...props} />
    </DraggableCard>
  );
}
