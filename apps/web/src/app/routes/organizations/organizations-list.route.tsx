// '/organizacoes' (platform admin): offices with search, status filter and 'Novo gabinete'.
import { Button, Card, Group, Select, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ListBody } from '../../../components/list-body.tsx';
import { FilterChips, type ActiveFilter } from '../../../components/filter-chips.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { organizationsListQuery } from '../../../features/organizations/api/organizations.api.ts';
import { CreateOrganizationDrawer } from '../../../features/organizations/components/create-organization-drawer.tsx';
import { ORGANIZATION_STATUS_LABELS } from '../../../features/organizations/components/organization-status-badge.tsx';
import { OrganizationsTable } from '../../../features/organizations/components/organizations-table.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { useListParams } from '../../../lib/use-list-params.ts';

const FILTERS = ['status'] as const;
const STATUS_OPTIONS = Object.entries(ORGANIZATION_STATUS_LABELS).map(([value, label]) => ({ value, label }));

export function OrganizationsListRoute() {
  const ability = useAppAbility();
  const navigate = useNavigate();
  const [createOpened, create] = useDisclosure(false);
  const { params, update, clear, activeCount } = useListParams(FILTERS);
  const { status } = params.filters;
  const query = useQuery(
    organizationsListQuery({
      q: params.q,
      page: params.page,
      perPage: params.perPage,
      sort: params.sort,
      status,
    }),
  );
  const canCreate = ability.can('create', 'organizations');
  const createButton = canCreate ? (
    <Button leftSection={<IconPlus size={18} />} onClick={create.open}>
      Novo gabinete
    </Button>
  ) : null;

  const chips: ActiveFilter[] = [];
  if (params.q) chips.push({ key: 'q', label: `Busca: ${params.q}` });
  if (status) {
    chips.push({
      key: 'status',
      label: `Situação: ${ORGANIZATION_STATUS_LABELS[status as 'active'] ?? status}`,
    });
  }

  return (
    <>
      <PageHeader
        title="Organizações"
        description="Os gabinetes atendidos pela plataforma: testes, suspensões e dados de cada um."
        actions={createButton}
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <div>
            <Group gap="sm">
              <SearchInput
                value={params.q}
                onSearch={(q) => update({ q })}
                placeholder="Buscar por gabinete ou parlamentar"
                label="Buscar gabinetes"
              />
              <Select
                aria-label="Situação"
                placeholder="Situação"
                data={STATUS_OPTIONS}
                value={status}
                onChange={(value) => update({ status: value })}
                clearable
                w={180}
              />
            </Group>
            <FilterChips filters={chips} onRemove={(key) => update({ [key]: null })} onClear={clear} />
          </div>
          <ListBody
            query={query}
            rows={query.data?.organizations}
            columns={7}
            onPageChange={(page) => update({ page })}
            empty={
              <EmptyList
                filtered={activeCount > 0}
                title="Nenhum gabinete ainda"
                description="Cadastre o primeiro gabinete; o administrador indicado recebe o convite por e-mail."
                action={createButton}
                onClearFilters={clear}
              />
            }
          >
            {(organizations) => (
              <OrganizationsTable
                organizations={organizations}
                sort={params.sort}
                onSort={(sort) => update({ sort })}
              />
            )}
          </ListBody>
        </Stack>
      </Card>
      {canCreate && (
        <CreateOrganizationDrawer
          opened={createOpened}
          onClose={create.close}
          onCreated={(org) => {
            create.close();
            void navigate(`/organizacoes/${org._id}`);
          }}
        />
      )}
    </>
  );
}
