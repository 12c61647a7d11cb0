import { ROLE_PRESETS } from '@gabinete/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { jsonResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { valuesFromSlot } from '../lib/event-form.logic.ts';
import { useMoveEvent, type MoveInfo } from '../lib/use-move-event.ts';
import { EventDrawer } from './event-drawer.tsx';

afterEach(() => vi.unstubAllGlobals());

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const basics = {
  'GET /api/events/categories': { categories: [] },
  'GET /api/users/options': { users: [{ _id: id(1), name: 'Mariana Costa', avatar: null }] },
};

describe('the new-event form', () => {
  it('shows the end-before-start message under Término and sends nothing', async () => {
    loginAs({ ability: ROLE_PRESETS.admin });
    const api = mockRoutes(basics);
    const draft = {
      ...valuesFromSlot(
        { start: new Date(2026, 11, 8, 14), end: new Date(2026, 11, 8, 15), allDay: false },
        null,
      ),
      title: 'Reunião com a Secretaria de Saúde',
      endTime: '13:00',
    };
    renderWithApp(<EventDrawer eventId={null} draft={draft} onClose={() => {}} onCreated={() => {}} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Criar evento' }));
    expect(await screen.findByText('O término não pode ser antes do início')).toBeInTheDocument();
    expect(api.find('POST', '/api/events')).toHaveLength(0);
  });

  it('creates the event with the times and people chosen', async () => {
    loginAs({ ability: ROLE_PRESETS.admin });
    const api = mockRoutes({
      ...basics,
      'POST /api/events': (call: { body: Record<string, unknown> }) =>
        jsonResponse(201, {
          _id: id(9),
          title: call.body.title,
          description: null,
          start: call.body.start,
          end: call.body.end,
          allDay: false,
          category: null,
          location: null,
          lat: null,
          lng: null,
          participants: { users: [{ _id: id(1), name: 'Mariana Costa' }], citizens: [] },
          reminders: [30],
          demand: null,
          version: 1,
          createdBy: null,
          createdAt: '2026-11-23T12:00:00.000Z',
          updatedAt: '2026-11-23T12:00:00.000Z',
        }),
    });
    const onCreated = vi.fn();
    const draft = {
      ...valuesFromSlot(
        { start: new Date(2026, 11, 8, 14), end: new Date(2026, 11, 8, 15), allDay: false },
        { _id: id(1), name: 'Mariana Costa' },
      ),
      title: 'Visita ao Jardim Aurélia',
    };
    renderWithApp(<EventDrawer eventId={null} draft={draft} onClose={() => {}} onCreated={onCreated} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Criar evento' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const [post] = api.find('POST', '/api/events');
    expect(post!.body).toMatchObject({
      title: 'Visita ao Jardim Aurélia',
      allDay: false,
      userIds: [id(1)],
      citizenIds: [],
      reminders: [30],
    });
    const body = post!.body as { start: string; end: string };
    expect(Date.parse(body.end) - Date.parse(body.start)).toBe(3_600_000);
  });
});

describe('editing an event someone else saved first', () => {
  const event = (version: number, extra: Record<string, unknown> = {}) => ({
    _id: 'e3',
    title: 'Reunião com a Secretaria de Saúde',
    description: null,
    start: '2026-12-08T17:00:00.000Z',
    end: '2026-12-08T18:00:00.000Z',
    allDay: false,
    category: null,
    location: 'Paço Municipal',
    lat: null,
    lng: null,
    participants: { users: [], citizens: [] },
    reminders: [],
    demand: null,
    version,
    createdBy: null,
    createdAt: '2026-11-23T12:00:00.000Z',
    updatedAt: '2026-11-23T12:00:00.000Z',
    ...extra,
  });

  it("'Recarregar dados' loads their version, keeps the typed título and saves with the new version", async () => {
    loginAs({ ability: ROLE_PRESETS.admin });
    let current = event(1);
    const api = mockRoutes({
      ...basics,
      'GET /api/events/e3': () => current,
      'PUT /api/events/e3': (call: { body: { version: number } }) =>
        call.body.version === current.version
          ? { ...current, ...(call.body as object), version: current.version + 1 }
          : jsonResponse(409, {
              code: 'VERSION_CONFLICT',
              message: 'Este evento foi alterado por Rafael Souza às 14:32. Recarregue para ver as mudanças.',
              current: { version: 2, updatedAt: '2026-11-23T17:32:00.000Z', updatedBy: 'Rafael Souza' },
            }),
    });
    renderWithApp(<EventDrawer eventId="e3" draft={null} onClose={() => {}} onCreated={() => {}} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const title = await screen.findByDisplayValue('Reunião com a Secretaria de Saúde');
    await user.clear(title);
    await user.type(title, 'Reunião sobre a UBS Cambuí');
    current = event(2, { location: 'Câmara Municipal' });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(await screen.findByRole('button', { name: 'Recarregar dados' }));

    expect(
      await screen.findByText(
        'Carregamos a versão de Rafael Souza e mantivemos o que você alterou: título. Revise e salve.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByDisplayValue('Reunião sobre a UBS Cambuí')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Câmara Municipal')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.find('PUT', '/api/events/e3')).toHaveLength(2));
    expect(api.find('PUT', '/api/events/e3')[1]!.body).toMatchObject({
      version: 2,
      title: 'Reunião sobre a UBS Cambuí',
      location: 'Câmara Municipal',
    });
  });
});

function MoveButton({ info }: { info: MoveInfo }) {
  const move = useMoveEvent();
  return <button onClick={() => void move(info)}>Mover</button>;
}

describe('moving an event on the calendar', () => {
  it('puts it back and shows the server message when someone saved first (409)', async () => {
    loginAs({ ability: ROLE_PRESETS.admin });
    const message = 'Este evento foi alterado por Rafael Souza às 14:32. Recarregue para ver as mudanças.';
    const api = mockRoutes({
      'PUT /api/events/e1': jsonResponse(409, {
        code: 'VERSION_CONFLICT',
        message,
        current: { version: 4, updatedAt: '2026-11-23T17:32:00.000Z', updatedBy: 'Rafael Souza' },
      }),
    });
    const revert = vi.fn();
    const info: MoveInfo = {
      event: {
        id: 'e1',
        title: 'Reunião',
        start: new Date(2026, 11, 8, 15),
        end: new Date(2026, 11, 8, 16),
        allDay: false,
        extendedProps: { version: 3 },
      },
      revert,
    };
    renderWithApp(<MoveButton info={info} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mover' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(revert).toHaveBeenCalledTimes(1);
    expect(api.find('PUT', '/api/events/e1')[0]!.body).toMatchObject({ version: 3, allDay: false });
  });

  it('keeps it where it was dropped when the save succeeds', async () => {
    loginAs({ ability: ROLE_PRESETS.admin });
    mockRoutes({
      'PUT /api/events/e2': (call: { body: { start: string; end: string } }) => ({
        _id: 'e2',
        title: 'Visita',
        description: null,
        start: call.body.start,
        end: call.body.end,
        allDay: false,
        category: null,
        location: null,
        lat: null,
        lng: null,
        participants: { users: [], citizens: [] },
        reminders: [],
        demand: null,
        version: 2,
        createdBy: null,
        createdAt: '2026-11-23T12:00:00.000Z',
        updatedAt: '2026-11-23T12:00:00.000Z',
      }),
    });
    const revert = vi.fn();
    renderWithApp(
      <MoveButton
        info={{
          event: {
            id: 'e2',
            title: 'Visita',
            start: new Date(2026, 11, 8, 9),
            end: new Date(2026, 11, 8, 10),
            allDay: false,
            extendedProps: { version: 1 },
          },
          revert,
        }}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mover' }));
    expect(await screen.findByText('Evento Visita remarcado')).toBeInTheDocument();
    expect(revert).not.toHaveBeenCalled();
  });
});
