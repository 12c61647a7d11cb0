import { giveMapsALayout } from '../../../test/map-layout.ts';
import { ROLE_PRESETS } from '@gabinete/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { arrayPageResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { CitizenMapRoute } from './citizen-map.route.tsx';

giveMapsALayout();

const TAG = '00000000-0000-4000-8000-000000000007';
let api: ReturnType<typeof mockRoutes>;
beforeEach(() => {
  loginAs({ ability: ROLE_PRESETS.assessor, role: 'assessor' });
  api = mockRoutes({
    'GET /api/geo/map-config': {
      tileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap',
      center: [-22.9, -47.06],
      zoom: 12,
    },
    'GET /api/citizens/map': {
      points: [
        [-22.9, -47.06, 0, 'c1'],
        [-22.95, -47.1, 0, 'c2'],
        [-22.82, -47.27, 1, 'c3'],
        [-22.82, -47.27, 1, 'c4'],
        [-22.82, -47.27, 1, 'c5'],
      ],
      total: 6,
      withoutLocation: 1,
      truncated: false,
    },
    'GET /api/tags': { tags: [], total: 0, page: 1, perPage: 500 },
    'GET /api/users': () => arrayPageResponse([], 0),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('/mapas/eleitores', { timeout: 20_000 }, () => {
  it('draws the points with the list filters, and keeps them when the tiles fail', async () => {
    const { container } = renderWithApp(<CitizenMapRoute />, {
      path: '/mapas/eleitores',
      route: `/mapas/eleitores?tags=${TAG}&cityName=Campinas%2FSP`,
    });

    expect(await screen.findByText('5 eleitores no mapa', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/1 sem localização/)).toBeInTheDocument();
    const mapCall = api.find('GET', '/api/citizens/map')[0]!;
    expect(Object.fromEntries(mapCall.url.searchParams)).toEqual({ tags: TAG });

    // Vector circles and CSS bubbles only: nothing on the map needs an image to show.
    await waitFor(() => {
      const drawn = container.querySelectorAll('path.leaflet-interactive, .gab-map-cluster');
      expect(drawn.length).toBeGreaterThan(0);
    });
    expect(container.querySelector('.leaflet-marker-icon img, img.leaflet-marker-icon')).toBeNull();
    expect(screen.getByText('posição aproximada: centro da cidade')).toBeInTheDocument();

    const tile = container.querySelector('img.leaflet-tile');
    expect(tile).not.toBeNull();
    fireEvent.error(tile!);
    expect(await screen.findByText(/O mapa de fundo não carregou/)).toBeInTheDocument();
    expect(container.querySelectorAll('path.leaflet-interactive, .gab-map-cluster').length).toBeGreaterThan(
      0,
    );
  });
});
