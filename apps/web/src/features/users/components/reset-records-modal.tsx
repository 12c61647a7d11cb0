// 'Remover eleitores / Excluir demandas / Excluir atendimentos cadastrados' (spec §7): a user's records go
// to the bin after typing EXCLUIR; the notification offers 'Desfazer' (30 days to undo).
import { Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { RESET_CONFIRMATION, ResetConfirmationSchema } from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { notifyWithAction } from '../../citizens/lib/notify-link.tsx';
import { RESET_KIND_CONFIG, type ResetKind } from './reset-kinds.ts';

export interface ResetTarget {
  user: { _id: string; name: string };
  kind: ResetKind;
}

export function ResetRecordsModal({ target, onClose }: { target: ResetTarget | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const config = target ? RESET_KIND_CONFIG[target.kind] : null;
  const refresh = (kind: ResetKind) => {
    for (const queryKey of RESET_KIND_CONFIG[kind].invalidate)
      void queryClient.invalidateQueries({ queryKey });
  };
  // A plain promise: the undo may be clicked after this page is gone.
  const undo = (kind: ResetKind, batchId: string) =>
    RESET_KIND_CONFIG[kind]
      .restore(batchId)
      .then((result) => {
        refresh(kind);
        notifySuccess(result.message ?? RESET_KIND_CONFIG[kind].restoredMessage);
      })
      .catch((err: unknown) => notifyError(err, 'Não foi possível desfazer'));
  const mutation = useMutation({
    mutationFn: ({ user, kind }: ResetTarget) => RESET_KIND_CONFIG[kind].reset(user._id),
    onSuccess: (result, { kind }) => {
      refresh(kind);
      notifyWithAction({
        title: RESET_KIND_CONFIG[kind].doneTitle,
        message: `${result.message} Dá para desfazer até ${formatDate(result.restorableUntil)}.`,
        actionLabel: 'Desfazer',
        action: () => void undo(kind, result.batchId),
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
    // The typed word is checked here only; the request itself carries no body.
    const parsed = ResetConfirmationSchema.safeParse({ confirmation: typed.trim() });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    if (target) mutation.mutate(target);
  };

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      centered
      title={<Text fw={600}>{target && config ? config.title(target.user.name) : ''}</Text>}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={error} />
          <List size="sm" spacing={4}>
            {config?.bullets.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <TextInput
            label={`Digite ${RESET_CONFIRMATION} para confirmar`}
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
              disabled={typed.trim() !== RESET_CONFIRMATION}
            >
              {config?.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
