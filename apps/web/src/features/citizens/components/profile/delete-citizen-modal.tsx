// 'Excluir o eleitor Fulano?': the record goes to the bin and can be restored.
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmRequestModal } from '../../../../components/confirm-request-modal.tsx';
import { notifySuccess } from '../../../../lib/notify.ts';
import { citizensKeys, deleteCitizen } from '../../api/citizens.api.ts';

interface DeleteCitizenModalProps {
  citizen: { _id: string; name: string };
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteCitizenModal({ citizen, opened, onClose, onDeleted }: DeleteCitizenModalProps) {
  const queryClient = useQueryClient();
  return (
    <ConfirmRequestModal
      opened={opened}
      title={`Excluir o eleitor ${citizen.name}?`}
      confirmLabel="Excluir"
      request={() => deleteCitizen(citizen._id)}
      onDone={() => {
        void queryClient.invalidateQueries({ queryKey: citizensKeys.all });
        notifySuccess(`${citizen.name} foi para a lixeira`, 'Eleitor excluído');
        onDeleted();
      }}
      onClose={onClose}
    >
      O cadastro sai das listas e vai para a lixeira, de onde pode ser restaurado. O histórico é mantido.
    </ConfirmRequestModal>
  );
}
