// The 'WhatsApp' tab of Configurações: loads the office's gateway settings and saves them.
import { Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { settingsQuery, whatsappKeys } from '../api/whatsapp.api.ts';
import { WhatsappSettingsForm } from './whatsapp-settings-form.tsx';
import { WhatsappTemplatesCard } from './whatsapp-templates-card.tsx';

export function WhatsappSettingsTab() {
  const client = useQueryClient();
  const query = useQuery(settingsQuery());
  const [dirty, setDirty] = useState(false);
  const onDirty = useCallback((value: boolean) => setDirty(value), []);
  return (
    <Stack gap="md">
      {query.isPending && <PageSkeleton rows={4} />}
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (
        <WhatsappSettingsForm
          settings={query.data}
          onDirtyChange={onDirty}
          onSaved={(saved) => {
            client.setQueryData(whatsappKeys.settings(), saved);
            // The provider decides what the WhatsApp page shows.
            void client.invalidateQueries({ queryKey: whatsappKeys.connection() });
            notifySuccess('Configurações do WhatsApp salvas');
          }}
        />
      )}
      {query.data && <WhatsappTemplatesCard provider={query.data.provider} />}
      <UnsavedChangesGuard when={dirty} />
    </Stack>
  );
}
