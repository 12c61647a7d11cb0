import { ROLE_PRESETS, type Occurrence } from '@gabinete/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { id, makeDemand, STATUSES } from '../../../features/demands/lib/demands.fixtures.ts';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { jsonResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { DemandEditRoute, DemandNewRoute } from './demand-form.route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const AREA = { _id: id(700), name: 'Saúde', color: 'red' as const };
const area = {
  ...AREA,
  description: null,
  active: true,
  demandsCount: 0,
  openDemandsCount: 0,
  occurrencesCount: 0,
  createdAt: '',
};
const occurrence: Occurrence = {
  _id: id(300),
  occurredAt: '2026-11-20T13:00:00.000Z',
  channel: 'presencial',
  subject: 'Falta de remédio no posto do Cambuí',
  description: 'A farmácia do posto está sem insulina há uma semana.',
  area: AREA,
  responsible: { _id: id(801), name: 'Rafael Souza' },
  status: 'aberto',
  citizen: { _id: id(501), name: 'Maria da Silva', phone: null },
  demand: null,
  version: 1,
  createdBy: null,
  updatedBy: null,
  createdAt: '2026-11-20T13:00:00.000Z',
  updatedAt: '2026-11-20T13:00:00.000Z',
  deletedAt: null,
};
const common = {
  'GET /api/demands/statuses': { statuses: STATUSES },
  'GET /api/areas': { areas: [area] },
  'GET /api/users/options': { users: [{ _id: id(801), name: 'Rafael Souza', avatar: null }] },
};

