// Splits the map's points: exact addresses stay one marker each; citizens placed at the same city
// centroid become one marker with their count (hundreds of them would otherwise spiral over the city).
import type { MapPoint } from './api/citizen-map.api.ts';

export interface ApproximateGroup {
  lat: number;
  lng: number;
  ids: string[];
}

export function splitPoints(points: MapPoint[]): { exact: MapPoint[]; approximate: ApproximateGroup[] } {
  const exact: MapPoint[] = [];
  const groups = new Map<string, ApproximateGroup>();
  for (const point of points) {
    const [lat, lng, approximate, id] = point;
    if (!approximate) {
      exact.push(point);
      continue;
    }
    const key = `${lat},${lng}`;
    const group = groups.get(key);
    if (group) group.ids.push(id);
    else groups.set(key, { lat, lng, ids: [id] });
  }
  return { exact, approximate: [...groups.values()] };
}

/** What a click on the map selected: one citizen, or the citizens at a city centroid. */
export type MapSelection =
  | { kind: 'citizen'; lat: number; lng: number; id: string; approximate: boolean }
  | { kind: 'city'; lat: number; lng: number; ids: string[] };
