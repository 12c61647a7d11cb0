import { ROLE_PRESETS } from '@gabinete/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { id, makeItem, STATUSES } from '../../../features/demands/lib/demands.fixtures.ts';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { loginAs, renderWithApp } from '../../../test/render.tsx';
import { DemandsListRoute } from './demands-list.route.tsx';

afterEach(() => vi.unstubAllGlobals());

function setup(route: string, total = 12430, totalIsEstimate = false) {
  const api = mockRoutes({
    'GET /api/demands': {
      demands: [makeItem(1, STATUSES[0], { overdue: true }), makeItem(2, STATUSES[2])],
      total,
      totalIsEstimate,
      page: 1,
      perPage: 25,
    },
    'GET /api/demands/statuses': { statuses: STATUSES },
    'GET /api/areas': { areas: [] },
    'GET /api/users/options': { users: [] },
  });
  loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
  const rendered = renderWithApp(<DemandsListRoute />, { path: '/demandas', route });
  return { api, ...rendered };
}

describe('/demandas', () => {
  it('sends the filters of a shared link to the server and names them in chips', async () => {
    const { api } = setup(
      `/demandas?statusIds=${STATUSES[0]!._id}&responsibleId=me&overdue=true&situation=open&page=2`,
    );
    expect(await screen.findByText('Demanda 1')).toBeInTheDocument();
    const params = Object.fromEntries(api.find('GET', '/api/demands')[0]!.url.searchParams);
    expect(params).toEqual({
      statusIds: STATUSES[0]!._id,
      responsibleId: 'me',
      overdue: 'true',
      situation: 'open',
      page: '2',
      perPage: '25',
    });
    expect(await screen.findByText('Situação: Aguardando encaminhamento')).toBeInTheDocument();
    expect(screen.getByText('Minhas demandas', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.getByText('Somente vencidas', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
  });

  it('shows the total, the Vencida badge and ~ for an estimated total', async () => {
    setup('/demandas', 1_234_000, true);
    expect(await screen.findByText('~1.234.000 demandas')).toBeInTheDocument();
    expect(screen.getByText('1–25 de ~1.234.000')).toBeInTheDocument();
    expect(screen.getAllByText('Vencida')).toHaveLength(1);
  });

  it("writes 'Somente vencidas' to the URL and keeps the filters when switching to the board", async () => {
    const { router } = setup(`/demandas?areaIds=${id(700)}&sort=-dueDate`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('checkbox', { name: 'Somente vencidas' }));
    await waitFor(() => expect(router.state.location.search).toContain('overdue=true'));
    await user.click(screen.getByRole('radio', { name: 'Quadro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demandas/quadro'));
    expect(router.state.location.search).toBe(`?areaIds=${id(700)}&overdue=true`);
  });
});
