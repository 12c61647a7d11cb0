import { act, screen, waitFor } from '@testing-library/react';
import { ROLE_PRESETS, SOCKET_UNAVAILABLE_MESSAGE, type WhatsappConnection } from '@gabinete/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { loginAs, renderWithApp } from '../../../test/render.tsx';
import { WhatsappNavbarBadge } from './whatsapp-navbar-badge.tsx';

// The socket module stands in as a small event bus; emitSocket records the joins and answers their ack.
const bus = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const listeners = new Set<() => void>();
  return {
    handlers,
    listeners,
    status: { connected: false, message: null as string | null },
    joins: [] as { event: string; payload: unknown }[],
    ack: null as unknown,
    fire(event: string, payload: unknown) {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
    setStatus(next: { connected: boolean; message: string | null }) {
      this.status = next;
      for (const l of listeners) l();
    },
  };
});
vi.mock('../../../lib/socket.ts', async () => {
  const { useEffect, useRef, useSyncExternalStore } = await import('react');
  return {
    useSocketStatus: () =>
      useSyncExternalStore(
        (l: () => void) => {
          bus.listeners.add(l);
          return () => bus.listeners.delete(l);
        },
        () => bus.status,
      ),
    getSocketStatus: () => bus.status,
    emitSocket: (event: string, payload: unknown, ack?: (r: unknown) => void) => {
      bus.joins.push({ event, payload });
      if (bus.ack && ack) ack(bus.ack);
    },
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

const connection = (extra: Partial<WhatsappConnection> = {}): WhatsappConnection => ({
  provider: 'simulator',
  status: 'inChat',
  bucket: 'connected',
  label: 'Conectado ao WhatsApp',
  canSend: true,
  qrCode: null,
  statusAt: '2026-11-23T12:00:00.000Z',
  phone: '+5561999990000',
  pendingOutbound: 0,
  ...extra,
});

let message = 'Conectado';
let routes: ReturnType<typeof mockRoutes>;
beforeEach(() => {
  bus.handlers.clear();
  bus.joins = [];
  bus.ack = null;
  bus.status = { connected: false, message: null };
  message = 'Conectado';
  routes = mockRoutes({
    'GET /whatsapp/getconnection': () => ({ message, isConnected: message === 'Conectado' }),
  });
});

const badge = () => screen.findByTestId('whatsapp-navbar-status');

describe('the navbar WhatsApp badge', () => {
  it("asks getconnection with the office as token and shows 'Conectado ao WhatsApp', linking to /whatsapp", async () => {
    loginAs({ organization_id: 'org-1', ability: ROLE_PRESETS.admin });
    renderWithApp(<WhatsappNavbarBadge />);
    expect((await badge()).dataset.tone).toBe('loading');
    await waitFor(async () => expect((await badge()).dataset.tone).toBe('connected'));
    const link = screen.getAllByRole('link', { name: 'WhatsApp: Conectado ao WhatsApp' })[0]!;
    expect(link).toHaveAttribute('href', '/whatsapp');
    const [call] = routes.find('GET', '/whatsapp/getconnection');
    expect(call?.url.searchParams.get('token')).toBe('org-1');
  });

  it.each([
    ['Sem Conexão', 'Desconectado do WhatsApp'],
    ['Erro interno', 'Erro interno ao carregar o status inicial'],
    ['Conectado!', 'Status não identificado'],
  ])("reads the initial message '%s' as '%s'", async (initial, label) => {
    message = initial;
    loginAs({ ability: ROLE_PRESETS.assessor });
    renderWithApp(<WhatsappNavbarBadge />);
    expect(await screen.findAllByRole('link', { name: `WhatsApp: ${label}` })).not.toHaveLength(0);
  });

  it('joins the status room once connected (again after a reconnect) and follows the pushes live', async () => {
    loginAs({ organization_id: 'org-1', ability: [{ action: 'manage', subject: 'all' }] });
    bus.ack = { ok: true, data: connection() };
    renderWithApp(<WhatsappNavbarBadge />);
    await badge();
    expect(bus.joins).toHaveLength(0);

    act(() => bus.setStatus({ connected: true, message: null }));
    expect(bus.joins).toEqual([
      { event: 'join_wpp_status_organization', payload: { organizationId: 'org-1' } },
    ]);

    act(() =>
      bus.fire('wpp_change_status', {
        organizationId: 'org-1',
        statusSession: 'notLogged',
        connection: connection({ status: 'notLogged', bucket: 'qr', canSend: false }),
      }),
    );
    await waitFor(async () => expect((await badge()).dataset.tone).toBe('qr'));

    // Another office's push changes nothing.
    act(() =>
      bus.fire('wpp_change_status', {
        organizationId: 'org-2',
        statusSession: 'inChat',
        connection: connection(),
      }),
    );
    expect((await badge()).dataset.tone).toBe('qr');

    // notLogged without a QR code yet: connect first.
    expect(await screen.findAllByRole('link', { name: 'WhatsApp: Conectar o WhatsApp' })).not.toHaveLength(0);
    // A connection update (here the QR code; also the pending count) refreshes the view.
    act(() =>
      bus.fire('wpp:connection', {
        organizationId: 'org-1',
        connection: connection({
          status: 'notLogged',
          bucket: 'qr',
          canSend: false,
          qrCode: 'data:image/png;base64,AAAA',
        }),
      }),
    );
    expect(
      await screen.findAllByRole('link', {
        name: 'WhatsApp: Leia o QR Code com o WhatsApp do gabinete',
      }),
    ).not.toHaveLength(0);

    act(() =>
      bus.fire('wpp_has_been_disconnect', { organizationId: 'org-1', statusSession: 'desconectedMobile' }),
    );
    await waitFor(async () => expect((await badge()).dataset.tone).toBe('disconnected'));

    act(() => bus.setStatus({ connected: false, message: SOCKET_UNAVAILABLE_MESSAGE }));
    await screen.findAllByRole('link', { name: 'WhatsApp: Serviço Temporariamente Indisponível' });
    act(() => bus.setStatus({ connected: true, message: null }));
    expect(bus.joins).toHaveLength(2);
    await waitFor(async () => expect((await badge()).dataset.tone).toBe('connected'));
  });

  it("shows 'Serviço Temporariamente Indisponível' in grey when the socket cannot connect", async () => {
    bus.status = { connected: false, message: SOCKET_UNAVAILABLE_MESSAGE };
    loginAs({ ability: ROLE_PRESETS.admin });
    renderWithApp(<WhatsappNavbarBadge />);
    await waitFor(async () => expect((await badge()).dataset.tone).toBe('unavailable'));
    expect(screen.getAllByText('Serviço Temporariamente Indisponível').length).toBeGreaterThan(0);
    expect(bus.joins).toHaveLength(0);
  });

  it('runs nothing for a user without read on whatsapp: no badge, no request, no join', async () => {
    loginAs({ ability: ROLE_PRESETS.recepcao });
    bus.status = { connected: true, message: null };
    const { container } = renderWithApp(<WhatsappNavbarBadge />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('whatsapp-navbar-status')).toBeNull();
    expect(container.querySelector('a[href="/whatsapp"]')).toBeNull();
    expect(routes.calls).toHaveLength(0);
    expect(bus.joins).toHaveLength(0);
  });
});
