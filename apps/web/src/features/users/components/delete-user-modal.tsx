// 'Excluir o usuário Fulano?': confirms and deletes; the server refuses oneself and the last admin.
import type { User } from '@gabinete/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmRequestModal } from '../../../components/confirm-request-modal.tsx';
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
  return (
    <ConfirmRequestModal
      opened={opened}
      title={`Excluir o usuário ${user.name}?`}
      confirmLabel="Excluir"
      request={() => deleteUser(user._id)}
      onDone={() => {
        void queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
        notifySuccess('Usuário excluído');
        onDeleted();
      }}
      onClose={onClose}
    >
      A pessoa perde o acesso ao gabinete imediatamente. Esta ação não pode ser desfeita.
    </ConfirmRequestModal>
  );
}
