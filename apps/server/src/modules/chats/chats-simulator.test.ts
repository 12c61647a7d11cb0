// End to end with the whatsapp module's simulator (no fake): a citizen writes, an attendant answers, the
// phone reports delivery and reading, the phone drops and the queue waits, the provider refuses a number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@gabinete/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { WAITING_CONNECTION } from './chats-outbound.ts';
import { chatOf, DEMO_ORG, eventually, rows } from './chats-test-helpers.ts';

let t: TestApp;
let admin: string;
let sac: string;
let chatId: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, sac] = await Promise.all([t.login('admin@gabinete.demo'), t.login('sac@gabinete.demo')]);
});
afterAll(() => t.close());

const post = (token: string, url: string, payload?: object) =>
  t.call(token, { method: 'POST', url, payload });
const stateOf = async (id: string) =>
  (
    await rows<{ delivery_state: string; error: string | null }>(
      t,
      'select delivery_state, error from chat_messages where id = $1',
      [id],
    )
  )[0]!;
const reply = async (text: string) => {
  const res = await post(sac, `/api/chats/${chatId}/messages`, { text });
  expect(res.statusCode).toBe(201);
  return res.json()._id as string;
};

describe('the SAC on the simulator', () => {
  it('takes a citizen message, sends the answer and follows it to delivered and read', async () => {
    const sim = await post(admin, '/whatsapp/simulator/inbound', {
      from: '(61) 98111-0001',
      text: 'Oi, o buraco voltou',
      name: 'Rita',
    });
    expect(sim.statusCode).toBe(200);
    chatId = (await chatOf(t, DEMO_ORG, '+5561981110001'))!.id;
    expect((await post(sac, `/api/chats/${chatId}/assume`)).statusCode).toBe(200);
    const id = await reply('Oi, Rita! Vamos cobrar a prefeitura de novo.');
    await eventually(async () => (await stateOf(id)).delivery_state === 'entregue');
    await post(admin, '/whatsapp/simulator/inbound', { from: '(61) 98111-0001', text: 'Obrigada!' });
    await eventually(async () => (await stateOf(id)).delivery_state === 'lida');
  });

  it('waits while the phone is unlinked and goes out when it is paired again', async () => {
    expect((await post(admin, '/whatsapp/simulator/unlink', {})).statusCode).toBe(200);
    const id = await reply('Mensagem enquanto o celular está desconectado');
    await eventually(async () => (await stateOf(id)).error === WAITING_CONNECTION);
    expect((await stateOf(id)).delivery_state).toBe('pendente');
    expect((await post(admin, '/whatsapp/simulator/scan', {})).statusCode).toBe(200);
    await eventually(async () => ['enviada', 'entregue'].includes((await stateOf(id)).delivery_state));
    expect((await stateOf(id)).error).toBeNull();
  });

  it("ends 'falhou' with the reason when the provider refuses the number", async () => {
    await post(admin, '/whatsapp/simulator/fail-next-send', { code: 'INVALID_RECIPIENT' });
    const id = await reply('Para um número que não é WhatsApp');
    await eventually(async () => (await stateOf(id)).delivery_state === 'falhou');
    expect((await stateOf(id)).error).toBe(ERROR_MESSAGES.WHATSAPP_INVALID_RECIPIENT);
  });
});
