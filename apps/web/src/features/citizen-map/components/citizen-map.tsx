// The Leaflet map: configurable tiles, clustered circle points, a popup per point, fitted to the points.
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { useCallback, useEffect, useState } from 'react';
import { Popup } from 'react-leaflet';
import type { MapConfig, MapPoint } from '../api/citizen-map.api.ts';
import type { MapSelection } from '../map-points.ts';
import { CityPopup } from './city-popup.tsx';
import { OfficeMap } from './office-map.tsx';
import { ClusterLayer } from './cluster-layer.tsx';
import { PointPopup } from './point-popup.tsx';

interface CitizenMapProps {
  config: MapConfig;
  points: MapPoint[];
  height: number | string;
  onTilesFailed: () => void;
}

export function CitizenMap({ config, points, height, onTilesFailed }: CitizenMapProps) {
  const [selected, setSelected] = useState<MapSelection | null>(null);
  const select = useCallback((selection: MapSelection) => setSelected(selection), []);
  // A new set of points (other filters) closes the popup of a point that may be gone.
  useEffect(() => setSelected(null), [points]);

  return (
    <OfficeMap
      config={config}
      height={height}
      onTilesFailed={onTilesFailed}
      frame={points}
      aria-label="Mapa de eleitores"
    >
      <ClusterLayer points={points} onSelect={select} />
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
    </OfficeMap>
  );
}
