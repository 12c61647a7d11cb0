// The board's rules and cache edits: where a card may go (the status's 'next' list), the optimistic move,
// and the pages of 'Carregar mais'. Pure functions over the GET /api/demands/board answer.
import type { DemandBoardSchema, DemandListItem, DemandStatus } from '@gabinete/shared';
import type { z } from 'zod';

export type Board = z.infer<typeof DemandBoardSchema>;
export type BoardColumn = Board['columns'][number];

/** A card may move from its status to one of the status's next statuses (never onto itself). */
export function canMove(from: Pick<DemandStatus, '_id' | 'next'> | undefined, toStatusId: string): boolean {
  return !!from && from._id !== toStatusId && from.next.includes(toStatusId);
}

/** How a column looks while a card is dragged: its own column, a column it may go to, or a dimmed one. */
export type DropState = 'origin' | 'allowed' | 'blocked' | null;

export function dropStateFor(
  from: Pick<DemandStatus, '_id' | 'next'> | undefined,
  statusId: string,
): DropState {
  if (!from) return null;
  if (from._id === statusId) return 'origin';
  return canMove(from, statusId) ? 'allowed' : 'blocked';
}

/** The statuses a card in `fromId` may move to, in the board's order (the 'Mover para…' menu). */
export function allowedTargets(statuses: DemandStatus[], fromId: string): DemandStatus[] {
  const from = statuses.find((s) => s._id === fromId);
  return statuses.filter((s) => canMove(from, s._id));
}

export function findCard(
  board: Board,
  demandId: string,
): { column: BoardColumn; card: DemandListItem } | null {
  for (const column of board.columns) {
    const card = column.demands.find((d) => d._id === demandId);
    if (card) return { column, card };
  }
  return null;
}

/** Moves a card to the top of another column and fixes both totals (the optimistic step). */
export function moveCard(board: Board, demandId: string, toStatusId: string): Board {
  const found = findCard(board, demandId);
  const target = board.columns.find((c) => c.status._id === toStatusId);
  if (!found || !target || found.column === target) return board;
  const { status } = target;
  const moved: DemandListItem = {
    ...found.card,
    status: { _id: status._id, name: status.name, color: status.color, isFinal: status.isFinal },
    // A closing status is never overdue; reopening waits for the server's word.
    overdue: status.isFinal ? false : found.card.overdue,
  };
  return {
    columns: board.columns.map((column) => {
      if (column === found.column) {
        return {
          ...column,
          total: Math.max(0, column.total - 1),
          demands: column.demands.filter((d) => d._id !== demandId),
        };
      }
      if (column === target)
        return { ...column, total: column.total + 1, demands: [moved, ...column.demands] };
      return column;
    }),
  };
}

/** Replaces a card's fields with what the server answered (new version, status, overdue). */
export function patchCard(board: Board, demandId: string, changes: Partial<DemandListItem>): Board {
  return {
    columns: board.columns.map((column) =>
      column.demands.some((d) => d._id === demandId)
        ? { ...column, demands: column.demands.map((d) => (d._id === demandId ? { ...d, ...changes } : d)) }
        : column,
    ),
  };
}

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
