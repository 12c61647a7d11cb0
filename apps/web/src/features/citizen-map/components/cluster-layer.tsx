// The points in a marker cluster group (leaflet.markercluster), added imperatively: circle markers for
// addresses, a counted dashed bubble per city centroid; no image icons, so nothing depends on the tiles.
import L from 'leaflet';
import 'leaflet.markercluster';
import { useMap } from 'react-leaflet';
import { useEffect } from 'react';
import type { MapPoint } from '../api/citizen-map.api.ts';
import { splitPoints, type MapSelection } from '../map-points.ts';
import { APPROXIMATE_STYLE, clusterIconHtml, EXACT_STYLE } from '../map-style.ts';

interface ClusterLayerProps {
  points: MapPoint[];
  onSelect: (selection: MapSelection) => void;
}

/** How many citizens a marker stands for, and whether its position is a city centroid. */
interface Weighted {
  citizens?: number;
  approximate?: boolean;
}
const weightOf = (layer: L.Layer) => (layer.options as Weighted).citizens ?? 1;

function clusterIcon(cluster: L.MarkerCluster) {
  const children = cluster.getAllChildMarkers();
  const count = children.reduce((sum, m) => sum + weightOf(m), 0);
  const allApproximate = children.every((m) => (m.options as Weighted).approximate);
  const { html, size } = clusterIconHtml(count);
  const className = `gab-map-cluster${allApproximate ? ' gab-map-cluster--approximate' : ''}`;
  return L.divIcon({ html, className, iconSize: [size, size] });
}

export function ClusterLayer({ points, onSelect }: ClusterLayerProps) {
  const map = useMap();
  useEffect(() => {
    const group = L.markerClusterGroup({
      chunkedLoading: true,
      showCoverageOnHover: false,
      maxClusterRadius: 50,
      iconCreateFunction: clusterIcon,
    });
    const { exact, approximate } = splitPoints(points);
    const layers: L.Layer[] = exact.map(([lat, lng, , id]) =>
      L.circleMarker([lat, lng], EXACT_STYLE).on('click', () =>
        onSelect({ kind: 'citizen', lat, lng, id, approximate: false }),
      ),
    );
    for (const { lat, lng, ids } of approximate) {
      if (ids.length === 1) {
        const marker = L.circleMarker([lat, lng], {
          ...APPROXIMATE_STYLE,
          approximate: true,
        } as L.CircleMarkerOptions);
        layers.push(
          marker.on('click', () => onSelect({ kind: 'citizen', lat, lng, id: ids[0]!, approximate: true })),
        );
        continue;
      }
      const { html, size } = clusterIconHtml(ids.length);
      const icon = L.divIcon({
        html,
        className: 'gab-map-cluster gab-map-cluster--approximate',
        iconSize: [size, size],
      });
      const marker = L.marker([lat, lng], {
        icon,
        citizens: ids.length,
        approximate: true,
        title: `${ids.length} eleitores: posição aproximada (centro da cidade)`,
      } as L.MarkerOptions);
      layers.push(marker.on('click', () => onSelect({ kind: 'city', lat, lng, ids })));
    }
    group.addLayers(layers);
    map.addLayer(group);
    return () => {
      map.removeLayer(group);
    };
  }, [map, points, onSelect]);
  return null;
}
