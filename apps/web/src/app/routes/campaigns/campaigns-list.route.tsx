// '/sms/campanhas': the office's campaigns with their situação and a live progress bar; 'Nova campanha' opens
// the wizard.
import { Anchor, Button, Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  CAMPAIGN_CHANNEL_LABELS,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  SMS_PURPOSE_LABELS,
} from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { FilterChips, type ActiveFilter } from '../../../components/filter-chips.tsx';
import { ListBody } from '../../../components/list-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { campaignListQuery } from '../../../features/campaigns/api/campaigns.api.ts';
import { useLiveCampaigns } from '../../../features/campaigns/api/use-live-campaigns.ts';
import {
  CampaignProgress,
  CampaignStatusBadge,
} from '../../../features/campaigns/components/campaign-badges.tsx';
import { SmsAreaTabs } from '../../../features/campaigns/components/sms-area-tabs.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';

const FILTERS = ['status'] as const;
const STATUS_OPTIONS = CAMPAIGN_STATUSES.map((value) => ({ value, label: CAMPAIGN_STATUS_LABELS[value] }));

export function CampaignsListRoute() {
  useLiveCampaigns();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const { params, update, clear, activeCount } = useListParams(FILTERS);
  const query = useQuery(
    campaignListQuery({
      q: params.q,
      page: params.page,
      perPage: params.perPage,
      status: params.filters.status,
    }),
  );
  const newButton = ability.can('create', 'campaigns') ? (
    <Button component={Link} to="/sms/campanhas/nova" leftSection={<IconPlus size={18} />}>
      Nova campanha
    </Button>
  ) : null;
  const chips: ActiveFilter[] = [];
  if (params.q) chips.push({ key: 'q', label: `Busca: ${params.q}` });
  if (params.filters.status) {
    chips.push({
      key: 'status',
      label: `Situação: ${CAMPAIGN_STATUS_LABELS[params.filters.status as 'enviando'] ?? params.filters.status}`,
    });
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="Campanhas"
        description="Uma mensagem a um grupo de eleitores, só a quem autorizou o canal e a finalidade, dentro da janela de envio do gabinete."
        actions={newButton}
      />
      <SmsAreaTabs value="campanhas" />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <div>
            <Group gap="sm">
              <SearchInput
                value={params.q}
                onSearch={(q) => update({ q })}
                placeholder="Buscar campanha pelo nome"
                label="Buscar campanha"
              />
              <Select
                aria-label="Situação"
                placeholder="Situação"
                data={STATUS_OPTIONS}
                value={params.filters.status}
                onChange={(value) => update({ status: value })}
                clearable
                w={170}
              />
            </Group>
            <FilterChips filters={chips} onRemove={(key) => update({ [key]: null })} onClear={clear} />
          </div>
          <ListBody
            query={query}
            rows={query.data?.campaigns}
            columns={5}
            onPageChange={(page) => update({ page })}
            empty={
              <EmptyList
                filtered={activeCount > 0}
                title="Nenhuma campanha ainda"
                description="Avise um bairro sobre uma audiência pública ou um mutirão: escolha os eleitores, veja quem pode receber e agende."
                action={newButton}
                onClearFilters={clear}
              />
            }
          >
            {(campaigns) => (
              <Table.ScrollContainer minWidth={760}>
                <Table highlightOnHover verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Campanha</Table.Th>
                      <Table.Th>Situação</Table.Th>
                      <Table.Th>Canal e finalidade</Table.Th>
                      <Table.Th>Progresso</Table.Th>
                      <Table.Th>Início</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {campaigns.map((c) => (
                      <Table.Tr
                        key={c._id}
                        style={{ cursor: 'pointer' }}
                        onClick={() => void navigate(`/sms/campanhas/${c._id}`)}
                      >
                        <Table.Td>
                          <Anchor component={Link} to={`/sms/campanhas/${c._id}`} fw={500}>
                            {c.name}
                          </Anchor>
                          <Text size="xs" c="dimmed" lineClamp={1}>
                            {c.segmentLabel}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <CampaignStatusBadge status={c.status} />
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">
                            {CAMPAIGN_CHANNEL_LABELS[c.channel]} · {SMS_PURPOSE_LABELS[c.purpose]}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <CampaignProgress counts={c.counts} size="sm" />
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">
                            {c.startedAt
                              ? formatDateTime(c.startedAt)
                              : c.scheduledAt
                                ? `Agendada: ${formatDateTime(c.scheduledAt)}`
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
    </Stack>
  );
}
