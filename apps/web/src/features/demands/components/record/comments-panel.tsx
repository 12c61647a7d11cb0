// Comentários: the team's notes on the demanda; write one, delete your own.
import {
  ActionIcon,
  Avatar,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { DemandCommentInputSchema } from '@gabinete/shared';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ConfirmModal } from '../../../../components/confirm-modal.tsx';
import { ErrorAlert, FormError } from '../../../../components/error-alert.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { formatDateTime, formatRelative, initials } from '../../../../lib/format.ts';
import { notifyError } from '../../../../lib/notify.ts';
import { useUserData } from '../../../../lib/session.ts';
import { addDemandComment, deleteDemandComment, demandCommentsQuery } from '../../api/demand-extras.api.ts';
import { demandsKeys } from '../../api/demands.api.ts';

export function CommentsPanel({ demandId, canWrite }: { demandId: string; canWrite: boolean }) {
  const queryClient = useQueryClient();
  const me = useUserData();
  const myId = me?.user_id ?? me?._id;
  const query = useQuery(demandCommentsQuery(demandId));
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: demandsKeys.comments(demandId) });
    void queryClient.invalidateQueries({ queryKey: demandsKeys.history(demandId) });
    void queryClient.invalidateQueries({ queryKey: demandsKeys.detail(demandId), exact: true });
  };
  const add = useMutation({
    mutationFn: (value: string) => addDemandComment(demandId, value),
    onSuccess: () => {
      setText('');
      refresh();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  const remove = useMutation({
    mutationFn: (commentId: string) => deleteDemandComment(demandId, commentId),
    onSuccess: () => {
      refresh();
      setDeleting(null);
    },
    onError: (err) => notifyError(err, 'Não foi possível apagar o comentário'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = DemandCommentInputSchema.safeParse({ text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    add.mutate(parsed.data.text);
  };

  return (
    <Stack gap="md">
      {canWrite && (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <FormError message={error} />
            <Textarea
              aria-label="Novo comentário"
              placeholder="Escreva um comentário para a equipe"
              autosize
              minRows={2}
              maxLength={5000}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
              }}
            />
            <Group justify="flex-end">
              <Button type="submit" size="sm" loading={add.isPending} disabled={!text.trim()}>
                Comentar
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {query.isPending && <Skeleton height={80} radius="sm" />}
      {query.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          Nenhum comentário ainda.
        </Text>
      )}
      {query.data?.map((c) => (
        <Paper key={c._id} withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
              <Avatar size={32} radius="xl" color="blue">
                {initials(c.user?.name ?? '?')}
              </Avatar>
              <Stack gap={2} miw={0}>
                <Text size="sm">
                  <Text span fw={600} size="sm">
                    {c.user?.name ?? 'Usuário removido'}
                  </Text>{' '}
                  <Text span size="xs" c="dimmed" title={formatDateTime(c.createdAt)}>
                    {formatRelative(c.createdAt)}
                  </Text>
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {c.text}
                </Text>
              </Stack>
            </Group>
            {c.user?._id === myId && (
              <Tooltip label="Apagar comentário">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label="Apagar comentário"
                  loading={remove.isPending && remove.variables === c._id}
                  onClick={() => setDeleting(c._id)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Paper>
      ))}
      <ConfirmModal
        opened={deleting !== null}
        title="Apagar o seu comentário?"
        confirmLabel="Apagar"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      >
        O comentário some da demanda para toda a equipe.
      </ConfirmModal>
    </Stack>
  );
}
