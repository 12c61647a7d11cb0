// The office's connection in words: the state, the number when connected, the provider, the messages
// waiting to go out, the QR code when a scan is needed, and 'Conectar' / 'Desconectar' for who may update.
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClockPause, IconPlugConnected, IconPlugConnectedX } from '@tabler/icons-react';
import { WHATSAPP_PROVIDER_LABELS, type WhatsappConnection } from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { formatPhone } from '../../../lib/phone.ts';
import { connectWhatsapp, disconnectWhatsapp, whatsappKeys } from '../api/whatsapp.api.ts';
import { connectionView, pendingMessages } from '../lib/whatsapp-status.ts';
import { WhatsappQr } from './whatsapp-qr.tsx';
import { WhatsappStatusBadge } from './whatsapp-status-badge.tsx';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

const pendingText = (n: number) => (n === 0 ? 'Nenhuma' : pendingMessages(n));

interface WhatsappConnectionCardProps {
  connection: WhatsappConnection;
  organizationId: string;
  canUpdate: boolean;
}

export function WhatsappConnectionCard({
  connection,
  organizationId,
  canUpdate,
}: WhatsappConnectionCardProps) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const view = connectionView(connection);
  const refresh = () => void client.invalidateQueries({ queryKey: whatsappKeys.all });
  const phone = connection.phone ? formatPhone(connection.phone) : null;

  const connect = useMutation({
    mutationFn: connectWhatsapp,
    onSuccess: refresh,
    onError: (error) => notifyError(error, 'Não foi possível conectar'),
  });
  const disconnect = useMutation({
    mutationFn: () => disconnectWhatsapp(organizationId),
    onSuccess: () => {
      // No toast: the card changes in front of the person and a toast would cover the QR code.
      setConfirming(false);
      refresh();
    },
  });

  const action = !canUpdate ? null : view.tone === 'connected' ? (
    <Button
      color="red"
      variant="light"
      leftSection={<IconPlugConnectedX size={18} />}
      onClick={() => {
        disconnect.reset();
        setConfirming(true);
      }}
    >
      Desconectar
    </Button>
  ) : (
    <Button
      leftSection={<IconPlugConnected size={18} />}
      loading={connect.isPending}
      onClick={() => connect.mutate()}
      variant={view.tone === 'qr' && connection.qrCode ? 'default' : 'filled'}
    >
      {view.tone === 'qr' && connection.qrCode ? 'Gerar novo QR Code' : 'Conectar'}
    </Button>
  );

  return (
    <Card withBorder radius="md" padding="lg" data-testid="whatsapp-connection">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6}>
            <Title order={2} fz={18}>
              Conexão do gabinete
            </Title>
            <WhatsappStatusBadge view={view} size="xl" />
          </Stack>
          {action}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Fact label="Número do gabinete">
            {view.tone === 'connected' && phone ? (
              phone
            ) : (
              <Text c="dimmed" size="sm">
                Sem número conectado
              </Text>
            )}
          </Fact>
          <Fact label="Provedor">{WHATSAPP_PROVIDER_LABELS[connection.provider]}</Fact>
          <Fact label="Última mudança">
            {connection.statusAt ? (
              <span title={formatDateTime(connection.statusAt)}>{formatRelative(connection.statusAt)}</span>
            ) : (
              '—'
            )}
          </Fact>
          <Fact label="Aguardando envio" testId="whatsapp-pending">
            {pendingText(connection.pendingOutbound)}
          </Fact>
        </SimpleGrid>
        {connection.pendingOutbound > 0 && (
          <Alert color="yellow" variant="light" icon={<IconClockPause size={18} />} py="xs">
            {connection.canSend
              ? 'As mensagens na fila estão sendo enviadas agora.'
              : 'As respostas do SAC ficam na fila e saem sozinhas, na ordem, assim que o WhatsApp estiver conectado. Nada se perde.'}
          </Alert>
        )}
        {view.tone === 'connected' && !connection.canSend && (
          <Text size="sm" c="dimmed">
            O celular está sincronizando: as mensagens começam a sair em instantes.
          </Text>
        )}
        {view.tone === 'qr' && <WhatsappQr qrCode={connection.qrCode} />}
        {view.tone === 'disconnected' && (
          <Text size="sm" c="dimmed">
            {canUpdate
              ? 'Clique em Conectar para gerar o QR Code e ler com o celular do gabinete.'
              : 'Peça ao administrador do gabinete para conectar o WhatsApp.'}
          </Text>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={phone ? `Desconectar o WhatsApp ${phone}?` : 'Desconectar o WhatsApp do gabinete?'}
        confirmLabel="Desconectar"
        loading={disconnect.isPending}
        error={disconnect.isError ? errorMessage(disconnect.error) : null}
        onConfirm={() => disconnect.mutate()}
        onClose={() => setConfirming(false)}
      >
        O SAC deixa de receber e enviar mensagens até alguém ler um novo QR Code com o celular do gabinete. As
        respostas escritas nesse meio tempo ficam na fila.
      </ConfirmModal>
    </Card>
  );
}
