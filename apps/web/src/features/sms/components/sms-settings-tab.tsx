// The 'SMS' tab of Configurações: loads the office's SMS provider settings and saves them.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { smsKeys, smsSettingsQuery } from '../api/sms.api.ts';
import { SmsSettingsForm } from './sms-settings-form.tsx';

export function SmsSettingsTab() {
  const client = useQueryClient();
  const query = useQuery(smsSettingsQuery());
  const [dirty, setDirty] = useState(false);
  const onDirty = useCallback((value: boolean) => setDirty(value), []);
  return (
    <>
      {query.isPending && <PageSkeleton rows={4} />}
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (
        <SmsSettingsForm
          settings={query.data}
          onDirtyChange={onDirty}
          onSaved={(saved) => {
            client.setQueryData(smsKeys.settings(), saved);
            notifySuccess('Configurações de SMS salvas');
          }}
        />
      )}
      <UnsavedChangesGuard when={dirty} />
    </>
  );
}
