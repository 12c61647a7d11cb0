// '/configuracoes': the office profile (editable with update on settings).
import { Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { meQueryKey } from '../../../features/auth/api/auth.api.ts';
import { ownOrganizationQuery } from '../../../features/settings/api/settings.api.ts';
import { OfficeProfileForm } from '../../../features/settings/components/office-profile-form.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { notifySuccess } from '../../../lib/notify.ts';

export function SettingsRoute() {
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const query = useQuery(ownOrganizationQuery());
  const [dirty, setDirty] = useState(false);
  const onDirty = useCallback((value: boolean) => setDirty(value), []);

  return (
    <Stack gap="lg">
      <UnsavedChangesGuard when={dirty} />
      <PageHeader
        title="Configurações"
        description="Os dados do gabinete que aparecem no sistema e nos documentos."
      />
      {query.isPending && <PageSkeleton rows={4} />}
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (
        <OfficeProfileForm
          organization={query.data}
          editable={ability.can('update', 'settings')}
          onDirtyChange={onDirty}
          onSaved={(org) => {
            queryClient.setQueryData(ownOrganizationQuery().queryKey, org);
            // The header shows the office name from the stored user data.
            void queryClient.invalidateQueries({ queryKey: meQueryKey });
            notifySuccess('Configurações salvas');
          }}
        />
      )}
    </Stack>
  );
}
