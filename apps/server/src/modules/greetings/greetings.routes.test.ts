import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { greetingCitizen, validSettings } from './greetings-test-helpers.ts';
import { nextDay, officeClock } from './office-clock.ts';

let t: TestApp;
let admin: string;
let assessor: string;
let reception: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

const put = (token: string, payload: unknown) =>
  t.call(token, { method: 'PUT', url: '/api/greetings/settings', payload: payload as object });
const get = (token: string, url: string) => t.call(token, { method: 'GET', url });

describe('/api/greetings/settings', () => {
  it('reads for whoever reads SMS, changes only with manage on sms (the admin)', async () => {
    const res = await get(assessor, '/api/greetings/settings');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mergeFields).toHaveProperty(['gabinete.instagram']);
    expect(res.json().mergeFields).not.toHaveProperty(['demanda.protocolo']);
    expect((await get(reception, '/api/greetings/settings')).statusCode).toBe(403);
    expect((await put(assessor, validSettings)).statusCode).toBe(403);
  });

  it('refuses an unknown merge field, a demanda field, a night hour and no channel, in pt-BR', async () => {
    const unknown = await put(admin, { ...validSettings, smsTemplate: 'Oi {{eleitor.apelido}}!' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.smsTemplate).toMatch(
      /^Campo desconhecido na mensagem: \{\{eleitor\.apelido\}\}/,
    );
    const demand = await put(admin, { ...validSettings, whatsappTemplate: 'Demanda {{demanda.protocolo}}' });
    expect(demand.statusCode).toBe(400);
    expect(demand.json().fields.whatsappTemplate).toContain('{{demanda.protocolo}}');
    const night = await put(admin, { ...validSettings, sendHour: 3 });
    expect(night.statusCode).toBe(400);
    expect(night.json().fields.sendHour).toBe('O envio começa entre 7h e 19h');
    const none = await put(admin, { ...validSettings, channels: [] });
    expect(none.json().fields.channels).toBe('Escolha ao menos um canal');
    const empty = await put(admin, { ...validSettings, smsTemplate: '' });
    expect(empty.json().fields.smsTemplate).toBe('Escreva a mensagem deste canal');
    const rate = await put(admin, { ...validSettings, maxPerMinute: 500 });
    expect(rate.json().fields.maxPerMinute).toBe('Entre 1 e 30 mensagens por minuto');
  });

  it('saves, and another office keeps its own settings', async () => {
    const res = await put(admin, { ...validSettings, sendHour: 10, channels: ['whatsapp', 'sms'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ enabled: true, sendHour: 10, channels: ['whatsapp', 'sms'] });
    expect((await get(otherAdmin, '/api/greetings/settings')).json().enabled).toBe(false);
    await put(admin, validSettings);
  });
});

describe('/api/greetings/preview', () => {
  it("lists tomorrow's aniversariantes: who is greeted on which channel, who is skipped and why", async () => {
    await put(admin, validSettings);
    const tomorrow = nextDay(officeClock(new Date(), 'America/Sao_Paulo').calendar);
    const birthday = `${String(tomorrow.month).padStart(2, '0')}-${String(tomorrow.day).padStart(2, '0')}`;
    const yes = await greetingCitizen(t, admin, {
      name: 'Benedita Prévia Sim',
      birthday,
      consents: { 'sms:aniversario': true },
    });
    const noConsent = await greetingCitizen(t, admin, {
      name: 'Benedita Prévia Sem',
      birthday,
      consents: { 'sms:atendimento': true },
    });
    const revoked = await greetingCitizen(t, admin, {
      name: 'Benedita Prévia Revogou',
      birthday,
      consents: { 'sms:aniversario': false },
    });
    const landline = await greetingCitizen(t, admin, {
      name: 'Benedita Prévia Fixo',
      birthday,
      phone: { number: '+551932345678', type: 'residencial' },
      consents: { 'sms:aniversario': true },
    });
    const res = await get(assessor, '/api/greetings/preview?day=tomorrow');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const item = (id: string) => body.items.find((i: { citizen: { _id: string } }) => i.citizen._id === id);
    expect(item(yes.id)).toMatchObject({ channel: 'sms', phone: yes.phone, skip: null });
    expect(item(yes.id).text).toMatch(/^Feliz aniversario, Benedita! /);
    expect(item(noConsent.id)).toMatchObject({ channel: null, skip: 'no_consent' });
    expect(item(noConsent.id).reason).toBe('SMS: sem consentimento para mensagem de aniversário');
    expect(item(revoked.id)).toMatchObject({ skip: 'opted_out' });
    expect(item(landline.id)).toMatchObject({ skip: 'no_phone' });
    expect(body.toSend).toBeGreaterThanOrEqual(1);

    const other = (await get(otherAdmin, '/api/greetings/preview?day=tomorrow')).json();
    expect(other.items.map((i: { citizen: { _id: string } }) => i.citizen._id)).not.toContain(yes.id);
    expect(other.dayBlocked).toBe('As felicitações automáticas estão desativadas.');
    expect((await get(admin, '/api/greetings/preview?day=ontem')).statusCode).toBe(400);
    expect((await get(reception, '/api/greetings/preview')).statusCode).toBe(403);
  });
});

describe('/api/greetings/sent', () => {
  it("lists the demo office's greetings sent this morning, marked as greeted in today's preview", async () => {
    const res = await get(assessor, '/api/greetings/sent');
    expect(res.statusCode, res.body).toBe(200);
    const { messages } = res.json();
    expect(messages.length).toBeGreaterThanOrEqual(1);
    expect(messages.length).toBeLessThanOrEqual(4);
    for (const m of messages) {
      expect(m).toMatchObject({ kind: 'aniversario', channel: 'sms' });
      expect(['enviada', 'entregue']).toContain(m.status);
    }
    const today = (await get(assessor, '/api/greetings/preview?day=today')).json();
    const greeted = today.items.find(
      (i: { citizen: { _id: string } }) => i.citizen._id === messages[0].citizen._id,
    );
    expect(greeted).toMatchObject({ skip: 'already_greeted' });
    expect((await get(otherAdmin, '/api/greetings/sent')).json().messages).toEqual([]);
    expect((await get(reception, '/api/greetings/sent')).statusCode).toBe(403);
  });
});

describe('/api/greetings/status-messages', () => {
  it('lists every status, saves one, refuses unknown fields, other offices and weaker roles', async () => {
    const list = await get(assessor, '/api/greetings/status-messages');
    expect(list.statusCode, list.body).toBe(200);
    const status = list.json().messages[0];
    const url = `/api/greetings/status-messages/${status.statusId}`;
    const payload = {
      enabled: true,
      channel: 'sms',
      template: 'Demanda {{demanda.protocolo}}: {{demanda.situacao}}',
    };
    expect((await t.call(assessor, { method: 'PUT', url, payload })).statusCode).toBe(403);
    expect((await t.call(otherAdmin, { method: 'PUT', url, payload })).statusCode).toBe(404);
    const bad = await t.call(admin, {
      method: 'PUT',
      url,
      payload: { ...payload, template: '{{demanda.numero}}' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.template).toContain('{{demanda.numero}}');
    const ok = await t.call(admin, { method: 'PUT', url, payload });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ statusId: status.statusId, enabled: true, channel: 'sms' });
    const bh = (await get(otherAdmin, '/api/greetings/status-messages')).json();
    expect(bh.messages.map((m: { statusId: string }) => m.statusId)).not.toContain(status.statusId);
  });
});
