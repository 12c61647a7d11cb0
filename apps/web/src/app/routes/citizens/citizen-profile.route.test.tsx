import { ROLE_PRESETS } from '@gabinete/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, makeCitizen, mockApi, uuid } from '../../../features/citizens/lib/citizens.fixtures.ts';
import { jsonResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { CitizenProfileRoute } from './citizen-profile.route.tsx';

const ID = uuid(1);
const item = (n: number, at: string) => ({
  id: `t${n}`,
  kind: 'change',
  at,
  title: `Evento ${n}`,
  description: null,
  link: null,
  user: { _id: 'u1', name: 'Ana Souza' },
});
let citizen = makeCitizen();
let fetchMock: ReturnType<typeof mockApi>;

beforeEach(() => {
  citizen = makeCitizen({ tags: [{ _id: uuid(9), name: 'Liderança', color: 'violet' }] });
  fetchMock = mockApi({
    [`GET /api/citizens/${ID}`]: () => jsonResponse(200, citizen),
    [`GET /api/citizens/${ID}/timeline`]: (url) =>
      url.searchParams.get('before')
        ? jsonResponse(200, { items: [item(3, '2026-01-01T10:00:00.000Z')], hasMore: false })
        : jsonResponse(200, {
            items: [item(1, '2026-03-01T10:00:00.000Z'), item(2, '2026-02-01T10:00:00.000Z')],
            hasMore: true,
          }),
    [`GET /api/citizens/${ID}/history`]: () =>
      jsonResponse(200, {
        changes: [
          {
            _id: 'h1',
            action: 'update',
            user: { _id: 'u1', name: 'Ana Souza' },
            createdAt: '2026-02-01T10:00:00.000Z',
            changes: [
              { field: 'cpf', from: null, to: '52998224725' },
              { field: 'neighborhood', from: 'Centro', to: 'Asa Norte' },
            ],
          },
        ],
      }),
    [`POST /api/citizens/${ID}/restore`]: () => {
      citizen = { ...citizen, deletedAt: null };
      return jsonResponse(200, citizen);
    },
  });
  loginAs({ ability: ROLE_PRESETS.admin });
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Mantine keeps notifications in a module store that outlives each test's render.
  notifications.clean();
});

const render = (route = `/eleitores/${ID}`) =>
  renderWithApp(<CitizenProfileRoute />, { path: '/eleitores/:id', route });

describe('/eleitores/:id', () => {
  it('shows the record with contact buttons and loads older timeline items with Carregar mais', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    expect(await screen.findByRole('heading', { name: 'Maria da Silva' })).toBeInTheDocument();
    expect(screen.getByText('Liderança')).toBeInTheDocument();
    // Who may act on the SAC sends through the office's WhatsApp (a button that opens the composer), not wa.me.
    expect(screen.getByRole('button', { name: 'WhatsApp (61) 99999-8888' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'WhatsApp (61) 99999-8888' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ligar para (61) 99999-8888' })).toHaveAttribute(
      'href',
      'tel:+5561999998888',
    );
    expect(screen.getByText('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conversar pelo SAC' })).toHaveAttribute(
      'href',
      `/sac?novo=${ID}`,
    );

    expect(await screen.findByText('Evento 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Evento 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    const calls = callsTo(fetchMock, 'GET', `/api/citizens/${ID}/timeline`);
    expect(calls.map((c) => c.url.searchParams.get('before'))).toEqual([null, '2026-02-01T10:00:00.000Z']);
  }, 20_000);

  it('lists changes with pt-BR field labels and readable values', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('tab', { name: 'Histórico de alterações' }));
    const entry = within((await screen.findByText('CPF:')).closest('li')!);
    expect(entry.getByText('(vazio)')).toBeInTheDocument();
    expect(entry.getByText('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByText('Bairro:')).toBeInTheDocument();
    expect(screen.getByText(/por Ana Souza/)).toBeInTheDocument();
  }, 20_000);

  it("shows 'Eleitor não encontrado' for an unknown id", async () => {
    render(`/eleitores/${uuid(404)}`);
    expect(await screen.findByText('Eleitor não encontrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Eleitores' })).toHaveAttribute('href', '/eleitores');
  }, 20_000);

  it('marks a deleted citizen and restores it', async () => {
    const user = userEvent.setup({ delay: null });
    citizen = { ...citizen, deletedAt: '2026-03-02T10:00:00.000Z' };
    render();
    expect(await screen.findByText('Este eleitor está na lixeira')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restaurar' }));
    await waitFor(() => expect(screen.queryByText('Este eleitor está na lixeira')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/eleitores/${ID}/editar`);
  }, 20_000);
});
