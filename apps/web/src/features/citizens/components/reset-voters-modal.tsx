// 'Remover eleitores cadastrados' (spec §7): a user's citizens go to the bin after typing EXCLUIR; 30 days to undo.
import { Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { RESET_VOTERS_CONFIRMATION, ResetVotersInputSchema, ResetVotersResultSchema } from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { citizensKeys } from '../api/citizens.api.ts';
import { restoreDeletionBatch } from '../api/citizens-list.api.ts';
import { notifyWithAction } from '../lib/notify-link.tsx';

const resetVoters = (userId: string) =>
  api.patch(
    `/api/users/${encodeURIComponent(userId)}/reset/voters`,
    { confirmation: RESET_VOTERS_CONFIRMATION },
    ResetVotersResultSchema,
  );

interface ResetVotersModalProps {
  user: { _id: string; name: string } | null;
  onClose: () => void;
}

export function ResetVotersModal({ user, onClose }: ResetVotersModalProps) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A plain promise: the undo may be clicked after this page is gone.
  const undo = (batchId: string) =>
    restoreDeletionBatch(batchId)
      .then((result) => {
        void queryClient.invalidateQueries({ queryKey: citizensKeys.all });
        notifySuccess(result.message ?? 'Eleitores restaurados');
      })
      .catch((err: unknown) => notifyError(err, 'Não foi possível desfazer'));
  const mutation = useMutation({
    mutationFn: resetVoters,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: citizensKeys.all });
      notifyWithAction({
        title: 'Eleitores removidos',
        message: `${result.message} Dá para desfazer até ${formatDate(result.restorableUntil)}.`,
        actionLabel: 'Desfazer',
        action: () => void undo(result.batchId),
        autoClose: 20_000,
      });
      close();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  function close() {
    setTyped('');
    setError(null);
    mutation.reset();
    onClose();
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ResetVotersInputSchema.safeParse({ confirmation: typed.trim() });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    if (user) mutation.mutate(user._id);
  };

  return (
    <Modal
      opened={user !== null}
      onClose={close}
      centered
      title={<Text fw={600}>Remover os eleitores cadastrados por {user?.name}?</Text>}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={error} />
          <List size="sm" spacing={4}>
            <List.Item>Todos os eleitores que esta pessoa cadastrou vão para a lixeira.</List.Item>
            <List.Item>Eles saem das listas, dos mapas e dos envios de mensagens.</List.Item>
            <List.Item>A ação fica no registro de auditoria e pode ser desfeita por 30 dias.</List.Item>
          </List>
          <TextInput
            label={`Digite ${RESET_VOTERS_CONFIRMATION} para confirmar`}
            autoComplete="off"
            data-autofocus
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              Cancelar
            </Button>
            <Button
              type="submit"
              color="red"
              loading={mutation.isPending}
              disabled={typed.trim() !== RESET_VOTERS_CONFIRMATION}
            >
              Remover eleitores
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
