// Configurações › WhatsApp: the Cloud API message templates (the only way to send bulk WhatsApp), with
// Meta's status, the field each {{n}} takes, and "Sincronizar modelos". Other providers get the reason.
import { Alert, Badge, Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import {
  messageMergeFields,
  WHATSAPP_TEMPLATE_STATUS_COLORS,
  WHATSAPP_TEMPLATE_STATUS_LABELS,
  type WhatsappProvider,
  type WhatsappTemplate,
} from '@gabinete/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  saveTemplateParams,
  syncWhatsappTemplates,
  templatesQuery,
  whatsappKeys,
} from '../api/whatsapp.api.ts';

const FIELD_OPTIONS = Object.entries(messageMergeFields('sms')).map(([value, label]) => ({
  value,
  label: `{{${value}}} · ${label}`,
}));
const formatBr = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

function ParamSelects({ template }: { template: WhatsappTemplate }) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (params: string[]) => saveTemplateParams(template._id, params),
    onSuccess: () => void client.invalidateQueries({ queryKey: whatsappKeys.templates() }),
    onError: (error) => notifyError(error, 'Parâmetro não salvo'),
  });
  if (template.params.length === 0) return <Text size="sm">Sem parâmetros</Text>;
  return (
    <Stack gap={4}>
      {template.params.map((field, i) => (
        <Select
          key={i}
          size="xs"
          label={`{{${i + 1}}}`}
          data={FIELD_OPTIONS}
          value={field}
          placeholder="Escolha o campo"
          allowDeselect={false}
          disabled={mutation.isPending}
          onChange={(value) => {
            if (!value) return;
            const next = template.params.map((f, j) => (j === i ? value : f));
            if (next.every((f): f is string => Boolean(f))) mutation.mutate(next);
          }}
        />
      ))}
    </Stack>
  );
}

export function WhatsappTemplatesCard({ provider }: { provider: WhatsappProvider }) {
  const client = useQueryClient();
  const cloud = provider === 'cloud-api';
  const query = useQuery({ ...templatesQuery(), enabled: cloud });
  const sync = useMutation({
    mutationFn: syncWhatsappTemplates,
    onSuccess: (result) => {
      client.setQueryData(whatsappKeys.templates(), { templates: result.templates });
      const paused = result.pausedCampaigns
        ? ` ${result.pausedCampaigns} campanha(s) pausada(s): o modelo deixou de estar aprovado.`
        : '';
      notifySuccess(`${result.templates.length} modelo(s) sincronizado(s).${paused}`);
    },
    onError: (error) => notifyError(error, 'Não foi possível sincronizar'),
  });
  const templates = query.data?.templates ?? [];

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz={18}>
              Modelos de mensagem (envio em massa)
            </Title>
            <Text size="sm" c="dimmed">
              Campanhas pelo WhatsApp só saem pela API oficial, com um modelo aprovado pela Meta.
            </Text>
          </div>
          {cloud && (
            <Button
              leftSection={<IconRefresh size={16} />}
              variant="light"
              loading={sync.isPending}
              onClick={() => sync.mutate()}
            >
              Sincronizar modelos
            </Button>
          )}
        </Group>
        {!cloud && (
          <Alert color="yellow" title="Envio em massa indisponível nesta conexão">
            O WPPConnect e o simulador não são a API oficial do WhatsApp: envio em massa por eles viola os
            termos do WhatsApp e o art. 34 da Res. TSE 23.610. Use-os só para mensagens de atendimento um a
            um, no SAC. Para campanhas, escolha a Cloud API como provedor e cadastre os modelos no Gerenciador
            do WhatsApp.
          </Alert>
        )}
        {cloud && query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
        {cloud && query.data && templates.length === 0 && (
          <Text size="sm" c="dimmed">
            Nenhum modelo sincronizado. Informe o ID da conta (WABA) acima e clique em Sincronizar modelos.
          </Text>
        )}
        {templates.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Modelo</Table.Th>
                  <Table.Th>Texto</Table.Th>
                  <Table.Th>Parâmetros</Table.Th>
                  <Table.Th>Situação</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {templates.map((t) => (
                  <Table.Tr key={t._id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {t.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t.language} · {t.category === 'UTILITY' ? 'Utilidade' : 'Marketing'}
                      </Text>
                    </Table.Td>
                    <Table.Td maw={320}>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {t.body}
                      </Text>
                    </Table.Td>
                    <Table.Td miw={220}>
                      <ParamSelects template={t} />
                    </Table.Td>
                    <Table.Td>
                      <Badge color={WHATSAPP_TEMPLATE_STATUS_COLORS[t.status]} variant="light">
                        {WHATSAPP_TEMPLATE_STATUS_LABELS[t.status]}
                      </Badge>
                      {t.syncedAt && (
                        <Text size="xs" c="dimmed" mt={4}>
                          Sincronizado em {formatBr(t.syncedAt)}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
