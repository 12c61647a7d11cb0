// emitWithAck (lib/socket.ts): the SAC's acknowledged socket events resolve with the server's SocketAck,
// or with a pt-BR refusal when there is no connection or no answer in time; they never throw.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../../../test/render.tsx';
import { emitWithAck, startSocket, stopSocket } from '../../../lib/socket.ts';

type Ack = (error: Error | null, result?: unknown) => void;
const fake = vi.hoisted(() => {
  const state = {
    connected: false,
    answer: null as
      | null
      | ((event: string, payload: unknown, ack: (error: Error | null, result?: unknown) => void) => void),
    timeouts: [] as number[],
  };
  class FakeSocket {
    io = { on: () => undefined, removeAllListeners: () => undefined };
    get connected() {
      return state.connected;
    }
    on() {
      return this;
    }
    onAny() {}
    removeAllListeners() {}
    connect() {}
    disconnect() {}
    timeout(ms: number) {
      state.timeouts.push(ms);
      return { emit: (event: string, payload: unknown, ack: Ack) => state.answer?.(event, payload, ack) };
    }
  }
  return { state, FakeSocket };
});
vi.mock('socket.io-client', () => ({ io: () => new fake.FakeSocket() }));

afterEach(() => {
  stopSocket();
  fake.state.connected = false;
  fake.state.answer = null;
});

describe('emitWithAck', () => {
  it('refuses at once, in pt-BR, without a connection', async () => {
    expect(await emitWithAck('leave_chat', { chatId: 'c-1' })).toEqual({
      ok: false,
      code: 'SOCKET_UNAVAILABLE',
      message: 'Serviço Temporariamente Indisponível',
    });
  });

  it("resolves with the server's acknowledgement, refusals included", async () => {
    loginAs();
    await startSocket();
    fake.state.connected = true;
    fake.state.answer = (event, payload, ack) =>
      ack(
        null,
        event === 'join_chat' ? { ok: true, data: payload } : { ok: false, code: 'X', message: 'Não.' },
      );
    expect(await emitWithAck('join_chat', { chatId: 'c-1' })).toEqual({ ok: true, data: { chatId: 'c-1' } });
    expect(await emitWithAck('leave_chat', { chatId: 'c-1' })).toEqual({
      ok: false,
      code: 'X',
      message: 'Não.',
    });
    expect(fake.state.timeouts).toContain(10_000);
  });

  it('turns a missing answer (timeout) into a refusal instead of hanging', async () => {
    loginAs();
    await startSocket();
    fake.state.connected = true;
    fake.state.answer = (_event, _payload, ack) => ack(new Error('operation has timed out'));
    expect(await emitWithAck('join_chat', { chatId: 'c-1' }, 50)).toMatchObject({
      ok: false,
      code: 'SOCKET_UNAVAILABLE',
    });
  });
});
