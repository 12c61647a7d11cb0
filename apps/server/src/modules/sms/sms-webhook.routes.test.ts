// The provider webhook (signed), receipts applied once, replies on the timeline, and opt-out at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_ORG_ID } from '../../seed/demo.ts';
import { signBody, twilioSignature } from './sms-signature.ts';
import { sendSms, smsCitizen, waitForSms } from './sms-test-helpers.ts';

let t: TestApp;
let admin: string;
let assessor: string;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  await t.call(admin, { method: 'GET', url: '/api/sms/settings' });
  const rows = (await t.deps.database.executeSql(
    `select webhook_secret from sms_settings where organization_id = '${DEMO_ORG_ID}'`,
  )) as { rows: { webhook_secret: string }[] };
  secret = rows.rows[0]!.webhook_secret;
});
afterAll(() => t.close());

const url = `/api/sms/webhook/${DEMO_ORG_ID}`;
const post = (body: unknown, signature?: string | null) => {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-gabinete-signature': signature ?? signBody(secret, raw) }),
    },
  });
};
const receipt = (messageId: string, code: string, description?: string) => ({
  type: 'MESSAGE_STATUS',
  messageId,
  messageStatus: { code, description, timestamp: new Date().toISOString() },
});
const inbound = (id: string, from: string, text: string) => ({
  type: 'MESSAGE',
  message: { id, from: from.replace('+', ''), direction: 'IN', contents: [{ type: 'text', text }] },
});
const simulateReply = (phone: string, text: string) =>
  t.call(admin, { method: 'POST', url: '/api/sms/simulator/inbound', payload: { phone, text } });

async function deliveredSms(purpose = 'atendimento') {
  const citizen = await smsCitizen(t, admin, { purposes: [purpose] });
  const res = await sendSms(t, admin, {
    citizenId: citizen.id,
    purpose,
    text: 'Sua demanda foi encaminhada.',
  });
  expect(res.statusCode, res.body).toBe(201);
  const sms = await waitForSms(t, admin, res.json()._id, 'entregue');
  return { citizen, sms };
}

describe('SMS webhook', () => {
  it('refuses unsigned, wrongly signed and unknown-office posts', async () => {
    const body = receipt('x', 'DELIVERED');
    expect((await post(body, null)).statusCode).toBe(401);
    const wrong = await post(body, signBody('outro-segredo', JSON.stringify(body)));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Assinatura do webhook de SMS ausente ou inválida.');
    const other = await t.app.inject({ method: 'POST', url: '/api/sms/webhook/nao-e-uuid', payload: '{}' });
    expect(other.statusCode).toBe(401);
    const garbage = await post({ type: 'OUTRA_COISA' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe('Conteúdo do webhook de SMS não reconhecido.');
  });

  it('ignores a duplicate receipt and never moves a message back', async () => {
    const { sms } = await deliveredSms();
    const providerId = `sim-sms-${sms._id as string}`;
    const again = await post(receipt(providerId, 'DELIVERED'));
    expect(again.json()).toEqual({ ok: true, applied: 0, duplicates: 1 });
    const back = await post(receipt(providerId, 'SENT'));
    expect(back.json().duplicates).toBe(1);
    const late = await post(receipt(providerId, 'NOT_DELIVERED', 'Falha tardia'));
    expect(late.json().duplicates).toBe(1);
    const now = (await t.call(admin, { method: 'GET', url: `/api/sms/${sms._id as string}` })).json();
    expect(now).toMatchObject({ status: 'entregue', error: null });
  });

  it('stores a reply on the citizen’s timeline once per provider id', async () => {
    const { citizen } = await deliveredSms();
    const body = inbound('zv-in-1', citizen.phone, 'Obrigada pelo retorno!');
    expect((await post(body)).json()).toEqual({ ok: true, applied: 1, duplicates: 0 });
    expect((await post(body)).json()).toEqual({ ok: true, applied: 0, duplicates: 1 });
    const list = await t.call(admin, { method: 'GET', url: `/api/sms?citizenId=${citizen.id}&direction=in` });
    expect(list.json().messages).toHaveLength(1);
    expect(list.json().messages[0]).toMatchObject({ status: 'recebida', body: 'Obrigada pelo retorno!' });
    const timeline = await t.call(admin, { method: 'GET', url: `/api/citizens/${citizen.id}/timeline` });
    expect(timeline.json().items.map((i: { title: string }) => i.title)).toContain('Respondeu por SMS');
  });

  it('verifies Twilio’s own signature when the office uses Twilio', async () => {
    const token = 'twilio-token-para-teste';
    const put = (payload: object) => t.call(admin, { method: 'PUT', url: '/api/sms/settings', payload });
    await put({
      provider: 'twilio',
      twilioAccountSid: `AC${'c'.repeat(32)}`,
      twilioFrom: '+5519900001111',
      twilioAuthToken: token,
    });
    const webhookUrl = (await t.call(admin, { method: 'GET', url: '/api/sms/settings' })).json().webhookUrl;
    const params = { MessageSid: 'SMunknown', MessageStatus: 'delivered', To: '+5519911112222' };
    const form = new URLSearchParams(params).toString();
    const send = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      });
    expect((await send(twilioSignature('outro', webhookUrl, params))).statusCode).toBe(401);
    const ok = await send(twilioSignature(token, webhookUrl, params));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ ok: true, applied: 0, duplicates: 0 });
    await put({ provider: 'simulator' });
  });
});

