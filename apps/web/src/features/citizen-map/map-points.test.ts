import { describe, expect, it } from 'vitest';
import { splitPoints } from './map-points.ts';

describe('splitPoints', () => {
  it('keeps exact points apart and groups approximate ones by centroid', () => {
    const { exact, approximate } = splitPoints([
      [-22.9, -47.06, 0, 'a'],
      [-22.9, -47.06, 0, 'b'],
      [-22.91, -47.07, 1, 'c'],
      [-22.91, -47.07, 1, 'd'],
      [-22.82, -47.27, 1, 'e'],
    ]);
    expect(exact.map((p) => p[3])).toEqual(['a', 'b']);
    expect(approximate).toEqual([
      { lat: -22.91, lng: -47.07, ids: ['c', 'd'] },
      { lat: -22.82, lng: -47.27, ids: ['e'] },
    ]);
  });
});
