// Configurações › Envio (office admin): the sending window for campaigns (hours, weekdays, Saturday's close,
// Sundays and holidays, blocked dates), the rate per channel, the sender identification appended to
// 'informativo'/'eleitoral' messages, and the suppression list.
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconTrash } from '@tabler/icons-react';
import { describeWindow, type MessagingSettings } from '@gabinete/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert, FormError } from '../../../components/error-alert.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  addSuppression,
  campaignsKeys,
  messagingSettingsQuery,
  removeSuppression,
  saveMessagingSettings,
  suppressionsQuery,
} from '../api/campaigns.api.ts';

const DAYS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];

type Values = Omit<MessagingSettings, 'officeUf' | 'whatsappBulk' | 'emailAvailable'>;

function WindowForm({ settings }: { settings: MessagingSettings }) {
  const client = useQueryClient();
  const [v, setV] = useState<Values>({
    startHour: settings.startHour,
    endHour: settings.endHour,
    weekdays: settings.weekdays,
    saturdayEndHour: settings.saturdayEndHour,
    skipSundaysAndHolidays: settings.skipSundaysAndHolidays,
    blockedDates: settings.blockedDates,
    senderIdentification: settings.senderIdentification,
    smsPerMinute: settings.smsPerMinute,
    emailPerMinute: settings.emailPerMinute,
    whatsappPerMinute: settings.whatsappPerMinute,
  });
  const save = useMutation({
    mutationFn: () => saveMessagingSettings(v),
    onSuccess: (saved) => {
      client.setQueryData(campaignsKeys.settings(), saved);
      notifySuccess('Janela de envio salva');
    },
  });
  const num = (key: keyof Values) => (value: number | string) =>
    setV({ ...v, [key]: typeof value === 'number' ? value : 0 });
  return (
    <Card withBorder radius="md" padding="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Stack gap="md">
          <div>
            <Title order={4}>Janela de envio</Title>
            <Text size="sm" c="dimmed">
              Campanhas e mensagens automáticas só saem nestes horários, no fuso de cada eleitor (pela UF do
              cadastro; sem UF, a do gabinete). Fora deles, esperam a próxima abertura.
            </Text>
          </div>
          <Group grow>
            <NumberInput
              label="Início (hora)"
              min={0}
              max={23}
              value={v.startHour}
              onChange={num('startHour')}
            />
            <NumberInput label="Fim (hora)" min={1} max={24} value={v.endHour} onChange={num('endHour')} />
            <NumberInput
              label="Sábado até (hora)"
              min={1}
              max={24}
              value={v.saturdayEndHour ?? ''}
              onChange={(value) => setV({ ...v, saturdayEndHour: typeof value === 'number' ? value : null })}
            />
          </Group>
          <Checkbox.Group
            label="Dias da semana"
            value={v.weekdays.map(String)}
            onChange={(days) => setV({ ...v, weekdays: days.map(Number).sort() })}
          >
            <Group mt={4}>
              {DAYS.map((d, i) => (
                <Checkbox key={d} value={String(i)} label={d} />
              ))}
            </Group>
          </Checkbox.Group>
          <Switch
            label="Nunca aos domingos e feriados nacionais"
            checked={v.skipSundaysAndHolidays}
            onChange={(e) => setV({ ...v, skipSundaysAndHolidays: e.currentTarget.checked })}
          />
          <DatePickerInput
            type="multiple"
            label="Datas bloqueadas"
            description="Dias em que nada sai (luto, eventos, feriados municipais)."
            locale="pt-br"
            valueFormat="DD/MM/YYYY"
            placeholder="Escolha as datas"
            value={v.blockedDates}
            onChange={(dates) => setV({ ...v, blockedDates: (dates as string[]).map((d) => d.slice(0, 10)) })}
            clearable
          />
          <TextInput
            label="Identificação do remetente"
            description="Acrescentada às mensagens informativas e eleitorais (Res. TSE 23.610, art. 33), com o aviso de como sair."
            placeholder="Gabinete do Vereador Fulano (PARTIDO), Rua da Câmara, 10"
            value={v.senderIdentification}
            onChange={(e) => setV({ ...v, senderIdentification: e.currentTarget.value })}
          />
          <Group grow>
            <NumberInput
              label="SMS por minuto"
              min={1}
              max={6000}
              value={v.smsPerMinute}
              onChange={num('smsPerMinute')}
            />
            <NumberInput
              label="E-mails por minuto"
              min={1}
              max={6000}
              value={v.emailPerMinute}
              onChange={num('emailPerMinute')}
            />
            <NumberInput
              label="WhatsApp por minuto"
              min={1}
              max={6000}
              value={v.whatsappPerMinute}
              onChange={num('whatsappPerMinute')}
            />
          </Group>
          <Text size="sm" c="dimmed">
            Resumo: {describeWindow(v)}.
            {v.blockedDates.length > 0 &&
              ` Bloqueadas: ${v.blockedDates.map((d) => formatDay(d)).join(', ')}.`}
          </Text>
          <FormError message={save.isError ? errorMessage(save.error) : null} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Salvar janela de envio
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function SuppressionList() {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const query = useQuery(suppressionsQuery({ page, perPage: 25 }));
  const [address, setAddress] = useState('');
  const [reason, setReason] = useState('');
  const refresh = () => void client.invalidateQueries({ queryKey: [...campaignsKeys.all, 'suppressions'] });
  const add = useMutation({
    mutationFn: () => addSuppression({ address, reason }),
    onSuccess: () => {
      setAddress('');
      setReason('');
      refresh();
      notifySuccess('Contato incluído na lista de supressão');
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => removeSuppression(id),
    onSuccess: () => {
      refresh();
      notifySuccess('Contato retirado da lista de supressão');
    },
    onError: (error) => notifyError(error),
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={4}>Lista de supressão</Title>
          <Text size="sm" c="dimmed">
            Celulares e e-mails que nunca recebem envios em massa do gabinete, mesmo com consentimento.
          </Text>
        </div>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate();
          }}
        >
          <Group align="flex-end">
            <TextInput
              label="Celular ou e-mail"
              value={address}
              onChange={(e) => setAddress(e.currentTarget.value)}
              w={240}
            />
            <TextInput
              label="Motivo"
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={add.isPending}>
              Incluir
            </Button>
          </Group>
        </form>
        <FormError message={add.isError ? errorMessage(add.error) : null} />
        {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
        {query.data && query.data.suppressions.length === 0 && (
          <Text size="sm" c="dimmed">
            Nenhum contato na lista.
          </Text>
        )}
        {query.data && query.data.suppressions.length > 0 && (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Contato</Table.Th>
                <Table.Th>Motivo</Table.Th>
                <Table.Th>Incluído</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.suppressions.map((s) => (
                <Table.Tr key={s._id}>
                  <Table.Td>{s.address}</Table.Td>
                  <Table.Td>{s.reason}</Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(s.createdAt)}
                      {s.createdBy ? ` por ${s.createdBy.name}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Retirar ${s.address} da lista`}
                      loading={remove.isPending && remove.variables === s._id}
                      onClick={() => remove.mutate(s._id)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {query.data && query.data.total > query.data.perPage && (
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" disabled={page === 1} onClick={() => setPage(page - 1)}>
              Anterior
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={page * query.data.perPage >= query.data.total}
              onClick={() => setPage(page + 1)}
            >
              Próxima
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export function SendingSettingsTab() {
  const query = useQuery(messagingSettingsQuery());
  return (
    <Stack gap="lg">
      {query.isPending && <PageSkeleton rows={4} />}
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && <WindowForm settings={query.data} />}
      <SuppressionList />
    </Stack>
  );
}
