// Said once above the messages when the office's WhatsApp cannot send right now.
import { Alert } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { connectionQuery } from '../../whatsapp/api/whatsapp.api.ts';
import { useWhatsappScope } from '../../whatsapp/hooks/use-whatsapp-status.ts';

export function WppBanner() {
  // The WhatsApp page's own query (one cache entry, kept live by the socket); only for who may read it.
  const connection = useQuery({ ...connectionQuery(), enabled: useWhatsappScope() !== null });
  if (!connection.data || connection.data.canSend) return null;
  const waiting = connection.data.pendingOutbound;
  return (
    <Alert
      color="orange"
      variant="light"
      radius={0}
      py={6}
      icon={<IconPlugConnectedX size={18} aria-hidden />}
    >
      O WhatsApp do gabinete não está conectado ({connection.data.label}). As respostas ficam na fila e saem
      quando ele reconectar{waiting > 0 ? ` (${waiting} na fila)` : ''}.
    </Alert>
  );
}
