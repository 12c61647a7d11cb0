// The Mapa de emendas e ações: zoomed out, one circle per município (size by the indicado, the count and
// sums in its tooltip, a click zooms in); from city zoom, the emendas coloured by status and sized by value,
// a click opens a popup with the way to the record; where the server grouped them (many in the box), one
// bubble per group with its count (amendment-cluster.tsx). The map asks the server again as it moves.
import { Anchor, Stack, Text } from '@mantine/core';
import {
  AMENDMENT_CITY_ZOOM,
  AMENDMENT_STATUSES,
  AMENDMENT_STATUS_COLORS,
  amendmentLabel,
  formatBrl,
  type AmendmentMap,
} from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { CircleMarker, Popup, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router';
import type { MapConfig } from '../citizen-map/api/citizen-map.api.ts';
import { OfficeMap } from '../citizen-map/components/office-map.tsx';
import { paletteHex } from '../demand-map/map-colors.ts';
import { amendmentQuery } from '../amendments/api/amendments.api.ts';
import { ClusterMarker } from './amendment-cluster.tsx';
import './amendment-map.css';

export interface MapView {
  zoom: number;
  bbox: string;
}

function ViewWatcher({ onView }: { onView: (v: MapView) => void }) {
  const map = useMap();
  const report = () => {
    const b = map.getBounds();
    onView({
      zoom: map.getZoom(),
      bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()].map((n) => n.toFixed(4)).join(','),
    });
  };
  useMapEvents({ moveend: report });
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(report, []);
  return null;
}

function ZoomTo({ target }: { target: [number, number] | null }) {
  const map = useMap();
  useEffect(() => {
    if (target) map.setView(target, AMENDMENT_CITY_ZOOM + 1);
  }, [map, target]);
  return null;
}

function PointPopup({ id }: { id: string }) {
  const query = useQuery(amendmentQuery(id));
  const a = query.data;
  if (!a) return <Text size="sm">Carregando…</Text>;
  return (
    <Stack gap={2}>
      <Anchor component={Link} to={`/emendas/${a._id}`} fw={600} size="sm">
        {amendmentLabel(a)}
      </Anchor>
      <Text size="xs">{a.object ?? a.author}</Text>
      <Text size="xs" c="dimmed">
        Indicado {formatBrl(a.money.indicated)} · pago {formatBrl(a.money.paid + a.money.rapPaid)}
      </Text>
    </Stack>
  );
}

const radiusOf = (value: number, max: number, min: number, big: number) =>
  max <= 0 ? min : min + Math.sqrt(value / max) * (big - min);

interface Props {
  config: MapConfig;
  data: AmendmentMap | undefined;
  height: number | string;
  onView: (v: MapView) => void;
  onTilesFailed: () => void;
}

export function AmendmentMapView({ config, data, height, onView, onTilesFailed }: Props) {
  const [zoomTarget, setZoomTarget] = useState<[number, number] | null>(null);
  // Framed once, on the first answer; afterwards the person moves the map.
  const [frame, setFrame] = useState<[number, number][] | null>(null);
  useEffect(() => {
    if (frame === null && data?.mode === 'cities') setFrame(data.cities.map((c) => [c.lat, c.lng]));
  }, [data, frame]);
  const maxCity = useMemo(() => Math.max(0, ...(data?.cities ?? []).map((c) => c.sums.indicated)), [data]);
  const maxPoint = useMemo(() => Math.max(0, ...(data?.points ?? []).map((p) => p[4])), [data]);
  const maxCluster = useMemo(() => Math.max(0, ...(data?.clusters ?? []).map((c) => c[4])), [data]);
  return (
    <div role="region" aria-label="Mapa de emendas e ações">
      <OfficeMap config={config} height={height} onTilesFailed={onTilesFailed} frame={frame ?? []}>
        <ViewWatcher onView={onView} />
        <ZoomTo target={zoomTarget} />
        {data?.mode === 'cities' &&
          data.cities.map((c) => (
            <CircleMarker
              key={c.cityIbge}
              center={[c.lat, c.lng]}
              radius={radiusOf(c.sums.indicated, maxCity, 10, 34)}
              pathOptions={{ color: '#fff', weight: 2, fillColor: paletteHex('teal'), fillOpacity: 0.75 }}
              eventHandlers={{ click: () => setZoomTarget([c.lat, c.lng]) }}
            >
              <Tooltip direction="top">
                <strong>
                  {c.city}/{c.uf}
                </strong>
                <br />
                {c.count} {c.count === 1 ? 'emenda' : 'emendas'}
                <br />
                Indicado {formatBrl(c.sums.indicated)}
                <br />
                Empenhado {formatBrl(c.sums.committed)} · Pago {formatBrl(c.sums.paid)}
              </Tooltip>
            </CircleMarker>
          ))}
        {data?.mode === 'points' &&
          data.points.map(([id, lat, lng, status, value]) => (
            <CircleMarker
              key={id}
              center={[lat, lng]}
              // Beside the groups' bubbles, the lone emendas stay small dots, never mistaken for a group.
              radius={
                data.clusters.length > 0 ? radiusOf(value, maxPoint, 5, 9) : radiusOf(value, maxPoint, 6, 20)
              }
              pathOptions={{
                color: '#fff',
                weight: 1.5,
                fillColor: paletteHex(AMENDMENT_STATUS_COLORS[AMENDMENT_STATUSES[status]!]),
                fillOpacity: 0.85,
              }}
            >
              <Popup>
                <PointPopup id={id} />
              </Popup>
            </CircleMarker>
          ))}
        {data?.mode === 'points' &&
          data.clusters.map((c) => <ClusterMarker key={`${c[0]},${c[1]}`} cluster={c} max={maxCluster} />)}
      </OfficeMap>
    </div>
  );
}
