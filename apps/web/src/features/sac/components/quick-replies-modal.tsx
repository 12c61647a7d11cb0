// 'Respostas rápidas': the office's canned answers — list, create, edit, delete; a shortcut already in use
// is said under its field.
import { ActionIcon, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { QuickReplyInputSchema, type QuickReply } from '@gabinete/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert, FormError } from '../../../components/error-alert.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAppAbility } from '../../../lib/ability.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { zodFieldErrors } from '../../../lib/use-zod-form.ts';
import {
  createQuickReply,
  deleteQuickReply,
  quickRepliesKey,
  quickRepliesQuery,
  updateQuickReply,
} from '../api/quick-replies.api.ts';

type Editing = { reply: QuickReply | null } | null;

function QuickReplyForm({ reply, onDone }: { reply: QuickReply | null; onDone: () => void }) {
  const client = useQueryClient();
  const [shortcut, setShortcut] = useState(reply?.shortcut ?? '');
  const [text, setText] = useState(reply?.text ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (input: { shortcut: string; text: string }) =>
      reply ? updateQuickReply(reply._id, input) : createQuickReply(input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: quickRepliesKey });
      notifySuccess('Resposta rápida salva');
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'QUICK_REPLY_SHORTCUT_IN_USE') {
        setErrors({ shortcut: error.message });
      } else if (error instanceof ApiError && error.fields) setErrors(error.fields);
    },
  });
  const submit = () => {
    const parsed = QuickReplyInputSchema.safeParse({ shortcut, text });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data);
  };
  const generic =
    save.error &&
    !(
      save.error instanceof ApiError &&
      (save.error.code === 'QUICK_REPLY_SHORTCUT_IN_USE' || save.error.fields)
    )
      ? errorMessage(save.error)
      : null;
  return (
    <Stack gap="xs">
      <FormError message={generic} />
      <TextInput
        label="Atalho"
        description="Digite / e o atalho na caixa de mensagem"
        leftSection={<Text size="sm">/</Text>}
        required
        value={shortcut}
        error={errors.shortcut}
        onChange={(e) => setShortcut(e.currentTarget.value)}
      />
      <Textarea
        label="Texto"
        required
        autosize
        minRows={3}
        value={text}
        error={errors.text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          Salvar
        </Button>
      </Group>
    </Stack>
  );
}

export function QuickRepliesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const client = useQueryClient();
  const canEdit = useAppAbility().can('update', 'sac');
  const list = useQuery({ ...quickRepliesQuery(), enabled: opened });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<QuickReply | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteQuickReply(id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: quickRepliesKey });
      setDeleting(null);
      notifySuccess('Resposta rápida excluída');
    },
  });

  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={600}>Respostas rápidas</Text>} size="lg">
      {editing ? (
        <QuickReplyForm reply={editing.reply} onDone={() => setEditing(null)} />
      ) : deleting ? (
        <Stack gap="sm">
          <Text>Excluir a resposta rápida /{deleting.shortcut}?</Text>
          <FormError message={remove.error ? errorMessage(remove.error) : null} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              Cancelar
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(deleting._id)}>
              Excluir
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Textos prontos que a equipe usa no atendimento. Na caixa de mensagem, digite / e o atalho.
          </Text>
          {canEdit && (
            <Group justify="flex-end">
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setEditing({ reply: null })}
              >
                Nova resposta rápida
              </Button>
            </Group>
          )}
          <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />
          {list.data?.length === 0 && (
            <Text c="dimmed" size="sm" ta="center" py="md">
              Nenhuma resposta rápida ainda. Crie a primeira, por exemplo /bomdia com a saudação do gabinete.
            </Text>
          )}
          {list.data?.map((reply) => (
            <Group key={reply._id} justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={700} size="sm">
                  /{reply.shortcut}
                </Text>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {reply.text}
                </Text>
              </div>
              {canEdit && (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Editar /${reply.shortcut}`}
                    onClick={() => setEditing({ reply })}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Excluir /${reply.shortcut}`}
                    onClick={() => {
                      remove.reset();
                      setDeleting(reply);
                    }}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
