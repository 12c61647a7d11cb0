import { ROLE_PRESETS } from '@gabinete/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../../test/mock-routes.ts';
import { loginAs, renderWithApp } from '../../../../test/render.tsx';
import { ST, STATUSES } from '../../lib/demands.fixtures.ts';
import { changedRows } from './transitions-matrix.tsx';
import { reorder, StatusesSettings } from './statuses-settings.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('situações settings', () => {
  it('moves a status one place and keeps the rest', () => {
    expect(reorder(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(reorder(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('saves only the rows of the matrix that changed, in board order', () => {
    const draft = Object.fromEntries(STATUSES.map((s) => [s._id, s.next]));
    draft[ST.archived] = [ST.solved, ST.waiting];
    expect(changedRows(STATUSES, draft)).toEqual([{ id: ST.archived, next: [ST.waiting, ST.solved] }]);
  });

  it('sends the whole new order when a status goes down', async () => {
    const api = mockRoutes({
      'GET /api/demands/statuses': { statuses: STATUSES },
      'PUT /api/demands/statuses/order': { ok: true },
    });
    loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
    renderWithApp(<StatusesSettings />);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Descer Aguardando encaminhamento' }));
    await waitFor(() => expect(api.find('PUT', '/api/demands/statuses/order')).toHaveLength(1));
    expect(api.find('PUT', '/api/demands/statuses/order')[0]!.body).toEqual({
      ids: [ST.cityHall, ST.waiting, ST.solved, ST.archived],
    });
  });

  it('shows the list without editing controls to who may only read settings', async () => {
    mockRoutes({ 'GET /api/demands/statuses': { statuses: STATUSES } });
    loginAs({ ability: ROLE_PRESETS.assessor, role: 'assessor' });
    renderWithApp(<StatusesSettings />);
    expect(await screen.findByRole('list', { name: 'Situações em ordem' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova situação' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'De Aguardando encaminhamento para Solucionado' }),
    ).toBeDisabled();
  });
});
