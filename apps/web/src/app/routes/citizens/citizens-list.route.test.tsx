import { ROLE_PRESETS } from '@gabinete/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, makeListItem, mockApi, uuid } from '../../../features/citizens/lib/citizens.fixtures.ts';
import { jsonResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { CitizensListRoute } from './citizens-list.route.tsx';

const TAG = {
  _id: uuid(500),
  name: 'Saúde',
  color: 'red',
  category: null,
  usageCount: 3,
  createdAt: '2026-01-01T00:00:00Z',
};
let list: { total: number; totalIsEstimate: boolean; prefixFirst?: boolean } = {
  total: 1_234_000,
  totalIsEstimate: true,
};
let fetchMock: ReturnType<typeof mockApi>;

beforeEach(() => {
  list = { total: 1_234_000, totalIsEstimate: true };
  fetchMock = mockApi({
    'GET /api/citizens': (url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const rows =
        list.total === 0 ? [] : Array.from({ length: 25 }, (_, i) => makeListItem((page - 1) * 25 + i + 1));
      if (rows[0])
        rows[0] = {
          ...rows[0],
          name: 'João Pereira',
          nickname: 'Jota',
          tags: [{ _id: TAG._id, name: 'Saúde', color: 'red' }],
        };
      return jsonResponse(200, { citizens: rows, ...list, page, perPage: 25 });
    },
    'GET /api/tags': () => jsonResponse(200, { tags: [TAG], total: 1, page: 1, perPage: 500 }),
    'POST /api/citizens/bulk/tags': () =>
      jsonResponse(200, { ok: true, affected: 1_234_000, message: '1.234.000 eleitores receberam a tag.' }),
    'POST /api/exports': () =>
      jsonResponse(201, {
        _id: uuid(600),
        format: 'csv',
        status: 'queued',
        description: '2 eleitores selecionados',
        rowCount: 0,
        fileSize: null,
        downloadUrl: null,
        error: null,
        user: null,
        createdAt: '2026-01-01T00:00:00Z',
        finishedAt: null,
        expiresAt: null,
      }),
  });
  loginAs({ ability: ROLE_PRESETS.assessor, role: 'assessor' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Mantine keeps notifications in a module store that outlives each test's render.
  notifications.clean();
});

const render = (route = '/eleitores') => renderWithApp(<CitizensListRoute />, { path: '/eleitores', route });

describe('/eleitores', () => {
  it('lists citizens with formatted phone, tags and an estimated total', async () => {
    render();
    const table = within(await screen.findByRole('table', { name: 'Eleitores' }));
    expect(table.getByText('João Pereira')).toBeInTheDocument();
    expect(table.getByText('“Jota”')).toBeInTheDocument();
    expect(table.getAllByText('(61) 99999-0000')).toHaveLength(25);
    expect(table.getAllByText('Brasília/DF')).toHaveLength(25);
    expect(table.getByText('Saúde')).toBeInTheDocument();
    expect(screen.getByText('1–25 de ~1.234.000')).toBeInTheDocument();
    expect(screen.getByText('~1.234.000 eleitores')).toBeInTheDocument();
  }, 20_000);

  it('explains when a large name search lists the names starting with it first', async () => {
    list = { total: 31_000, totalIsEstimate: true, prefixFirst: true };
    render('/eleitores?q=joao');
    expect(
      await screen.findByText(
        'Muitos resultados: primeiro os nomes que começam com “joao”, em ordem alfabética; depois os que têm “joao” em outra parte do nome.',
      ),
    ).toBeInTheDocument();
  }, 20_000);

  it('shows no ordering hint when the server did not reorder', async () => {
    render('/eleitores?q=joao');
    await screen.findByRole('table', { name: 'Eleitores' });
    expect(screen.queryByText(/primeiro os nomes que começam/)).not.toBeInTheDocument();
  }, 20_000);

  it('sends the URL filters, sort and page to the server', async () => {
    render(`/eleitores?q=joao&tags=${TAG._id}&birthMonth=3&sort=-createdAt&page=2&leaderName=Ana`);
    await screen.findByRole('table', { name: 'Eleitores' });
    const url = callsTo(fetchMock, 'GET', '/api/citizens')[0]!.url;
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'joao',
      tags: TAG._id,
      birthMonth: '3',
      sort: '-createdAt',
      page: '2',
      perPage: '25',
    });
  });

  it("offers 'Enviar mensagem' with the list's filter as the campaign segment, only to who creates campaigns", async () => {
    render(`/eleitores?q=joao&tags=${TAG._id}&birthMonth=3&sort=-createdAt&page=2&leaderName=Ana`);
    await screen.findByRole('table', { name: 'Eleitores' });
    const link = screen.getByRole('link', { name: 'Enviar mensagem' });
    const url = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/sms/campanhas/nova');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      de: 'eleitores',
      q: 'joao',
      tags: TAG._id,
      birthMonth: '3',
    });
  }, 20_000);

  it("hides 'Enviar mensagem' from a read-only user", async () => {
    loginAs({ ability: ROLE_PRESETS.leitura, role: 'leitura' });
    render();
    await screen.findByRole('table', { name: 'Eleitores' });
    expect(screen.queryByRole('link', { name: 'Enviar mensagem' })).not.toBeInTheDocument();
  }, 20_000);

  it('shows the bulk bar, offers the whole filter and tags every citizen of it', async () => {
    const user = userEvent.setup({ delay: null });
    render('/eleitores?neighborhood=Centro');
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar João Pereira' }));
    const bar = within(screen.getByRole('region', { name: 'Ações em lote' }));
    expect(bar.getByText('1 eleitor selecionado')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos desta página' }));
    expect(bar.getByText('25 eleitores selecionados')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Selecionar todos os ~1.234.000 do filtro' }));
    expect(bar.getByText('Todos os ~1.234.000 do filtro selecionados')).toBeInTheDocument();

    await user.click(bar.getByRole('button', { name: 'Adicionar tag' }));
    const modal = within(await screen.findByRole('dialog'));
    await user.click(modal.getByRole('textbox', { name: 'Tags' }));
    await user.click(await screen.findByRole('option', { name: /Saúde/ }));
    await user.click(modal.getByRole('button', { name: 'Adicionar' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/citizens/bulk/tags')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/citizens/bulk/tags')[0]!.body).toEqual({
      selection: { filter: { neighborhood: 'Centro', status: 'active' } },
      tagIds: [TAG._id],
      action: 'add',
    });
    expect(await screen.findByText('1.234.000 eleitores receberam a tag.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ações em lote' })).not.toBeInTheDocument();
  }, 20_000);

  it('exports the chosen rows and points to the export history', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar João Pereira' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Eleitor 2' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Ações em lote' })).getByRole('button', { name: 'Exportar' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Exportar CSV' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/exports')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/exports')[0]!.body).toEqual({
      format: 'csv',
      ids: [uuid(1), uuid(2)],
    });
    expect(await screen.findByText('Exportação iniciada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver exportações' })).toBeInTheDocument();
  }, 20_000);

  it('explains the area and offers the first actions when there is nobody yet', async () => {
    list = { total: 0, totalIsEstimate: false };
    render();
    expect(await screen.findByText('Nenhum eleitor cadastrado ainda')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar o primeiro eleitor' })).toHaveAttribute(
      'href',
      '/eleitores/novo',
    );
    expect(screen.getAllByRole('link', { name: 'Importar planilha' })[0]).toHaveAttribute(
      'href',
      '/importacoes/nova',
    );
  });
});
