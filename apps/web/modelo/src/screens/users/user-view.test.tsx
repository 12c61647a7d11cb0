// User view against the fake back end: a stored user's details, and the pt-BR state for an unknown id.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDemo } from '../../test/render-demo.tsx';
import { UserView } from './user-view.tsx';

const list = { path: '/usuarios', element: <p>Lista de usuários</p> };

describe('the /modelo user view', () => {
  it("shows the stored user's details", async () => {
    renderDemo(<UserView />, { path: '/usuarios/1', route: 'usuarios/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Adriana Quintela' })).toBeInTheDocument();
    expect(screen.getAllByText('adriana.quintela1@example.org').length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Segurança' })).toBeInTheDocument();
  });

  it("shows 'Usuário não encontrado' with a way back for an unknown id", async () => {
    renderDemo(<UserView />, { path: '/usuarios/999', route: 'usuarios/:id', routes: [list] });
    expect(await screen.findByRole('heading', { name: 'Usuário não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Voltar para a lista de usuários/ })).toHaveAttribute(
      'href',
      '/usuarios',
    );
  });
});
