// The demand map: configurable tiles, the filtered demandas clustered and coloured by status, or the heat
// view by bairro; framed on what it shows.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { useCallback, useEffect, useState } from 'react';
import { MapContainer, Popup, TileLayer, useMap } from 'react-leaflet';
import '../../citizen-map/citizen-map.css';
import '../../demands/demands.css';
import type { MapConfig } from '../../citizen-map/api/citizen-map.api.ts';
import type { DemandMapPoint, NeighborhoodHeat } from '../api/demand-map.api.ts';
import { DemandClusterLayer, type DemandSelection } from './demand-cluster-layer.tsx';
import { DemandPointPopup } from './demand-point-popup.tsx';
import { HeatLayer } from './heat-layer.tsx';

interface Props {
  config: MapConfig;
  points: DemandMapPoint[];
  heat: NeighborhoodHeat[] | null;
  colorOf: (statusId: string) => string;
  height: number | string;
  onTilesFailed: () => void;
}

function FitTo({ positions, config }: { positions: [number, number][]; config: MapConfig }) {
  const map = useMap();
  useEffect(() => {
    if (positions.length === 0) map.setView(config.center, config.zoom);
    else map.fitBounds(L.latLngBounds(positions), { padding: [32, 32], maxZoom: 15 });
  }, [map, positions, config]);
  return null;
}

export function DemandMap({ config, points, heat, colorOf, height, onTilesFailed }: Props) {
  const [selected, setSelected] = useState<DemandSelection | null>(null);
  const select = useCallback((s: DemandSelection) => setSelected(s), []);
  useEffect(() => setSelected(null), [points, heat]);
  const [positions, setPositions] = useState<[number, number][]>([]);
  useEffect(() => {
    setPositions(
      heat
        ? heat.filter((n) => n.lat !== null && n.lng !== null).map((n) => [n.lat!, n.lng!])
        : points.map(([lat, lng]) => [lat, lng]),
    );
  }, [points, heat]);

  return (
    <div role="region" aria-label={heat ? 'Mapa de calor das demandas por bairro' : 'Mapa de demandas'}>
      <MapContainer
        center={config.center}
        zoom={config.zoom}
        style={{ height, width: '100%', borderRadius: 'var(--mantine-radius-md)' }}
        className="gab-citizen-map"
        scrollWheelZoom
      >
        <TileLayer
          url={config.tileUrl}
          attribution={config.attribution}
          eventHandlers={{ tileerror: onTilesFailed }}
        />
        {heat ? (
          <HeatLayer neighborhoods={heat} />
        ) : (
          <DemandClusterLayer points={points} colorOf={colorOf} onSelect={select} />
        )}
        <FitTo positions={positions} config={config} />
        {selected && !heat && (
          <Popup
            position={[selected.lat, selected.lng]}
            eventHandlers={{ remove: () => setSelected(null) }}
            offset={[0, -4]}
          >
            <DemandPointPopup demandId={selected.id} approximate={selected.approximate} />
          </Popup>
        )}
      </MapContainer>
    </div>
  );
}
