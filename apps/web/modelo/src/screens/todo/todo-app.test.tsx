// Component tests of the to-do app against the fake back end: filters, tags, add, complete, delete.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderDemo } from '../../test/render-demo.tsx';
import { TodoApp } from './todo-app.tsx';

const route = 'tarefas/*';

async function rows() {
  const list = await screen.findByRole('list', { name: 'Lista de tarefas' });
  return within(list).getAllByRole('listitem');
}

// Generous timeouts: the typing tests are slow when the machine is busy.
describe('the to-do app', { timeout: 20_000 }, () => {
  it('lists the 16 tasks that are not deleted by default', async () => {
    renderDemo(<TodoApp />, { path: '/tarefas', route });
    expect(await rows()).toHaveLength(16);
  });

  it.each([
    ['important', 6],
    ['completed', 6],
    ['deleted', 2],
  ])('filters /tarefas/%s', async (filter, count) => {
    renderDemo(<TodoApp />, { path: `/tarefas/${filter}`, route });
    expect(await rows()).toHaveLength(count);
  });

  it('filters by tag and by the search in the URL', async () => {
    renderDemo(<TodoApp />, { path: '/tarefas/tag/team', route });
    // Tasks 1, 10 and 15 have the 'team' tag; none is deleted.
    expect(await rows()).toHaveLength(3);
    expect(screen.getByText('Agendar treinamento da equipe')).toBeInTheDocument();
  });

  it('searches with ?q= and sorts with ?sortBy=', async () => {
    renderDemo(<TodoApp />, { path: '/tarefas?q=site&sortBy=title-asc', route });
    const items = await rows();
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Renovar domínio do site'),
      expect.stringContaining('revisar textos do site'),
    ]);
  });

  it('adds a task through the drawer (201) and validates the title', async () => {
    const { backend } = renderDemo(<TodoApp />, { path: '/tarefas', route });
    await rows();
    const fetchSpy = vi.spyOn(window, 'fetch');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar tarefa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Informe o título da tarefa.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Título/), 'Ligar para o fornecedor');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Importante' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Ligar para o fornecedor')).toBeInTheDocument();
    expect(await rows()).toHaveLength(17);
    const res = await backend.handle({ method: 'GET', url: '/apps/todo/tasks?filter=important' });
    expect((res?.body as { title: string }[]).map((t) => t.title)).toContain('Ligar para o fornecedor');
    const adds = fetchSpy.mock.calls.flatMap((call, i) =>
      String(call[0]).includes('/apps/todo/add-tasks')
        ? [fetchSpy.mock.results[i]!.value as Promise<Response>]
        : [],
    );
    expect(await Promise.all(adds.map(async (r) => (await r).status))).toEqual([201]);
    fetchSpy.mockRestore();
  });

  it('completes a task with its checkbox', async () => {
    const { backend } = renderDemo(<TodoApp />, { path: '/tarefas/completed', route });
    expect(await rows()).toHaveLength(6);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Concluir “revisar textos do site”' }));
    await waitFor(async () => expect(await rows()).toHaveLength(5));
    const res = await backend.handle({ method: 'GET', url: '/apps/todo/tasks?filter=completed' });
    expect(res?.body).toHaveLength(5);
  });

  it('deletes a task from the drawer: it leaves the list and shows only under Excluídas', async () => {
    const { router } = renderDemo(<TodoApp />, { path: '/tarefas', route });
    await rows();
    await userEvent.click(screen.getByText('Comprar material de escritório'));
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    await waitFor(async () => expect(await rows()).toHaveLength(15));
    expect(screen.queryByText('Comprar material de escritório')).not.toBeInTheDocument();
    await router.navigate('/tarefas/deleted');
    // Under load the deleted list can take a few seconds to arrive.
    await waitFor(async () => expect(await rows()).toHaveLength(3), { timeout: 10_000 });
    expect(screen.getByText('Comprar material de escritório')).toBeInTheDocument();
  });

  it("opens a deleted task read-only, with 'Restaurar' bringing it back to the list", async () => {
    const { backend } = renderDemo(<TodoApp />, { path: '/tarefas/deleted', route });
    expect(await rows()).toHaveLength(2);
    await userEvent.click(screen.getByText('Migrar cadastro antigo de fornecedores'));
    const drawer = await screen.findByRole('dialog', { name: 'Tarefa excluída' });
    expect(within(drawer).getByLabelText(/Título/)).toBeDisabled();
    expect(within(drawer).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Editar tarefa' })).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Restaurar' }));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    const res = await backend.handle({ method: 'GET', url: '/apps/todo/tasks' });
    expect((res?.body as { title: string }[]).map((t) => t.title)).toContain(
      'Migrar cadastro antigo de fornecedores',
    );
  });
});
