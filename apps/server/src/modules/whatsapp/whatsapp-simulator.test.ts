// The simulator end to end over HTTP: QR, scan, unlink (three spellings), a citizen writing, sends with
// delivery and read receipts; every status stored with history and pushed to the status room.
import { wppStatusRoom } from '@gabinete/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { GatewayError, gatewayFor } from './gateway.ts';
import { SIMULATOR_PHONE } from './simulator-gateway.ts';
import {
  orgOf,
  recordingSink,
  recordPushes,
  waitFor,
  type Push,
  type RecordingSink,
} from './whatsapp-test-helpers.ts';

let t: TestApp;
let bhAdmin: string;
let admin: string;
let assessor: string;
let bhOrg: string;
let sink: RecordingSink;
let pushes: Push[];

beforeAll(async () => {
  t = await createTestApp();
  sink = recordingSink();
  pushes = recordPushes(t);
  bhAdmin = await t.login('admin.bh@gabinete.demo');
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  bhOrg = await orgOf(t, 'admin.bh@gabinete.demo');
});
afterAll(() => t.close());

const post = (token: string, url: string, payload?: object) =>
  t.call(token, { method: 'POST', url, ...(payload ? { payload } : {}) });
const view = async (token: string) => (await t.call(token, { method: 'GET', url: '/api/whatsapp' })).json();
const statusesPushed = () =>
  pushes.filter((p) => p.event === 'wpp_change_status').map((p) => p.payload.statusSession);
const disconnects = () => pushes.filter((p) => p.event === 'wpp_has_been_disconnect');

