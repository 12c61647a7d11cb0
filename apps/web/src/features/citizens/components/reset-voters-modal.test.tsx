import { ROLE_PRESETS } from '@gabinete/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UsersListRoute } from '../../../app/routes/users/users-list.route.tsx';
import { jsonResponse, loginAs, makeUser, renderWithApp } from '../../../test/render.tsx';
import { callsTo, mockApi, uuid } from '../lib/citizens.fixtures.ts';

const BATCH = uuid(77);
let fetchMock: ReturnType<typeof mockApi>;

beforeEach(() => {
  fetchMock = mockApi({
    'GET /api/users': () =>
      jsonResponse(200, {
        users: [makeUser({ _id: 'u-9', name: 'Carlos Lima' })],
        total: 1,
        page: 1,
        perPage: 25,
      }),
    'PATCH /api/users/u-9/reset/voters': () =>
      jsonResponse(200, {
        ok: true,
        affected: 100,
        batchId: BATCH,
        restorableUntil: '2026-12-22T12:00:00.000Z',
        message: '100 eleitores de Carlos Lima foram movidos para a lixeira.',
      }),
    [`POST /api/citizens/deletions/${BATCH}/restore`]: () =>
      jsonResponse(200, { ok: true, affected: 100, message: '100 eleitores restaurados.' }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Mantine keeps notifications in a module store that outlives each test's render.
  notifications.clean();
});

describe("'Remover eleitores cadastrados'", () => {
  it('asks for the typed word, removes, and offers Desfazer', async () => {
    const user = userEvent.setup({ delay: null });
    loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
    renderWithApp(<UsersListRoute />, { path: '/usuarios', route: '/usuarios' });
    await user.click(await screen.findByRole('button', { name: 'Ações de Carlos Lima' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remover eleitores cadastrados' }));

    const modal = within(await screen.findByRole('dialog'));
    expect(modal.getByText('Remover os eleitores cadastrados por Carlos Lima?')).toBeInTheDocument();
    const confirm = modal.getByRole('button', { name: 'Remover eleitores' });
    expect(confirm).toBeDisabled();
    await user.type(modal.getByLabelText('Digite EXCLUIR para confirmar'), 'EXCLUIR');
    await user.click(confirm);

    expect(
      await screen.findByText(/100 eleitores de Carlos Lima foram movidos para a lixeira/),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/users/u-9/reset/voters')[0]?.body).toEqual({
      confirmation: 'EXCLUIR',
    });
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `/api/citizens/deletions/${BATCH}/restore`)).toHaveLength(1),
    );
    expect(await screen.findByText('100 eleitores restaurados.')).toBeInTheDocument();
  }, 20_000);

  it('is not offered to an assessor', async () => {
    loginAs({ ability: ROLE_PRESETS.assessor, role: 'assessor' });
    renderWithApp(<UsersListRoute />, { path: '/usuarios', route: '/usuarios' });
    expect(await screen.findByText('Carlos Lima')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ações de Carlos Lima' })).not.toBeInTheDocument();
  }, 20_000);
});
