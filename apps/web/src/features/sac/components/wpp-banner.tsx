// Said once above the messages when the office's WhatsApp cannot send right now.
import { Alert } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { sacConnectionQuery } from '../api/chats.api.ts';

export function WppBanner() {
  const connection = useQuery(sacConnectionQuery());
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
