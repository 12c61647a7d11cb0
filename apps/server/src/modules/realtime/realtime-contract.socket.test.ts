// The real-time contract as a spec client sees it (spec §7), over real socket.io-client connections and the
// simulator: a socket in a chat's room, the office's chat room and the WhatsApp rooms hears each event ONCE
// (new_message, update_chat per inbound message; wpp_change_status per status change), every statusSession
// is one of the spec's eleven, chats carry chatId/organizationId/agent, a reply queued while the phone is
// offline moves 'Aguardando envio' live, and a user without read on whatsapp hears no chat/WhatsApp room.
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH, WPP_STATUSES, type Chat, type SocketAck } from '@gabinete/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { forgetPrincipal } from '../auth/principal.ts';
import { users } from '../users/users.table.ts';
import { waitFor } from '../whatsapp/whatsapp-test-helpers.ts';

const DEMO_ORG = '00000000-0000-4000-8000-000000000001';

let t: TestApp;
let url: string;
let admin: string;
const open: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  admin = await t.login('admin@gabinete.demo');
});
afterAll(async () => {
  for (const s of open) s.disconnect();
  await t.close();
});

async function socketOf(token: string): Promise<Socket> {
  const s = connect(url, {
    path: SOCKET_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  open.push(s);
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
  return s;
}

const ask = <T = unknown>(s: Socket, event: string, payload: unknown) =>
  s.timeout(4000).emitWithAck(event, payload) as Promise<SocketAck<T>>;

interface Heard {
  event: string;
  payload: Record<string, unknown>;
}
function record(s: Socket): Heard[] {
  const got: Heard[] = [];
  s.onAny((event: string, payload: Record<string, unknown>) => got.push({ event, payload }));
  return got;
}
const of = (heard: Heard[], event: string) => heard.filter((h) => h.event === event);
/** Long enough for a duplicate (a second emit, another room) to arrive. */
const settle = () => new Promise((r) => setTimeout(r, 400));

const post = (path: string, payload?: object) =>
  t.call(admin, { method: 'POST', url: path, ...(payload ? { payload } : {}) });
const citizenWrites = (from: string, text: string) => post('/whatsapp/simulator/inbound', { from, text });

async function joinEverything(s: Socket) {
  for (const event of ['join_chat_organization', 'join_wpp_organization', 'join_wpp_status_organization']) {
    const ack = await ask(s, event, { organizationId: DEMO_ORG });
    expect(ack.ok, event).toBe(true);
  }
}

function expectSpecChat(chat: Record<string, unknown>, chatId: string) {
  expect(chat).toMatchObject({ _id: chatId, chatId, organizationId: DEMO_ORG });
  expect(chat).toHaveProperty('agent');
}

describe('each socket hears each event once', () => {
  it('one new_message and one update_chat per inbound message, to a socket in the chat, chat and wpp rooms', async () => {
    const phone = '+5561977001100';
    await citizenWrites(phone, 'Bom dia, a rua está sem luz');
    const list = (await t.call(admin, { method: 'GET', url: '/api/chats?status=pending' })).json();
    const chat = (list.chats as Chat[]).find((c) => c.phone === phone)!;
    // The API's chats carry the spec's fields too.
    expectSpecChat(chat as unknown as Record<string, unknown>, chat._id);
    expect(chat.agent).toBeNull();

    const s = await socketOf(admin);
    await joinEverything(s);
    expect((await ask(s, 'join_chat', { chatId: chat._id })).ok).toBe(true);
    const heard = record(s);

    await citizenWrites(phone, 'Ainda sem luz hoje');
    await waitFor(() => of(heard, 'new_message').length >= 1 && of(heard, 'update_chat').length >= 1);
    await settle();
    expect(of(heard, 'new_message')).toHaveLength(1);
    expect(of(heard, 'update_chat')).toHaveLength(1);
    const pushed = of(heard, 'new_message')[0]!.payload;
    expect(pushed.message).toMatchObject({ body: 'Ainda sem luz hoje', direction: 'in' });
    expectSpecChat(pushed.chat as Record<string, unknown>, chat._id);
    expectSpecChat(of(heard, 'update_chat')[0]!.payload, chat._id);

    // Assumed through the socket: the chat's agent is the socket's user, in the ack and in update_chat.
    heard.length = 0;
    const assumed = await ask<Chat>(s, 'chat:assume', {
      chatId: chat._id,
      organizationId: DEMO_ORG,
      agent: 'ignored',
    });
    expect(assumed.ok).toBe(true);
    const [me] = await t.deps.database.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.email, 'admin@gabinete.demo'));
    if (assumed.ok) expect(assumed.data).toMatchObject({ chatId: chat._id, agent: { _id: me!.id } });
    await waitFor(() => of(heard, 'update_chat').length >= 1);
    await settle();
    expect(of(heard, 'update_chat')).toHaveLength(1);
    expect(of(heard, 'update_chat')[0]!.payload).toMatchObject({
      chatId: chat._id,
      organizationId: DEMO_ORG,
      agent: { _id: me!.id, name: me!.name },
    });
  });

  it('one wpp_change_status per status change (disconnect, connect, scan, unlink), always one of the eleven', async () => {
    const s = await socketOf(admin);
    await joinEverything(s);
    const heard = record(s);
    const statuses = () => of(heard, 'wpp_change_status').map((h) => h.payload.statusSession);

    const disconnect = await t.call(admin, {
      method: 'DELETE',
      url: `/whatsapp/disconnect?token=${DEMO_ORG}`,
    });
    expect(disconnect.statusCode).toBe(200);
    await waitFor(() => statuses().length >= 1);
    await settle();
    expect(statuses()).toEqual(['browserClose']);
    expect(of(heard, 'wpp_has_been_disconnect')).toHaveLength(1);

    heard.length = 0;
    expect((await post('/api/whatsapp/connect')).statusCode).toBe(200);
    await waitFor(() => statuses().length >= 1 && of(heard, 'wpp:connection').length >= 1);
    await settle();
    expect(statuses()).toEqual(['notLogged']);
    // The QR code comes once, as a connection update.
    expect(of(heard, 'wpp:connection')).toHaveLength(1);
    expect(of(heard, 'wpp:connection')[0]!.payload.connection).toMatchObject({
      status: 'notLogged',
      qrCode: expect.stringMatching(/^data:image\/png;base64,/),
    });

    heard.length = 0;
    await post('/whatsapp/simulator/scan');
    await waitFor(() => statuses().length >= 3);
    await settle();
    expect(statuses()).toEqual(['qrReadSuccess', 'isLogged', 'inChat']);

    heard.length = 0;
    // The simulator's unlink defaults to the spec's spelling; the others are normalised to it.
    await post('/whatsapp/simulator/unlink');
    await post('/whatsapp/simulator/unlink', { spelling: 'disconnectedMobile' });
    await waitFor(() => statuses().length >= 1);
    await settle();
    expect(statuses()).toEqual(['desconectedMobile']);
    expect(of(heard, 'wpp_has_been_disconnect').map((h) => h.payload.statusSession)).toEqual([
      'desconectedMobile',
    ]);

    await post('/whatsapp/simulator/scan');
    await waitFor(() => statuses().at(-1) === 'inChat');
    for (const h of [...of(heard, 'wpp_change_status'), ...of(heard, 'wpp_has_been_disconnect')]) {
      expect(WPP_STATUSES).toContain(h.payload.statusSession);
    }
    for (const h of of(heard, 'wpp_change_status')) {
      expect(WPP_STATUSES).toContain((h.payload.connection as { status: string }).status);
    }
  });

  it('a reply queued while the phone is offline moves the pending count live, and back when it goes out', async () => {
    const phone = '+5561977001200';
    await citizenWrites(phone, 'Preciso de um atendimento');
    const list = (await t.call(admin, { method: 'GET', url: '/api/chats?status=pending' })).json();
    const chat = (list.chats as Chat[]).find((c) => c.phone === phone)!;
    const s = await socketOf(admin);
    await joinEverything(s);
    expect((await ask(s, 'chat:assume', { chatId: chat._id, organizationId: DEMO_ORG })).ok).toBe(true);
    const heard = record(s);
    await post('/whatsapp/simulator/unlink');
    await waitFor(() => of(heard, 'wpp_change_status').length === 1);
    const before = (await t.call(admin, { method: 'GET', url: '/api/whatsapp' })).json().pendingOutbound;
    heard.length = 0;
    const counts = () =>
      of(heard, 'wpp:connection').map(
        (h) => (h.payload.connection as { pendingOutbound: number }).pendingOutbound,
      );

    const sent = await ask(s, 'attendant_send_message', { chatId: chat._id, text: 'Já vamos verificar' });
    expect(sent.ok).toBe(true);
    await waitFor(() => counts().includes(before + 1));
    expect(of(heard, 'wpp_change_status')).toEqual([]);

    heard.length = 0;
    await post('/whatsapp/simulator/scan');
    await waitFor(() => counts().includes(before), 5000);
  });
});

