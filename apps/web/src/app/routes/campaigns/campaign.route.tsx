// '/sms/campanhas/:id': one campaign — its message and segment, a live progress bar (Socket.IO), pause /
// resume / cancel (cancel asks first), and the report per recipient with 'Exportar CSV'.
import { Alert, Button, Card, Group, Paper, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconPlayerPause, IconPlayerPlay, IconX } from '@tabler/icons-react';
import {
  CAMPAIGN_CHANNEL_LABELS,
  EXCLUSION_REASON_LABELS,
  RECIPIENT_STATUS_LABELS,
  RECIPIENT_STATUSES,
  SMS_PURPOSE_LABELS,
  type Campaign,
} from '@gabinete/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListBody } from '../../../components/list-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { RecordNotFound } from '../../../components/record-not-found.tsx';
import {
  campaignQuery,
  campaignReportCsv,
  campaignsKeys,
  moveCampaign,
  recipientsQuery,
} from '../../../features/campaigns/api/campaigns.api.ts';
import { useLiveCampaigns } from '../../../features/campaigns/api/use-live-campaigns.ts';
import {
  CampaignProgress,
  CampaignStatusBadge,
  RecipientStatusBadge,
} from '../../../features/campaigns/components/campaign-badges.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const STATUS_OPTIONS = RECIPIENT_STATUSES.map((value) => ({ value, label: RECIPIENT_STATUS_LABELS[value] }));

function Stat({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" c={color}>
        {formatNumber(value)}
      </Text>
    </Paper>
  );
}

function Actions({ campaign }: { campaign: Campaign }) {
  const ability = useAppAbility();
  const client = useQueryClient();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const move = useMutation({
    mutationFn: (m: 'start' | 'pause' | 'resume' | 'cancel') => moveCampaign(campaign._id, m),
    onSuccess: (saved, m) => {
      client.setQueryData(campaignsKeys.detail(saved._id), saved);
      void client.invalidateQueries({ queryKey: campaignsKeys.lists() });
      setConfirmCancel(false);
      notifySuccess(
        {
          start: 'Campanha iniciada',
          pause: 'Campanha pausada',
          resume: 'Envio retomado',
          cancel: 'Campanha cancelada',
        }[m],
      );
    },
    onError: (error) => {
      if (!confirmCancel) notifyError(error);
    },
  });
  if (!ability.can('update', 'campaigns')) return null;
  const s = campaign.status;
  return (
    <Group gap="sm">
      {s === 'rascunho' && (
        <Button
          leftSection={<IconPlayerPlay size={16} />}
          loading={move.isPending}
          onClick={() => move.mutate('start')}
        >
          Iniciar
        </Button>
      )}
      {(s === 'enviando' || s === 'agendada') && (
        <Button
          variant="default"
          leftSection={<IconPlayerPause size={16} />}
          loading={move.isPending && move.variables === 'pause'}
          onClick={() => move.mutate('pause')}
        >
          Pausar
        </Button>
      )}
      {s === 'pausada' && (
        <Button
          leftSection={<IconPlayerPlay size={16} />}
          loading={move.isPending && move.variables === 'resume'}
          onClick={() => move.mutate('resume')}
        >
          Retomar
        </Button>
      )}
      {s !== 'concluida' && s !== 'cancelada' && (
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={16} />}
          onClick={() => setConfirmCancel(true)}
        >
          Cancelar campanha
        </Button>
      )}
      <ConfirmModal
        opened={confirmCancel}
        title={`Cancelar a campanha "${campaign.name}"?`}
        confirmLabel="Cancelar campanha"
        loading={move.isPending}
        error={move.isError && confirmCancel ? errorMessage(move.error) : null}
        onConfirm={() => move.mutate('cancel')}
        onClose={() => setConfirmCancel(false)}
      >
        {formatNumber(campaign.counts.pending)} mensagens ainda não enviadas não sairão mais. Isto não pode
        ser desfeito.
      </ConfirmModal>
    </Group>
  );
}

