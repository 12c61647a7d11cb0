// One column of the board: the status with its total, its cards, 'Carregar mais'; while a card is
// dragged, columns it may not go to are dimmed and refuse the drop.
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import type { DemandListItem, DemandStatus } from '@gabinete/shared';
import { formatNumber } from '../../../../lib/format.ts';
import type { BoardColumn as Column, DropState } from '../../lib/board-moves.ts';
import { BoardCard } from './board-card.tsx';

interface BoardColumnProps {
  column: Column;
  dropState: DropState;
  canEdit: boolean;
  targetsOf: (statusId: string) => DemandStatus[];
  onMove: (demand: DemandListItem, status: DemandStatus) => void;
  onLoadMore: () => void;
  loadingMore: boolean;
}

export function BoardColumnView({
  column,
  dropState,
  canEdit,
  targetsOf,
  onMove,
  onLoadMore,
  loadingMore,
}: BoardColumnProps) {
  const { status, total, demands } = column;
  const { setNodeRef, isOver } = useDroppable({ id: status._id, disabled: dropState !== 'allowed' });
  const blocked = dropState === 'blocked';
  const targets = canEdit ? targetsOf(status._id) : [];
  return (
    <Paper
      ref={setNodeRef}
      radius="md"
      p="xs"
      withBorder
      aria-label={`${status.name}: ${formatNumber(total)} ${total === 1 ? 'demanda' : 'demandas'}`}
      aria-disabled={blocked || undefined}
      data-drop={dropState ?? undefined}
      style={{
        width: 290,
        flex: '0 0 290px',
        background: isOver ? `var(--mantine-color-${status.color}-light)` : 'var(--mantine-color-gray-0)',
        borderColor: dropState === 'allowed' ? `var(--mantine-color-${status.color}-5)` : undefined,
        borderStyle: dropState === 'allowed' ? 'dashed' : undefined,
        borderWidth: dropState === 'allowed' ? 2 : undefined,
        opacity: blocked ? 0.4 : 1,
        filter: blocked ? 'grayscale(0.6)' : undefined,
        transition: 'opacity 120ms, background 120ms',
        display: 'flex',
        flexDirection: 'column',
        maxHeight: 'calc(100dvh - 250px)',
        minHeight: 200,
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" px={4} pb="xs" mih={44}>
        <Group gap={6} wrap="nowrap" miw={0}>
          <span
            aria-hidden
            style={{
              width: 10,
              height: 10,
              borderRadius: '50%',
              flexShrink: 0,
              background: `var(--mantine-color-${status.color}-6)`,
            }}
          />
          <Text size="sm" fw={700} lineClamp={2} title={status.name} lh={1.25}>
            {status.name}
          </Text>
        </Group>
        <Badge variant="light" color={status.color} radius="sm" style={{ flexShrink: 0 }}>
          {column.totalIsEstimate ? '~' : ''}
          {formatNumber(total)}
        </Badge>
      </Group>
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden', paddingRight: 2 }}>
        <Stack gap="xs" role="list" aria-label={status.name} pb={4}>
          {demands.map((d) => (
            <BoardCard key={d._id} demand={d} draggable={canEdit} targets={targets} onMove={onMove} />
          ))}
          {demands.length === 0 && (
            <Text size="xs" c="dimmed" ta="center" py="lg">
              Nenhuma demanda nesta situação.
            </Text>
          )}
          {demands.length < total && (
            <Button variant="subtle" size="xs" onClick={onLoadMore} loading={loadingMore}>
              Carregar mais ({formatNumber(total - demands.length)})
            </Button>
          )}
        </Stack>
      </div>
    </Paper>
  );
}