describe('/demandas/nova from an atendimento', () => {
  it('carries the atendimento over and sends occurrenceId', async () => {
    const created = makeDemand({ _id: id(42), protocol: '2026/0142' });
    const api = mockRoutes({
      ...common,
      [`GET /api/occurrences/${occurrence._id}`]: occurrence,
      'POST /api/demands': () => jsonResponse(201, created),
    });
    loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
    const { router } = renderWithApp(<DemandNewRoute />, {
      path: '/demandas/nova',
      route: `/demandas/nova?occurrenceId=${occurrence._id}`,
    });
    expect(await screen.findByDisplayValue('Falta de remédio no posto do Cambuí')).toBeInTheDocument();
    expect(
      screen.getByDisplayValue('A farmácia do posto está sem insulina há uma semana.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Maria da Silva')).toBeInTheDocument();
    expect(screen.getByText(/Aberta a partir do atendimento/)).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Salvar demanda' }));
    await waitFor(() => expect(api.find('POST', '/api/demands')).toHaveLength(1));
    expect(api.find('POST', '/api/demands')[0]!.body).toMatchObject({
      title: 'Falta de remédio no posto do Cambuí',
      description: 'A farmácia do posto está sem insulina há uma semana.',
      citizenIds: [id(501)],
      areaId: AREA._id,
      responsibleId: id(801),
      occurrenceId: occurrence._id,
      priority: 'media',
    });
    expect(await screen.findByText('Demanda 2026/0142 salva')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/demandas/${id(42)}`));
  }, 20_000);

  it('shows the schema messages under the fields without sending', async () => {
    const api = mockRoutes({ ...common });
    loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
    renderWithApp(<DemandNewRoute />, { path: '/demandas/nova', route: '/demandas/nova' });
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Salvar demanda' }));
    expect(await screen.findByText('Informe o título da demanda')).toBeInTheDocument();
    expect(screen.getByText('Escolha pelo menos um eleitor')).toBeInTheDocument();
    expect(api.find('POST', '/api/demands')).toHaveLength(0);
  }, 20_000);
});

describe('/demandas/:id/editar when someone else saved first', () => {
  it('keeps what was typed, and after reloading keeps it on top of the new version and saves with it', async () => {
    const demand = makeDemand();
    const theirs = makeDemand({
      version: 5,
      description: 'Rafael ligou: o poste foi trocado, falta religar.',
      updatedBy: { _id: id(802), name: 'Rafael Souza' },
    });
    let current = demand;
    const api = mockRoutes({
      ...common,
      [`GET /api/demands/${demand._id}`]: () => jsonResponse(200, current),
      [`PUT /api/demands/${demand._id}`]: (call: { body: { version: number } }) =>
        call.body.version === current.version
          ? jsonResponse(200, { ...current, version: current.version + 1 })
          : jsonResponse(409, {
              code: 'VERSION_CONFLICT',
              message:
                'Esta demanda foi alterada por Rafael Souza às 10:00. Recarregue para ver as mudanças.',
              current: { version: 5, updatedAt: '2026-11-21T10:00:00.000Z', updatedBy: 'Rafael Souza' },
            }),
    });
    loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
    renderWithApp(<DemandEditRoute />, {
      path: '/demandas/:id/editar',
      route: `/demandas/${demand._id}/editar`,
    });
    const user = userEvent.setup({ delay: null });
    const title = await screen.findByDisplayValue(demand.title);
    await user.clear(title);
    await user.type(title, 'Meu título novo');
    current = theirs;
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(/alterada por Rafael Souza/)).toBeInTheDocument();
    expect(api.find('PUT', `/api/demands/${demand._id}`)[0]!.body).toMatchObject({
      version: 4,
      title: 'Meu título novo',
    });
    expect(screen.getByDisplayValue('Meu título novo')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Recarregar dados' }));
    expect(
      await screen.findByText(
        'Carregamos a versão de Rafael Souza e mantivemos o que você alterou: título. Revise e salve.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByDisplayValue('Meu título novo')).toBeInTheDocument();
    expect(screen.getByDisplayValue(theirs.description!)).toBeInTheDocument();
    expect(screen.queryByText(/alterada por Rafael Souza/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.find('PUT', `/api/demands/${demand._id}`)).toHaveLength(2));
    expect(api.find('PUT', `/api/demands/${demand._id}`)[1]!.body).toMatchObject({
      version: 5,
      title: 'Meu título novo',
      description: theirs.description,
    });
    expect(await screen.findByText('Demanda 2026/0142 salva')).toBeInTheDocument();
  }, 20_000);
});

describe('/demandas/:id/editar and its instituição', () => {
  it('keeps the linked instituição on save and shows a name typed before as a hint', async () => {
    const linked = makeDemand({
      institution: 'EMEF Padre Anchieta',
      institutionRef: { _id: id(900), name: 'EMEF Padre Anchieta', cnpj: null },
    });
    const api = mockRoutes({
      ...common,
      [`GET /api/demands/${linked._id}`]: linked,
      [`PUT /api/demands/${linked._id}`]: () => jsonResponse(200, { ...linked, version: linked.version + 1 }),
    });
    loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
    renderWithApp(<DemandEditRoute />, {
      path: '/demandas/:id/editar',
      route: `/demandas/${linked._id}/editar`,
    });
    const user = userEvent.setup({ delay: null });
    const title = await screen.findByDisplayValue(linked.title);
    expect(screen.getByDisplayValue('EMEF Padre Anchieta')).toBeInTheDocument();
    expect(screen.queryByText(/escolha a instituição cadastrada/)).not.toBeInTheDocument();
    await user.type(title, ' (revisado)');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.find('PUT', `/api/demands/${linked._id}`)).toHaveLength(1));
    expect(api.find('PUT', `/api/demands/${linked._id}`)[0]!.body).toMatchObject({
      institutionId: id(900),
      institution: 'EMEF Padre Anchieta',
    });
  }, 20_000);

  it('offers to pick the instituição when the demanda only has a typed name', async () => {
    const typed = makeDemand({ institution: 'CEI do bairro', institutionRef: null });
    mockRoutes({ ...common, [`GET /api/demands/${typed._id}`]: typed });
    loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
    renderWithApp(<DemandEditRoute />, {
      path: '/demandas/:id/editar',
      route: `/demandas/${typed._id}/editar`,
    });
    expect(
      await screen.findByText('Informada como “CEI do bairro”: escolha a instituição cadastrada.'),
    ).toBeInTheDocument();
  }, 20_000);
});
