import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../../lib/navigation.ts';
import { baseUserData, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(path: string) => void>();

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setNavigator(navigate);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setNavigator(null);
});

async function fillAndSubmit(email: string, password: string) {
  const clicker = userEvent.setup();
  await clicker.type(screen.getByLabelText(/E-mail/), email);
  await clicker.type(screen.getByLabelText(/Senha/), password);
  await clicker.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginForm', () => {
  it('stores the session and reports success', async () => {
    const onLoggedIn = vi.fn();
    fetchMock.mockResolvedValue(
      jsonResponse(200, { accessToken: 'a', refreshToken: 'r'.repeat(30), userData: baseUserData }),
    );
    renderWithApp(<LoginForm onLoggedIn={onLoggedIn} />);
    await fillAndSubmit('ana@gabinete.demo', 'gabinete123');

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'ana@gabinete.demo',
      password: 'gabinete123',
    });
    // Spec §3: the stored user data holds user_id, organization_id and ability (besides the shell's fields).
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({
      user_id: 'u-admin',
      organization_id: 'o1',
      ability: [{ action: 'manage', subject: 'users' }],
      name: 'Ana Souza',
    });
    expect(localStorage.getItem('accessToken')).toBe('a');
  });

  it('shows the server message on a 401 without redirecting', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha incorretos.' }),
    );
    renderWithApp(<LoginForm onLoggedIn={vi.fn()} />);
    await fillAndSubmit('ana@gabinete.demo', 'errada');

    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows a suspended office message on a 403 without going to acesso-negado', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, { code: 'ORGANIZATION_SUSPENDED', message: 'Este gabinete está suspenso.' }),
    );
    renderWithApp(<LoginForm onLoggedIn={vi.fn()} />);
    await fillAndSubmit('ana@gabinete.demo', 'gabinete123');

    expect(await screen.findByRole('alert')).toHaveTextContent('Este gabinete está suspenso.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('validates with the shared schema before calling the server', async () => {
    renderWithApp(<LoginForm onLoggedIn={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe a senha')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