describe('SMS webhook on Zenvia', () => {
  it('accepts the subscription header token instead of a signature, and refuses a wrong one', async () => {
    const put = (payload: object) => t.call(admin, { method: 'PUT', url: '/api/sms/settings', payload });
    const token = 'segredo-do-webhook-zenvia-2026';
    const saved = await put({
      provider: 'zenvia',
      zenviaFrom: 'gabinete',
      zenviaToken: 'zv',
      webhookSecret: token,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const send = (header: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: JSON.stringify(receipt('zv-desconhecida', 'DELIVERED')),
        headers: { 'content-type': 'application/json', 'x-gabinete-token': header },
      });
    expect((await send('outro-segredo')).statusCode).toBe(401);
    const ok = await send(token);
    expect(ok.statusCode, ok.body).toBe(200);
    // Back to the simulator and the secret the other tests sign with.
    await put({ provider: 'simulator', webhookSecret: secret });
  });
});

describe('SMS opt-out', () => {
  it.each(['SAIR', ' pare! ', 'Parar', 'cancelár'])(
    '%s revokes SMS consent at once and is answered once',
    async (word) => {
      const { citizen } = await deliveredSms();
      const reply = await simulateReply(citizen.phone, word);
      expect(reply.statusCode, reply.body).toBe(200);
      const consents = (
        await t.call(admin, { method: 'GET', url: `/api/citizens/${citizen.id}/consents` })
      ).json();
      const sms = consents.current.filter((c: { channel: string }) => c.channel === 'sms');
      expect(sms).toHaveLength(4);
      expect(sms.every((c: { granted: boolean; source: string }) => !c.granted && c.source === 'sms')).toBe(
        true,
      );
      // A second 'SAIR' is stored but not answered again.
      await simulateReply(citizen.phone, 'SAIR');
      const out = async () =>
        (await t.call(admin, { method: 'GET', url: `/api/sms?citizenId=${citizen.id}&direction=out` }))
          .json()
          .messages.filter((m: { kind: string }) => m.kind === 'opt_out_confirmation');
      const confirmations = await out();
      expect(confirmations).toHaveLength(1);
      expect(confirmations[0].body).toBe(
        'Gabinete da Vereadora Helena Duarte: você não receberá mais SMS do gabinete. Para voltar a receber, fale com a nossa equipe.',
      );
      await waitForSms(t, admin, confirmations[0]._id, 'entregue');
      // And no later message of that purpose goes out.
      const next = await sendSms(t, assessor, {
        citizenId: citizen.id,
        purpose: 'atendimento',
        text: 'Oi de novo',
      });
      expect(next.statusCode).toBe(422);
      expect(next.json().code).toBe('SMS_NO_CONSENT');
    },
  );

  it('a sentence with the word is a reply, not an opt-out', async () => {
    const { citizen } = await deliveredSms();
    await simulateReply(citizen.phone, 'Não quero cancelar a consulta');
    const next = await sendSms(t, admin, {
      citizenId: citizen.id,
      purpose: 'atendimento',
      text: 'Combinado!',
    });
    expect(next.statusCode).toBe(201);
  });

  it('the simulator control is the office admin’s and only with the simulator', async () => {
    expect(
      (
        await t.call(assessor, {
          method: 'POST',
          url: '/api/sms/simulator/inbound',
          payload: { phone: '19988887777', text: 'SAIR' },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await simulateReply('123', 'Oi');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.phone).toBe('Telefone inválido: informe DDD e número.');
  });
});
