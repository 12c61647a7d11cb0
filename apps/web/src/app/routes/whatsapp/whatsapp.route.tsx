// '/whatsapp': the office's WhatsApp connection — its state in words, the QR code to pair the office's
// phone, 'Conectar' / 'Desconectar', what waits to be sent, the status history and, with the simulator,
// a panel to play the phone and the citizen. Everything follows the socket: no reload needed.
import { Alert, Grid, Stack } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { connectionQuery } from '../../../features/whatsapp/api/whatsapp.api.ts';
import { SimulatorPanel } from '../../../features/whatsapp/components/simulator-panel.tsx';
import { WhatsappConnectionCard } from '../../../features/whatsapp/components/whatsapp-connection-card.tsx';
import { WhatsappHistory } from '../../../features/whatsapp/components/whatsapp-history.tsx';
import { WhatsappStatusBadge } from '../../../features/whatsapp/components/whatsapp-status-badge.tsx';
import { useWhatsappStatus } from '../../../features/whatsapp/hooks/use-whatsapp-status.ts';
import { connectionView } from '../../../features/whatsapp/lib/whatsapp-status.ts';
import { useAppAbility } from '../../../lib/ability.ts';
import { useSocketStatus } from '../../../lib/socket.ts';
import { useUserData } from '../../../lib/session.ts';

export function WhatsappRoute() {
  const ability = useAppAbility();
  const organizationId = useUserData()?.organization_id ?? '';
  const query = useQuery(connectionQuery());
  const { view } = useWhatsappStatus();
  const socket = useSocketStatus();
  const connection = query.data;
  const canUpdate = ability.can('update', 'whatsapp');
  // The simulator's controls are the office admin's, as the server decides.
  const withSimulator = connection?.provider === 'simulator' && ability.can('manage', 'whatsapp');

  return (
    <Stack gap="md">
      <PageHeader
        title="WhatsApp"
        description="O número do gabinete que recebe e responde os cidadãos no SAC."
        badge={<WhatsappStatusBadge view={view} size="lg" data-testid="whatsapp-page-status" />}
      />
      {socket.message && (
        <Alert color="gray" variant="light" icon={<IconPlugConnectedX size={18} />} py="xs">
          {socket.message}: o status abaixo pode estar desatualizado. Tentaremos de novo sozinhos.
        </Alert>
      )}
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {query.isPending && <PageSkeleton rows={5} />}
      {connection && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: withSimulator ? 7 : 12 }}>
            <Stack gap="md">
              <WhatsappConnectionCard
                connection={connection}
                organizationId={organizationId}
                canUpdate={canUpdate}
              />
              <WhatsappHistory />
            </Stack>
          </Grid.Col>
          {withSimulator && (
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <SimulatorPanel tone={connectionView(connection).tone} />
            </Grid.Col>
          )}
        </Grid>
      )}
    </Stack>
  );
}
