// Popup of one demanda on the map: protocolo, título, situação and a link to the record.
import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/format.ts';
import { demandQuery } from '../../demands/api/demands.api.ts';
import { OverdueBadge, StatusBadge } from '../../demands/components/demand-badges.tsx';

export function DemandPointPopup({ demandId, approximate }: { demandId: string; approximate: boolean }) {
  const query = useQuery(demandQuery(demandId));
  if (query.isPending) return <Loader size="sm" aria-label="Carregando demanda" />;
  if (query.isError) return <Text size="sm">{errorMessage(query.error)}</Text>;
  const d = query.data;
  return (
    <Stack gap={4} miw={200} maw={260}>
      <Text size="xs" ff="monospace" fw={600} c="dimmed">
        {d.protocol}
      </Text>
      <Text size="sm" fw={600}>
        {d.title}
      </Text>
      <Group gap={4}>
        <StatusBadge status={d.status} size="xs" />
        {d.overdue && <OverdueBadge size="xs" />}
      </Group>
      {d.dueDate && (
        <Text size="xs" c="dimmed">
          Prazo {formatDay(d.dueDate)}
        </Text>
      )}
      {approximate && (
        <Text size="xs" c="orange.8">
          Posição aproximada: centro da cidade.
        </Text>
      )}
      <Anchor component={Link} to={`/demandas/${d._id}`} size="sm" fw={600}>
        Abrir demanda
      </Anchor>
    </Stack>
  );
}
