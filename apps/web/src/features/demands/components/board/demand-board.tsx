// The board: one column per status in office order; drag a card (or use 'Mover para…') to change its
// situação; 'Carregar mais' per column.
import type { DemandListItem, DemandStatus } from '@gabinete/shared';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DragBoard } from '../../../../components/board/drag-board.tsx';
import { notifyError } from '../../../../lib/notify.ts';
import { fetchDemandPage } from '../../api/demands.api.ts';
import {
  allowedTargets,
  appendCards,
  dropStateFor,
  findCard,
  nextPage,
  type Board,
} from '../../lib/board-moves.ts';
import { BoardCardBody } from './board-card.tsx';
import { BoardColumnView } from './board-column.tsx';
import { useBoardMove } from './use-board-move.ts';

export const BOARD_PER_COLUMN = 30;

interface DemandBoardProps {
  board: Board;
  boardKey: QueryKey;
  /** The filters of the board, for 'Carregar mais'. */
  filters: Record<string, string>;
  canEdit: boolean;
}

export function DemandBoard({ board, boardKey, filters, canEdit }: DemandBoardProps) {
  const queryClient = useQueryClient();
  const move = useBoardMove(boardKey);
  const [loadingColumn, setLoadingColumn] = useState<string | null>(null);
  const statuses = useMemo(() => board.columns.map((c) => c.status), [board.columns]);

  const doMove = (demand: DemandListItem, status: DemandStatus) => move.mutate({ demand, status });
  const onDrop = (demandId: string, statusId: string) => {
    const found = findCard(board, demandId);
    const target = statuses.find((s) => s._id === statusId);
    if (found && target) doMove(found.card, target);
  };
  const renderOverlay = (demandId: string) => {
    const found = findCard(board, demandId);
    return found ? <BoardCardBody demand={found.card} overlay /> : null;
  };

  async function loadMore(statusId: string) {
    const column = board.columns.find((c) => c.status._id === statusId);
    if (!column) return;
    setLoadingColumn(statusId);
    try {
      const page = await fetchDemandPage({
        ...filters,
        statusIds: statusId,
        page: nextPage(column, BOARD_PER_COLUMN),
        perPage: BOARD_PER_COLUMN,
      });
      queryClient.setQueryData<Board>(boardKey, (b) => (b ? appendCards(b, statusId, page.demands) : b));
    } catch (error) {
      notifyError(error, 'Não foi possível carregar mais demandas');
    } finally {
      setLoadingColumn(null);
    }
  }

  return (
    <DragBoard
      dropState={(demandId, statusId) => dropStateFor(findCard(board, demandId)?.column.status, statusId)}
      onDrop={onDrop}
      renderOverlay={renderOverlay}
      overlayWidth={274}
    >
      {(dropStateOf) =>
        board.columns.map((column) => (
          <BoardColumnView
            key={column.status._id}
            column={column}
            dropState={dropStateOf(column.status._id)}
            canEdit={canEdit}
            targetsOf={(id) => allowedTargets(statuses, id)}
            onMove={doMove}
            onLoadMore={() => void loadMore(column.status._id)}
            loadingMore={loadingColumn === column.status._id}
          />
        ))
      }
    </DragBoard>
  );
}
