// What a point's popup shows: the citizen's name and place (fetched on click) and a link to the profile.
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { citizenQuery } from '../../citizens/api/citizens.api.ts';

export function PointPopup({ citizenId, approximate }: { citizenId: string; approximate: boolean }) {
  const query = useQuery(citizenQuery(citizenId));
  if (query.isPending) return <Loader size="sm" aria-label="Carregando" />;
  if (query.isError) {
    return (
      <Text size="sm" c="red">
        {errorMessage(query.error)}
      </Text>
    );
  }
  const c = query.data;
  const place = [
    c.street && [c.street, c.number].filter(Boolean).join(', '),
    c.neighborhood,
    c.city && `${c.city}/${c.uf ?? ''}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack gap={4} miw={180}>
      <Text fw={600} size="sm">
        {c.name}
      </Text>
      {place && (
        <Text size="xs" c="dimmed">
          {place}
        </Text>
      )}
      {approximate && (
        <Text size="xs" c="orange.8">
          Posição aproximada: centro da cidade
        </Text>
      )}
      <Anchor component={Link} to={`/eleitores/${c._id}`} size="sm">
        Abrir perfil
      </Anchor>
    </Stack>
  );
}
