// 'Excluir o usuário Fulano?': confirms and deletes; the server refuses oneself and the last admin.
import type { User } from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { deleteUser, usersKeys } from '../api/users.api.ts';

interface DeleteUserModalProps {
  user: Pick<User, '_id' | 'name'>;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteUserModal({ user, opened, onClose, onDeleted }: DeleteUserModalProps) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteUser(user._id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
      notifySuccess('Usuário excluído');
      onDeleted();
    },
  });

  return (
    <ConfirmModal
      opened={opened}
      title={`Excluir o usuário ${user.name}?`}
      confirmLabel="Excluir"
      loading={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : null}
      onConfirm={() => mutation.mutate()}
      onClose={() => {
        mutation.reset();
        onClose();
      }}
    >
      A pessoa perde o acesso ao gabinete imediatamente. Esta ação não pode ser desfeita.
    </ConfirmModal>
  );
}
