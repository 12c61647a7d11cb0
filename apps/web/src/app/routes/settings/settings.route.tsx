// '/configuracoes': the office profile (editable with update on settings); office admins also get the
// LGPD requests and the audit log. The open tab lives in the URL (?aba=).
import { Stack, Tabs } from '@mantine/core';
import {
  IconBrandWhatsapp,
  IconBuilding,
  IconHistory,
  IconListDetails,
  IconMessage2,
  IconShieldLock,
  IconClockHour4,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { AuditLog } from '../../../features/audit/components/audit-log.tsx';
import { StatusesSettings } from '../../../features/demands/components/statuses/statuses-settings.tsx';
import { meQueryKey } from '../../../features/auth/api/auth.api.ts';
import { PrivacyRequestsAdmin } from '../../../features/privacy/components/privacy-requests-admin.tsx';
import { ownOrganizationQuery } from '../../../features/settings/api/settings.api.ts';
import { OfficeProfileForm } from '../../../features/settings/components/office-profile-form.tsx';
import { SmsSettingsTab } from '../../../features/sms/components/sms-settings-tab.tsx';
import { SendingSettingsTab } from '../../../features/campaigns/components/sending-settings-tab.tsx';
import { WhatsappSettingsTab } from '../../../features/whatsapp/components/whatsapp-settings-tab.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUserData } from '../../../lib/session.ts';

const TABS = ['gabinete', 'situacoes', 'whatsapp', 'sms', 'envio', 'lgpd', 'auditoria'] as const;
type Tab = (typeof TABS)[number];

function OfficeProfileTab() {
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const query = useQuery(ownOrganizationQuery());
  const [dirty, setDirty] = useState(false);
  const onDirty = useCallback((value: boolean) => setDirty(value), []);
  return (
    <>
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
      <UnsavedChangesGuard when={dirty} />
    </>
  );
}

export function SettingsRoute() {
  const role = useUserData()?.role;
  const isOfficeAdmin = role === 'admin' || role === 'platform_admin';
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('aba') as Tab | null;
  const tab: Tab = isOfficeAdmin && requested && TABS.includes(requested) ? requested : 'gabinete';

  if (!isOfficeAdmin) {
    return (
      <Stack gap="lg">
        <PageHeader
          title="Configurações"
          description="Os dados do gabinete que aparecem no sistema e nos documentos."
        />
        <OfficeProfileTab />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="Configurações"
        description="Os dados do gabinete, as situações das demandas, o WhatsApp, o SMS, as solicitações LGPD dos eleitores e a auditoria de acessos."
      />
      <Tabs
        value={tab}
        // Each tab has its own filters: switching starts clean.
        onChange={(value) => setSearchParams(value && value !== 'gabinete' ? { aba: value } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="gabinete" leftSection={<IconBuilding size={16} />}>
            Gabinete
          </Tabs.Tab>
          <Tabs.Tab value="situacoes" leftSection={<IconListDetails size={16} />}>
            Situações das demandas
          </Tabs.Tab>
          <Tabs.Tab value="whatsapp" leftSection={<IconBrandWhatsapp size={16} />}>
            WhatsApp
          </Tabs.Tab>
          <Tabs.Tab value="sms" leftSection={<IconMessage2 size={16} />}>
            SMS
          </Tabs.Tab>
          <Tabs.Tab value="envio" leftSection={<IconClockHour4 size={16} />}>
            Envio
          </Tabs.Tab>
          <Tabs.Tab value="lgpd" leftSection={<IconShieldLock size={16} />}>
            Solicitações LGPD
          </Tabs.Tab>
          <Tabs.Tab value="auditoria" leftSection={<IconHistory size={16} />}>
            Auditoria
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="gabinete">
          <OfficeProfileTab />
        </Tabs.Panel>
        <Tabs.Panel value="situacoes">
          <StatusesSettings />
        </Tabs.Panel>
        <Tabs.Panel value="whatsapp">
          <WhatsappSettingsTab />
        </Tabs.Panel>
        <Tabs.Panel value="sms">
          <SmsSettingsTab />
        </Tabs.Panel>
        <Tabs.Panel value="envio">
          <SendingSettingsTab />
        </Tabs.Panel>
        <Tabs.Panel value="lgpd">
          <PrivacyRequestsAdmin />
        </Tabs.Panel>
        <Tabs.Panel value="auditoria">
          <AuditLog />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
