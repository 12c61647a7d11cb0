// The citizen's LGPD requests: 'Nova solicitação' for whoever edits citizens; the list and 'Responder'
// for the office admin, who follows the deadlines.
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TableSkeleton } from '../../../components/page-skeleton.tsx';
import { privacyRequestsQuery, type PrivacyRequest } from '../api/privacy.api.ts';
import { NewPrivacyRequestModal } from './new-privacy-request-modal.tsx';
import { PrivacyRequestsTable } from './privacy-requests-table.tsx';
import { ResolvePrivacyRequestModal } from './resolve-privacy-request-modal.tsx';

interface CitizenRequestsCardProps {
  citizenId: string;
  citizenName: string;
  canWrite: boolean;
  isAdmin: boolean;
}

export function CitizenRequestsCard({ citizenId, citizenName, canWrite, isAdmin }: CitizenRequestsCardProps) {
  const requests = useQuery({
    ...privacyRequestsQuery({ page: 1, perPage: 50, citizenId }),
    enabled: isAdmin,
  });
  const [creating, setCreating] = useState(false);
  const [resolving, setResolving] = useState<PrivacyRequest | null>(null);
  const list = requests.data?.requests;

  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm" gap="sm">
        <div>
          <Title order={3} fz="md">
            Solicitações do titular (LGPD)
          </Title>
          <Text size="xs" c="dimmed">
            Pedidos para ver, corrigir, exportar ou apagar os dados, com prazo de resposta.
          </Text>
        </div>
        {canWrite && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
          >
            Nova solicitação
          </Button>
        )}
      </Group>
      {!isAdmin && (
        <Text size="sm" c="dimmed">
          Registre aqui o pedido do eleitor; o administrador do gabinete acompanha o prazo e a resposta em
          Configurações.
        </Text>
      )}
      {requests.isError && <ErrorAlert error={requests.error} onRetry={() => void requests.refetch()} />}
      {isAdmin && requests.isPending && <TableSkeleton columns={4} rows={2} />}
      {list && list.length === 0 && (
        <Text size="sm" c="dimmed">
          Nenhuma solicitação deste eleitor.
        </Text>
      )}
      {list && list.length > 0 && <PrivacyRequestsTable requests={list} onResolve={setResolving} />}
      <NewPrivacyRequestModal
        citizenId={citizenId}
        citizenName={citizenName}
        opened={creating}
        onClose={() => setCreating(false)}
      />
      <ResolvePrivacyRequestModal request={resolving} onClose={() => setResolving(null)} />
    </Card>
  );
}
