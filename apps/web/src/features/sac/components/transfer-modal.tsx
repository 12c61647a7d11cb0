// 'Transferir': hands the conversation to a colleague or back to an área's queue.
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { Chat } from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { areasQuery } from '../../areas/api/areas.api.ts';
import { teamOptionsQuery } from '../../demands/api/team.api.ts';
import { chatName } from '../lib/chat-display.ts';

interface TransferModalProps {
  chat: Chat;
  opened: boolean;
  loading: boolean;
  error: string | null;
  onTransfer: (target: { userId: string } | { areaId: string }) => void;
  onClose: () => void;
}

export function TransferModal({ chat, opened, loading, error, onTransfer, onClose }: TransferModalProps) {
  const [to, setTo] = useState<'user' | 'area'>('user');
  const [value, setValue] = useState<string | null>(null);
  const users = useQuery({ ...teamOptionsQuery(), enabled: opened });
  const areas = useQuery({ ...areasQuery(), enabled: opened });
  const data =
    to === 'user'
      ? (users.data ?? [])
          .filter((u) => u._id !== chat.agent?._id)
          .map((u) => ({ value: u._id, label: u.name }))
      : (areas.data ?? []).map((a) => ({ value: a._id, label: a.name }));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={<Text fw={600}>Transferir a conversa com {chatName(chat)}</Text>}
    >
      <Stack gap="md">
        <FormError message={error} />
        <SegmentedControl
          fullWidth
          value={to}
          onChange={(next) => {
            setTo(next as 'user' | 'area');
            setValue(null);
          }}
          data={[
            { value: 'user', label: 'Para uma pessoa' },
            { value: 'area', label: 'Para uma área' },
          ]}
        />
        <Select
          label={to === 'user' ? 'Pessoa' : 'Área'}
          placeholder={to === 'user' ? 'Escolha quem vai atender' : 'Escolha a fila da área'}
          searchable
          data={data}
          value={value}
          onChange={setValue}
          nothingFoundMessage="Nada encontrado"
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="xs" c="dimmed">
          {to === 'user'
            ? 'A pessoa escolhida passa a responder esta conversa.'
            : 'A conversa volta para Aguardando, na fila da área escolhida.'}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancelar
          </Button>
          <Button
            disabled={!value}
            loading={loading}
            onClick={() => value && onTransfer(to === 'user' ? { userId: value } : { areaId: value })}
          >
            Transferir
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