function Report({ campaign }: { campaign: Campaign }) {
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const query = useQuery(recipientsQuery(campaign._id, { status, page, perPage: 25 }));
  const download = useMutation({
    mutationFn: () => campaignReportCsv(campaign._id),
    onSuccess: (blob) => saveFile(blob, `campanha-${campaign.name}.csv`),
    onError: (error) => notifyError(error),
  });
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={600}>Relatório por destinatário</Text>
          <Group gap="sm">
            <Select
              aria-label="Situação do destinatário"
              placeholder="Todas as situações"
              data={STATUS_OPTIONS}
              value={status}
              onChange={(v) => {
                setStatus(v);
                setPage(1);
              }}
              clearable
              w={200}
            />
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={download.isPending}
              onClick={() => download.mutate()}
            >
              Exportar CSV
            </Button>
          </Group>
        </Group>
        <ListBody
          query={query}
          rows={query.data?.recipients}
          columns={4}
          onPageChange={setPage}
          empty={
            <Text size="sm" c="dimmed">
              {campaign.counts.total === 0
                ? 'Os destinatários são definidos quando o envio começa.'
                : 'Nenhum destinatário nesta situação.'}
            </Text>
          }
        >
          {(rows) => (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Eleitor</Table.Th>
                    <Table.Th>Contato</Table.Th>
                    <Table.Th>Situação</Table.Th>
                    <Table.Th>Detalhe</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={r._id}>
                      <Table.Td>{r.citizen?.name ?? '—'}</Table.Td>
                      <Table.Td>{r.address}</Table.Td>
                      <Table.Td>
                        <RecipientStatusBadge status={r.status} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs" c="dimmed">
                          {r.reason
                            ? EXCLUSION_REASON_LABELS[r.reason]
                            : r.error
                              ? r.error
                              : r.deliveredAt
                                ? `Entregue em ${formatDateTime(r.deliveredAt)}`
                                : r.sentAt
                                  ? `Enviada em ${formatDateTime(r.sentAt)}`
                                  : '—'}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </ListBody>
      </Stack>
    </Card>
  );
}

export function CampaignRoute() {
  useLiveCampaigns();
  const { id = '' } = useParams();
  const query = useQuery(campaignQuery(id));
  usePageTitle(query.data?.name ?? 'Campanha');
  if (query.isPending) return <PageSkeleton rows={6} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <RecordNotFound
          title="Campanha não encontrada"
          description="Ela não existe ou é de outro gabinete."
          to="/sms/campanhas"
          linkLabel="Voltar às campanhas"
        />
      );
    }
    return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  }
  const c = query.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={c.name}
        badge={<CampaignStatusBadge status={c.status} />}
        description={`${CAMPAIGN_CHANNEL_LABELS[c.channel]} · ${SMS_PURPOSE_LABELS[c.purpose]} · ${c.segmentLabel}`}
        actions={<Actions campaign={c} />}
      />
      {c.note && (
        <Alert color={c.status === 'enviando' ? 'yellow' : 'gray'} variant="light">
          {c.note}
        </Alert>
      )}
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <CampaignProgress counts={c.counts} />
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            <Stat label="Destinatários" value={c.counts.total} />
            <Stat label="Enviadas" value={c.counts.sent} color="blue" />
            <Stat label="Entregues" value={c.counts.delivered} color="green" />
            <Stat label="Falharam" value={c.counts.failed} color="red" />
            <Stat label="Descadastrados no envio" value={c.counts.optedOut} color="orange" />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {c.scheduledAt && `Agendada para ${formatDateTime(c.scheduledAt)}. `}
            {c.startedAt && `Início: ${formatDateTime(c.startedAt)}. `}
            {c.finishedAt && `Fim: ${formatDateTime(c.finishedAt)}. `}
            {c.createdBy && `Criada por ${c.createdBy.name}.`}
          </Text>
          <Paper withBorder p="sm" radius="sm" bg="gray.0">
            {c.subject && (
              <Text size="sm" fw={600}>
                {c.subject}
              </Text>
            )}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {c.text}
            </Text>
          </Paper>
        </Stack>
      </Card>
      <Report campaign={c} />
    </Stack>
  );
}
