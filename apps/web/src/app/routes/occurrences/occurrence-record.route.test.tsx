import { ROLE_PRESETS, type Occurrence } from '@gabinete/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOccurrence, oid } from '../../../features/occurrences/lib/occurrences.fixtures.ts';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { jsonResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { OccurrenceRecordRoute } from './occurrence-record.route.tsx';

const ID = oid(1);
let record: Occurrence;
let deleteAnswer: Response | null;
let api: ReturnType<typeof mockRoutes>;

beforeEach(() => {
  record = makeOccurrence();
  deleteAnswer = null;
  api = mockRoutes({
    [`GET /api/occurrences/${ID}`]: () => record,
    'GET /api/occurrences': { occurrences: [], total: 0, totalIsEstimate: false, page: 1, perPage: 5 },
    [`POST /api/occurrences/${ID}/restore`]: () => (record = { ...record, deletedAt: null }),
    [`DELETE /api/occurrences/${ID}`]: () => deleteAnswer ?? { ok: true },
  });
  loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const render = () =>
  renderWithApp(<OccurrenceRecordRoute />, { path: '/atendimentos/:id', route: `/atendimentos/${ID}` });

describe('/atendimentos/:id', () => {
  it('says when the atendimento does not exist and links back to the list', async () => {
    api = mockRoutes({});
    render();
    expect(await screen.findByText('Atendimento não encontrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Atendimentos' })).toHaveAttribute(
      'href',
      '/atendimentos',
    );
  });

  it('shows an atendimento in the bin and restores it', async () => {
    record = makeOccurrence({ deletedAt: '2026-03-11T12:00:00.000Z' });
    render();
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(
      'Este atendimento está na lixeira desde 11/03/2026 09:00. Ele não aparece na lista nem na linha do tempo do eleitor.',
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByText('Atendimento restaurado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Este atendimento está na lixeira')).toBeNull());
    expect(api.find('POST', `/api/occurrences/${ID}/restore`)).toHaveLength(1);
  });

  it("offers only the allowed moves under 'Mudar situação'", async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Mudar situação' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Em andamento', 'Concluir', 'Cancelar atendimento']);
  });

  it("deletes after the confirmation naming it, and keeps the server's refusal in the modal", async () => {
    deleteAnswer = jsonResponse(409, { code: 'CONFLICT', message: 'Não foi possível excluir agora.' });
    const { router } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Mais ações' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    const modal = within(
      await screen.findByRole('dialog', { name: 'Excluir o atendimento “Poda de árvore”?' }),
    );
    await userEvent.click(modal.getByRole('button', { name: 'Excluir' }));
    expect(await modal.findByText('Não foi possível excluir agora.')).toBeInTheDocument();

    deleteAnswer = null;
    await userEvent.click(modal.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/atendimentos'));
    expect(api.find('DELETE', `/api/occurrences/${ID}`)).toHaveLength(2);
  });
});
