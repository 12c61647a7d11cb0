// 'Serviço Temporariamente Indisponível' once the live connection stopped trying (spec §8, §9: after its
// 5 reconnection attempts, or a refusal): 'Tentar novamente' reconnects now; focus and the network
// coming back retry by themselves.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { SOCKET_UNAVAILABLE_MESSAGE } from '@gabinete/shared';
import { retrySocket, useSocketStatus } from '../../lib/socket.ts';

export function LiveConnectionBanner() {
  const { gaveUp } = useSocketStatus();
  if (!gaveUp) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      mb="md"
      icon={<IconPlugConnectedX size={18} />}
      title={SOCKET_UNAVAILABLE_MESSAGE}
      data-testid="live-connection-banner"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          As atualizações em tempo real (conversas, notificações e status do WhatsApp) estão paradas.
        </Text>
        <Button size="xs" variant="white" color="orange" onClick={retrySocket}>
          Tentar novamente
        </Button>
      </Group>
    </Alert>
  );
}
