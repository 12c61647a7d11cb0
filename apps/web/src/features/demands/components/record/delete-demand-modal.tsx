// 'Excluir a demanda nº 2026/0142?': it goes to the bin and can be restored.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmModal } from '../../../../components/confirm-modal.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { deleteDemand, demandsKeys } from '../../api/demands.api.ts';

interface Props {
  demand: { _id: string; protocol: string; title: string };
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteDemandModal({ demand, opened, onClose, onDeleted }: Props) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteDemand(demand._id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: demandsKeys.all });
      notifySuccess(`A demanda ${demand.protocol} foi para a lixeira`, 'Demanda excluída');
      onDeleted();
    },
  });
  return (
    <ConfirmModal
      opened={opened}
      title={`Excluir a demanda nº ${demand.protocol}?`}
      confirmLabel="Excluir"
      loading={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : null}
      onConfirm={() => mutation.mutate()}
      onClose={() => {
        mutation.reset();
        onClose();
      }}
    >
      “{demand.title}” sai das listas, do quadro e do mapa e vai para a lixeira, de onde pode ser restaurada.
      O histórico é mantido.
    </ConfirmModal>
  );
}
