// Template users list (/modelo/usuarios): filters kept in the URL, a page of users, add and delete.
import { Button, Card, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { demoApi } from '../../lib/api.ts';
import { ListFooter, PerPageSelect, usePagedParams } from '../../app/list-parts.tsx';
import { UserAddDrawer } from './user-add-drawer.tsx';
import { PLANS, ROLES, STATUSES, type DemoUserRecord } from './user-labels.tsx';
import { UsersTable } from './users-table.tsx';

export function UsersList() {
  const { params, page, perPage, setParam, setPage, setPerPage } = usePagedParams();
  const [adding, setAdding] = useState(false);
  const q = params.get('q') ?? '';
  const role = params.get('role') ?? '';
  const currentPlan = params.get('currentPlan') ?? '';
  const status = params.get('status') ?? '';

  const filters = { q, role, currentPlan, status, page, perPage };
  const query = useQuery({
    queryKey: ['modelo', 'users', filters],
    queryFn: () => demoApi.get<{ users: DemoUserRecord[]; total: number }>('/api/users/list/data', filters),
    placeholderData: keepPreviousData,
  });

  const total = query.data?.total ?? 0;

  return (
    <DemoPage
      title="Usuários"
      trail={[{ label: 'Aplicativos' }]}
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          Adicionar usuário
        </Button>
      }
    >
      <Card withBorder padding="md">
        <Text fw={600} mb="sm">
          Filtros
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Função"
            placeholder="Todas"
            clearable
            data={ROLES.map(({ value, label }) => ({ value, label }))}
            value={role || null}
            onChange={(value) => setParam('role', value)}
          />
          <Select
            label="Plano"
            placeholder="Todos"
            clearable
            data={PLANS}
            value={currentPlan || null}
            onChange={(value) => setParam('currentPlan', value)}
          />
          <Select
            label="Status"
            placeholder="Todos"
            clearable
            data={STATUSES.map(({ value, label }) => ({ value, label }))}
            value={status || null}
            onChange={(value) => setParam('status', value)}
          />
        </SimpleGrid>
      </Card>

      <Card withBorder padding={0}>
        <Group justify="space-between" p="md" wrap="wrap">
          <PerPageSelect value={perPage} onChange={setPerPage} />
          <TextInput
            aria-label="Buscar usuário"
            placeholder="Buscar por nome ou usuário"
            leftSection={<IconSearch size={16} />}
            value={q}
            onChange={(event) => setParam('q', event.currentTarget.value)}
            w={{ base: '100%', xs: 280 }}
          />
        </Group>
        {query.isPending ? (
          <PageLoader />
        ) : query.isError ? (
          <ErrorNotice error={query.error} />
        ) : (
          <UsersTable users={query.data.users} />
        )}
        <ListFooter page={page} perPage={perPage} total={total} onPage={setPage} />
      </Card>
      <UserAddDrawer opened={adding} onClose={() => setAdding(false)} />
    </DemoPage>
  );
}
