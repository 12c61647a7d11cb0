// Histórico: every change as a readable line, newest first, with the relative time.
import { Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { formatDateTime, formatRelative } from '../../../../lib/format.ts';
import { demandHistoryQuery } from '../../api/demand-extras.api.ts';
import { historyEntry } from '../../lib/history-sentences.ts';

export function HistoryPanel({ demandId }: { demandId: string }) {
  const query = useQuery(demandHistoryQuery(demandId));
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton height={120} radius="sm" />;
  const entries = query.data.map(historyEntry);
  if (!entries.length) {
    return (
      <Text size="sm" c="dimmed">
        Nenhuma alteração registrada.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={12} lineWidth={2} aria-label="Histórico da demanda">
      {entries.map((e) => (
        <Timeline.Item key={e.id}>
          <Stack gap={2}>
            <Text size="sm">
              {e.sentence}{' '}
              <Text span size="sm" c="dimmed" title={formatDateTime(e.createdAt)}>
                · {formatRelative(e.createdAt)}
              </Text>
            </Text>
            {e.details.map((line) => (
              <Text key={line} size="xs" c="dimmed">
                {line}
              </Text>
            ))}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
