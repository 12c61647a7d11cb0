// The office's Leaflet map (eleitores and demandas): its configured tiles, framed on the given points or,
// with none, on the office's centre; the layers and popups come as children.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { useEffect, type ReactNode } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import '../citizen-map.css';
import type { MapConfig } from '../api/citizen-map.api.ts';

/** Points as the APIs send them: latitude and longitude first. */
type Located = readonly [number, number, ...unknown[]];

/** Frames the points whenever a new set arrives. */
function FitTo({ points, config }: { points: readonly Located[]; config: MapConfig }) {
  const map = useMap();
  useEffect(() => {
    if (points.length === 0) {
      map.setView(config.center, config.zoom);
      return;
    }
    const bounds = L.latLngBounds(points.map(([lat, lng]) => [lat, lng] as [number, number]));
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
  }, [map, points, config]);
  return null;
}

interface OfficeMapProps {
  config: MapConfig;
  height: number | string;
  /** Called when tiles fail to load (offline, blocked tile server). */
  onTilesFailed: () => void;
  /** What the map frames; a new array refits it. */
  frame: readonly Located[];
  'aria-label'?: string;
  children: ReactNode;
}

export function OfficeMap({ config, height, onTilesFailed, frame, children, ...aria }: OfficeMapProps) {
  return (
    <MapContainer
      center={config.center}
      zoom={config.zoom}
      style={{ height, width: '100%', borderRadius: 'var(--mantine-radius-md)' }}
      className="gab-citizen-map"
      scrollWheelZoom
      {...aria}
    >
      <TileLayer
        url={config.tileUrl}
        attribution={config.attribution}
        eventHandlers={{ tileerror: onTilesFailed }}
      />
      {children}
      <FitTo points={frame} config={config} />
    </MapContainer>
  );
}
