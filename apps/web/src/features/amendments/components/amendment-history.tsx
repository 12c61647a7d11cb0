// Histórico and comentários of an emenda: every change as readable lines ('empenhado: R$ 0,00 → R$ 250.000,00,
// Portal 2026-11-20'), newest first; comments with a box to add one.
import { Button, Skeleton, Stack, Text, Textarea, Timeline } from '@mantine/core';
import { AMENDMENT_FIELD_LABELS } from '@gabinete/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';
import {
  addAmendmentComment,
  amendmentCommentsQuery,
  amendmentHistoryQuery,
  amendmentsKeys,
} from '../api/amendments.api.ts';

const ACTIONS: Record<string, string> = {
  create: 'cadastrou a emenda',
  update: 'alterou a emenda',
  status: 'mudou a situação',
  comment: 'comentou',
  import: 'atualizou pela importação',
  delete: 'moveu para a lixeira',
  restore: 'restaurou da lixeira',
  attachment_add: 'anexou um arquivo',
  attachment_remove: 'removeu um anexo',
};

const show = (v: unknown) =>
  v === null || v === undefined || v === '' ? '—' : Array.isArray(v) ? v.join(', ') || '—' : String(v);

export function AmendmentHistoryPanel({ amendmentId }: { amendmentId: string }) {
  const query = useQuery(amendmentHistoryQuery(amendmentId));
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton height={120} radius="sm" />;
  return (
    <Timeline bulletSize={12} lineWidth={2} aria-label="Histórico da emenda">
      {query.data.changes.map((e) => (
        <Timeline.Item key={e._id}>
          <Stack gap={2}>
            <Text size="sm">
              {e.user?.name ?? (e.source ? 'Importação' : 'Sistema')} {ACTIONS[e.action] ?? e.action}
              {e.source ? ` (${e.source})` : ''}{' '}
              <Text span size="sm" c="dimmed" title={formatDateTime(e.createdAt)}>
                · {formatRelative(e.createdAt)}
              </Text>
            </Text>
            {e.changes.map((c) => (
              <Text key={c.field} size="xs" c="dimmed">
                {e.action === 'comment'
                  ? show(c.to)
                  : `${AMENDMENT_FIELD_LABELS[c.field] ?? c.field}: ${show(c.from)} → ${show(c.to)}${e.source ? `, ${e.source}` : ''}`}
              </Text>
            ))}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

export function AmendmentCommentsPanel({
  amendmentId,
  canWrite,
}: {
  amendmentId: string;
  canWrite: boolean;
}) {
  const queryClient = useQueryClient();
  const query = useQuery(amendmentCommentsQuery(amendmentId));
  const [body, setBody] = useState('');
  const add = useMutation({
    mutationFn: () => addAmendmentComment(amendmentId, body),
    onSuccess: (data) => {
      queryClient.setQueryData(amendmentsKeys.comments(amendmentId), data);
      void queryClient.invalidateQueries({ queryKey: amendmentsKeys.history(amendmentId) });
      setBody('');
    },
  });
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="sm">
      {canWrite && (
        <Stack gap="xs">
          {add.isError && <ErrorAlert error={add.error} />}
          <Textarea
            label="Novo comentário"
            autosize
            minRows={2}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
          />
          <Button
            size="xs"
            w="fit-content"
            onClick={() => add.mutate()}
            loading={add.isPending}
            disabled={!body.trim()}
          >
            Comentar
          </Button>
        </Stack>
      )}
      {query.data?.comments.length === 0 && (
        <Text size="sm" c="dimmed">
          Nenhum comentário ainda.
        </Text>
      )}
      {query.data?.comments.map((c) => (
        <Stack key={c._id} gap={0}>
          <Text size="xs" c="dimmed">
            {c.user?.name ?? '—'} · {formatDateTime(c.createdAt)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {c.body}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
