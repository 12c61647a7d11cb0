// Moving a card: the board changes at once (optimistic), PATCH /status goes with the card's version; on
// a refusal (409 illegal move or version conflict) the card goes back and the server's message shows.
import type { DemandListItem, DemandStatus } from '@gabinete/shared';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { changeDemandStatus, demandsKeys } from '../../api/demands.api.ts';
import { findCard, moveCard, patchCard, type Board } from '../../lib/board-moves.ts';

interface MoveVars {
  demand: DemandListItem;
  status: DemandStatus;
}

export function useBoardMove(boardKey: QueryKey) {
  const queryClient = useQueryClient();
  const setBoard = (edit: (board: Board) => Board) =>
    queryClient.setQueryData<Board>(boardKey, (board) => (board ? edit(board) : board));

  return useMutation({
    mutationFn: ({ demand, status }: MoveVars) =>
      changeDemandStatus(demand._id, { statusId: status._id, version: demand.version }),
    onMutate: async ({ demand, status }) => {
      await queryClient.cancelQueries({ queryKey: boardKey });
      const before = queryClient.getQueryData<Board>(boardKey);
      const original = before ? findCard(before, demand._id) : null;
      setBoard((board) => moveCard(board, demand._id, status._id));
      return {
        fromStatusId: original?.column.status._id ?? demand.status._id,
        card: original?.card ?? demand,
      };
    },
    onError: (error, { demand }, context) => {
      // Puts back only this card, so another move made meanwhile stays.
      if (context) {
        setBoard((board) =>
          patchCard(moveCard(board, demand._id, context.fromStatusId), demand._id, context.card),
        );
      }
      notifyError(error, `A demanda ${demand.protocol} não foi movida`);
    },
    onSuccess: (saved, { status }) => {
      setBoard((board) =>
        patchCard(board, saved._id, {
          version: saved.version,
          overdue: saved.overdue,
          status: saved.status,
          updatedAt: saved.updatedAt,
        }),
      );
      void queryClient.invalidateQueries({ queryKey: demandsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: demandsKeys.detail(saved._id) });
      notifySuccess(`Demanda ${saved.protocol} movida para ${status.name}`);
    },
  });
}
