// 'Linha do tempo': everything linked to the citizen, newest first, with 'Carregar mais' (issue 3 §5).
import { Anchor, Button, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { IconPoint } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { formatDateTime, formatRelative } from '../../../../lib/format.ts';
import { citizensKeys, fetchTimeline } from '../../api/citizens.api.ts';

export function CitizenTimeline({ citizenId }: { citizenId: string }) {
  const query = useInfiniteQuery({
    queryKey: citizensKeys.timeline(citizenId),
    queryFn: ({ pageParam, signal }) => fetchTimeline(citizenId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.items.at(-1)?.at : undefined),
  });

  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Carregando">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={40} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;

  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nada registrado ainda para esta pessoa.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Timeline bulletSize={20} lineWidth={2} active={-1}>
        {items.map((item) => (
          <Timeline.Item
            key={item.id}
            bullet={<IconPoint size={12} />}
            title={
              item.link ? (
                <Anchor component={Link} to={item.link} size="sm" fw={600}>
                  {item.title}
                </Anchor>
              ) : (
                <Text size="sm" fw={600}>
                  {item.title}
                </Text>
              )
            }
          >
            {item.description && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {item.description}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt={2} title={formatDateTime(item.at)}>
              {formatRelative(item.at)}
              {item.user ? ` · ${item.user.name}` : ''}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      {query.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          w="fit-content"
        >
          Carregar mais
        </Button>
      )}
    </Stack>
  );
}
