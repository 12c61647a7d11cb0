// Starting conversations (POST /api/chats, POST /whatsapp/sendmessage) and the office's quick replies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { userId } from '../occurrences/casework-test-helpers.ts';
import { gatewayFor } from '../whatsapp/gateway.ts';
import {
  BH_ORG,
  DEMO_ORG,
  eventually,
  inbound,
  installFakeGateways,
  makeCitizen,
  rows,
  type FakeGateway,
} from './chats-test-helpers.ts';

let t: TestApp;
let gateways: Map<string, FakeGateway>;
let sac: string;
let admin: string;
let bhAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  gateways = installFakeGateways();
  [sac, admin, bhAdmin] = await Promise.all([
    t.login('sac@gabinete.demo'),
    t.login('admin@gabinete.demo'),
    t.login('admin.bh@gabinete.demo'),
  ]);
});
afterAll(() => t.close());

const post = (token: string, url: string, payload?: object) =>
  t.call(token, { method: 'POST', url, payload });
const get = (token: string, url: string) => t.call(token, { method: 'GET', url });

describe('new conversations', () => {
  it('starts an open chat with a number, the caller as agent, and sends the first message', async () => {
    const res = await post(sac, '/api/chats', {
      phone: '(61) 95444-0001',
      text: 'Olá, aqui é do gabinete.',
      clientId: 'start-0001-abc',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'open',
      phone: '+5561954440001',
      agent: { _id: await userId(t, 'sac@gabinete.demo') },
    });
    await eventually(() => (gateways.get(DEMO_ORG)?.sends ?? []).some((s) => s.to === '+5561954440001'));
  });

  it("lists a citizen's chats of every status with ?citizenId (the side panel's earlier conversations)", async () => {
    const citizenId = await makeCitizen(t, DEMO_ORG, '+5561954440010', 'Joana Histórico');
    const first = await post(sac, '/api/chats', {
      citizenId,
      text: 'Primeira conversa',
      clientId: 'hist-0001',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().citizen._id).toBe(citizenId);
    const finished = await post(sac, `/api/chats/${first.json()._id}/finish`);
    expect(finished.json().status).toBe('closed');
    await rows(t, "update chats set closed_at = now() - interval '3 days' where id = $1", [first.json()._id]);
    await inbound(t, DEMO_ORG, '+5561954440010', 'Voltei a escrever');
    const list = await get(sac, `/api/chats?citizenId=${citizenId}`);
    expect(list.statusCode).toBe(200);
    const statuses = list
      .json()
      .chats.map((c: { status: string }) => c.status)
      .sort();
    expect(statuses).toEqual(['closed', 'pending']);
    expect(list.json().total).toBe(2);
    const foreign = await get(bhAdmin, `/api/chats?citizenId=${citizenId}`);
    expect(foreign.json().chats).toHaveLength(0);
  });

  it('refuses a citizen without a contactable phone and a chat that is with someone else', async () => {
    const citizenId = await makeCitizen(t, DEMO_ORG, '+5561954440011', 'Sem Contato');
    await rows(t, 'update citizen_phones set can_contact = false where citizen_id = $1', [citizenId]);
    const none = await post(sac, '/api/chats', { citizenId, text: 'Oi' });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Este eleitor não tem telefone para contato.');
    const mine = await post(admin, '/api/chats', { phone: '61954440012', text: 'Oi' });
    expect(mine.statusCode).toBe(201);
    const other = await post(sac, '/api/chats', { phone: '61954440012', text: 'Oi' });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('CHAT_NOT_YOURS');
  });

  it("writes to the citizen's chosen phone, only when it is theirs and accepts contact", async () => {
    const citizenId = await makeCitizen(t, DEMO_ORG, '+5561954440020', 'Dois Telefones');
    await rows(
      t,
      `insert into citizen_phones (citizen_id, organization_id, number, position, can_contact)
       values ($1, $2, '+5561954440021', 1, true), ($1, $2, '+5561954440022', 2, false)`,
      [citizenId, DEMO_ORG],
    );
    const chosen = await post(sac, '/api/chats', { citizenId, phone: '(61) 95444-0021', text: 'Oi' });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json()).toMatchObject({ phone: '+5561954440021', citizen: { _id: citizenId } });
    const refused = await post(sac, '/api/chats', { citizenId, phone: '61954440022', text: 'Oi' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Este telefone não é um contato autorizado do eleitor.');
  });

  it('POST /whatsapp/sendmessage: 200 when connected, 202 waiting when not, 403 for a foreign token', async () => {
    const ok = await post(admin, '/whatsapp/sendmessage', {
      token: DEMO_ORG,
      phone: '61954440002',
      message: 'Oi',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ ok: true, deliveryState: 'pendente' });
    const foreign = await post(admin, '/whatsapp/sendmessage', {
      token: BH_ORG,
      phone: '61954440003',
      message: 'Oi',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('WHATSAPP_FOREIGN_TOKEN');
    await rows(t, "update whatsapp_connections set status = 'notLogged' where organization_id = $1", [
      BH_ORG,
    ]);
    ((await gatewayFor(t.deps, BH_ORG)) as FakeGateway).ready = false;
    const waiting = await post(bhAdmin, '/whatsapp/sendmessage', {
      phone: '31954440004',
      message: 'Oi',
      idempotencyKey: 'send-bh-0001',
    });
    expect(waiting.statusCode).toBe(202);
    expect(waiting.json()).toMatchObject({
      deliveryState: 'pendente',
      message:
        'O WhatsApp do gabinete não está conectado. A mensagem ficou na fila e será enviada quando conectar.',
    });
    const leitura = await t.login('leitura@gabinete.demo');
    expect(
      (await post(leitura, '/whatsapp/sendmessage', { phone: '61954440005', message: 'Oi' })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(null, {
          method: 'POST',
          url: '/whatsapp/sendmessage',
          payload: { phone: '61954440005', message: 'Oi' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('quick replies', () => {
  it('are created, listed, edited and deleted; a shortcut in use is 409; other offices see none', async () => {
    const created = await post(sac, '/api/quick-replies', { shortcut: 'Teste1', text: 'Olá!' });
    expect(created.statusCode).toBe(201);
    expect(created.json().shortcut).toBe('teste1');
    expect((await post(sac, '/api/quick-replies', { shortcut: 'teste1', text: 'Outra' })).statusCode).toBe(
      409,
    );
    const list = await get(sac, '/api/quick-replies');
    expect(list.json().quickReplies.some((q: { shortcut: string }) => q.shortcut === 'teste1')).toBe(true);
    const id = created.json()._id;
    const edited = await t.call(sac, {
      method: 'PUT',
      url: `/api/quick-replies/${id}`,
      payload: { shortcut: 'teste2', text: 'Oi!' },
    });
    expect(edited.json()).toMatchObject({ shortcut: 'teste2', text: 'Oi!' });
    expect((await t.call(bhAdmin, { method: 'DELETE', url: `/api/quick-replies/${id}` })).statusCode).toBe(
      404,
    );
    const bhList = await get(bhAdmin, '/api/quick-replies');
    expect(bhList.json().quickReplies.some((q: { _id: string }) => q._id === id)).toBe(false);
    expect((await t.call(sac, { method: 'DELETE', url: `/api/quick-replies/${id}` })).statusCode).toBe(200);
  });
});