describe('a user without read on whatsapp', () => {
  it('joins no chat or WhatsApp room and hears none of their events, but still gets their own notifications', async () => {
    // SAC rights (a notification for each chat waiting) but no read on whatsapp.
    await t.deps.database.db
      .update(users)
      .set({
        role: 'recepcao',
        ability: [
          { action: 'manage', subject: 'sac' },
          { action: 'read', subject: 'notifications' },
        ],
      })
      .where(eq(users.email, 'recepcao@gabinete.demo'));
    forgetPrincipal();
    const token = await t.login('recepcao@gabinete.demo');
    const s = await socketOf(token);
    const heard = record(s);
    const phone = '+5561977001300';
    await citizenWrites(phone, 'Olá');
    const list = (await t.call(admin, { method: 'GET', url: '/api/chats?status=pending' })).json();
    const chat = (list.chats as Chat[]).find((c) => c.phone === phone)!;

    for (const [event, payload] of [
      ['join_chat', { chatId: chat._id }],
      ['join_chat_organization', { organizationId: DEMO_ORG }],
      ['join_wpp_organization', { organizationId: DEMO_ORG }],
      ['join_wpp_status_organization', { organizationId: DEMO_ORG }],
    ] as const) {
      expect(await ask(s, event, payload), event).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    }
    await citizenWrites(phone, 'Alguém aí?');
    await citizenWrites('+5561977001301', 'Outra conversa');
    await post('/whatsapp/simulator/unlink');
    await post('/whatsapp/simulator/scan');
    await waitFor(() => of(heard, 'notification:new').length >= 1, 5000);
    await settle();
    const chatOrWhatsapp = heard.filter(
      (h) => h.event !== 'notification:new' && h.event !== 'notification:unread',
    );
    expect(chatOrWhatsapp).toEqual([]);
  });
});

describe('a new office (trial sign-up)', () => {
  it('is notLogged right away: the API, getconnection and the join answer never an unknown status', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/register',
      payload: {
        organizationName: 'Gabinete da Vereadora Nova',
        name: 'Clara Nova',
        email: 'clara.nova@exemplo.com.br',
        password: 'senha-forte-1',
      },
    });
    expect(res.statusCode).toBe(201);
    const { accessToken, userData } = res.json();
    const org = userData.organization_id as string;
    const view = (await t.call(accessToken, { method: 'GET', url: '/api/whatsapp' })).json();
    expect(view).toMatchObject({ status: 'notLogged', bucket: 'qr', canSend: false, qrCode: null });
    const initial = await t.call(accessToken, { method: 'GET', url: `/whatsapp/getconnection?token=${org}` });
    expect(initial.json()).toEqual({ message: 'Sem Conexão', isConnected: false });
    const s = await socketOf(accessToken);
    expect(await ask(s, 'join_wpp_status_organization', { organizationId: org })).toMatchObject({
      ok: true,
      data: { status: 'notLogged', bucket: 'qr' },
    });
  });
});
