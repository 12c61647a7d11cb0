// One column of a board: a colour dot, its name and total above its cards; while a card is dragged the
// column it may go to is outlined and the others are dimmed and refuse the drop.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import type { CSSProperties, ReactNode } from 'react';
import { formatNumber } from '../../lib/format.ts';
import { ColorDot } from '../color-dot.tsx';
import type { DropState } from './drop-state.ts';

interface BoardColumnFrameProps {
  /** The droppable's id: what a drop on this column moves the card to. */
  id: string;
  name: string;
  color: string;
  total: number;
  totalIsEstimate?: boolean;
  /** What the cards are, as the column's label counts them: ['demanda', 'demandas']. */
  noun: readonly [one: string, many: string];
  dropState: DropState;
  cards: ReactNode[];
  emptyText: string;
  /** Below the cards: 'Carregar mais', or how many more the list has. */
  footer?: ReactNode;
  /** The column's width and height on the board. */
  size: Pick<CSSProperties, 'width' | 'flex' | 'maxHeight'>;
}

export function BoardColumnFrame({
  id,
  name,
  color,
  total,
  totalIsEstimate = false,
  noun,
  dropState,
  cards,
  emptyText,
  footer,
  size,
}: BoardColumnFrameProps) {
  const { setNodeRef, isOver } = useDroppable({ id, disabled: dropState !== 'allowed' });
  const allowed = dropState === 'allowed';
  const blocked = dropState === 'blocked';
  return (
    <Paper
      ref={setNodeRef}
      radius="md"
      p="xs"
      withBorder
      aria-label={`${name}: ${formatNumber(total)} ${total === 1 ? noun[0] : noun[1]}`}
      aria-disabled={blocked || undefined}
      data-drop={dropState ?? undefined}
      style={{
        ...size,
        background: isOver ? `var(--mantine-color-${color}-light)` : 'var(--gab-surface-muted)',
        borderColor: allowed ? `var(--mantine-color-${color}-5)` : undefined,
        borderStyle: allowed ? 'dashed' : undefined,
        borderWidth: allowed ? 2 : undefined,
        opacity: blocked ? 0.4 : 1,
        filter: blocked ? 'grayscale(0.6)' : undefined,
        transition: 'opacity 120ms, background 120ms',
        display: 'flex',
        flexDirection: 'column',
        minHeight: 200,
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" px={4} pb="xs" mih={44}>
        <Group gap={6} wrap="nowrap" miw={0}>
          <ColorDot color={color} size={10} />
          <Text size="sm" fw={700} lineClamp={2} title={name} lh={1.25}>
            {name}
          </Text>
        </Group>
        <Badge variant="light" color={color} radius="sm" style={{ flexShrink: 0 }}>
          {totalIsEstimate ? '~' : ''}
          {formatNumber(total)}
        </Badge>
      </Group>
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden', paddingRight: 2 }}>
        <Stack gap="xs" role="list" aria-label={name} pb={4}>
          {cards}
          {cards.length === 0 && (
            <Text size="xs" c="dimmed" ta="center" py="lg">
              {emptyText}
            </Text>
          )}
          {footer}
        </Stack>
      </div>
    </Paper>
  );
}
