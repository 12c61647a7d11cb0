import { ROLE_PRESETS } from '@gabinete/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { loginAs, renderWithApp } from '../../../test/render.tsx';
import { useCitizenListParams } from '../lib/citizen-filter-params.ts';
import { mockApi } from '../lib/citizens.fixtures.ts';
import { CitizenFilters } from './citizen-filters.tsx';

function Harness() {
  const { params, update, clear, apiQuery } = useCitizenListParams();
  return (
    <>
      <CitizenFilters q={params.q} filters={params.filters} onChange={update} onClear={clear} />
      <output data-testid="api">{JSON.stringify(apiQuery)}</output>
    </>
  );
}

const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeEach(() => {
  mockApi({});
  loginAs({ ability: ROLE_PRESETS.assessor, role: 'assessor' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Mantine keeps notifications in a module store that outlives each test's render.
  notifications.clean();
});

describe('CitizenFilters', () => {
  it('shows the filters of the URL as chips and sends only real filters to the API', async () => {
    renderWithApp(<Harness />, {
      path: '/eleitores',
      route:
        '/eleitores?q=joao&neighborhood=Centro&ageMin=18&ageMax=30&cityIbge=5300108&cityName=Bras%C3%ADlia%2FDF',
    });
    expect(await screen.findByText('Busca: joao')).toBeInTheDocument();
    expect(screen.getByText('Bairro: Centro')).toBeInTheDocument();
    expect(screen.getByText('Idade: 18 a 30 anos')).toBeInTheDocument();
    expect(screen.getByText('Cidade: Brasília/DF')).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('api').textContent ?? '{}')).toEqual({
      q: 'joao',
      neighborhood: 'Centro',
      cityIbge: '5300108',
      ageMin: '18',
      ageMax: '30',
    });
  });

  it("labels the dashboard's 'novos no mês' link and removes both dates with its chip", async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<Harness />, {
      path: '/eleitores',
      route: '/eleitores?createdFrom=2026-11-01',
    });
    expect(JSON.parse((await screen.findByTestId('api')).textContent ?? '{}')).toEqual({
      createdFrom: '2026-11-01',
    });
    await user.click(
      await screen.findByRole('button', { name: 'Remover filtro Cadastrados desde 01/11/2026' }),
    );
    expect(search(router)).toEqual({});
  });

  it('removes both ages with the Idade chip, and Limpar keeps the Lixeira switch', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<Harness />, {
      path: '/eleitores',
      route: '/eleitores?q=joao&ageMin=18&ageMax=30&status=deleted&page=3',
    });
    await user.click(await screen.findByRole('button', { name: 'Remover filtro Idade: 18 a 30 anos' }));
    expect(search(router)).toEqual({ q: 'joao', status: 'deleted' });
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(search(router)).toEqual({ status: 'deleted' });
  });

  it('puts the search in the URL on Enter, back on page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<Harness />, { path: '/eleitores', route: '/eleitores?page=4' });
    await user.type(screen.getByRole('textbox', { name: 'Buscar eleitores' }), 'maria{Enter}');
    expect(search(router)).toEqual({ q: 'maria' });
  });

  it('commits the bairro typed when Enter is pressed', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<Harness />, { path: '/eleitores', route: '/eleitores' });
    await user.type(screen.getByPlaceholderText('Bairro'), 'Asa Sul{Enter}');
    await waitFor(() => expect(search(router)).toEqual({ neighborhood: 'Asa Sul' }));
  });

  it("applies 'Mais filtros' together, swapping ages typed the wrong way round", async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<Harness />, { path: '/eleitores', route: '/eleitores' });
    await user.click(screen.getByRole('button', { name: 'Mais filtros' }));
    const drawer = within(await screen.findByRole('dialog'));
    await user.type(drawer.getByLabelText('Zona eleitoral'), '12a');
    await user.type(drawer.getByLabelText('Idade mínima'), '60');
    await user.type(drawer.getByLabelText('Idade máxima'), '40');
    await user.click(drawer.getByRole('button', { name: 'Aplicar filtros' }));
    expect(search(router)).toEqual({ voterZone: '12', ageMin: '40', ageMax: '60' });
    expect(await screen.findByText('Zona: 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Mais filtros/ })).toHaveTextContent('3');
  }, 20_000);
});
