// '/perfil': my data (nome, e-mail, telefone, foto), my theme and my password.
import { Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { meQueryKey } from '../../../features/auth/api/auth.api.ts';
import { ChangePasswordCard } from '../../../features/profile/components/change-password-card.tsx';
import { ColorSchemeCard } from '../../../features/settings/components/color-scheme-card.tsx';
import { EmailVerificationNotice } from '../../../features/profile/components/email-verification-notice.tsx';
import { ownUserQuery, usersKeys } from '../../../features/users/api/users.api.ts';
import { UserForm, type EditableUser } from '../../../features/users/components/user-form.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUserData } from '../../../lib/session.ts';

export function ProfileRoute() {
  const me = useUserData();
  const queryClient = useQueryClient();
  const myId = me?.user_id ?? '';
  const own = useQuery({ ...ownUserQuery(myId), enabled: Boolean(myId) });
  const [dirty, setDirty] = useState(false);
  const onDirty = useCallback((value: boolean) => setDirty(value), []);

  if (!me) return null;
  // The stored session data covers the form until the full record arrives.
  const editable: EditableUser = own.data ?? {
    _id: myId,
    name: me.name,
    email: me.email,
    phone: me.phone,
    avatar: me.avatar,
    role: me.role,
    status: 'active',
  };

  return (
    <Stack gap="lg">
      <UnsavedChangesGuard when={dirty} />
      <PageHeader title="Meu perfil" description="Seus dados de acesso ao Gabinete." />
      {!me.emailVerified && <EmailVerificationNotice email={me.email} />}
      {own.isPending ? (
        <PageSkeleton rows={3} />
      ) : (
        <UserForm
          user={editable}
          title="Meus dados"
          canEditProfile
          canEditAccess={false}
          showAccess={false}
          onDirtyChange={onDirty}
          onSaved={(saved) => {
            queryClient.setQueryData(usersKeys.detail(saved._id), saved);
            void queryClient.invalidateQueries({ queryKey: meQueryKey });
            notifySuccess('Perfil salvo');
          }}
        />
      )}
      <ColorSchemeCard />
      <ChangePasswordCard />
    </Stack>
  );
}
