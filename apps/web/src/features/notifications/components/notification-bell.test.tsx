import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications as toasts } from '@mantine/notifications';
import { ROLE_PRESETS, type Notification } from '@gabinete/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { loginAs, renderWithApp } from '../../../test/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

// The socket module stands in as a small event bus the test fires into.
const bus = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  return {
    handlers,
    status: { connected: true, message: null as string | null },
    fire(event: string, payload: unknown) {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
  };
});
vi.mock('../../../lib/socket.ts', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    useSocketStatus: () => bus.status,
    getSocketStatus: () => bus.status,
    useSocketEvent: (event: string, handler: (payload: unknown) => void) => {
      const latest = useRef(handler);
      latest.current = handler;
      useEffect(() => {
        const forward = (payload: unknown) => latest.current(payload);
        const set = bus.handlers.get(event) ?? new Set();
        set.add(forward);
        bus.handlers.set(event, set);
        return () => void set.delete(forward);
      }, [event]);
    },
  };
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const item = (i: number, extra: Partial<Notification> = {}): Notification => ({
  _id: `n${i}`,
  kind: 'demand_assigned',
  title: `Demanda 2026/000${i} atribuída a você`,
  body: `Pedido ${i}`,
  link: `/demandas/d${i}`,
  actor: { _id: 'u2', name: 'Mariana Costa' },
  readAt: null,
  createdAt: minutesAgo(5 * i),
  ...extra,
});

let unread = 3;
let routes: ReturnType<typeof mockRoutes>;
beforeEach(() => {
  bus.handlers.clear();
  bus.status = { connected: true, message: null };
  unread = 3;
  routes = mockRoutes({
    'GET /api/notifications': () => ({
      notifications: [item(1), item(2, { readAt: minutesAgo(1) })],
      total: 2,
      unread,
      page: 1,
      perPage: 10,
    }),
    'PATCH /api/notifications/n1/read': () => ({
      notification: item(1, { readAt: minutesAgo(0) }),
      unread: 2,
    }),
    'PATCH /api/notifications/read-all': () => ({
      ok: true,
      affected: 3,
      unread: 0,
      message: '3 notificações marcadas como lidas.',
    }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Mantine's toasts live in a module-wide store: start each test with none.
  act(() => toasts.clean());
});

function renderBell() {
  loginAs({ ability: ROLE_PRESETS.assessor });
  return renderWithApp(<NotificationBell />);
}

describe('NotificationBell', () => {
  it('shows the unread count, and 99+ past ninety-nine', async () => {
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notificações: 3 não lidas' })).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('caps the badge at 99+', async () => {
    unread = 150;
    renderBell();
    expect(await screen.findByText('99+')).toBeInTheDocument();
  });

  it('counts a notification:new at once, lists it first and shows a toast with its title', async () => {
    renderBell();
    await screen.findByRole('button', { name: 'Notificações: 3 não lidas' });
    const live = item(9, { title: 'Tarefa atribuída a você: Ligar para a Dona Cida', kind: 'task_assigned' });
    act(() => bus.fire('notification:new', { ...live, createdAt: new Date().toISOString() }));

    expect(await screen.findByRole('button', { name: 'Notificações: 4 não lidas' })).toBeInTheDocument();
    // The toast, before the dropdown is opened.
    expect(screen.getByText('Tarefa atribuída a você: Ligar para a Dona Cida')).toBeInTheDocument();
    expect(routes.find('GET', '/api/notifications')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Notificações: 4 não lidas' }));
    const dropdown = await screen.findByRole('dialog');
    const rows = within(dropdown).getAllByRole('button', { name: /^Não lida: / });
    expect(rows[0]).toHaveAccessibleName('Não lida: Tarefa atribuída a você: Ligar para a Dona Cida');
    expect(within(dropdown).getByText('há 10 minutos')).toBeInTheDocument();
  });

  it('folds a burst into three toasts and a summary', async () => {
    renderBell();
    await screen.findByRole('button', { name: 'Notificações: 3 não lidas' });
    act(() => {
      for (let i = 10; i < 15; i++) bus.fire('notification:new', item(i, { title: `Tarefa atrasada ${i}` }));
    });
    expect(await screen.findByRole('button', { name: 'Notificações: 8 não lidas' })).toBeInTheDocument();
    expect(screen.getByText('Tarefa atrasada 12')).toBeInTheDocument();
    expect(screen.queryByText('Tarefa atrasada 13')).not.toBeInTheDocument();
    expect(screen.getByText('Mais 2 notificações')).toBeInTheDocument();
  });

  it('follows notification:unread from another tab', async () => {
    renderBell();
    await screen.findByRole('button', { name: 'Notificações: 3 não lidas' });
    unread = 0;
    act(() => bus.fire('notification:unread', { unread: 0 }));
    expect(await screen.findByRole('button', { name: 'Notificações' })).toBeInTheDocument();
  });

  it('opening one marks it read and goes to its record', async () => {
    const { router } = renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações: 3 não lidas' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Não lida: Demanda 2026/0001 atribuída a você' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/demandas/d1'));
    await waitFor(() => expect(routes.find('PATCH', '/api/notifications/n1/read')).toHaveLength(1));
  });

  it('marks all as read', async () => {
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações: 3 não lidas' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar todas como lidas' }));
    expect(await screen.findByRole('button', { name: 'Notificações' })).toBeInTheDocument();
    expect(routes.find('PATCH', '/api/notifications/read-all')).toHaveLength(1);
  });

  it('refetches on window focus only while the live connection is down', async () => {
    renderBell();
    await screen.findByRole('button', { name: 'Notificações: 3 não lidas' });
    const { focusManager } = await import('@tanstack/react-query');
    const focus = () =>
      act(() => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
    focus();
    expect(routes.find('GET', '/api/notifications')).toHaveLength(1);
    bus.status = { connected: false, message: 'Serviço Temporariamente Indisponível' };
    unread = 5;
    focus();
    expect(await screen.findByRole('button', { name: 'Notificações: 5 não lidas' })).toBeInTheDocument();
  });

  it('says when the live connection is down', async () => {
    bus.status = { connected: false, message: 'Serviço Temporariamente Indisponível' };
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações: 3 não lidas' }));
    expect(await screen.findByText('Serviço Temporariamente Indisponível')).toBeInTheDocument();
  });
});
