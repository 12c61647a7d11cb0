// A small map with the demanda's point: read-only on the record, and in the form a click or a drag of
// the pin sets it. The pin is CSS, so it shows even when the tiles cannot load.
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { Skeleton } from '@mantine/core';
import { mapConfigQuery } from '../../citizen-map/api/citizen-map.api.ts';
import '../demands.css';

const PIN = L.divIcon({
  className: '',
  html: '<div class="gab-demand-pin"></div>',
  iconSize: [22, 22],
  iconAnchor: [11, 26],
});

interface Props {
  lat: number | null;
  lng: number | null;
  height?: number;
  /** Given: click and drag set the point. */
  onChange?: (point: { lat: number; lng: number }) => void;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

function ClickToSet({ onChange }: { onChange: (p: { lat: number; lng: number }) => void }) {
  useMapEvents({
    click: (event) => onChange({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) }),
  });
  return null;
}

/** Follows a point set from outside (loaded record, 'Limpar ponto'). */
function Recenter({ point }: { point: [number, number] | null }) {
  const map = useMap();
  useEffect(() => {
    if (point && !map.getBounds().contains(point)) map.setView(point, Math.max(map.getZoom(), 15));
  }, [map, point]);
  return null;
}

export function DemandLocationMap({ lat, lng, height = 240, onChange }: Props) {
  const config = useQuery(mapConfigQuery());
  const point = useMemo<[number, number] | null>(
    () => (lat !== null && lng !== null ? [lat, lng] : null),
    [lat, lng],
  );
  if (!config.data) return <Skeleton height={height} radius="md" />;
  return (
    <div
      role="region"
      aria-label={onChange ? 'Mapa: clique para marcar o local da demanda' : 'Local da demanda no mapa'}
    >
      <MapContainer
        center={point ?? config.data.center}
        zoom={point ? 16 : config.data.zoom}
        style={{
          height,
          width: '100%',
          borderRadius: 'var(--mantine-radius-md)',
          cursor: onChange ? 'crosshair' : undefined,
        }}
        className="gab-demand-map"
        scrollWheelZoom={false}
      >
        <TileLayer url={config.data.tileUrl} attribution={config.data.attribution} />
        {point && (
          <Marker
            position={point}
            icon={PIN}
            draggable={!!onChange}
            keyboard={false}
            eventHandlers={
              onChange
                ? {
                    dragend: (event) => {
                      const ll = (event.target as L.Marker).getLatLng();
                      onChange({ lat: round(ll.lat), lng: round(ll.lng) });
                    },
                  }
                : undefined
            }
          />
        )}
        {onChange && <ClickToSet onChange={onChange} />}
        <Recenter point={point} />
      </MapContainer>
    </div>
  );
}
