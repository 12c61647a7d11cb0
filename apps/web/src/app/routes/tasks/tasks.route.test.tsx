import { ROLE_PRESETS, type TaskStatus } from '@gabinete/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTaskItem, oid } from '../../../features/occurrences/lib/occurrences.fixtures.ts';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { jsonResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { TasksRoute } from './tasks.route.tsx';

const LATE = makeTaskItem(1, { title: 'Enviar ofício', dueDate: '2026-01-05', overdue: true, version: 2 });
const SECOND = makeTaskItem(2, { title: 'Ligar para a Dona Aparecida' });
let patch: { status: number; body: unknown };
let api: ReturnType<typeof mockRoutes>;

beforeEach(() => {
  patch = { status: 200, body: null };
  api = mockRoutes({
    'GET /api/tasks': ({ url }) => {
      const status = url.searchParams.get('status');
      const tasks = !status || status.includes('a_fazer') ? [LATE, SECOND] : [];
      return { tasks, total: tasks.length, totalIsEstimate: false, page: 1, perPage: 25 };
    },
    'GET /api/users/options': { users: [{ _id: 'u-2', name: 'Rafael Souza', avatar: null }] },
    [`PATCH /api/tasks/${LATE._id}/status`]: ({ body }) =>
      patch.status === 200
        ? jsonResponse(200, {
            ...LATE,
            status: (body as { status: TaskStatus }).status,
            overdue: false,
            version: 3,
            description: null,
          })
        : jsonResponse(patch.status, patch.body),
  });
  loginAs({ ability: ROLE_PRESETS.assessor, role: 'assessor' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const render = (route: string) => renderWithApp(<TasksRoute />, { path: '/tarefas/:id?', route });
const column = (name: RegExp) => within(screen.getByRole('list', { name }));

describe('/tarefas', () => {
  it("opens on 'Minhas tarefas', open ones first, with late prazos in red words", async () => {
    const { router } = render('/tarefas');
    const table = within(await screen.findByRole('table', { name: 'Tarefas' }));
    expect(table.getByText('Enviar ofício')).toBeInTheDocument();
    expect(table.getByText('05/01/2026 · Vencida')).toBeInTheDocument();
    const sent = api.find('GET', '/api/tasks').at(-1)!.url.searchParams;
    expect(sent.get('assigneeId')).toBe('me');
    expect(sent.get('status')).toBe('a_fazer,em_andamento');

    await userEvent.click(screen.getByRole('tab', { name: 'Todas' }));
    await waitFor(() => expect(router.state.location.search).toBe('?aba=todas'));
    await waitFor(() =>
      expect(api.find('GET', '/api/tasks').at(-1)!.url.searchParams.get('assigneeId')).toBeNull(),
    );
  }, 20_000);

  it('completes a tarefa from the list with its version', async () => {
    render('/tarefas');
    await screen.findByRole('table', { name: 'Tarefas' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Concluir a tarefa Enviar ofício' }));
    await waitFor(() => expect(api.find('PATCH', `/api/tasks/${LATE._id}/status`)).toHaveLength(1));
    expect(api.find('PATCH', `/api/tasks/${LATE._id}/status`)[0]!.body).toEqual({
      status: 'concluida',
      version: 2,
    });
  }, 20_000);

  it("moves a card with 'Mover para…' and keeps it there when the server agrees", async () => {
    render('/tarefas?visao=quadro');
    await screen.findByRole('list', { name: 'A fazer' });
    await userEvent.click(
      column(/^A fazer$/).getByRole('button', { name: 'Mover a tarefa Enviar ofício para…' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Concluída' }));
    await waitFor(() => expect(column(/^Concluída$/).getByText('Enviar ofício')).toBeInTheDocument());
    expect(api.find('PATCH', `/api/tasks/${LATE._id}/status`)[0]!.body).toEqual({
      status: 'concluida',
      version: 2,
    });
    expect(await screen.findByText('Tarefa movida para Concluída')).toBeInTheDocument();
    expect(column(/^A fazer$/).queryByText('Enviar ofício')).toBeNull();
  }, 20_000);

  it("puts the card back and shows the server's message when the move is refused", async () => {
    patch = {
      status: 409,
      body: {
        code: 'VERSION_CONFLICT',
        message: 'Esta tarefa foi alterada por Rafael Souza às 14:32. Recarregue para ver as mudanças.',
      },
    };
    render('/tarefas?visao=quadro');
    await screen.findByRole('list', { name: 'A fazer' });
    await userEvent.click(
      column(/^A fazer$/).getByRole('button', { name: 'Mover a tarefa Enviar ofício para…' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Em andamento' }));
    expect(
      await screen.findByText(
        'Esta tarefa foi alterada por Rafael Souza às 14:32. Recarregue para ver as mudanças.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(column(/^A fazer$/).getByText('Enviar ofício')).toBeInTheDocument());
    expect(column(/^Em andamento$/).queryByText('Enviar ofício')).toBeNull();
    // The totals are back too.
    expect(screen.getByLabelText('A fazer: 2 tarefas')).toBeInTheDocument();
  }, 20_000);

  it('opens a tarefa from its link in the drawer', async () => {
    api = mockRoutes({
      'GET /api/tasks': { tasks: [], total: 0, totalIsEstimate: false, page: 1, perPage: 25 },
      'GET /api/users/options': { users: [] },
      [`GET /api/tasks/${oid(9)}`]: {
        ...makeTaskItem(9, { _id: oid(9), title: 'Protocolar requerimento' }),
        description: 'Na Câmara.',
      },
    });
    render(`/tarefas/${oid(9)}`);
    const drawer = within(await screen.findByRole('dialog', { name: 'Editar tarefa' }));
    expect(await drawer.findByDisplayValue('Protocolar requerimento')).toBeInTheDocument();
    expect(drawer.getByDisplayValue('Na Câmara.')).toBeInTheDocument();
  }, 20_000);

  it("after a stale save, 'Recarregar dados' keeps the typed título on the new version and saves with it", async () => {
    const base = {
      ...makeTaskItem(9, { _id: oid(9), title: 'Protocolar requerimento', assignee: null }),
      description: null as string | null,
    };
    let current = base;
    api = mockRoutes({
      'GET /api/tasks': { tasks: [], total: 0, totalIsEstimate: false, page: 1, perPage: 25 },
      'GET /api/users/options': { users: [] },
      [`GET /api/tasks/${oid(9)}`]: () => current,
      [`PUT /api/tasks/${oid(9)}`]: ({ body }) =>
        (body as { version: number }).version === current.version
          ? { ...current, ...(body as object), version: current.version + 1 }
          : jsonResponse(409, {
              code: 'VERSION_CONFLICT',
              message: 'Esta tarefa foi alterada por Rafael Souza às 14:32. Recarregue para ver as mudanças.',
              current: { version: 2, updatedAt: '2026-03-02T17:32:00.000Z', updatedBy: 'Rafael Souza' },
            }),
    });
    render(`/tarefas/${oid(9)}`);
    const user = userEvent.setup({ delay: null });
    const drawer = within(await screen.findByRole('dialog', { name: 'Editar tarefa' }));
    const title = await drawer.findByDisplayValue('Protocolar requerimento');
    await user.clear(title);
    await user.type(title, 'Protocolar requerimento na Câmara');
    current = { ...base, description: 'Levar duas cópias.', version: 2 };
    await user.click(drawer.getByRole('button', { name: 'Salvar' }));
    await user.click(await drawer.findByRole('button', { name: 'Recarregar dados' }));

    expect(
      await drawer.findByText(
        'Carregamos a versão de Rafael Souza e mantivemos o que você alterou: título. Revise e salve.',
      ),
    ).toBeInTheDocument();
    expect(drawer.getByDisplayValue('Protocolar requerimento na Câmara')).toBeInTheDocument();
    expect(drawer.getByDisplayValue('Levar duas cópias.')).toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.find('PUT', `/api/tasks/${oid(9)}`)).toHaveLength(2));
    expect(api.find('PUT', `/api/tasks/${oid(9)}`)[1]!.body).toMatchObject({
      version: 2,
      title: 'Protocolar requerimento na Câmara',
      description: 'Levar duas cópias.',
    });
  }, 20_000);
});
