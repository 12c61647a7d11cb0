import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_ORG_ID } from '../../seed/demo.ts';
import { simulatorSendCalls } from './simulator-provider.ts';
import { sendSms, smsCitizen, waitForSms } from './sms-test-helpers.ts';

let t: TestApp;
let admin: string;
let assessor: string;
let reception: string;
let reader: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.call(token, { method: 'GET', url });

describe('SMS: history', () => {
  it("lists the demo office's history: delivered, failed, a reply and an opt-out", async () => {
    const res = await get(admin, '/api/sms?perPage=100');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    const statuses = list.messages.map((m: { status: string }) => m.status);
    expect(statuses).toEqual(expect.arrayContaining(['entregue', 'falhou', 'recebida']));
    expect(list.messages.some((m: { kind: string }) => m.kind === 'opt_out')).toBe(true);
    expect(list.messages.some((m: { kind: string }) => m.kind === 'opt_out_confirmation')).toBe(true);
    const failed = await get(admin, '/api/sms?status=falhou');
    expect(
      failed
        .json()
        .messages.every((m: { status: string; error: string }) => m.status === 'falhou' && m.error),
    ).toBe(true);
    const replies = await get(admin, '/api/sms?direction=in');
    expect(replies.json().total).toBeGreaterThanOrEqual(2);
  });

  it('another office sees none of it, and a weaker role is refused', async () => {
    const ours = (await get(admin, '/api/sms?perPage=1')).json().messages[0];
    expect(
      (await get(otherAdmin, '/api/sms')).json().messages.map((m: { _id: string }) => m._id),
    ).not.toContain(ours._id);
    const other = await get(otherAdmin, `/api/sms/${ours._id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('SMS não encontrado.');
    expect((await get(reception, '/api/sms')).statusCode).toBe(403);
    expect((await get(reader, '/api/sms')).statusCode).toBe(200);
  });
});

describe('SMS: send to one citizen', () => {
  it('stores it pendente, sends it through the simulator once and sees it delivered', async () => {
    const citizen = await smsCitizen(t, admin, { name: 'Aparecida Moreira Lima' });
    const res = await sendSms(t, assessor, {
      citizenId: citizen.id,
      purpose: 'atendimento',
      text: 'Olá, {{eleitor.primeiro_nome}}! O {{gabinete.nome}} recebeu sua solicitação.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const sms = res.json();
    expect(sms).toMatchObject({
      direction: 'out',
      phone: citizen.phone,
      purpose: 'atendimento',
      // 79 characters with accents: UCS-2, two segments at R$ 0,09.
      encoding: 'UCS-2',
      segments: 2,
      costCents: 18,
      citizen: { _id: citizen.id, name: 'Aparecida Moreira Lima' },
      body: 'Olá, Aparecida! O Gabinete da Vereadora Helena Duarte recebeu sua solicitação.',
    });
    expect(['pendente', 'enviada', 'entregue']).toContain(sms.status);
    const delivered = await waitForSms(t, admin, sms._id, 'entregue');
    expect(delivered.deliveredAt).toBeTruthy();
    expect(simulatorSendCalls(DEMO_ORG_ID, `sim-sms-${sms._id}`)).toBe(1);
    const timeline = await get(admin, `/api/citizens/${citizen.id}/timeline`);
    const item = timeline.json().items.find((i: { id: string }) => i.id === `sms:${sms._id}`);
    expect(item.title).toBe('SMS entregue · Atendimento');
  });

  it("'Remover acentos' takes the accents off the filled-in message too, so it fits GSM-7", async () => {
    const citizen = await smsCitizen(t, admin, { name: 'Conceição Araújo' });
    const res = await sendSms(t, admin, {
      citizenId: citizen.id,
      purpose: 'atendimento',
      text: 'Olá, {{eleitor.nome}}! Audiência pública na quinta.',
      removeAccents: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      body: 'Ola, Conceicao Araujo! Audiencia publica na quinta.',
      encoding: 'GSM-7',
    });
  });

  it('a number ending in 0000 fails in the simulator with the reason', async () => {
    const citizen = await smsCitizen(t, admin, { phone: '+5519988880000' });
    const res = await sendSms(t, admin, {
      citizenId: citizen.id,
      purpose: 'atendimento',
      text: 'Teste de entrega',
    });
    expect(res.statusCode, res.body).toBe(201);
    const failed = await waitForSms(t, admin, res.json()._id, 'falhou');
    expect(failed.error).toBe('Celular desligado ou inexistente (simulador).');
  });

  it('refuses without consent for that purpose, and says why in pt-BR', async () => {
    const citizen = await smsCitizen(t, admin, { purposes: ['atendimento'] });
    const res = await sendSms(t, admin, { citizenId: citizen.id, purpose: 'informativo', text: 'Convite' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'SMS_NO_CONSENT',
      message:
        'Este eleitor não autorizou receber SMS para esta finalidade. Registre o consentimento antes de enviar.',
    });
  });

  it('refuses more than 10 segments, an unknown field, an invalid phone and a phone not the citizen’s', async () => {
    const citizen = await smsCitizen(t, admin);
    const long = await sendSms(t, admin, {
      citizenId: citizen.id,
      purpose: 'atendimento',
      text: 'ã'.repeat(700),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('SMS_TOO_LONG');
    expect(long.json().message).toContain('11 partes');
    const gsmOk = await sendSms(t, admin, {
      citizenId: citizen.id,
      purpose: 'atendimento',
      text: 'a'.repeat(1530),
    });
    expect(gsmOk.statusCode, gsmOk.body).toBe(201);
    expect(gsmOk.json().segments).toBe(10);
    const field = await sendSms(t, admin, {
      citizenId: citizen.id,
      purpose: 'atendimento',
      text: 'Oi {{apelido}}',
    });
    expect(field.statusCode).toBe(400);
    expect(field.json().message).toMatch(
      /^Campo desconhecido na mensagem: \{\{apelido\}\}\. Campos aceitos: \{\{eleitor\.primeiro_nome\}\}, \{\{eleitor\.nome\}\}, \{\{gabinete\.nome\}\}, \{\{gabinete\.instagram\}\}/,
    );
    const bad = await sendSms(t, admin, {
      citizenId: citizen.id,
      purpose: 'atendimento',
      text: 'Oi',
      phone: '1234',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.phone).toBe(
      'Telefone inválido: informe um celular com DDD (SMS só chega a celulares).',
    );
    const landline = await sendSms(t, admin, {
      citizenId: citizen.id,
      purpose: 'atendimento',
      text: 'Oi',
      phone: '(19) 3236-1000',
    });
    expect(landline.statusCode).toBe(400);
    const notTheirs = await sendSms(t, admin, {
      citizenId: citizen.id,
      purpose: 'atendimento',
      text: 'Oi',
      phone: '(19) 99876-5432',
    });
    expect(notTheirs.statusCode).toBe(422);
    expect(notTheirs.json().code).toBe('SMS_PHONE_NOT_CITIZENS');
  });

  it("refuses another office's citizen and a role without create on sms", async () => {
    const citizen = await smsCitizen(t, admin);
    const other = await sendSms(t, otherAdmin, { citizenId: citizen.id, purpose: 'atendimento', text: 'Oi' });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('SMS_CITIZEN_NOT_FOUND');
    expect(
      (await sendSms(t, reader, { citizenId: citizen.id, purpose: 'atendimento', text: 'Oi' })).statusCode,
    ).toBe(403);
    expect(
      (await sendSms(t, reception, { citizenId: citizen.id, purpose: 'atendimento', text: 'Oi' })).statusCode,
    ).toBe(403);
  });
});

describe('SMS: provider settings', () => {
  it('keeps secrets write-only and encrypted, and only manage on sms may change them', async () => {
    const initial = (await get(admin, '/api/sms/settings')).json();
    expect(initial).toMatchObject({
      provider: 'simulator',
      hasTwilioAuthToken: false,
      hasWebhookSecret: true,
    });
    expect(initial.webhookUrl).toMatch(/\/api\/sms\/webhook\/[0-9a-f-]{36}$/);
    const put = (token: string, payload: object) =>
      t.call(token, { method: 'PUT', url: '/api/sms/settings', payload });
    expect((await put(assessor, { provider: 'simulator' })).statusCode).toBe(403);
    const sid = `AC${'b'.repeat(32)}`;
    const saved = await put(admin, {
      provider: 'simulator',
      twilioAccountSid: sid,
      twilioFrom: '+5519900001111',
      twilioAuthToken: 'segredo-da-twilio-123',
      pricePerSegmentCents: 12,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('segredo-da-twilio-123');
    expect(saved.json()).toMatchObject({
      hasTwilioAuthToken: true,
      twilioAccountSid: sid,
      pricePerSegmentCents: 12,
    });
    const stored = await t.deps.database.executeSql(
      `select secrets::text as s from sms_settings where secrets is not null`,
    );
    expect(JSON.stringify(stored)).not.toContain('segredo-da-twilio-123');
    // An empty secret keeps the stored one.
    const again = await put(admin, { provider: 'simulator', twilioAuthToken: '', pricePerSegmentCents: 9 });
    expect(again.json().hasTwilioAuthToken).toBe(true);
    const bad = await put(admin, { provider: 'twilio', twilioAccountSid: 'XX1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.twilioAccountSid).toContain('Account SID começa por AC');
    // The other office's settings are its own.
    expect((await get(otherAdmin, '/api/sms/settings')).json().pricePerSegmentCents).toBe(9);
  });

  it('a provider without its credentials refuses to send', async () => {
    const citizen = await smsCitizen(t, admin);
    const put = (payload: object) => t.call(admin, { method: 'PUT', url: '/api/sms/settings', payload });
    expect((await put({ provider: 'zenvia', zenviaFrom: null })).statusCode).toBe(200);
    const res = await sendSms(t, admin, { citizenId: citizen.id, purpose: 'atendimento', text: 'Oi' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SMS_PROVIDER_NOT_CONFIGURED');
    expect((await put({ provider: 'simulator' })).statusCode).toBe(200);
  });
});
