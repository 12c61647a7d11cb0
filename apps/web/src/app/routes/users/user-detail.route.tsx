// '/usuarios/:id': the user's data, permissions matrix, 'Reenviar convite' and 'Excluir'.
import { Avatar, Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMailForward, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { resendInvite, userQuery, usersKeys } from '../../../features/users/api/users.api.ts';
import { DeleteUserModal } from '../../../features/users/components/delete-user-modal.tsx';
import { UserForm } from '../../../features/users/components/user-form.tsx';
import { UserPermissionsCard } from '../../../features/users/components/user-permissions-card.tsx';
import { UserStatusBadge } from '../../../features/users/components/user-status-badge.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { initials } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useUserData } from '../../../lib/session.ts';

export function UserDetailRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAppAbility();
  const me = useUserData();
  const query = useQuery(userQuery(id));
  const [deleteOpened, deleteModal] = useDisclosure(false);
  const [formDirty, setFormDirty] = useState(false);
  const [matrixDirty, setMatrixDirty] = useState(false);
  const onFormDirty = useCallback((dirty: boolean) => setFormDirty(dirty), []);
  const onMatrixDirty = useCallback((dirty: boolean) => setMatrixDirty(dirty), []);

  const resend = useMutation({
    mutationFn: () => resendInvite(id),
    onSuccess: (result) => notifySuccess(result.message ?? 'Convite reenviado'),
    onError: (error) => notifyError(error, 'Não foi possível reenviar'),
  });

  if (query.isPending) return <PageSkeleton />;
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;

  const user = query.data;
  const isSelf = me?.user_id === user._id || me?._id === user._id;
  const canUpdate = ability.can('update', 'users');
  const managesAccess = canUpdate && !isSelf && user.role !== 'platform_admin';

  return (
    <Stack gap="lg">
      <UnsavedChangesGuard when={formDirty || matrixDirty} />
      <PageHeader
        title={user.name}
        description={user.email}
        leading={
          <Avatar src={user.avatar} alt="" size={56} radius="xl" color="blue">
            {initials(user.name)}
          </Avatar>
        }
        badge={<UserStatusBadge status={user.status} />}
        actions={
          <>
            {user.status === 'invited' && ability.can('create', 'users') && (
              <Button
                variant="default"
                leftSection={<IconMailForward size={18} />}
                loading={resend.isPending}
                onClick={() => resend.mutate()}
              >
                Reenviar convite
              </Button>
            )}
            {ability.can('delete', 'users') && !isSelf && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={18} />}
                onClick={deleteModal.open}
              >
                Excluir
              </Button>
            )}
          </>
        }
      />
      <UserForm
        user={user}
        canEditProfile={canUpdate || isSelf}
        canEditAccess={managesAccess}
        onDirtyChange={onFormDirty}
        onSaved={(saved) => {
          queryClient.setQueryData(usersKeys.detail(saved._id), saved);
          void queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
          notifySuccess('Usuário salvo');
        }}
      />
      <UserPermissionsCard
        key={`${JSON.stringify(user.ability)}:${user.customAbility}:${user.role}`}
        user={user}
        editable={managesAccess}
        onDirtyChange={onMatrixDirty}
      />
      <DeleteUserModal
        user={user}
        opened={deleteOpened}
        onClose={deleteModal.close}
        onDeleted={() => {
          deleteModal.close();
          setFormDirty(false);
          setMatrixDirty(false);
          void navigate('/usuarios', { replace: true });
        }}
      />
    </Stack>
  );
}
