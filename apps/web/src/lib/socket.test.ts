import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../test/mock-routes.ts';
import { loginAs } from '../test/render.tsx';
import { clearSession } from './session.ts';
import {
  emitSocket,
  getSocketStatus,
  startSocket,
  stopSocket,
  useSocketEvent,
  useSocketStatus,
} from './socket.ts';

type Listener = (...args: unknown[]) => void;

// A stand-in for socket.io-client's Socket: records the options and lets the test fire its events.
const fake = vi.hoisted(() => {
  class FakeEmitter {
    listeners = new Map<string, Listener[]>();
    on(event: string, fn: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), fn]);
      return this;
    }
    fire(event: string, ...args: unknown[]) {
      for (const fn of this.listeners.get(event) ?? []) fn(...args);
    }
    removeAllListeners() {
      this.listeners.clear();
      return this;
    }
  }
  class FakeSocket extends FakeEmitter {
    io = new FakeEmitter();
    connected = false;
    any: Listener[] = [];
    connect = vi.fn();
    disconnect = vi.fn();
    emit = vi.fn();
    onAny(fn: Listener) {
      this.any.push(fn);
    }
    serverSends(event: string, payload: unknown) {
      for (const fn of this.any) fn(event, payload);
    }
  }
  const sockets: FakeSocket[] = [];
  const options: Record<string, unknown>[] = [];
  return { FakeSocket, sockets, options };
});
vi.mock('socket.io-client', () => ({
  io: (opts: Record<string, unknown>) => {
    const socket = new fake.FakeSocket();
    fake.sockets.push(socket);
    fake.options.push(opts);
    return socket;
  },
}));

const last = () => fake.sockets[fake.sockets.length - 1]!;

beforeEach(() => {
  fake.sockets.length = 0;
  fake.options.length = 0;
});
afterEach(() => {
  stopSocket();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the live connection', () => {
  it('is not opened without a session', async () => {
    await startSocket();
    expect(fake.sockets).toHaveLength(0);
  });

  it('opens once per session with the spec’s options and the current token on every attempt', async () => {
    loginAs();
    await startSocket();
    await startSocket();
    expect(fake.sockets).toHaveLength(1);
    const opts = fake.options[0]!;
    expect(opts).toMatchObject({ path: '/socket.io', reconnectionAttempts: 5, timeout: 5000 });
    const auth = opts.auth as (cb: (data: object) => void) => void;
    const sent: object[] = [];
    auth((data) => sent.push(data));
    localStorage.setItem('accessToken', 'refreshed-token');
    auth((data) => sent.push(data));
    expect(sent).toEqual([{ token: 'test-access' }, { token: 'refreshed-token' }]);
  });

  it('maps a connect error to the spec’s message and not connected', async () => {
    loginAs();
    await startSocket();
    const { result } = renderHook(() => useSocketStatus());
    act(() => last().fire('connect'));
    expect(result.current).toEqual({ connected: true, message: null, gaveUp: false });
    act(() => last().fire('connect_error', new Error('xhr poll error')));
    // Still trying (Socket.IO's 5 attempts): the message, but no 'Tentar novamente' yet.
    expect(result.current).toEqual({
      connected: false,
      message: 'Serviço Temporariamente Indisponível',
      gaveUp: false,
    });
    act(() => last().fire('connect'));
    act(() => last().io.fire('reconnect_failed'));
    expect(getSocketStatus()).toEqual({
      connected: false,
      message: 'Serviço Temporariamente Indisponível',
      gaveUp: true,
    });
  });

  it('connects again at once when the server sends the socket away to check it again', async () => {
    loginAs();
    await startSocket();
    const socket = last();
    act(() => socket.fire('connect'));
    act(() => socket.fire('disconnect', 'io server disconnect'));
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(getSocketStatus()).toEqual({ connected: false, message: null, gaveUp: false });
  });

  it('says so when the server sends the socket away twice, and tries again when the window regains focus', async () => {
    loginAs();
    await startSocket();
    const socket = last();
    act(() => socket.fire('connect'));
    act(() => socket.fire('disconnect', 'io server disconnect'));
    act(() => socket.fire('connect'));
    act(() => socket.fire('disconnect', 'io server disconnect'));
    expect(getSocketStatus()).toEqual({
      connected: false,
      message: 'Serviço Temporariamente Indisponível',
      gaveUp: true,
    });
    act(() => window.dispatchEvent(new Event('focus')));
    expect(socket.connect).toHaveBeenCalledTimes(2);
    expect(getSocketStatus().gaveUp).toBe(false);
  });

  it('refreshes the session once when the token is refused, then reconnects', async () => {
    loginAs();
    const routes = mockRoutes({
      'POST /api/jwt/refresh-token': {
        userData: JSON.parse(localStorage.getItem('userData')!),
        accessToken: 'new-access',
        refreshToken: 'new-refresh-token-0123456789',
      },
    });
    await startSocket();
    const socket = last();
    const refusal = Object.assign(new Error('Sua sessão expirou. Entre novamente.'), {
      data: { code: 'TOKEN_EXPIRED', message: 'Sua sessão expirou. Entre novamente.' },
    });
    socket.fire('connect_error', refusal);
    await vi.waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('accessToken')).toBe('new-access');
    socket.fire('connect_error', refusal);
    await new Promise((r) => setTimeout(r, 20));
    expect(routes.find('POST', '/api/jwt/refresh-token')).toHaveLength(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('delivers server events to the hooks listening for them', async () => {
    loginAs();
    await startSocket();
    const got: unknown[] = [];
    const { unmount } = renderHook(() => useSocketEvent('notification:unread', (p) => got.push(p)));
    last().serverSends('notification:unread', { unread: 4 });
    last().serverSends('notification:new', { _id: 'x' });
    expect(got).toEqual([{ unread: 4 }]);
    unmount();
    last().serverSends('notification:unread', { unread: 5 });
    expect(got).toHaveLength(1);
  });

  it('closes on logout', async () => {
    loginAs();
    await startSocket();
    const socket = last();
    act(() => socket.fire('connect'));
    act(() => clearSession());
    expect(socket.disconnect).toHaveBeenCalled();
    expect(getSocketStatus()).toEqual({ connected: false, message: null, gaveUp: false });
  });

  it('only warns when there is no connection to send on', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => (emitSocket as (event: string) => void)('chat:ping')).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Conexão em tempo real indisponível'));
  });
});
