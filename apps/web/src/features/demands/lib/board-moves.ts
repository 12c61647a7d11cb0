// The board's rules and cache edits: where a card may go (the status's 'next' list), the optimistic move,
// and the pages of 'Carregar mais'. Pure functions over the GET /api/demands/board answer.
import type { DemandBoardSchema, DemandListItem, DemandStatus } from '@gabinete/shared';
import type { z } from 'zod';
import { findOnBoard, moveOnBoard, patchOnBoard } from '../../../components/board/board-columns.ts';
import { dropState, type DropState } from '../../../components/board/drop-state.ts';

export type Board = z.infer<typeof DemandBoardSchema>;
export type BoardColumn = Board['columns'][number];

/** A card may move from its status to one of the status's next statuses (never onto itself). */
export function canMove(from: Pick<DemandStatus, '_id' | 'next'> | undefined, toStatusId: string): boolean {
  return !!from && from._id !== toStatusId && from.next.includes(toStatusId);
}

/** How the column of `statusId` looks while a card from `from` is dragged. */
export const dropStateFor = (
  from: Pick<DemandStatus, '_id' | 'next'> | undefined,
  statusId: string,
): DropState => dropState(from?._id, statusId, canMove(from, statusId));

/** The statuses a card in `fromId` may move to, in the board's order (the 'Mover para…' menu). */
export function allowedTargets(statuses: DemandStatus[], fromId: string): DemandStatus[] {
  const from = statuses.find((s) => s._id === fromId);
  return statuses.filter((s) => canMove(from, s._id));
}

export const findCard = (board: Board, demandId: string) => findOnBoard(board.columns, 'demands', demandId);

/** Moves a card to the top of another column and fixes both totals (the optimistic step). */
export function moveCard(board: Board, demandId: string, toStatusId: string): Board {
  const target = board.columns.find((c) => c.status._id === toStatusId);
  if (!target) return board;
  const { status } = target;
  const columns = moveOnBoard(board.columns, 'demands', demandId, target, (card) => ({
    ...card,
    status: { _id: status._id, name: status.name, color: status.color, isFinal: status.isFinal },
    // A closing status is never overdue; reopening waits for the server's word.
    overdue: status.isFinal ? false : card.overdue,
  }));
  return columns === board.columns ? board : { columns };
}

/** Replaces a card's fields with what the server answered (new version, status, overdue). */
export const patchCard = (board: Board, demandId: string, changes: Partial<DemandListItem>): Board => ({
  columns: patchOnBoard(board.columns, 'demands', demandId, changes),
});

/** Adds the next page of a column, skipping cards already shown (moves shift the server's pages). */
export function appendCards(board: Board, statusId: string, demands: DemandListItem[]): Board {
  return {
    columns: board.columns.map((column) => {
      if (column.status._id !== statusId) return column;
      const seen = new Set(column.demands.map((d) => d._id));
      return { ...column, demands: [...column.demands, ...demands.filter((d) => !seen.has(d._id))] };
    }),
  };
}

/** The page to ask for next, with pages of `perPage` cards. */
export const nextPage = (column: BoardColumn, perPage: number) =>
  Math.floor(column.demands.length / perPage) + 1;
