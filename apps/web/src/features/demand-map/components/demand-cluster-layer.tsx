// The demandas as circle markers coloured by status, in a marker cluster group; approximate points
// (city centroid) are dashed. No image icons, so everything shows without tiles.
import L from 'leaflet';
import 'leaflet.markercluster';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { clusterIconHtml } from '../../citizen-map/map-style.ts';
import type { DemandMapPoint } from '../api/demand-map.api.ts';
import { paletteHex } from '../map-colors.ts';

export interface DemandSelection {
  lat: number;
  lng: number;
  id: string;
  approximate: boolean;
}

interface Props {
  points: DemandMapPoint[];
  colorOf: (statusId: string) => string;
  onSelect: (selection: DemandSelection) => void;
}

function clusterIcon(cluster: L.MarkerCluster) {
  const { html, size } = clusterIconHtml(cluster.getChildCount());
  return L.divIcon({ html, className: 'gab-map-cluster gab-map-cluster--neutral', iconSize: [size, size] });
}

export function DemandClusterLayer({ points, colorOf, onSelect }: Props) {
  const map = useMap();
  useEffect(() => {
    const group = L.markerClusterGroup({
      chunkedLoading: true,
      showCoverageOnHover: false,
      maxClusterRadius: 45,
      iconCreateFunction: clusterIcon,
    });
    const layers = points.map(([lat, lng, approximate, id, statusId]) => {
      const fill = paletteHex(colorOf(statusId));
      const marker = L.circleMarker([lat, lng], {
        radius: approximate ? 7 : 6,
        color: approximate ? fill : '#ffffff',
        weight: approximate ? 2 : 1.5,
        dashArray: approximate ? '3 3' : undefined,
        fillColor: fill,
        fillOpacity: approximate ? 0.35 : 0.9,
      });
      return marker.on('click', () => onSelect({ lat, lng, id, approximate: approximate === 1 }));
    });
    group.addLayers(layers);
    map.addLayer(group);
    return () => {
      map.removeLayer(group);
    };
  }, [map, points, colorOf, onSelect]);
  return null;
}
