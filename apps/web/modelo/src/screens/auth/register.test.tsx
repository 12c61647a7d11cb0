import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDemoUser } from '../../lib/session.ts';
import { renderDemo } from '../../test/render-demo.tsx';
import { RegisterScreen } from './register.tsx';

const home = { path: '/', element: <p>Início do modelo</p> };

async function fill(username: string, email: string, password: string) {
  await userEvent.type(screen.getByLabelText(/Nome de usuário/), username);
  await userEvent.type(screen.getByLabelText(/E-mail/), email);
  await userEvent.type(screen.getByLabelText(/Senha/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
}

describe('the /modelo register', () => {
  it('creates an admin who manages all and logs them in', async () => {
    renderDemo(<RegisterScreen />, { path: '/cadastro', user: null, routes: [home] });
    await fill('novo', 'novo@demo.com', 'segredo');
    expect(await screen.findByText('Início do modelo')).toBeInTheDocument();
    expect(getDemoUser()).toMatchObject({
      email: 'novo@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
    });
  });

  it('shows an address and a username in use under their fields, in pt-BR', async () => {
    renderDemo(<RegisterScreen />, { path: '/cadastro', user: null, routes: [home] });
    await fill('johndoe', 'admin@demo.com', 'segredo');
    expect(await screen.findByText('Este e-mail já está em uso.')).toBeInTheDocument();
    expect(getDemoUser()).toBeNull();
  });

  it('checks the fields before calling', async () => {
    renderDemo(<RegisterScreen />, { path: '/cadastro', user: null, routes: [home] });
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(screen.getByText('Informe um nome de usuário.')).toBeInTheDocument();
    expect(screen.getByText('Informe um e-mail válido.')).toBeInTheDocument();
  });
});
