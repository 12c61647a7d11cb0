// Popup of a city centroid: how many citizens are there without an exact address, and a link to them.
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import { citizenQuery } from '../../citizens/api/citizens.api.ts';

/** The list with the map's filters plus this city. */
function listPath(search: string, cityIbge: number, cityName: string): string {
  const params = new URLSearchParams(search);
  params.set('cityIbge', String(cityIbge));
  params.set('cityName', cityName);
  params.delete('page');
  return `/eleitores?${params.toString()}`;
}

export function CityPopup({ ids }: { ids: string[] }) {
  const { search } = useLocation();
  // Any of them tells which city the centroid belongs to.
  const sample = useQuery(citizenQuery(ids[0]!));
  const city = sample.data?.city ? `${sample.data.city}/${sample.data.uf ?? ''}` : null;
  return (
    <Stack gap={4} miw={200}>
      <Text fw={600} size="sm">
        {formatNumber(ids.length)} eleitores
      </Text>
      <Text size="xs" c="orange.8">
        Posição aproximada: centro {city ? `de ${city}` : 'da cidade'}. Estes cadastros não têm endereço com
        coordenadas.
      </Text>
      {sample.isPending && <Loader size="xs" aria-label="Carregando" />}
      {sample.data?.cityIbge && city && (
        <Anchor component={Link} to={listPath(search, sample.data.cityIbge, city)} size="sm">
          Ver estes eleitores na lista
        </Anchor>
      )}
    </Stack>
  );
}
