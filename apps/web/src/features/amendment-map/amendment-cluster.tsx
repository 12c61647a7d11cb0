// A group of emendas made by the server (many in the map's box): a bubble in the colour of its most frequent
// status, sized by its indicado, with its count written inside; a click zooms in two levels, and at the closest
// zoom (they share a place) a popup gives the count and the way to the list.
import { Button, Stack, Text } from '@mantine/core';
import {
  AMENDMENT_STATUSES,
  AMENDMENT_STATUS_COLORS,
  AMENDMENT_STATUS_LABELS,
  formatBrl,
  type AmendmentMap,
} from '@gabinete/shared';
import L from 'leaflet';
import { useMemo } from 'react';
import { Marker, Popup, Tooltip, useMap } from 'react-leaflet';
import { Link, useLocation } from 'react-router';
import { formatNumber } from '../../lib/format.ts';
import { paletteHex } from '../demand-map/map-colors.ts';

export type Cluster = AmendmentMap['clusters'][number];

const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact' });
/** What the bubble says: '1.234' up to 9.999, then '12 mil' (six characters at most). */
export const clusterLabel = (count: number) => (count < 10_000 ? formatNumber(count) : compact.format(count));

/** Bubble diameter in pixels: the area grows with the indicado, and the count always fits inside. */
export function clusterDiameter(label: string, value: number, max: number): number {
  const byValue = max <= 0 ? 30 : 30 + Math.sqrt(value / max) * 16;
  return Math.round(Math.max(byValue, 16 + label.length * 7));
}

/** White or near-black digits, whichever contrasts more with the fill (WCAG relative luminance). */
export function digitsColorOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0615 ? '#ffffff' : '#1a1b1e';
}

export function ClusterMarker({ cluster, max }: { cluster: Cluster; max: number }) {
  const map = useMap();
  const { search } = useLocation();
  const [lat, lng, count, status, value] = cluster;
  const closest = map.getZoom() >= map.getMaxZoom();
  const statusName = AMENDMENT_STATUSES[status] ?? AMENDMENT_STATUSES[0];
  const label = clusterLabel(count);
  const description = `${formatNumber(count)} emendas, a maioria ${AMENDMENT_STATUS_LABELS[statusName].toLowerCase()}`;
  const icon = useMemo(() => {
    const fill = paletteHex(AMENDMENT_STATUS_COLORS[statusName]);
    const size = clusterDiameter(label, value, max);
    return L.divIcon({
      className: 'gab-amendment-cluster',
      iconSize: [size, size],
      html: `<span style="background:${fill};color:${digitsColorOn(fill)}" aria-hidden="true">${label}</span>`,
    });
  }, [label, value, max, statusName]);
  return (
    <Marker
      position={[lat, lng]}
      icon={icon}
      // Bigger groups above smaller ones where they touch.
      zIndexOffset={Math.min(count, 100_000)}
      eventHandlers={{
        add: (e) => (e.target as L.Marker).getElement()?.setAttribute('aria-label', description),
        click: () => !closest && map.setView([lat, lng], map.getZoom() + 2),
      }}
    >
      <Tooltip direction="top" offset={[0, -8]}>
        {description}
        <br />
        Indicado {formatBrl(value)}
      </Tooltip>
      {closest && (
        <Popup>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {formatNumber(count)} emendas neste ponto
            </Text>
            <Text size="xs">Indicado {formatBrl(value)}</Text>
            <Button size="compact-xs" variant="light" component={Link} to={`/emendas${search}`}>
              Ver em lista
            </Button>
          </Stack>
        </Popup>
      )}
    </Marker>
  );
}
