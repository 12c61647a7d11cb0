// The board: one column per status in office order; drag a card (or use 'Mover para…') to change its
// situação; 'Carregar mais' per column.
import { Group, ScrollArea } from '@mantine/core';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { DemandListItem, DemandStatus } from '@gabinete/shared';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { notifyError } from '../../../../lib/notify.ts';
import { fetchDemandPage } from '../../api/demands.api.ts';
import {
  allowedTargets,
  appendCards,
  canMove,
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
  const [activeId, setActiveId] = useState<string | null>(null);
  const [loadingColumn, setLoadingColumn] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const statuses = useMemo(() => board.columns.map((c) => c.status), [board.columns]);
  const active = activeId ? findCard(board, activeId) : null;
  const fromStatus = active?.column.status;

  const doMove = (demand: DemandListItem, status: DemandStatus) => move.mutate({ demand, status });

  const onDragStart = (event: DragStartEvent) => setActiveId(String(event.active.id));
  const onDragEnd = (event: DragEndEvent) => {
    setActiveId(null);
    const found = findCard(board, String(event.active.id));
    const target = statuses.find((s) => s._id === event.over?.id);
    if (found && target && canMove(found.column.status, target._id)) doMove(found.card, target);
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
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{
        screenReaderInstructions: {
          draggable: 'Use o botão "Mover para…" de cada cartão para mudar a situação pelo teclado.',
        },
      }}
    >
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={10}>
        <Group align="stretch" gap="sm" wrap="nowrap" pb="xs">
          {board.columns.map((column) => (
            <BoardColumnView
              key={column.status._id}
              column={column}
              dropState={dropStateFor(fromStatus, column.status._id)}
              canEdit={canEdit}
              targetsOf={(id) => allowedTargets(statuses, id)}
              onMove={doMove}
              onLoadMore={() => void loadMore(column.status._id)}
              loadingMore={loadingColumn === column.status._id}
            />
          ))}
        </Group>
      </ScrollArea>
      <DragOverlay dropAnimation={null}>
        {active ? (
          <div style={{ width: 274 }}>
            <BoardCardBody demand={active.card} overlay />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
