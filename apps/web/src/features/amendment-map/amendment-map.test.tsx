import { giveMapsALayout } from '../../test/map-layout.ts';
import { AMENDMENT_STATUSES, ROLE_PRESETS, type AmendmentMap } from '@gabinete/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginAs, renderWithApp } from '../../test/render.tsx';
import { clusterLabel, digitsColorOn } from './amendment-cluster.tsx';
import { AmendmentMapView } from './amendment-map.tsx';

giveMapsALayout();
beforeEach(() => void loginAs({ ability: ROLE_PRESETS.assessor, role: 'assessor' }));

const config = {
  tileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap',
  center: [-22.9, -47.06] as [number, number],
  zoom: 12,
};
const status = (s: (typeof AMENDMENT_STATUSES)[number]) => AMENDMENT_STATUSES.indexOf(s);

const grouped: AmendmentMap = {
  mode: 'points',
  cities: [],
  points: [
    ['00000000-0000-4000-8000-0000000000a1', -22.95, -47.1, status('paga'), 250_000_00],
    ['00000000-0000-4000-8000-0000000000a2', -22.85, -47.2, status('indicada'), 80_000_00],
  ],
  clusters: [
    [-22.9, -47.06, 1234, status('empenhada'), 98_000_000_00],
    [-22.82, -47.27, 25_000, status('paga'), 1_500_000_000_00],
    [-22.99, -46.99, 7, status('aprovada'), 3_000_000_00],
  ],
  truncated: false,
};

describe('AmendmentMapView', { timeout: 20_000 }, () => {
  it('draws the server groups as bubbles with their count and the lone emendas as points', async () => {
    const { container } = renderWithApp(
      <AmendmentMapView
        config={config}
        data={grouped}
        height={600}
        onView={() => {}}
        onTilesFailed={() => {}}
      />,
    );

    await waitFor(() => expect(container.querySelectorAll('.gab-amendment-cluster')).toHaveLength(3));
    const bubbles = [...container.querySelectorAll<HTMLElement>('.gab-amendment-cluster')];
    expect(bubbles.map((b) => b.textContent).sort()).toEqual(['1.234', '25\u00a0mil', '7']);
    // Each bubble says what it holds to a screen reader, and takes the colour of its most frequent status.
    const empenhadas = screen.getByRole('button', { name: '1.234 emendas, a maioria empenhada' });
    expect(empenhadas.querySelector('span')!.style.background).toBe('rgb(250, 176, 5)');
    expect(screen.getByRole('button', { name: '25.000 emendas, a maioria paga' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 emendas, a maioria aprovada' })).toBeInTheDocument();
    // The bigger indicado, the bigger bubble.
    const width = (name: string) => parseFloat(screen.getByRole('button', { name }).style.width);
    expect(width('25.000 emendas, a maioria paga')).toBeGreaterThan(width('7 emendas, a maioria aprovada'));

    // The two lone emendas are vector points, not bubbles, and nothing needs an image icon.
    expect(container.querySelectorAll('path.leaflet-interactive')).toHaveLength(2);
    expect(container.querySelector('img.leaflet-marker-icon')).toBeNull();
  });

  it('draws no bubbles when the box holds few emendas (the server sends them all as points)', async () => {
    const few: AmendmentMap = { ...grouped, clusters: [] };
    const { container } = renderWithApp(
      <AmendmentMapView config={config} data={few} height={600} onView={() => {}} onTilesFailed={() => {}} />,
    );
    await waitFor(() => expect(container.querySelectorAll('path.leaflet-interactive')).toHaveLength(2));
    expect(container.querySelector('.gab-amendment-cluster')).toBeNull();
  });

  it('writes the count in digits that contrast with the status colour', () => {
    expect(clusterLabel(999)).toBe('999');
    expect(clusterLabel(9_999)).toBe('9.999');
    expect(clusterLabel(12_345)).toBe('12\u00a0mil');
    expect(digitsColorOn('#fab005')).toBe('#1a1b1e');
    expect(digitsColorOn('#2e2e2e')).toBe('#ffffff');
  });
});
