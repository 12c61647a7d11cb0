// The public webhooks: WPPConnect's secret URL and the Cloud API's verification and signature, with the
// recorded payloads in fixtures/ (signed here with a known test secret).
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signBody } from './cloud-api-webhook.ts';
import {
  orgOf,
  recordingSink,
  recordPushes,
  type Push,
  type RecordingSink,
} from './whatsapp-test-helpers.ts';
import { whatsappConnections } from './whatsapp.table.ts';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const APP_SECRET = 'test-app-secret-0123456789';

let t: TestApp;
let sink: RecordingSink;
let pushes: Push[];
let demoOrg: string;
let bhOrg: string;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  sink = recordingSink();
  pushes = recordPushes(t);
  demoOrg = await orgOf(t, 'admin@gabinete.demo');
  bhOrg = await orgOf(t, 'admin.bh@gabinete.demo');
  const [row] = await t.deps.database.db
    .select()
    .from(whatsappConnections)
    .where(eq(whatsappConnections.organizationId, demoOrg));
  secret = row!.webhookSecret;
  const bhAdmin = await t.login('admin.bh@gabinete.demo');
  const res = await t.call(bhAdmin, {
    method: 'PUT',
    url: '/api/whatsapp/settings',
    payload: {
      provider: 'cloud-api',
      cloudPhoneNumberId: '106540352242922',
      cloudAppSecret: APP_SECRET,
      cloudVerifyToken: 'meatyhamhock',
    },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());
beforeEach(() => {
  sink.messages.length = 0;
  sink.deliveries.length = 0;
  pushes.length = 0;
});

const wpp = (payload: unknown, org = demoOrg, key = secret) =>
  t.app.inject({
    method: 'POST',
    url: `/whatsapp/webhook/wppconnect/${org}/${key}`,
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const statusOf = async (org: string) =>
  (
    await t.deps.database.db
      .select()
      .from(whatsappConnections)
      .where(eq(whatsappConnections.organizationId, org))
  )[0]!;

describe('POST /whatsapp/webhook/wppconnect/:organizationId/:secret', () => {
  it('refuses a wrong or unknown secret and passes nothing on', async () => {
    const message = fixture('wppconnect-onmessage.json');
    for (const res of [
      await wpp(message, demoOrg, 'nao-e-o-segredo'),
      await wpp(message, demoOrg, `${secret}x`),
      await wpp(message, bhOrg, secret),
      await wpp(message, '00000000-0000-4000-8000-00000000ffff', secret),
      await wpp(message, 'nao-e-um-id', secret),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'WHATSAPP_WEBHOOK_SECRET',
        message: 'Assinatura ou segredo do webhook inválido.',
      });
    }
    const before = await statusOf(demoOrg);
    expect((await wpp(fixture('wppconnect-status-find.json'), demoOrg, 'errado')).statusCode).toBe(401);
    expect((await statusOf(demoOrg)).status).toBe(before.status);
    expect(sink.messages).toEqual([]);
    expect(pushes).toEqual([]);
  });

  it('passes a citizen’s message on, every time it is posted (the chats module deduplicates)', async () => {
    const res = await wpp(fixture('wppconnect-onmessage.json'));
    expect(res.statusCode).toBe(200);
    expect(sink.messages).toEqual([
      {
        organizationId: demoOrg,
        message: {
          providerMessageId: 'false_5561999998888@c.us_3EB0C767D26A1D9B4F2B',
          from: '+5561999998888',
          name: 'Carlos Souza',
          kind: 'text',
          text: 'Bom dia! Queria saber da minha demanda.',
          media: null,
          at: new Date(1750263773 * 1000),
        },
      },
    ]);
    await wpp(fixture('wppconnect-onmessage.json'));
    expect(sink.messages).toHaveLength(2);
  });

  it('skips our own messages, groups and status broadcasts, and reads media and old-style numbers', async () => {
    const base = JSON.parse(fixture('wppconnect-onmessage.json'));
    await wpp({ ...base, fromMe: true });
    await wpp({ ...base, from: '120363025246125486@g.us', isGroupMsg: true });
    await wpp({ ...base, from: 'status@broadcast' });
    expect(sink.messages).toEqual([]);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');
    await wpp({
      ...base,
      id: 'img-1',
      from: '556199998888@c.us',
      type: 'image',
      mimetype: 'image/png',
      body: png,
      caption: 'Foto',
    });
    expect(sink.messages[0]!.message).toMatchObject({
      from: '+5561999998888',
      kind: 'image',
      text: 'Foto',
      media: { mimeType: 'image/png' },
    });
    expect(sink.messages[0]!.message.media!.data.subarray(1, 4).toString()).toBe('PNG');
  });

  it('turns acks into delivery states', async () => {
    await wpp(fixture('wppconnect-onack.json'));
    const ack = JSON.parse(fixture('wppconnect-onack.json'));
    for (const n of [-1, 0, 1, 2, 4]) await wpp({ ...ack, ack: n });
    // ack 3 (read, the fixture) and 4 (played) are 'lida': the SAC shows 'Lido'.
    expect(sink.deliveries.map((d) => d.update.state)).toEqual([
      'lida',
      'falhou',
      'enviada',
      'entregue',
      'lida',
    ]);
    expect(sink.deliveries[0]!.update.providerMessageId).toBe('true_5561999998888@c.us_3EB0A1B2C3D4');
  });

  it('stores a status in the spec’s spelling with its history and pushes it once; a QR code shows while notLogged', async () => {
    expect((await statusOf(demoOrg)).status).toBe('inChat');
    // The fixture is an older WPPConnect's 'desconnectedMobile': stored and pushed as the spec's value.
    expect((await wpp(fixture('wppconnect-status-find.json'))).statusCode).toBe(200);
    expect((await statusOf(demoOrg)).status).toBe('desconectedMobile');
    expect(pushes.map((p) => [p.event, p.payload.statusSession])).toEqual([
      ['wpp_change_status', 'desconectedMobile'],
      ['wpp_has_been_disconnect', 'desconectedMobile'],
    ]);
    // The same status in another spelling: no change, no push.
    await wpp({ event: 'status-find', status: 'disconnectedMobile' });
    expect(pushes).toHaveLength(2);
    pushes.length = 0;
    await wpp({ event: 'status-find', status: 'notLogged' });
    await wpp({ event: 'qrcode', qrcode: 'iVBORw0KGgo=', urlcode: '2@abc' });
    // One status change; the QR code comes as a connection update, not as a second notLogged.
    expect(pushes.map((p) => p.event)).toEqual(['wpp_change_status', 'wpp:connection']);
    expect(pushes[1]!.payload).toMatchObject({
      connection: { status: 'notLogged', qrCode: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    const admin = await t.login('admin@gabinete.demo');
    const view = (await t.call(admin, { method: 'GET', url: '/api/whatsapp' })).json();
    expect(view).toMatchObject({ status: 'notLogged', qrCode: 'data:image/png;base64,iVBORw0KGgo=' });
    const { history } = (await t.call(admin, { method: 'GET', url: '/api/whatsapp/history' })).json();
    expect(history.slice(0, 2).map((h: { status: string }) => h.status)).toEqual([
      'notLogged',
      'desconectedMobile',
    ]);
    // Another casing of a known value is that value; a word nobody knows is serverClose (not an error).
    pushes.length = 0;
    expect((await wpp({ event: 'status-find', status: 'INCHAT' })).statusCode).toBe(200);
    expect((await statusOf(demoOrg)).status).toBe('inChat');
    expect((await wpp({ event: 'status-find', status: 'somethingNew' })).statusCode).toBe(200);
    expect((await statusOf(demoOrg)).status).toBe('serverClose');
    expect(pushes.filter((p) => p.event === 'wpp_change_status').map((p) => p.payload.statusSession)).toEqual(
      ['inChat', 'serverClose'],
    );
    expect((await wpp({ event: 'onpresencechanged', id: 'x' })).statusCode).toBe(200);
    await wpp({ event: 'status-find', status: 'inChat' });
  });

  it('reads rows stored in another spelling as the spec’s value', async () => {
    await t.deps.database.executeSql(
      "update whatsapp_connections set status = 'disconnectedMobile' where organization_id = $1",
      [demoOrg],
    );
    await t.deps.database.executeSql(
      "insert into whatsapp_status_history (organization_id, status, at) values ($1, 'desconnectedMobile', now())",
      [demoOrg],
    );
    const admin = await t.login('admin@gabinete.demo');
    const view = (await t.call(admin, { method: 'GET', url: '/api/whatsapp' })).json();
    expect(view).toMatchObject({ status: 'desconectedMobile', bucket: 'disconnected' });
    const { history } = (await t.call(admin, { method: 'GET', url: '/api/whatsapp/history' })).json();
    expect(history[0]).toMatchObject({ status: 'desconectedMobile', label: 'Desconectado do WhatsApp' });
    // The next report of the same status rewrites the row in the spec's spelling, without a push.
    pushes.length = 0;
    await wpp({ event: 'status-find', status: 'disconnectedMobile' });
    expect((await statusOf(demoOrg)).status).toBe('desconectedMobile');
    expect(pushes).toEqual([]);
    await wpp({ event: 'status-find', status: 'inChat' });
  });

  it('refuses a malformed body with 400', async () => {
    for (const body of [
      '[1,2]',
      '{"no":"event"}',
      '{"event":"onmessage","body":"oi"}',
      '{"event":"qrcode"}',
    ]) {
      const res = await wpp(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().code).toBe('WHATSAPP_WEBHOOK_PAYLOAD');
    }
    expect(sink.messages).toEqual([]);
  });
});

describe('the Cloud API webhook', () => {
  const url = () => `/whatsapp/webhook/cloud/${bhOrg}`;
  const post = (raw: string, signature: string | null) =>
    t.app.inject({
      method: 'POST',
      url: url(),
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-hub-signature-256': signature } : {}),
      },
      payload: raw,
    });

  it('answers the verification challenge only for the office’s verify token', async () => {
    const query = new URLSearchParams(JSON.parse(fixture('cloud-verification.json'))).toString();
    const ok = await t.app.inject({ method: 'GET', url: `${url()}?${query}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({
      method: 'GET',
      url: `${url()}?hub.mode=subscribe&hub.challenge=1&hub.verify_token=outro`,
    });
    expect(wrong.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/whatsapp/webhook/cloud/${demoOrg}?${query}` })).statusCode,
    ).toBe(401);
  });

  it('accepts a payload signed with the app secret over the raw bytes, and nothing else', async () => {
    const raw = fixture('cloud-text-message.json');
    expect((await post(raw, null)).statusCode).toBe(401);
    expect((await post(raw, signBody(raw, 'outro-segredo'))).statusCode).toBe(401);
    // Same JSON, different bytes: the signature no longer matches.
    expect((await post(JSON.stringify(JSON.parse(raw)), signBody(raw, APP_SECRET))).statusCode).toBe(401);
    expect(sink.messages).toEqual([]);

    const res = await post(raw, signBody(raw, APP_SECRET));
    expect(res.statusCode).toBe(200);
    expect(sink.messages).toEqual([
      {
        organizationId: bhOrg,
        message: expect.objectContaining({
          providerMessageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=',
          from: '+5561999998888',
          name: 'Sheena Nelson',
          kind: 'text',
          text: 'Boa tarde, o buraco da Rua das Palmeiras continua lá.',
        }),
      },
    ]);
  });

  it('reads an image (its caption; the file when it can be fetched) and status updates', async () => {
    const image = fixture('cloud-image-message.json');
    expect((await post(image, signBody(image, APP_SECRET))).statusCode).toBe(200);
    expect(sink.messages[0]!.message).toMatchObject({
      kind: 'image',
      text: 'Foto do poste apagado',
      from: '+5561999998888',
    });
    const statuses = fixture('cloud-status-update.json');
    expect((await post(statuses, signBody(statuses, APP_SECRET))).statusCode).toBe(200);
    expect(sink.deliveries.map((d) => [d.update.state, d.update.error ?? null])).toEqual([
      ['entregue', null],
      ['falhou', 'Re-engagement message'],
    ]);
    // 'read' is 'lida'.
    const read = fixture('cloud-status-read.json');
    expect((await post(read, signBody(read, APP_SECRET))).statusCode).toBe(200);
    expect(sink.deliveries.at(-1)!.update).toMatchObject({
      providerMessageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3MTE5MjVBOTE3MDk5QUVFM0YA',
      state: 'lida',
    });
  });

  it('refuses a signed body that is not a WhatsApp webhook', async () => {
    for (const raw of ['{"object":"page","entry":[]}', 'not json']) {
      const res = await post(raw, signBody(raw, APP_SECRET));
      expect(res.statusCode, raw).toBe(400);
      expect(res.json().code).toBe('WHATSAPP_WEBHOOK_PAYLOAD');
    }
  });
});
