// '/ia': Inteligência Artificial — what it does and the provider in use; the office admin (update on ai)
// also sets the provider and reads the usage log. The open tab lives in the URL (?aba=).
import { Stack, Tabs } from '@mantine/core';
import { IconChartBar, IconSettings, IconSparkles } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { aiKeys, aiSettingsQuery } from '../../../features/ai/api/ai.api.ts';
import { AiOverview } from '../../../features/ai/components/ai-overview.tsx';
import { AiSettingsForm } from '../../../features/ai/components/ai-settings-form.tsx';
import { AiUsagePanel } from '../../../features/ai/components/ai-usage-panel.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { notifySuccess } from '../../../lib/notify.ts';

const TABS = ['visao-geral', 'provedor', 'uso'] as const;
type Tab = (typeof TABS)[number];

export function AiRoute() {
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const manage = ability.can('update', 'ai');
  const query = useQuery(aiSettingsQuery());
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('aba') as Tab | null;
  const tab: Tab = manage && requested && TABS.includes(requested) ? requested : 'visao-geral';
  const header = (
    <PageHeader
      title="Inteligência Artificial"
      description="Sugestões de texto para a equipe revisar: ofícios, respostas no SAC, resumos e triagem de demandas."
    />
  );
  if (query.isPending) return <PageSkeleton rows={6} />;
  if (query.isError)
    return (
      <Stack gap="lg">
        {header}
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );
  const settings = query.data;
  if (!manage)
    return (
      <Stack gap="lg">
        {header}
        <AiOverview settings={settings} />
      </Stack>
    );
  return (
    <Stack gap="lg">
      {header}
      <Tabs
        value={tab}
        onChange={(value) => setSearchParams(value && value !== 'visao-geral' ? { aba: value } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="visao-geral" leftSection={<IconSparkles size={16} />}>
            Visão geral
          </Tabs.Tab>
          <Tabs.Tab value="provedor" leftSection={<IconSettings size={16} />}>
            Provedor
          </Tabs.Tab>
          <Tabs.Tab value="uso" leftSection={<IconChartBar size={16} />}>
            Uso
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="visao-geral">
          <AiOverview settings={settings} />
        </Tabs.Panel>
        <Tabs.Panel value="provedor">
          <AiSettingsForm
            settings={settings}
            onSaved={(saved) => {
              queryClient.setQueryData(aiKeys.settings, saved);
              void queryClient.invalidateQueries({ queryKey: aiKeys.all });
              notifySuccess('Configuração da IA salva');
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="uso">
          <AiUsagePanel currentMonth={settings.month} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
