// 'Excluir o eleitor Fulano?': the record goes to the bin and can be restored.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmModal } from '../../../../components/confirm-modal.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
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
  const mutation = useMutation({
    mutationFn: () => deleteCitizen(citizen._id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: citizensKeys.all });
      notifySuccess(`${citizen.name} foi para a lixeira`, 'Eleitor excluído');
      onDeleted();
    },
  });
  return (
    <ConfirmModal
      opened={opened}
      title={`Excluir o eleitor ${citizen.name}?`}
      confirmLabel="Excluir"
      loading={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : null}
      onConfirm={() => mutation.mutate()}
      onClose={() => {
        mutation.reset();
        onClose();
      }}
    >
      O cadastro sai das listas e vai para a lixeira, de onde pode ser restaurado. O histórico é mantido.
    </ConfirmModal>
  );
}
