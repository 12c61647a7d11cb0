// The heat view: one circle per bairro, sized and coloured by its number of demandas, with a popup of
// the totals (abertas, vencidas).
import { Stack, Text } from '@mantine/core';
import { CircleMarker, Popup } from 'react-leaflet';
import { formatNumber } from '../../../lib/format.ts';
import type { NeighborhoodHeat } from '../api/demand-map.api.ts';
import { heatColor, heatRadius } from '../map-colors.ts';

export function HeatLayer({ neighborhoods }: { neighborhoods: NeighborhoodHeat[] }) {
  const max = Math.max(0, ...neighborhoods.map((n) => n.total));
  return (
    <>
      {neighborhoods
        .filter((n) => n.lat !== null && n.lng !== null)
        // The busiest first, so smaller circles are drawn on top and stay clickable.
        .sort((a, b) => b.total - a.total)
        .map((n) => (
          <CircleMarker
            key={`${n.neighborhood}|${n.cityIbge ?? n.city ?? ''}`}
            center={[n.lat!, n.lng!]}
            radius={heatRadius(n.total, max)}
            pathOptions={{
              color: '#ffffff',
              weight: 1.5,
              fillColor: heatColor(max ? n.total / max : 0),
              fillOpacity: 0.7,
            }}
          >
            <Popup>
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {n.neighborhood}
                  {n.city ? ` · ${n.city}${n.uf ? `/${n.uf}` : ''}` : ''}
                </Text>
                <Text size="sm">
                  {formatNumber(n.total)} {n.total === 1 ? 'demanda' : 'demandas'}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatNumber(n.open)} {n.open === 1 ? 'aberta' : 'abertas'} · {formatNumber(n.overdue)}{' '}
                  {n.overdue === 1 ? 'vencida' : 'vencidas'}
                </Text>
              </Stack>
            </Popup>
          </CircleMarker>
        ))}
    </>
  );
}
