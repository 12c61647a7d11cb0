// 'Excluir a demanda nº 2026/0142?': it goes to the bin and can be restored.
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmRequestModal } from '../../../../components/confirm-request-modal.tsx';
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
  return (
    <ConfirmRequestModal
      opened={opened}
      title={`Excluir a demanda nº ${demand.protocol}?`}
      confirmLabel="Excluir"
      request={() => deleteDemand(demand._id)}
      onDone={() => {
        void queryClient.invalidateQueries({ queryKey: demandsKeys.all });
        notifySuccess(`A demanda ${demand.protocol} foi para a lixeira`, 'Demanda excluída');
        onDeleted();
      }}
      onClose={onClose}
    >
      “{demand.title}” sai das listas, do quadro e do mapa e vai para a lixeira, de onde pode ser restaurada.
      O histórico é mantido.
    </ConfirmRequestModal>
  );
}
