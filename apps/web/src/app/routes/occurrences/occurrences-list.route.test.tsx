import { ROLE_PRESETS } from '@gabinete/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCitizen } from '../../../features/citizens/lib/citizens.fixtures.ts';
import { makeOccurrence, oid } from '../../../features/occurrences/lib/occurrences.fixtures.ts';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { jsonResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { OccurrencesListRoute } from './occurrences-list.route.tsx';

const AREA = { _id: oid(50), name: 'Saúde', color: 'red', description: null, active: true };
const CITIZEN = makeCitizen({ _id: oid(100), name: 'Maria das Dores' });
let api: ReturnType<typeof mockRoutes>;

beforeEach(() => {
  api = mockRoutes({
    'GET /api/occurrences': ({ url }) => ({
      occurrences: [
        makeOccurrence({
          area: { _id: AREA._id, name: 'Saúde', color: 'red' },
          demand: { _id: oid(70), protocol: '2026/0142', title: 'Poda' },
        }),
      ],
      total: 1,
      totalIsEstimate: false,
      page: Number(url.searchParams.get('page') ?? 1),
      perPage: 25,
    }),
    'GET /api/areas': {
      areas: [
        {
          ...AREA,
          demandsCount: 0,
          openDemandsCount: 0,
          occurrencesCount: 0,
          createdAt: '2026-01-01T00:00:00Z',
        },
      ],
    },
    'GET /api/users/options': { users: [{ _id: 'u-2', name: 'Rafael Souza', avatar: null }] },
    [`GET /api/citizens/${CITIZEN._id}`]: CITIZEN,
    'POST /api/occurrences': ({ body }) =>
      jsonResponse(201, makeOccurrence({ _id: oid(9), subject: (body as { subject: string }).subject })),
  });
  loginAs({ ability: ROLE_PRESETS.recepcao, role: 'recepcao' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const render = (route: string) => renderWithApp(<OccurrencesListRoute />, { path: '/atendimentos', route });

describe('/atendimentos', () => {
  it('lists atendimentos with canal, eleitor, área, situação and the demanda opened from them', async () => {
    render('/atendimentos');
    const table = within(await screen.findByRole('table', { name: 'Atendimentos' }));
    expect(table.getByText('10/03/2026 10:30')).toBeInTheDocument();
    expect(table.getByText('Telefone')).toBeInTheDocument();
    expect(table.getByRole('link', { name: 'Maria das Dores' })).toHaveAttribute(
      'href',
      `/eleitores/${oid(100)}`,
    );
    expect(table.getByText('Demanda 2026/0142')).toBeInTheDocument();
    expect(table.getByText('Aberto')).toBeInTheDocument();
    expect(screen.getByText('1 atendimento')).toBeInTheDocument();
  }, 20_000);

  it('sends the URL filters, sort and page to the server and names them in chips', async () => {
    const { router } = render(
      `/atendimentos?q=poda&status=aberto,em_andamento&channel=whatsapp&areaIds=${AREA._id}` +
        '&responsibleId=me&from=2026-03-01&to=2026-03-31&sort=subject&page=2',
    );
    await screen.findByRole('table', { name: 'Atendimentos' });
    const sent = api.find('GET', '/api/occurrences').at(-1)!.url.searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      q: 'poda',
      status: 'aberto,em_andamento',
      channel: 'whatsapp',
      areaIds: AREA._id,
      responsibleId: 'me',
      from: '2026-03-01',
      to: '2026-03-31',
      sort: 'subject',
      page: '2',
      perPage: '25',
    });
    expect(await screen.findByText('Situações: Aberto, Em andamento')).toBeInTheDocument();
    expect(screen.getByText('Canal: WhatsApp')).toBeInTheDocument();
    expect(screen.getByText('Área: Saúde')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover filtro Meus atendimentos' })).toBeInTheDocument();
    expect(screen.getByText('Período: de 01/03/2026 a 31/03/2026')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remover filtro Canal: WhatsApp' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('channel'));
    // Any other change than the page goes back to the first page.
    expect(router.state.location.search).not.toContain('page=');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    // 'Limpar' clears the filters, not the order the person chose.
    await waitFor(() => expect(router.state.location.search).toBe('?sort=subject'));
  }, 20_000);

  it("registers an atendimento for the profile's citizen and opens the demanda form prefilled from it", async () => {
    const { router } = render(`/atendimentos?novo=1&citizenId=${CITIZEN._id}&citizenName=Maria`);
    const drawer = within(await screen.findByRole('dialog', { name: 'Novo atendimento' }));
    expect(await drawer.findByDisplayValue('Maria das Dores')).toBeInTheDocument();
    await userEvent.click(drawer.getByRole('radio', { name: 'Telefone' }));
    await userEvent.type(drawer.getByRole('textbox', { name: /Assunto/ }), 'Vaga em creche');
    await userEvent.click(drawer.getByRole('switch', { name: /Abrir uma demanda com estes dados/ }));
    await userEvent.click(drawer.getByRole('button', { name: 'Salvar e abrir demanda' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/demandas/nova'));
    expect(router.state.location.search).toBe(`?occurrenceId=${oid(9)}`);
    const [post] = api.find('POST', '/api/occurrences');
    expect(post!.body).toMatchObject({
      citizenId: CITIZEN._id,
      channel: 'telefone',
      subject: 'Vaga em creche',
      status: 'aberto',
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/),
    });
  }, 20_000);

  it('stays on the list after a plain save, keeping the citizen filter and closing the drawer', async () => {
    const { router } = render(`/atendimentos?novo=1&citizenId=${CITIZEN._id}&citizenName=Maria`);
    const drawer = within(await screen.findByRole('dialog', { name: 'Novo atendimento' }));
    await drawer.findByDisplayValue('Maria das Dores');
    await userEvent.type(drawer.getByRole('textbox', { name: /Assunto/ }), 'Agradecimento');
    await userEvent.click(drawer.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('novo'));
    expect(router.state.location.pathname).toBe('/atendimentos');
    expect(router.state.location.search).toContain(`citizenId=${CITIZEN._id}`);
    expect(await screen.findByText('Atendimento registrado')).toBeInTheDocument();
  }, 20_000);

  it('says what is missing instead of sending a form without citizen or assunto', async () => {
    render('/atendimentos?novo=1');
    const drawer = within(await screen.findByRole('dialog', { name: 'Novo atendimento' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Salvar' }));
    expect(await drawer.findByText('Escolha o eleitor atendido')).toBeInTheDocument();
    expect(drawer.getByText('Informe o assunto do atendimento')).toBeInTheDocument();
    expect(api.find('POST', '/api/occurrences')).toHaveLength(0);
  }, 20_000);
});
