import { ROLE_PRESETS } from '@gabinete/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  makeBoard,
  makeDemand,
  makeItem,
  ST,
  STATUSES,
} from '../../../features/demands/lib/demands.fixtures.ts';
import { jsonResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { DemandsBoardRoute } from './demands-board.route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const card = makeItem(1);
const column = (name: string) => screen.getByRole('list', { name });

function setup(patch: () => Response | Promise<Response>) {
  const api = mockRoutes({
    'GET /api/demands/board': makeBoard({
      [ST.waiting]: [card, makeItem(2)],
      [ST.solved]: [makeItem(3, STATUSES[2])],
    }),
    'GET /api/demands/statuses': { statuses: STATUSES },
    'GET /api/areas': { areas: [] },
    'GET /api/users/options': { users: [] },
  });
  // The PATCH may answer later (a pending promise), which mockRoutes cannot express.
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PATCH') {
      api.calls.push({
        method: 'PATCH',
        url: new URL(String(input), 'http://localhost'),
        body: JSON.parse(String(init.body)),
      });
      return Promise.resolve(patch());
    }
    return inner(input, init);
  });
  loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
  renderWithApp(<DemandsBoardRoute />, {
    path: '/demandas/quadro',
    route: '/demandas/quadro?areaIds=' + card.area!._id,
  });
  return api;
}

async function moveWithMenu(target: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Mover a demanda 2026/0001 para…' }));
  const menu = await screen.findByRole('menu');
  // Only the allowed next statuses are offered.
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent),
  ).toEqual(['Encaminhado para a Prefeitura', 'Solucionado']);
  await user.click(within(menu).getByRole('menuitem', { name: target }));
}

describe('/demandas/quadro', () => {
  it('shows one column per status with its total and sends the URL filters', async () => {
    const api = setup(() => jsonResponse(500, {}));
    expect(await screen.findByText('Demanda 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Aguardando encaminhamento: 2 demandas')).toBeInTheDocument();
    expect(screen.getByLabelText('Solucionado: 1 demanda')).toBeInTheDocument();
    expect(api.find('GET', '/api/demands/board')[0]!.url.searchParams.get('areaIds')).toBe(card.area!._id);
  });

  it("moves a card with 'Mover para…', sending its version", async () => {
    const api = setup(() =>
      jsonResponse(
        200,
        makeDemand({
          _id: card._id,
          protocol: card.protocol,
          status: { ...STATUSES[2]!, isFinal: true },
          version: 4,
        }),
      ),
    );
    await moveWithMenu('Solucionado');
    await waitFor(() => expect(within(column('Solucionado')).getByText('Demanda 1')).toBeInTheDocument());
    expect(api.find('PATCH', `/api/demands/${card._id}/status`)[0]!.body).toEqual({
      statusId: ST.solved,
      version: 3,
    });
    expect(await screen.findByText('Demanda 2026/0001 movida para Solucionado')).toBeInTheDocument();
  });

  it('puts the card back and shows the server message when the move is refused', async () => {
    let release: (r: Response) => void = () => undefined;
    setup(() => new Promise<Response>((resolve) => (release = resolve)));
    await moveWithMenu('Encaminhado para a Prefeitura');
    // Optimistic: the card is already in the new column while the server thinks.
    await waitFor(() =>
      expect(within(column('Encaminhado para a Prefeitura')).getByText('Demanda 1')).toBeInTheDocument(),
    );
    release(
      jsonResponse(409, {
        code: 'INVALID_TRANSITION',
        message: 'Não é possível mover de "Aguardando encaminhamento" para "Encaminhado para a Prefeitura".',
      }),
    );
    await waitFor(() =>
      expect(within(column('Aguardando encaminhamento')).getByText('Demanda 1')).toBeInTheDocument(),
    );
    expect(within(column('Encaminhado para a Prefeitura')).queryByText('Demanda 1')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Aguardando encaminhamento: 2 demandas')).toBeInTheDocument();
    expect(await screen.findByText(/Não é possível mover de/)).toBeInTheDocument();
  });
});
