// One column of the board: the status with its total, its cards, 'Carregar mais'.
import { Button } from '@mantine/core';
import type { DemandListItem, DemandStatus } from '@gabinete/shared';
import { BoardColumnFrame } from '../../../../components/board/board-column-frame.tsx';
import type { DropState } from '../../../../components/board/drop-state.ts';
import { formatNumber } from '../../../../lib/format.ts';
import type { BoardColumn as Column } from '../../lib/board-moves.ts';
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

const COLUMN_SIZE = { width: 290, flex: '0 0 290px', maxHeight: 'calc(100dvh - 250px)' };

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
  const targets = canEdit ? targetsOf(status._id) : [];
  return (
    <BoardColumnFrame
      id={status._id}
      name={status.name}
      color={status.color}
      total={total}
      totalIsEstimate={column.totalIsEstimate}
      noun={['demanda', 'demandas']}
      dropState={dropState}
      size={COLUMN_SIZE}
      emptyText="Nenhuma demanda nesta situação."
      cards={demands.map((d) => (
        <BoardCard key={d._id} demand={d} draggable={canEdit} targets={targets} onMove={onMove} />
      ))}
      footer={
        demands.length < total && (
          <Button variant="subtle" size="xs" onClick={onLoadMore} loading={loadingMore}>
            Carregar mais ({formatNumber(total - demands.length)})
          </Button>
        )
      }
    />
  );
}
