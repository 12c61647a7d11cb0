import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  demoSessionExpired,
  expireDemoSession,
  getDemoRefreshToken,
  getDemoUser,
} from '../../lib/session.ts';
import { renderDemo } from '../../test/render-demo.tsx';
import { LoginScreen } from './login.tsx';

const home = { path: '/', element: <p>Início do modelo</p> };

describe('the /modelo login', () => {
  it('logs the client in through the fake back end and keeps its abilities', async () => {
    renderDemo(<LoginScreen />, { path: '/entrar', user: null, routes: [home] });
    const email = screen.getByLabelText(/E-mail/);
    await userEvent.clear(email);
    await userEvent.type(email, 'client@demo.com');
    const password = screen.getByLabelText(/Senha/);
    await userEvent.clear(password);
    await userEvent.type(password, 'client');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Início do modelo')).toBeInTheDocument();
    expect(getDemoUser()?.ability).toEqual([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
    expect(getDemoRefreshToken()).toBeTruthy();
  });

  it("shows the fake back end's refusal in pt-BR and stays on the page", async () => {
    renderDemo(<LoginScreen />, { path: '/entrar', user: null, routes: [home] });
    const password = screen.getByLabelText(/Senha/);
    await userEvent.clear(password);
    await userEvent.type(password, 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos.');
    await waitFor(() => expect(getDemoUser()).toBeNull());
  });

  it("says 'Sua sessão expirou' after the area logged out by itself, and forgets it once logged in", async () => {
    window.localStorage.setItem('modelo.refreshToken', 'vencido');
    window.localStorage.setItem('modelo.accessToken', 'vencido');
    expireDemoSession();
    renderDemo(<LoginScreen />, { path: '/entrar', user: null, routes: [home] });
    expect(screen.getByText('Sua sessão expirou')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Início do modelo')).toBeInTheDocument();
    expect(demoSessionExpired()).toBe(false);
  });

  it('says nothing about an expired session on an ordinary visit', () => {
    renderDemo(<LoginScreen />, { path: '/entrar', user: null, routes: [home] });
    expect(screen.queryByText('Sua sessão expirou')).not.toBeInTheDocument();
  });
});
