import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSocket, stopSocket } from '../../lib/socket.ts';
import { loginAs, renderWithApp } from '../../test/render.tsx';
import { LiveConnectionBanner } from './live-connection-banner.tsx';

type Listener = (...args: unknown[]) => void;

// A fake socket.io-client whose Manager fails every attempt the way the real one does: one connect_error
// per attempt, then 'reconnect_failed' after `reconnectionAttempts`.
const fake = vi.hoisted(() => {
  class Emitter {
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
  class FakeSocket extends Emitter {
    io = new Emitter();
    connected = false;
    active = true;
    attempts = 0;
    constructor(readonly opts: { reconnectionAttempts: number }) {
      super();
    }
    connect = vi.fn(() => this);
    disconnect = vi.fn();
    onAny() {}
    /** The server stays down: the first try and every reconnection attempt fail. */
    failAll() {
      this.fire('connect_error', new Error('xhr poll error'));
      for (this.attempts = 1; this.attempts <= this.opts.reconnectionAttempts; this.attempts++) {
        this.io.fire('reconnect_attempt', this.attempts);
        this.fire('connect_error', new Error('xhr poll error'));
      }
      this.io.fire('reconnect_failed');
    }
  }
  const sockets: FakeSocket[] = [];
  return { FakeSocket, sockets };
});
vi.mock('socket.io-client', () => ({
  io: (opts: { reconnectionAttempts: number }) => {
    const socket = new fake.FakeSocket(opts);
    fake.sockets.push(socket);
    return socket;
  },
}));

const BANNER = 'Serviço Temporariamente Indisponível';

beforeEach(() => {
  fake.sockets.length = 0;
});
afterEach(() => stopSocket());

describe('the live connection banner', () => {
  it("shows 'Serviço Temporariamente Indisponível' with 'Tentar novamente' only after the 5 attempts failed", async () => {
    loginAs();
    await startSocket();
    renderWithApp(<LiveConnectionBanner />);
    const socket = fake.sockets[0]!;
    expect(socket.opts).toMatchObject({ reconnectionAttempts: 5, timeout: 5000 });

    act(() => socket.fire('connect_error', new Error('xhr poll error')));
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();

    act(() => socket.failAll());
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Tentar novamente' });

    await userEvent.setup({ delay: null }).click(retry);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();

    act(() => {
      socket.connected = true;
      socket.fire('connect');
    });
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });

  it('shows at once when the server refuses the connection and Socket.IO will not retry', async () => {
    loginAs();
    await startSocket();
    renderWithApp(<LiveConnectionBanner />);
    const socket = fake.sockets[0]!;
    socket.active = false;
    act(() =>
      socket.fire(
        'connect_error',
        Object.assign(new Error('Gabinete suspenso'), { data: { code: 'ORGANIZATION_SUSPENDED' } }),
      ),
    );
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
  });
});
