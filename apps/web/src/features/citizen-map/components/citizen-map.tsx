// The Leaflet map: configurable tiles, clustered circle points, a popup per point, fitted to the points.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { useCallback, useEffect, useState } from 'react';
import { MapContainer, Popup, TileLayer, useMap } from 'react-leaflet';
import '../citizen-map.css';
import type { MapConfig, MapPoint } from '../api/citizen-map.api.ts';
import type { MapSelection } from '../map-points.ts';
import { CityPopup } from './city-popup.tsx';
import { ClusterLayer } from './cluster-layer.tsx';
import { PointPopup } from './point-popup.tsx';

interface CitizenMapProps {
  config: MapConfig;
  points: MapPoint[];
  height: number | string;
  /** Called once when tiles fail to load (offline, blocked tile server). */
  onTilesFailed: () => void;
}

/** Frames the points whenever a new set arrives; with none, the office's centre. */
function FitToPoints({ points, config }: { points: MapPoint[]; config: MapConfig }) {
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

export function CitizenMap({ config, points, height, onTilesFailed }: CitizenMapProps) {
  const [selected, setSelected] = useState<MapSelection | null>(null);
  const select = useCallback((selection: MapSelection) => setSelected(selection), []);
  // A new set of points (other filters) closes the popup of a point that may be gone.
  useEffect(() => setSelected(null), [points]);

  return (
    <MapContainer
      center={config.center}
      zoom={config.zoom}
      style={{ height, width: '100%', borderRadius: 'var(--mantine-radius-md)' }}
      className="gab-citizen-map"
      scrollWheelZoom
      aria-label="Mapa de eleitores"
    >
      <TileLayer
        url={config.tileUrl}
        attribution={config.attribution}
        eventHandlers={{ tileerror: onTilesFailed }}
      />
      <ClusterLayer points={points} onSelect={select} />
      <FitToPoints points={points} config={config} />
      {selected && (
        <Popup
          position={[selected.lat, selected.lng]}
          eventHandlers={{ remove: () => setSelected(null) }}
          offset={[0, -4]}
        >
          {selected.kind === 'citizen' ? (
            <PointPopup citizenId={selected.id} approximate={selected.approximate} />
          ) : (
            <CityPopup ids={selected.ids} />
          )}
        </Popup>
      )}
    </MapContainer>
  );
}