describe('pairing with the simulator', () => {
  it('connect shows a real QR code; scanning it reaches inChat, with history, pushes and the queue woken', async () => {
    pushes.length = 0;
    const connected = await post(bhAdmin, '/api/whatsapp/connect');
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toMatchObject({ status: 'notLogged', bucket: 'qr', canSend: false });
    expect(connected.json().qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{200,}$/);
    const png = Buffer.from(connected.json().qrCode.split(',')[1], 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');

    const scanned = await post(bhAdmin, '/whatsapp/simulator/scan');
    expect(scanned.statusCode).toBe(200);
    expect(await view(bhAdmin)).toMatchObject({
      status: 'inChat',
      bucket: 'connected',
      canSend: true,
      qrCode: null,
      phone: SIMULATOR_PHONE,
    });
    expect(statusesPushed().slice(-3)).toEqual(['qrReadSuccess', 'isLogged', 'inChat']);
    expect(pushes.every((p) => p.room === wppStatusRoom(bhOrg))).toBe(true);
    const last = pushes.at(-1)!.payload;
    expect(last).toMatchObject({ organizationId: bhOrg, connection: { status: 'inChat', canSend: true } });
    expect(sink.ready).toEqual([bhOrg]);
    const { history } = (await t.call(bhAdmin, { method: 'GET', url: '/api/whatsapp/history' })).json();
    expect(history.slice(0, 3).map((h: { status: string }) => h.status)).toEqual([
      'inChat',
      'isLogged',
      'qrReadSuccess',
    ]);
    const getconnection = await t.call(bhAdmin, {
      method: 'GET',
      url: `/whatsapp/getconnection?token=${bhOrg}`,
    });
    expect(getconnection.json()).toEqual({ message: 'Conectado', isConnected: true });
  });

  it('an unlinked phone, in any spelling, is stored and pushed as desconectedMobile, once per drop', async () => {
    pushes.length = 0;
    expect(
      (await post(bhAdmin, '/whatsapp/simulator/unlink', { spelling: 'desconectedMobile' })).statusCode,
    ).toBe(200);
    expect(await view(bhAdmin)).toMatchObject({
      status: 'desconectedMobile',
      bucket: 'disconnected',
      canSend: false,
    });
    expect(disconnects()).toEqual([
      {
        room: wppStatusRoom(bhOrg),
        event: 'wpp_has_been_disconnect',
        payload: { organizationId: bhOrg, statusSession: 'desconectedMobile' },
      },
    ]);
    // Still disconnected, in the other spellings (and the default): the same status, normalised to the
    // spec's desconectedMobile, so nothing changes and nothing more is pushed.
    await post(bhAdmin, '/whatsapp/simulator/unlink', { spelling: 'desconnectedMobile' });
    await post(bhAdmin, '/whatsapp/simulator/unlink', { spelling: 'disconnectedMobile' });
    await post(bhAdmin, '/whatsapp/simulator/unlink');
    expect(statusesPushed()).toEqual(['desconectedMobile']);
    expect(disconnects()).toHaveLength(1);
    expect((await view(bhAdmin)).status).toBe('desconectedMobile');
    const bad = await post(bhAdmin, '/whatsapp/simulator/unlink', { spelling: 'offline' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('messages through the simulator', () => {
  it('refuses to send unless inChat, then sends once per key and reports delivered, then read', async () => {
    const gateway = await gatewayFor(t.deps, bhOrg);
    const send = { to: '+5531988887777', text: 'Olá!', idempotencyKey: 'msg-1-abcdef' };
    const refused = await gateway.sendText(send).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GatewayError);
    expect(refused).toMatchObject({ code: 'NOT_CONNECTED', retryable: true });

    await post(bhAdmin, '/whatsapp/simulator/scan');
    const first = await gateway.sendText(send);
    const again = await gateway.sendText(send);
    expect(first.providerMessageId).toMatch(/^sim-/);
    expect(again).toEqual(first);
    await waitFor(() => sink.deliveries.length === 1);
    expect(sink.deliveries[0]).toMatchObject({
      organizationId: bhOrg,
      update: { providerMessageId: first.providerMessageId, state: 'entregue' },
    });

    const res = await post(bhAdmin, '/whatsapp/simulator/inbound', {
      from: '(31) 98888-7777',
      text: 'Obrigado!',
      name: 'Rita',
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().providerMessageId as string;
    expect(sink.deliveries.map((d) => d.update.state)).toEqual(['entregue', 'lida']);
    expect(sink.messages.at(-1)).toMatchObject({
      organizationId: bhOrg,
      message: {
        providerMessageId: id,
        from: '+5531988887777',
        name: 'Rita',
        kind: 'text',
        text: 'Obrigado!',
      },
    });
    const second = await post(bhAdmin, '/whatsapp/simulator/inbound', {
      from: '31988887777',
      text: 'Oi',
    });
    expect(second.json().providerMessageId).not.toBe(id);
    // Nothing more to mark read.
    expect(sink.deliveries).toHaveLength(2);
    const badPhone = await post(bhAdmin, '/whatsapp/simulator/inbound', { from: '123', text: 'x' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toMatch(/Telefone inválido/);
  });

  it('the citizen reads: POST /whatsapp/simulator/read reports the delivered messages to that number read', async () => {
    const gateway = await gatewayFor(t.deps, bhOrg);
    const to = '+5531966665555';
    const sent = await gateway.sendText({ to, text: 'Sua demanda foi aberta', idempotencyKey: 'msg-read-1' });
    await waitFor(() => sink.deliveries.some((d) => d.update.providerMessageId === sent.providerMessageId));
    const from = sink.deliveries.length;
    const res = await post(bhAdmin, '/whatsapp/simulator/read', { from: '(31) 96666-5555' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: '1 mensagem marcada como lida pelo cidadão.', read: 1 });
    expect(sink.deliveries.slice(from)).toEqual([
      {
        organizationId: bhOrg,
        update: { providerMessageId: sent.providerMessageId, state: 'lida', at: expect.any(Date) },
      },
    ]);
    // Read once: nothing left to read.
    const again = await post(bhAdmin, '/whatsapp/simulator/read', { from: to });
    expect(again.json()).toMatchObject({ read: 0 });
    expect(sink.deliveries).toHaveLength(from + 1);
    expect((await post(bhAdmin, '/whatsapp/simulator/read', { from: '123' })).statusCode).toBe(400);
    expect((await post(assessor, '/whatsapp/simulator/read', { from: to })).statusCode).toBe(403);
  });

  it('fails the next send with the planned code, once', async () => {
    const gateway = await gatewayFor(t.deps, bhOrg);
    expect(
      (await post(bhAdmin, '/whatsapp/simulator/fail-next-send', { code: 'INVALID_RECIPIENT' })).statusCode,
    ).toBe(200);
    const err = await gateway
      .sendText({ to: '+5531977776666', text: 'a', idempotencyKey: 'msg-2-abcdef' })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'INVALID_RECIPIENT', retryable: false });
    const ok = await gateway.sendText({ to: '+5531977776666', text: 'a', idempotencyKey: 'msg-2-abcdef' });
    expect(ok.providerMessageId).toMatch(/^sim-/);
    expect((await post(bhAdmin, '/whatsapp/simulator/fail-next-send', { code: 'NOPE' })).statusCode).toBe(
      400,
    );
  });
});

describe('after a restart', () => {
  it('the simulator reads the stored status: the seeded office sends without pairing again', async () => {
    const demoOrg = await orgOf(t, 'admin@gabinete.demo');
    const gateway = await gatewayFor(t.deps, demoOrg);
    expect(await gateway.getStatus()).toEqual({ status: 'inChat', ready: true, qrCode: null });
    const sent = await gateway.sendText({
      to: '+5519988887777',
      text: 'Bom dia',
      idempotencyKey: 'msg-3-abcdef',
    });
    expect(sent.providerMessageId).toMatch(/^sim-/);
  });
});

describe('who may use the simulator', () => {
  it('only the office admin, and only while the office’s provider is the simulator', async () => {
    const denied = await post(assessor, '/whatsapp/simulator/scan');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('ADMIN_ONLY');
    await t.call(admin, {
      method: 'PUT',
      url: '/api/whatsapp/settings',
      payload: { provider: 'wppconnect' },
    });
    for (const path of ['scan', 'unlink', 'fail-next-send', 'inbound', 'read']) {
      const payload =
        path === 'fail-next-send'
          ? { code: 'AUTH' }
          : path === 'inbound'
            ? { from: '11988887777', text: 'a' }
            : path === 'read'
              ? { from: '11988887777' }
              : undefined;
      const res = await post(admin, `/whatsapp/simulator/${path}`, payload);
      expect(res.statusCode, `${path} ${res.body}`).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'WHATSAPP_SIMULATOR_ONLY',
        message: 'Disponível apenas quando o provedor do gabinete é o simulador.',
      });
    }
    // Without a server configured, connecting says what to do.
    const connect = await post(admin, '/api/whatsapp/connect');
    expect(connect.statusCode).toBe(409);
    expect(connect.json().code).toBe('WHATSAPP_PROVIDER_CONFIG');
    // The new provider never connected: notLogged (connect, read the QR), never an unknown status.
    expect(await view(admin)).toMatchObject({ status: 'notLogged', bucket: 'qr' });
  });
});
