// 'Mudar situação' from the record: the chosen next status with an optional note for the history.
import { Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { Demand, DemandStatus } from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormError } from '../../../../components/error-alert.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { changeDemandStatus, demandsKeys } from '../../api/demands.api.ts';
import { statusesKeys } from '../../api/demand-statuses.api.ts';

interface Props {
  demand: Demand;
  target: DemandStatus | null;
  onClose: () => void;
}

export function StatusChangeModal({ demand, target, onClose }: Props) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  useEffect(() => {
    if (target) setNote('');
  }, [target]);
  const mutation = useMutation({
    mutationFn: () =>
      changeDemandStatus(demand._id, {
        statusId: target!._id,
        version: demand.version,
        note: note.trim() || null,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(demandsKeys.detail(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: demandsKeys.detail(saved._id) });
      void queryClient.invalidateQueries({ queryKey: demandsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: demandsKeys.boards() });
      void queryClient.invalidateQueries({ queryKey: statusesKeys.all });
      notifySuccess(`Demanda ${saved.protocol}: ${saved.status.name}`);
      close();
    },
  });
  function close() {
    mutation.reset();
    onClose();
  }
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      centered
      title={<Text fw={600}>Mudar a situação da demanda {demand.protocol}</Text>}
    >
      <Stack gap="md">
        <FormError message={mutation.isError ? errorMessage(mutation.error) : null} />
        <Group gap="xs">
          <Badge color={demand.status.color} variant="light" tt="none" radius="sm">
            {demand.status.name}
          </Badge>
          <Text size="sm" c="dimmed" aria-hidden>
            →
          </Text>
          {target && (
            <Badge color={target.color} variant="light" tt="none" radius="sm">
              {target.name}
            </Badge>
          )}
        </Group>
        <Textarea
          label="Observação (opcional)"
          description="Fica no histórico. Ex.: Ofício 123 enviado à Secretaria de Obras."
          autosize
          minRows={2}
          maxLength={1000}
          data-autofocus
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button onClick={() => mutation.mutate()} loading={mutation.isPending}>
            Mudar situação
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
