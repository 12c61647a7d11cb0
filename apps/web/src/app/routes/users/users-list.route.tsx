// '/usuarios': the office's team with search, filters in the URL and server pagination.
import { Button, Card, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ListBody } from '../../../components/list-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usersListQuery } from '../../../features/users/api/users.api.ts';
import { InviteUserDrawer } from '../../../features/users/components/invite-user-drawer.tsx';
import { UsersFilters } from '../../../features/users/components/users-filters.tsx';
import {
  ResetRecordsModal,
  type ResetTarget,
} from '../../../features/users/components/reset-records-modal.tsx';
import { UsersTable } from '../../../features/users/components/users-table.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { useUserData } from '../../../lib/session.ts';
import { useListParams } from '../../../lib/use-list-params.ts';

const FILTERS = ['role', 'status'] as const;

export function UsersListRoute() {
  const ability = useAppAbility();
  const canInvite = ability.can('create', 'users');
  const [inviteOpened, invite] = useDisclosure(false);
  const role = useUserData()?.role;
  const isOfficeAdmin = role === 'admin' || role === 'platform_admin';
  const [resetting, setResetting] = useState<ResetTarget | null>(null);
  const { params, update, clear, activeCount } = useListParams(FILTERS);
  const query = useQuery(
    usersListQuery({
      q: params.q,
      page: params.page,
      perPage: params.perPage,
      sort: params.sort,
      ...params.filters,
    }),
  );
  const inviteButton = canInvite ? (
    <Button leftSection={<IconUserPlus size={18} />} onClick={invite.open}>
      Convidar usuário
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title="Usuários"
        description="A equipe do gabinete, os convites e as permissões de cada pessoa."
        actions={inviteButton}
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <UsersFilters
            q={params.q}
            role={params.filters.role}
            status={params.filters.status}
            onChange={update}
            onClear={clear}
          />
          <ListBody
            query={query}
            rows={query.data?.users}
            columns={5}
            onPageChange={(page) => update({ page })}
            empty={
              <EmptyList
                filtered={activeCount > 0}
                title="Nenhum usuário ainda"
                description="Convide as pessoas da equipe para trabalharem juntas no gabinete."
                action={inviteButton}
                onClearFilters={clear}
              />
            }
          >
            {(users) => (
              <UsersTable
                users={users}
                sort={params.sort}
                onSort={(sort) => update({ sort })}
                onReset={isOfficeAdmin ? (user, kind) => setResetting({ user, kind }) : undefined}
              />
            )}
          </ListBody>
        </Stack>
      </Card>
      {canInvite && <InviteUserDrawer opened={inviteOpened} onClose={invite.close} />}
      {isOfficeAdmin && <ResetRecordsModal target={resetting} onClose={() => setResetting(null)} />}
    </>
  );
}
