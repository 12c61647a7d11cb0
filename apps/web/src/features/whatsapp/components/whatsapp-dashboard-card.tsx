// The dashboard's WhatsApp strip (PRODUCT.md): the connection status at a glance, the office's number,
// what waits to be sent, and a way to the WhatsApp page. Nothing for users who may not read whatsapp.
import { Anchor, Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatPhone } from '../../../lib/phone.ts';
import { useWhatsappStatus } from '../hooks/use-whatsapp-status.ts';
import { pendingMessages } from '../lib/whatsapp-status.ts';
import { WhatsappStatusBadge } from './whatsapp-status-badge.tsx';

export function WhatsappDashboardCard() {
  const { enabled, view, connection } = useWhatsappStatus();
  if (!enabled) return null;
  const pending = connection?.pendingOutbound ?? 0;
  const actionLabel = view.tone === 'connected' ? 'Abrir WhatsApp' : 'Conectar o WhatsApp';
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-label="WhatsApp do gabinete">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="wrap" miw={0}>
          <ThemeIcon variant="light" color="green" size={30} radius="md" aria-hidden>
            <IconBrandWhatsapp size={18} />
          </ThemeIcon>
          <Text fw={600}>WhatsApp do gabinete</Text>
          <WhatsappStatusBadge view={view} size="md" />
          {view.tone === 'connected' && connection?.phone && (
            <Text size="sm" c="dimmed">
              {formatPhone(connection.phone)}
            </Text>
          )}
          {pending > 0 && (
            <Text size="sm" c="yellow.8">
              {`${pendingMessages(pending)} aguardando envio`}
            </Text>
          )}
        </Group>
        <Anchor component={Link} to="/whatsapp" size="sm" style={{ whiteSpace: 'nowrap' }}>
          {actionLabel}
        </Anchor>
      </Group>
    </Card>
  );
}
