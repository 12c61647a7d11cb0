// '/suporte' (an office's tickets, 'Novo chamado') and '/plataforma/suporte' (the platform team's queue of
// every office, filtered by situação, categoria, gabinete and responsável). Filters live in the URL.
import { Button, Card, Group, Select, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { SUPPORT_CATEGORY_LABELS, SUPPORT_STATUS_LABELS } from '@gabinete/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { FilterChips, type ActiveFilter } from '../../../components/filter-chips.tsx';
import { ListBody } from '../../../components/list-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { organizationsListQuery } from '../../../features/organizations/api/organizations.api.ts';
import {
  supportAgentsQuery,
  supportKeys,
  supportListQuery,
} from '../../../features/support/api/support.api.ts';
import { NewTicketDrawer } from '../../../features/support/components/new-ticket-drawer.tsx';
import { CATEGORY_OPTIONS, STATUS_OPTIONS } from '../../../features/support/components/support-badges.tsx';
import { SupportTicketsTable } from '../../../features/support/components/support-tickets-table.tsx';
import { previousPage } from '../../../features/support/lib/previous-page.ts';
import { useAppAbility } from '../../../lib/ability.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { useListParams } from '../../../lib/use-list-params.ts';

const FILTERS = ['status', 'state', 'category', 'organizationId', 'assigneeId'] as const;
const STATE_OPTIONS = [{ value: 'open', label: 'Em aberto (não resolvidos)' }];

function SupportList({ queue }: { queue: boolean }) {
  const ability = useAppAbility();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [createOpened, create] = useDisclosure(false);
  const { params, update, clear, activeCount } = useListParams(FILTERS);
  const f = params.filters;
  const basePath = queue ? '/plataforma/suporte' : '/suporte';
  const query = useQuery(
    supportListQuery({
      q: params.q,
      page: params.page,
      perPage: params.perPage,
      status: f.status,
      state: f.state,
      category: f.category,
      ...(queue ? { organizationId: f.organizationId, assigneeId: f.assigneeId } : {}),
    }),
  );
  const offices = useQuery({
    ...organizationsListQuery({ q: '', page: 1, perPage: 100, sort: 'name', status: null }),
    enabled: queue,
  });
  const agents = useQuery({ ...supportAgentsQuery(), enabled: queue });
  useSocketEvent(
    'support:changed',
    () => void queryClient.invalidateQueries({ queryKey: supportKeys.lists() }),
  );

  const canCreate = !queue && ability.can('create', 'support');
  const createButton = canCreate ? (
    <Button leftSection={<IconPlus size={18} />} onClick={create.open}>
      Novo chamado
    </Button>
  ) : null;
  const officeOptions = (offices.data?.organizations ?? []).map((o) => ({ value: o._id, label: o.name }));
  const agentOptions = [
    { value: 'me', label: 'Comigo' },
    { value: 'none', label: 'Sem responsável' },
    ...(agents.data?.agents ?? []).map((a) => ({ value: a._id, label: a.name })),
  ];

  const chips: ActiveFilter[] = [];
  if (params.q) chips.push({ key: 'q', label: `Busca: ${params.q}` });
  if (f.state) chips.push({ key: 'state', label: 'Em aberto' });
  if (f.status) {
    chips.push({
      key: 'status',
      label: `Situação: ${SUPPORT_STATUS_LABELS[f.status as 'aberto'] ?? f.status}`,
    });
  }
  if (f.category) {
    const label = SUPPORT_CATEGORY_LABELS[f.category as 'duvida'] ?? f.category;
    chips.push({ key: 'category', label: `Categoria: ${label}` });
  }
  if (queue && f.organizationId) {
    const name = officeOptions.find((o) => o.value === f.organizationId)?.label ?? 'escolhido';
    chips.push({ key: 'organizationId', label: `Gabinete: ${name}` });
  }
  if (queue && f.assigneeId) {
    const name = agentOptions.find((o) => o.value === f.assigneeId)?.label ?? 'escolhido';
    chips.push({ key: 'assigneeId', label: `Responsável: ${name}` });
  }

  return (
    <>
      <PageHeader
        title={queue ? 'Chamados de suporte' : 'Suporte'}
        description={
          queue
            ? 'A fila de todos os gabinetes: responda, mude a situação e atribua a alguém da equipe.'
            : 'Fale com a equipe da plataforma: dúvidas, problemas, sugestões e cobrança. Acompanhe as respostas aqui.'
        }
        actions={createButton}
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <div>
            <Group gap="sm">
              <SearchInput
                value={params.q}
                onSearch={(q) => update({ q })}
                placeholder="Buscar por assunto ou número"
                label="Buscar chamados"
              />
              <Select
                aria-label="Em aberto"
                placeholder="Todos"
                data={STATE_OPTIONS}
                value={f.state}
                onChange={(value) => update({ state: value })}
                clearable
                w={220}
              />
              <Select
                aria-label="Situação"
                placeholder="Situação"
                data={STATUS_OPTIONS}
                value={f.status}
                onChange={(value) => update({ status: value })}
                clearable
                w={200}
              />
              <Select
                aria-label="Categoria"
                placeholder="Categoria"
                data={CATEGORY_OPTIONS}
                value={f.category}
                onChange={(value) => update({ category: value })}
                clearable
                w={160}
              />
              {queue && (
                <>
                  <Select
                    aria-label="Gabinete"
                    placeholder="Gabinete"
                    data={officeOptions}
                    value={f.organizationId}
                    onChange={(value) => update({ organizationId: value })}
                    searchable
                    clearable
                    w={260}
                  />
                  <Select
                    aria-label="Responsável"
                    placeholder="Responsável"
                    data={agentOptions}
                    value={f.assigneeId}
                    onChange={(value) => update({ assigneeId: value })}
                    clearable
                    w={200}
                  />
                </>
              )}
            </Group>
            <FilterChips filters={chips} onRemove={(key) => update({ [key]: null })} onClear={clear} />
          </div>
          <ListBody
            query={query}
            rows={query.data?.tickets}
            columns={queue ? 7 : 5}
            onPageChange={(page) => update({ page })}
            empty={
              <EmptyList
                filtered={activeCount > 0}
                title={queue ? 'Nenhum chamado na fila' : 'Nenhum chamado ainda'}
                description={
                  queue
                    ? 'Quando um gabinete abrir um chamado, ele aparece aqui.'
                    : 'Abra um chamado quando precisar de ajuda; a resposta chega no sino e por e-mail.'
                }
                action={createButton}
                onClearFilters={clear}
              />
            }
          >
            {(tickets) => <SupportTicketsTable tickets={tickets} basePath={basePath} queue={queue} />}
          </ListBody>
        </Stack>
      </Card>
      {canCreate && (
        <NewTicketDrawer
          opened={createOpened}
          onClose={create.close}
          pagePath={previousPage()}
          onCreated={(ticket) => {
            create.close();
            void navigate(`/suporte/${ticket._id}`);
          }}
        />
      )}
    </>
  );
}

export const SupportListRoute = () => <SupportList queue={false} />;
export const SupportQueueRoute = () => <SupportList queue />;
