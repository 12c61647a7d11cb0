import { ROLE_PRESETS } from '@gabinete/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { loginAs, renderWithApp } from '../../../test/render.tsx';
import { useDemandListParams } from '../lib/demand-filter-params.ts';
import { STATUSES } from '../lib/demands.fixtures.ts';
import { DemandFilters } from './demand-filters.tsx';

function Harness() {
  const { params, update, clear } = useDemandListParams();
  return <DemandFilters q={params.q} filters={params.filters} onChange={update} onClear={clear} showBin />;
}

const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeEach(() => {
  mockRoutes({
    'GET /api/demands/statuses': { statuses: STATUSES },
    'GET /api/areas': { areas: [] },
    'GET /api/users/options': { users: [] },
  });
  loginAs({ ability: ROLE_PRESETS.assessor, role: 'assessor' });
});
afterEach(() => vi.unstubAllGlobals());

describe('DemandFilters', () => {
  it("applies 'Mais filtros' together, putting a prazo typed backwards in order", async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<Harness />, { path: '/demandas', route: '/demandas' });
    await user.click(screen.getByRole('button', { name: 'Mais filtros' }));
    const drawer = within(await screen.findByRole('dialog'));
    const [dueFrom, openedFrom] = drawer.getAllByLabelText('De');
    const [dueTo] = drawer.getAllByLabelText('Até');
    await user.type(dueFrom!, '30112026');
    await user.type(dueTo!, '01112026');
    await user.type(openedFrom!, '01012026');
    await user.click(drawer.getByRole('switch', { name: /Mostrar a lixeira/ }));
    await user.click(drawer.getByRole('button', { name: 'Aplicar filtros' }));
    await waitFor(() =>
      expect(search(router)).toEqual({
        dueFrom: '2026-11-01',
        dueTo: '2026-11-30',
        openedFrom: '2026-01-01',
        status: 'deleted',
      }),
    );
    expect(screen.getByRole('button', { name: /Mais filtros/ })).toHaveTextContent('4');

    // One chip stands for both ends of the range and clears both.
    await user.click(screen.getByRole('button', { name: 'Remover filtro Prazo: 01/11/2026 a 30/11/2026' }));
    await waitFor(() => expect(search(router)).toEqual({ openedFrom: '2026-01-01', status: 'deleted' }));
  }, 20_000);

  it('opens the drawer with what the URL says and leaves the URL alone on Cancelar', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<Harness />, {
      path: '/demandas',
      route: '/demandas?openedFrom=2026-02-03&neighborhood=Cambu%C3%AD',
    });
    await user.click(screen.getByRole('button', { name: /Mais filtros/ }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.getAllByLabelText('De')[1]).toHaveValue('03/02/2026');
    await user.clear(drawer.getByDisplayValue('Cambuí'));
    await user.click(drawer.getByRole('button', { name: 'Cancelar' }));
    expect(search(router)).toEqual({ openedFrom: '2026-02-03', neighborhood: 'Cambuí' });
  }, 20_000);
});
