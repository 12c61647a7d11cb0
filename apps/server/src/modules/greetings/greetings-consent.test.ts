// Consent is checked again when an automatic WhatsApp message goes out, not only when it was written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sendQueued } from '../chats/chats-outbound.ts';
import { query } from '../demands/demands-test-helpers.ts';
import {
  noneQueued,
  WHATSAPP_CONSENT_REVOKED,
  writeAutoMessage,
  type AutoMessageInput,
} from './auto-send.ts';
import { greetingCitizen } from './greetings-test-helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
});
afterAll(() => t.close());

const DEMO = '00000000-0000-4000-8000-000000000001';

/** Writes the message as the greeting run or the status change does, without queueing it yet. */
async function written(input: Omit<AutoMessageInput, 'organizationId' | 'channel'>): Promise<string> {
  const queued = noneQueued();
  await t.deps.database.db.transaction((tx) =>
    writeAutoMessage(tx, { ...input, organizationId: DEMO, channel: 'whatsapp' }, queued),
  );
  expect(queued.chat).toHaveLength(1);
  return queued.chat[0]!;
}

const refuse = (citizenId: string, purpose: string) =>
  t.call(admin, {
    method: 'POST',
    url: `/api/citizens/${citizenId}/consents`,
    payload: { channel: 'whatsapp', purpose, granted: false, source: 'formulario' },
  });

async function stateOf(chatMessageId: string) {
  const [row] = await query<{ delivery_state: string; error: string | null }>(
    t,
    'select delivery_state, error from chat_messages where id = $1',
    [chatMessageId],
  );
  return row!;
}

describe('automatic WhatsApp messages at send time', () => {
  it('drops a birthday greeting when the citizen refused WhatsApp after it was selected', async () => {
    const c = await greetingCitizen(t, admin, {
      name: 'Rosa Recusou Zap',
      phone: { number: '+5511991234001', type: 'whatsapp' },
      consents: { 'whatsapp:aniversario': true },
    });
    const id = await written({
      citizenId: c.id,
      kind: 'aniversario',
      phone: c.phone!,
      body: 'Feliz aniversário, Rosa!',
      purpose: 'aniversario',
      year: 2031,
    });
    expect((await refuse(c.id, 'aniversario')).statusCode).toBeLessThan(300);
    await sendQueued(t.deps, id, { lastAttempt: true });
    expect(await stateOf(id)).toEqual({ delivery_state: 'falhou', error: WHATSAPP_CONSENT_REVOKED });
  });

  it('drops a demanda-status message when the citizen refused WhatsApp for atendimento, not for another purpose', async () => {
    const c = await greetingCitizen(t, admin, {
      name: 'Paulo Status Zap',
      phone: { number: '+5511991234002', type: 'whatsapp' },
      consents: { 'whatsapp:atendimento': true, 'whatsapp:aniversario': true },
    });
    const message = { citizenId: c.id, phone: c.phone!, kind: 'demanda_status' as const };
    // Refusing birthday messages does not stop a status message.
    const kept = await written({ ...message, body: 'Sua demanda andou.', purpose: 'atendimento' });
    expect((await refuse(c.id, 'aniversario')).statusCode).toBeLessThan(300);
    await sendQueued(t.deps, kept, { lastAttempt: true });
    expect((await stateOf(kept)).error).not.toBe(WHATSAPP_CONSENT_REVOKED);

    const dropped = await written({ ...message, body: 'Sua demanda foi concluída.', purpose: 'atendimento' });
    expect((await refuse(c.id, 'atendimento')).statusCode).toBeLessThan(300);
    await sendQueued(t.deps, dropped, { lastAttempt: true });
    expect(await stateOf(dropped)).toEqual({ delivery_state: 'falhou', error: WHATSAPP_CONSENT_REVOKED });
  });
});
