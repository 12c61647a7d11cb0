// The citizen's other atendimentos beside the record: what they came for before, newest first.
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { occurrencesListQuery } from '../api/occurrences.api.ts';
import { ChannelLabel, OccurrenceStatusBadge } from './occurrence-badges.tsx';

const SHOWN = 8;

export function CitizenOccurrences({
  citizenId,
  citizenName,
  currentId,
}: {
  citizenId: string;
  citizenName: string;
  currentId: string;
}) {
  const query = useQuery(occurrencesListQuery({ citizenId, perPage: SHOWN + 1 }));
  const others = (query.data?.occurrences ?? []).filter((o) => o._id !== currentId).slice(0, SHOWN);
  const more = (query.data?.total ?? 0) - 1 - others.length;
  const listLink = `/atendimentos?citizenId=${citizenId}&citizenName=${encodeURIComponent(citizenName)}`;

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="md">
          Outros atendimentos de {citizenName}
        </Title>
        {query.isPending && <Skeleton height={80} radius="sm" />}
        {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
        {query.data && others.length === 0 && (
          <Text size="sm" c="dimmed">
            Este é o único atendimento registrado desta pessoa.
          </Text>
        )}
        {others.map((o) => (
          <Stack key={o._id} gap={2}>
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={`/atendimentos/${o._id}`} size="sm" fw={500} lineClamp={1}>
                {o.subject}
              </Anchor>
              <OccurrenceStatusBadge status={o.status} size="xs" />
            </Group>
            <Group gap="xs" c="dimmed">
              <Text size="xs">{formatDateTime(o.occurredAt)}</Text>
              <ChannelLabel channel={o.channel} size="xs" />
              {o.demand && <Text size="xs">· Demanda {o.demand.protocol}</Text>}
            </Group>
          </Stack>
        ))}
        {more > 0 && (
          <Anchor component={Link} to={listLink} size="sm">
            Ver todos os atendimentos desta pessoa
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
