import { ROLE_PRESETS } from '@gabinete/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UsersListRoute } from '../../../app/routes/users/users-list.route.tsx';
import { arrayPageResponse, jsonResponse, loginAs, makeUser, renderWithApp } from '../../../test/render.tsx';
import { callsTo, mockApi, uuid } from '../../citizens/lib/citizens.fixtures.ts';

const BATCH = uuid(77);
let fetchMock: ReturnType<typeof mockApi>;

const resetAnswer = (message: string) => () =>
  jsonResponse(200, {
    ok: true,
    affected: 100,
    batchId: BATCH,
    restorableUntil: '2026-12-22T12:00:00.000Z',
    message,
  });

beforeEach(() => {
  fetchMock = mockApi({
    'GET /api/users': () => arrayPageResponse([makeUser({ _id: 'u-9', name: 'Carlos Lima' })]),
    'PATCH /api/users/u-9/reset/voters': resetAnswer(
      '100 eleitores de Carlos Lima foram movidos para a lixeira.',
    ),
    'PATCH /api/users/u-9/reset/demands': resetAnswer('100 demandas de Carlos Lima foram para a lixeira.'),
    'PATCH /api/users/u-9/reset/occurrences': resetAnswer(
      '100 atendimentos de Carlos Lima foram para a lixeira.',
    ),
    [`POST /api/citizens/deletions/${BATCH}/restore`]: () =>
      jsonResponse(200, { ok: true, affected: 100, message: '100 eleitores restaurados.' }),
    [`POST /api/demands/deletions/${BATCH}/restore`]: () =>
      jsonResponse(200, { ok: true, affected: 100, message: '100 demandas restauradas.' }),
    [`POST /api/occurrences/deletions/${BATCH}/restore`]: () =>
      jsonResponse(200, { ok: true, affected: 100 }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Mantine keeps notifications in a module store that outlives each test's render.
  notifications.clean();
});

async function runReset(menuItem: string, title: string, confirmLabel: string) {
  const user = userEvent.setup({ delay: null });
  loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
  renderWithApp(<UsersListRoute />, { path: '/usuarios', route: '/usuarios' });
  await user.click(await screen.findByRole('button', { name: 'Ações de Carlos Lima' }));
  await user.click(await screen.findByRole('menuitem', { name: menuItem }));
  const modal = within(await screen.findByRole('dialog'));
  expect(modal.getByText(title)).toBeInTheDocument();
  const confirm = modal.getByRole('button', { name: confirmLabel });
  expect(confirm).toBeDisabled();
  await user.type(modal.getByLabelText('Digite EXCLUIR para confirmar'), 'excluir');
  expect(confirm).toBeDisabled();
  await user.clear(modal.getByLabelText('Digite EXCLUIR para confirmar'));
  await user.type(modal.getByLabelText('Digite EXCLUIR para confirmar'), 'EXCLUIR');
  await user.click(confirm);
  return user;
}

/** Spec §7: the reset is a PATCH without a body or a Content-Type (EXCLUIR is typed in the screen only). */
function expectNoBody(path: string) {
  const calls = fetchMock.mock.calls.filter(
    ([input, init]) =>
      init?.method === 'PATCH' && new URL(String(input), 'http://localhost').pathname === path,
  );
  expect(calls).toHaveLength(1);
  const init = calls[0]![1]!;
  expect(init.body).toBeUndefined();
  expect(new Headers(init.headers).has('Content-Type')).toBe(false);
}

describe('per-user resets on the users list', () => {
  it("'Remover eleitores cadastrados' asks for the typed word, removes, and offers Desfazer", async () => {
    const user = await runReset(
      'Remover eleitores cadastrados',
      'Remover os eleitores cadastrados por Carlos Lima?',
      'Remover eleitores',
    );
    expect(
      await screen.findByText(/100 eleitores de Carlos Lima foram movidos para a lixeira/),
    ).toBeInTheDocument();
    expectNoBody('/api/users/u-9/reset/voters');
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `/api/citizens/deletions/${BATCH}/restore`)).toHaveLength(1),
    );
    expect(await screen.findByText('100 eleitores restaurados.')).toBeInTheDocument();
  }, 20_000);

  it("'Excluir demandas cadastradas…' sends the demandas reset and undoes through the demandas batch", async () => {
    const user = await runReset(
      'Excluir demandas cadastradas…',
      'Excluir as demandas cadastradas por Carlos Lima?',
      'Excluir demandas',
    );
    expect(await screen.findByText(/100 demandas de Carlos Lima foram para a lixeira/)).toBeInTheDocument();
    expectNoBody('/api/users/u-9/reset/demands');
    expect(callsTo(fetchMock, 'PATCH', '/api/users/u-9/reset/voters')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `/api/demands/deletions/${BATCH}/restore`)).toHaveLength(1),
    );
    expect(await screen.findByText('100 demandas restauradas.')).toBeInTheDocument();
  }, 20_000);

  it("'Excluir atendimentos cadastrados…' sends the atendimentos reset and says so when undone", async () => {
    const user = await runReset(
      'Excluir atendimentos cadastrados…',
      'Excluir os atendimentos cadastrados por Carlos Lima?',
      'Excluir atendimentos',
    );
    expect(
      await screen.findByText(/100 atendimentos de Carlos Lima foram para a lixeira/),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/users/u-9/reset/occurrences')).toHaveLength(1);
    expectNoBody('/api/users/u-9/reset/occurrences');
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `/api/occurrences/deletions/${BATCH}/restore`)).toHaveLength(1),
    );
    expect(await screen.findByText('Atendimentos restaurados')).toBeInTheDocument();
  }, 20_000);

  it('is not offered to an assessor', async () => {
    loginAs({ ability: ROLE_PRESETS.assessor, role: 'assessor' });
    renderWithApp(<UsersListRoute />, { path: '/usuarios', route: '/usuarios' });
    expect(await screen.findByText('Carlos Lima')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ações de Carlos Lima' })).not.toBeInTheDocument();
  }, 20_000);
});
