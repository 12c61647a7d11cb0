// '/organizacoes/:id' (platform admin): edit an office, 'Suspender' or 'Reativar' with a confirmation.
import { Avatar, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import {
  organizationQuery,
  organizationsKeys,
  reactivateOrganization,
  suspendOrganization,
} from '../../../features/organizations/api/organizations.api.ts';
import { OrganizationForm } from '../../../features/organizations/components/organization-form.tsx';
import { OrganizationStatusBadge } from '../../../features/organizations/components/organization-status-badge.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate, formatNumber, initials } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';

export function OrganizationDetailRoute() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const ability = useAppAbility();
  const query = useQuery(organizationQuery(id));
  const [confirmOpened, confirm] = useDisclosure(false);
  const [dirty, setDirty] = useState(false);
  const onDirty = useCallback((value: boolean) => setDirty(value), []);

  const saved = (message: string) => (org: NonNullable<typeof query.data>) => {
    queryClient.setQueryData(organizationsKeys.detail(org._id), org);
    void queryClient.invalidateQueries({ queryKey: organizationsKeys.lists() });
    notifySuccess(message);
  };
  const suspended = query.data?.status === 'suspended';
  const toggle = useMutation({
    mutationFn: () => (suspended ? reactivateOrganization(id) : suspendOrganization(id)),
    onSuccess: (org) => {
      saved(suspended ? 'Gabinete reativado' : 'Gabinete suspenso')(org);
      confirm.close();
    },
  });

  if (query.isPending) return <PageSkeleton />;
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  const org = query.data;
  const canUpdate = ability.can('update', 'organizations');

  return (
    <Stack gap="lg">
      <UnsavedChangesGuard when={dirty} />
      <PageHeader
        title={org.name}
        description={[org.cargo, org.representativeName].filter(Boolean).join(' ') || undefined}
        leading={
          <Avatar src={org.logo} alt="" size={56} radius="md" color="blue">
            {initials(org.name)}
          </Avatar>
        }
        badge={<OrganizationStatusBadge organization={org} />}
        actions={
          canUpdate && !org.isPlatform ? (
            <Button
              color={suspended ? 'green' : 'red'}
              variant="light"
              leftSection={suspended ? <IconPlayerPlay size={18} /> : <IconPlayerPause size={18} />}
              onClick={confirm.open}
            >
              {suspended ? 'Reativar' : 'Suspender'}
            </Button>
          ) : null
        }
      />
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <div>
            <Text size="xs" c="dimmed">
              Usuários
            </Text>
            <Text fw={600}>{formatNumber(org.usersCount)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Criado em
            </Text>
            <Text fw={600}>{formatDate(org.createdAt)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Município/UF
            </Text>
            <Text fw={600}>{[org.municipio, org.uf].filter(Boolean).join('/') || '—'}</Text>
          </div>
        </SimpleGrid>
      </Paper>
      <OrganizationForm
        organization={org}
        editable={canUpdate}
        onDirtyChange={onDirty}
        onSaved={saved('Gabinete salvo')}
      />
      <ConfirmModal
        opened={confirmOpened}
        title={suspended ? `Reativar o gabinete ${org.name}?` : `Suspender o gabinete ${org.name}?`}
        confirmLabel={suspended ? 'Reativar' : 'Suspender'}
        color={suspended ? 'green' : 'red'}
        loading={toggle.isPending}
        error={toggle.isError ? errorMessage(toggle.error) : null}
        onConfirm={() => toggle.mutate()}
        onClose={() => {
          toggle.reset();
          confirm.close();
        }}
      >
        {suspended
          ? 'A equipe do gabinete volta a conseguir entrar e usar o sistema.'
          : 'A equipe do gabinete não conseguirá mais entrar até que ele seja reativado.'}
      </ConfirmModal>
    </Stack>
  );
}
