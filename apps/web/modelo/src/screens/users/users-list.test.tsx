// Users list against the fake back end: first page, role filter from the URL, delete and add.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { onPhone, renderDemo } from '../../test/render-demo.tsx';
import { UsersList } from './users-list.tsx';

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('the /modelo users list', () => {
  it('shows the first 10 of the 50 users', async () => {
    renderDemo(<UsersList />, { path: '/usuarios' });
    expect(await screen.findByText('Mostrando 1 a 10 de 50 registros')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
  });

  it('narrows the list by role (11 admins) and keeps the filter in the URL', async () => {
    const { router } = renderDemo(<UsersList />, { path: '/usuarios?role=admin' });
    expect(await screen.findByText('Mostrando 1 a 10 de 11 registros')).toBeInTheDocument();
    for (const row of bodyRows()) expect(row).toHaveTextContent('Administrador');
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('Mostrando 11 a 11 de 11 registros')).toBeInTheDocument();
    expect(router.state.location.search).toContain('role=admin');
  });

  it('deletes a user after confirmation: the total drops to 49', async () => {
    const { backend } = renderDemo(<UsersList />, { path: '/usuarios' });
    await screen.findByText('Mostrando 1 a 10 de 50 registros');
    const first = bodyRows()[0]!;
    const name = within(first).getAllByRole('link')[0]!.textContent!;
    await userEvent.click(within(first).getByRole('button', { name: `Ações de ${name}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir usuário' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Mostrando 1 a 10 de 49 registros')).toBeInTheDocument();
    const all = await backend.handle({ method: 'GET', url: '/api/users/list/all-data' });
    expect((all!.body as { id: number }[]).some((u) => u.id === 1)).toBe(false);
  });

  it('adds a user through the drawer: pt-BR errors first, then the user at the top', async () => {
    renderDemo(<UsersList />, { path: '/usuarios' });
    await screen.findByText('Mostrando 1 a 10 de 50 registros');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar usuário' }));
    const drawer = await screen.findByRole('dialog', { name: 'Adicionar usuário' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Adicionar' }));
    expect(within(drawer).getByText('Informe um e-mail válido.')).toBeInTheDocument();
    await userEvent.type(within(drawer).getByLabelText(/Nome completo/), 'Tereza Nova');
    await userEvent.type(within(drawer).getByLabelText(/Nome de usuário/), 'tereza.nova');
    await userEvent.type(within(drawer).getByLabelText(/E-mail/), 'tereza@example.org');
    await userEvent.type(within(drawer).getByLabelText(/Empresa/), 'Casa Nova');
    await userEvent.click(within(drawer).getByPlaceholderText('Escolha o país'));
    await userEvent.click(await screen.findByRole('option', { name: 'Portugal' }));
    await userEvent.type(within(drawer).getByLabelText(/Contato/), '(61) 98888-1111');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Mostrando 1 a 10 de 51 registros')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Tereza Nova'));
    expect(bodyRows()[0]).toHaveTextContent('@tereza.nova');
  }, 20_000);
  it('shows one card per user on a phone, with the name, status, role and plan', async () => {
    onPhone();
    renderDemo(<UsersList />, { path: '/usuarios' });
    const list = await screen.findByRole('list', { name: 'Usuários' });
    const cards = within(list).getAllByTestId('list-card');
    expect(cards).toHaveLength(10);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: /\w/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/usuarios\/\d+$/),
    );
    expect(first.getByText('Administrador')).toBeInTheDocument();
    expect(first.getByText('Plano')).toBeInTheDocument();
  });
});
