// '/sms': the office's SMS history (sent and replies) filtered by situação, direção, finalidade and a search;
// 'Enviar SMS' opens the composer; the office admin gets the simulator while it is the provider.
import { Button, Card, Group, Select, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessage2Plus } from '@tabler/icons-react';
import { SMS_PURPOSE_LABELS, SMS_STATUS_LABELS } from '@gabinete/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EmptyList } from '../../../components/empty-list.tsx';
import { SmsAreaTabs } from '../../../features/campaigns/components/sms-area-tabs.tsx';
import { FilterChips, type ActiveFilter } from '../../../components/filter-chips.tsx';
import { ListBody } from '../../../components/list-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { smsKeys, smsListQuery, smsSettingsQuery } from '../../../features/sms/api/sms.api.ts';
import {
  DIRECTION_OPTIONS,
  PURPOSE_OPTIONS,
  STATUS_OPTIONS,
} from '../../../features/sms/components/sms-badges.tsx';
import { SmsComposer } from '../../../features/sms/components/sms-composer.tsx';
import { SmsSimulatorCard } from '../../../features/sms/components/sms-simulator-card.tsx';
import { SmsTable } from '../../../features/sms/components/sms-table.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useListParams } from '../../../lib/use-list-params.ts';

const FILTERS = ['status', 'direction', 'purpose', 'citizenId'] as const;

export function SmsListRoute() {
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const [composerOpened, composer] = useDisclosure(false);
  const { params, update, clear, activeCount } = useListParams(FILTERS);
  const f = params.filters;
  const query = useQuery(
    smsListQuery({
      q: params.q,
      page: params.page,
      perPage: params.perPage,
      status: f.status,
      direction: f.direction,
      purpose: f.purpose,
      citizenId: f.citizenId,
    }),
  );
  const settings = useQuery(smsSettingsQuery());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: smsKeys.lists() });

  const canSend = ability.can('create', 'sms');
  const sendButton = canSend ? (
    <Button leftSection={<IconMessage2Plus size={18} />} onClick={composer.open}>
      Enviar SMS
    </Button>
  ) : null;
  const showSimulator = ability.can('manage', 'sms') && settings.data?.provider === 'simulator';

  const chips: ActiveFilter[] = [];
  if (params.q) chips.push({ key: 'q', label: `Busca: ${params.q}` });
  if (f.status)
    chips.push({
      key: 'status',
      label: `Situação: ${SMS_STATUS_LABELS[f.status as 'pendente'] ?? f.status}`,
    });
  if (f.direction) {
    chips.push({ key: 'direction', label: f.direction === 'in' ? 'Respostas' : 'Enviadas' });
  }
  if (f.purpose) {
    chips.push({
      key: 'purpose',
      label: `Finalidade: ${SMS_PURPOSE_LABELS[f.purpose as 'atendimento'] ?? f.purpose}`,
    });
  }
  if (f.citizenId) {
    const name = query.data?.messages.find((m) => m.citizen?._id === f.citizenId)?.citizen?.name;
    chips.push({ key: 'citizenId', label: `Eleitor: ${name ?? 'escolhido'}` });
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="SMS"
        description="Mensagens de serviço do mandato a um eleitor, com o consentimento dele para SMS e a finalidade. Respostas e pedidos para sair aparecem aqui e na linha do tempo do eleitor."
        actions={sendButton}
      />
      <SmsAreaTabs value="mensagens" />
      {showSimulator && <SmsSimulatorCard onReplied={refresh} />}
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <div>
            <Group gap="sm">
              <SearchInput
                value={params.q}
                onSearch={(q) => update({ q })}
                placeholder="Buscar por eleitor, texto ou telefone"
                label="Buscar SMS"
              />
              <Select
                aria-label="Situação"
                placeholder="Situação"
                data={STATUS_OPTIONS}
                value={f.status}
                onChange={(value) => update({ status: value })}
                clearable
                w={170}
              />
              <Select
                aria-label="Direção"
                placeholder="Enviadas e respostas"
                data={DIRECTION_OPTIONS}
                value={f.direction}
                onChange={(value) => update({ direction: value })}
                clearable
                w={200}
              />
              <Select
                aria-label="Finalidade"
                placeholder="Finalidade"
                data={PURPOSE_OPTIONS}
                value={f.purpose}
                onChange={(value) => update({ purpose: value })}
                clearable
                w={170}
              />
            </Group>
            <FilterChips filters={chips} onRemove={(key) => update({ [key]: null })} onClear={clear} />
          </div>
          <ListBody
            query={query}
            rows={query.data?.messages}
            columns={5}
            onPageChange={(page) => update({ page })}
            empty={
              <EmptyList
                filtered={activeCount > 0}
                title="Nenhum SMS ainda"
                description="Envie avisos de serviço do mandato (andamento de demanda, convite para audiência) a quem autorizou receber SMS."
                action={sendButton}
                onClearFilters={clear}
              />
            }
          >
            {(messages) => <SmsTable messages={messages} />}
          </ListBody>
        </Stack>
      </Card>
      {canSend && (
        <SmsComposer
          opened={composerOpened}
          onClose={composer.close}
          onSent={() => {
            composer.close();
            notifySuccess('SMS na fila de envio');
            refresh();
          }}
        />
      )}
    </Stack>
  );
}
