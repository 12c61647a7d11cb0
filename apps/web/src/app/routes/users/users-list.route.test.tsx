import { ROLE_PRESETS, type User } from '@gabinete/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arrayPageResponse, loginAs, makeUser, renderWithApp } from '../../../test/render.tsx';
import { UsersListRoute } from './users-list.route.tsx';

const user = (i: number, extra: Partial<User> = {}): User =>
  makeUser({ _id: `u${i}`, name: `Pessoa ${i}`, email: `pessoa${i}@gabinete.demo`, ...extra });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // Spec §7: a bare array of users; the total of every page comes in X-Total-Count.
  fetchMock.mockImplementation(async () =>
    arrayPageResponse(
      [user(1, { status: 'invited' }), user(2, { role: 'recepcao', status: 'inactive' })],
      143,
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/usuarios', () => {
  it('lists users with perfil, situação and the pagination total', async () => {
    loginAs({ ability: ROLE_PRESETS.admin });
    renderWithApp(<UsersListRoute />, { path: '/usuarios', route: '/usuarios' });

    expect(await screen.findByText('Pessoa 1')).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Usuários' }));
    expect(table.getByText('Convite pendente')).toBeInTheDocument();
    expect(table.getByText('Inativo')).toBeInTheDocument();
    expect(table.getByText('Recepção')).toBeInTheDocument();
    expect(table.getAllByText('Nunca')).toHaveLength(2);
    expect(screen.getByText('1–25 de 143')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convidar usuário' })).toBeInTheDocument();
  }, 15_000);

  it('sends the filters from the URL to the server', async () => {
    loginAs({ ability: ROLE_PRESETS.admin });
    renderWithApp(<UsersListRoute />, { path: '/usuarios', route: '/usuarios?q=ana&status=invited&page=2' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/users');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'ana',
      page: '2',
      perPage: '25',
      status: 'invited',
    });
  });

  it('hides Convidar usuário from someone who may only read users', async () => {
    loginAs({ role: 'assessor', ability: ROLE_PRESETS.assessor });
    renderWithApp(<UsersListRoute />, { path: '/usuarios', route: '/usuarios' });
    expect(await screen.findByText('Pessoa 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convidar usuário' })).not.toBeInTheDocument();
  });

  it('opens the user when a row is clicked', async () => {
    loginAs({ ability: ROLE_PRESETS.admin });
    const { router } = renderWithApp(<UsersListRoute />, { path: '/usuarios', route: '/usuarios' });
    await userEvent.setup().click(await screen.findByText('pessoa2@gabinete.demo'));
    expect(router.state.location.pathname).toBe('/usuarios/u2');
  });
});
