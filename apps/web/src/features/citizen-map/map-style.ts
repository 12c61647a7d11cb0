// How points and clusters look: exact addresses filled, city centroids hollow and dashed (no image icons,
// so the points show even when the tiles cannot load).
import type { CircleMarkerOptions } from 'leaflet';
import { formatNumber } from '../../lib/format.ts';

export const EXACT_STYLE: CircleMarkerOptions = {
  radius: 6,
  color: '#ffffff',
  weight: 1.5,
  fillColor: '#1c7ed6',
  fillOpacity: 0.9,
};

export const APPROXIMATE_STYLE: CircleMarkerOptions = {
  radius: 7,
  color: '#e8590c',
  weight: 2,
  dashArray: '3 3',
  fillColor: '#ffa94d',
  fillOpacity: 0.35,
};

/** Cluster bubble: size grows with the count, the count in pt-BR ('1.234'). */
export function clusterIconHtml(count: number): { html: string; size: number } {
  const size = count < 10 ? 32 : count < 100 ? 38 : count < 1000 ? 44 : 52;
  return { html: `<span>${formatNumber(count)}</span>`, size };
}
