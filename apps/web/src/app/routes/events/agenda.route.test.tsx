import { ROLE_PRESETS } from '@gabinete/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { loginAs, renderWithApp } from '../../../test/render.tsx';
import { AgendaRoute } from './agenda.route.tsx';

afterEach(() => vi.unstubAllGlobals());

const event = {
  _id: 'e1',
  title: 'Sessão ordinária da Câmara',
  description: null,
  start: '2026-03-10T17:00:00.000Z',
  end: '2026-03-10T21:00:00.000Z',
  allDay: false,
  category: { _id: 'c1', name: 'Sessão plenária', color: 'indigo' },
  location: 'Plenário',
  lat: null,
  lng: null,
  participants: { users: [{ _id: 'u1', name: 'Rafael Souza' }], citizens: [] },
  reminders: [60],
  demand: { _id: 'd1', protocol: '2026/0142', title: 'Iluminação da praça' },
  version: 2,
  createdBy: { _id: 'u2', name: 'Mariana Costa' },
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
};

const routes = () =>
  mockRoutes({
    'GET /api/events': { events: [event] },
    'GET /api/events/e1': event,
    'GET /api/events/categories': {
      categories: [{ _id: 'c1', name: 'Sessão plenária', color: 'indigo', position: 0, eventsCount: 1 }],
    },
  });

const render = (route: string) =>
  renderWithApp(<AgendaRoute />, { path: '/agenda', route: `/agenda${route}` });

describe('/agenda', () => {
  it('opens the view and date of the link and asks the server for that range', async () => {
    loginAs({ ability: ROLE_PRESETS.assessor });
    const api = routes();
    render('?view=month&date=2026-03-10');
    expect(await screen.findByRole('heading', { name: 'Março de 2026' })).toBeInTheDocument();
    await waitFor(() => expect(api.find('GET', '/api/events')).not.toHaveLength(0));
    const url = api.find('GET', '/api/events').at(-1)!.url;
    // The month grid runs from the Sunday before the 1st to six weeks later.
    expect(new Date(url.searchParams.get('from')!).getDate()).toBe(1);
    expect(new Date(url.searchParams.get('to')!).getMonth()).toBe(3);
    expect(url.searchParams.get('userId')).toBeNull();
  });

  it('keeps the date and view in the URL when moving and switching views', async () => {
    loginAs({ ability: ROLE_PRESETS.assessor });
    routes();
    const { router } = render('?view=month&date=2026-03-10');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Próximo mês' }));
    expect(router.state.location.search).toBe('?view=month&date=2026-04-10');
    expect(await screen.findByRole('heading', { name: 'Abril de 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Dia' }));
    expect(router.state.location.search).toBe('?view=day&date=2026-04-10');
    expect(await screen.findByRole('heading', { name: /10 de abril de 2026/ })).toBeInTheDocument();
  });

  it("asks only for the caller's events with 'Somente meus eventos'", async () => {
    loginAs({ ability: ROLE_PRESETS.assessor });
    const api = routes();
    const { router } = render('?view=week&date=2026-03-10');
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Somente meus eventos' }));
    expect(router.state.location.search).toContain('mine=1');
    await waitFor(() =>
      expect(api.find('GET', '/api/events').at(-1)!.url.searchParams.get('userId')).toBe('me'),
    );
  });

  it('opens the event named in the URL with its details', async () => {
    loginAs({ ability: ROLE_PRESETS.assessor });
    routes();
    render('?date=2026-03-10&event=e1');
    expect(await screen.findByRole('heading', { name: 'Sessão ordinária da Câmara' })).toBeInTheDocument();
    expect(screen.getByText('Rafael Souza')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2026/0142 — Iluminação da praça' })).toHaveAttribute(
      'href',
      '/demandas/d1',
    );
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
  });
});
