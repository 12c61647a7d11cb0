// The demand map: configurable tiles, the filtered demandas clustered and coloured by status, or the heat
// view by bairro; framed on what it shows.
import { useCallback, useEffect, useState } from 'react';
import { Popup } from 'react-leaflet';
import '../../demands/demands.css';
import type { MapConfig } from '../../citizen-map/api/citizen-map.api.ts';
import { OfficeMap } from '../../citizen-map/components/office-map.tsx';
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
      <OfficeMap config={config} height={height} onTilesFailed={onTilesFailed} frame={positions}>
        {heat ? (
          <HeatLayer neighborhoods={heat} />
        ) : (
          <DemandClusterLayer points={points} colorOf={colorOf} onSelect={select} />
        )}
        {selected && !heat && (
          <Popup
            position={[selected.lat, selected.lng]}
            eventHandlers={{ remove: () => setSelected(null) }}
            offset={[0, -4]}
          >
            <DemandPointPopup demandId={selected.id} approximate={selected.approximate} />
          </Popup>
        )}
      </OfficeMap>
    </div>
  );
}
