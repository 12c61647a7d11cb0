// The spec's chat events over a real Socket.IO connection: each answers a SocketAck, acts like REST, and a
// refusal (another office's id, no ability, bad payload) answers ok:false and broadcasts nothing.
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type SocketAck } from '@gabinete/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { userId } from '../occurrences/casework-test-helpers.ts';
import { BH_ORG, chatOf, DEMO_ORG, inbound, installFakeGateways } from './chats-test-helpers.ts';

let t: TestApp;
let url: string;
const open: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  installFakeGateways();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const s of open) s.disconnect();
  await t.close();
});

async function socketOf(email: string): Promise<Socket> {
  const token = await t.login(email);
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

/** Everything the socket receives from now on. */
function record(s: Socket) {
  const got: { event: string; payload: unknown }[] = [];
  s.onAny((event: string, payload: unknown) => got.push({ event, payload }));
  return got;
}
const settle = () => new Promise((r) => setTimeout(r, 300));

let n = 0;
async function pendingChat(org: string) {
  const phone = `+55619333${String(++n).padStart(5, '0')}`;
  await inbound(t, org, phone, 'Oi, a iluminação da minha rua está apagada');
  return (await chatOf(t, org, phone))!.id;
}

describe('chat socket events', () => {
  let sac: Socket;
  let bhWatcher: Socket;
  let bhHeard: { event: string; payload: unknown }[];
  let foreign: string;

  beforeAll(async () => {
    sac = await socketOf('sac@gabinete.demo');
    bhWatcher = await socketOf('admin.bh@gabinete.demo');
    foreign = await pendingChat(BH_ORG);
    expect((await ask(bhWatcher, 'join_chat_organization', { organizationId: BH_ORG })).ok).toBe(true);
    expect((await ask(bhWatcher, 'join_wpp_organization', { organizationId: BH_ORG })).ok).toBe(true);
    expect((await ask(bhWatcher, 'join_chat', { chatId: foreign })).ok).toBe(true);
    bhHeard = record(bhWatcher);
  });

  /** A refusal: ok false with a code and a pt-BR message, and nothing reached the other office. */
  async function refused(event: string, payload: unknown, code: string) {
    const before = bhHeard.length;
    const ack = await ask(sac, event, payload);
    expect(ack).toMatchObject({ ok: false, code });
    expect((ack as { message: string }).message.length).toBeGreaterThan(5);
    await settle();
    expect(bhHeard.slice(before)).toEqual([]);
  }

  it('join_chat_organization: the inbox hears update_chat; another office is refused', async () => {
    const heard = record(sac);
    expect(await ask(sac, 'join_chat_organization', { organizationId: DEMO_ORG })).toEqual({ ok: true });
    const id = await pendingChat(DEMO_ORG);
    await settle();
    expect(heard.some((h) => h.event === 'update_chat' && (h.payload as { _id: string })._id === id)).toBe(
      true,
    );
    await refused('join_chat_organization', { organizationId: BH_ORG }, 'FORBIDDEN');
  });

  it('join_wpp_organization: every message of the office; another office is refused', async () => {
    const admin = await socketOf('admin@gabinete.demo');
    const heard = record(admin);
    expect((await ask(admin, 'join_wpp_organization', { organizationId: DEMO_ORG })).ok).toBe(true);
    await pendingChat(DEMO_ORG);
    await settle();
    expect(heard.some((h) => h.event === 'new_message')).toBe(true);
    await refused('join_wpp_organization', { organizationId: BH_ORG }, 'FORBIDDEN');
  });

  it('join_chat and leave_chat: the chat room; a foreign id is not found', async () => {
    const id = await pendingChat(DEMO_ORG);
    const joined = await ask<{ _id: string }>(sac, 'join_chat', { chatId: id });
    expect(joined).toMatchObject({ ok: true, data: { _id: id, status: 'pending' } });
    await refused('join_chat', { chatId: foreign }, 'CHAT_NOT_FOUND');
    expect(await ask(sac, 'leave_chat', { chatId: id })).toEqual({ ok: true });
    await refused('leave_chat', { chatId: foreign }, 'CHAT_NOT_FOUND');
    await refused('join_chat', { chatId: 'not-a-uuid' }, 'VALIDATION');
  });

  it("chat:assume: the agent is the socket's user whatever the payload says", async () => {
    const id = await pendingChat(DEMO_ORG);
    const adminId = await userId(t, 'admin@gabinete.demo');
    const ack = await ask<{ agent: { _id: string } }>(sac, 'chat:assume', {
      chatId: id,
      organizationId: DEMO_ORG,
      agent: { _id: adminId },
    });
    expect(ack).toMatchObject({
      ok: true,
      data: { status: 'open', agent: { _id: await userId(t, 'sac@gabinete.demo') } },
    });
    const again = await ask(sac, 'chat:assume', { chatId: id, organizationId: DEMO_ORG });
    expect(again).toMatchObject({ ok: false, code: 'CHAT_ALREADY_ASSUMED' });
    await refused('chat:assume', { chatId: foreign, organizationId: DEMO_ORG }, 'CHAT_NOT_FOUND');
    await refused('chat:assume', { chatId: foreign, organizationId: BH_ORG }, 'FORBIDDEN');
  });

  it('attendant_send_message: stored and queued, pushed to the chat room; a foreign chat is refused', async () => {
    const id = await pendingChat(DEMO_ORG);
    await ask(sac, 'chat:assume', { chatId: id, organizationId: DEMO_ORG });
    const ack = await ask<{ direction: string; deliveryState: string }>(sac, 'attendant_send_message', {
      chatId: id,
      text: 'Já registramos o pedido de troca da lâmpada.',
      clientId: 'socket-send-0001',
    });
    expect(ack).toMatchObject({ ok: true, data: { direction: 'out', deliveryState: 'pendente' } });
    await refused('attendant_send_message', { chatId: foreign, text: 'Oi' }, 'CHAT_NOT_FOUND');
    await refused('attendant_send_message', { chatId: id, text: '' }, 'VALIDATION');
  });

  it('attendant_new_chat: opens a chat with a number; a foreign citizen is refused', async () => {
    const ack = await ask<{ status: string; phone: string }>(sac, 'attendant_new_chat', {
      phone: '61 93222-0001',
      text: 'Olá! Aqui é do gabinete.',
    });
    expect(ack).toMatchObject({ ok: true, data: { status: 'open', phone: '+5561932220001' } });
    const [bhCitizen] = (
      await t.deps.database.executeSql('select citizen_id from chats where id = $1', [foreign])
    ).rows as { citizen_id: string }[];
    await refused(
      'attendant_new_chat',
      { citizenId: bhCitizen!.citizen_id, text: 'Oi' },
      'CITIZEN_NOT_FOUND',
    );
    await refused('attendant_new_chat', { text: 'Oi' }, 'VALIDATION');
  });

  it('chat:finish: closes; a foreign chat is refused', async () => {
    const id = await pendingChat(DEMO_ORG);
    await ask(sac, 'chat:assume', { chatId: id, organizationId: DEMO_ORG });
    expect(await ask(sac, 'chat:finish', { chatId: id })).toMatchObject({
      ok: true,
      data: { status: 'closed' },
    });
    await refused('chat:finish', { chatId: foreign }, 'CHAT_NOT_FOUND');
  });

  it("chat:update_client: edits the chat's citizen as the citizens API, colleagues on the chat get chat:refresh; refusals change nothing", async () => {
    const id = await pendingChat(DEMO_ORG);
    const colleague = await socketOf('assessor@gabinete.demo');
    expect((await ask(colleague, 'join_chat', { chatId: id })).ok).toBe(true);
    const got = record(colleague);
    const ack = await ask<{ citizen: { name: string } }>(sac, 'chat:update_client', {
      chatId: id,
      client: { name: 'Rosana Ferreira', neighborhood: 'Asa Norte' },
    });
    expect(ack).toMatchObject({ ok: true, data: { citizen: { name: 'Rosana Ferreira' } } });
    await settle();
    expect(got.filter((e) => e.event === 'chat:refresh')).toEqual([
      { event: 'chat:refresh', payload: { chatId: id } },
    ]);
    await refused('chat:update_client', { chatId: foreign, client: { name: 'Invasor' } }, 'CHAT_NOT_FOUND');
    await refused('chat:update_client', { chatId: id, client: { name: '' } }, 'VALIDATION');
    const leitura = await socketOf('leitura@gabinete.demo');
    expect(await ask(leitura, 'chat:update_client', { chatId: id, client: { name: 'X' } })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    const [citizen] = (
      await t.deps.database.executeSql(
        'select c.name from chats h join citizens c on c.id = h.citizen_id where h.id = $1',
        [id],
      )
    ).rows as { name: string }[];
    expect(citizen!.name).toBe('Rosana Ferreira');
  });

  it('survives an event sent without an acknowledgement callback', async () => {
    sac.emit('join_chat', { chatId: foreign });
    sac.emit('chat:finish', { chatId: 'bad' });
    await settle();
    expect(sac.connected).toBe(true);
    expect((await ask(sac, 'join_chat_organization', { organizationId: DEMO_ORG })).ok).toBe(true);
  });
});
