// The SAC over REST: the inbox and its order, messages page by page, who may reply, assume (one winner out
// of 50), finish, transfer, read, files, new conversations, and another office's chats (404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipart, PNG_1PX } from '../../../test/multipart.ts';
import { forgetPrincipal } from '../auth/principal.ts';
import { areaOf, notificationsOf, userId } from '../occurrences/casework-test-helpers.ts';
import {
  BH_ORG,
  chatOf,
  DEMO_ORG,
  eventually,
  inbound,
  installFakeGateways,
  rows,
  type FakeGateway,
} from './chats-test-helpers.ts';

let t: TestApp;
let gateways: Map<string, FakeGateway>;
let sac: string;
let assessor: string;
let admin: string;
let bhAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  gateways = installFakeGateways();
  [sac, assessor, admin, bhAdmin] = await Promise.all([
    t.login('sac@gabinete.demo'),
    t.login('assessor@gabinete.demo'),
    t.login('admin@gabinete.demo'),
    t.login('admin.bh@gabinete.demo'),
  ]);
});
afterAll(() => t.close());

let n = 0;
/** A new pending chat from a new number. */
async function pendingChat(org = DEMO_ORG, text = 'Oi, tem poda de árvore no meu bairro?') {
  const phone = `+55619555${String(++n).padStart(5, '0')}`;
  await inbound(t, org, phone, text);
  return (await chatOf(t, org, phone))!.id;
}
const post = (token: string, url: string, payload?: object) =>
  t.call(token, { method: 'POST', url, payload });
const get = (token: string, url: string) => t.call(token, { method: 'GET', url });
const nameOf = async (email: string) =>
  (await rows<{ name: string }>(t, 'select name from users where email = $1', [email]))[0]!.name;

describe('the inbox', () => {
  it('lists pending chats oldest first with queue counts, and searches by name or phone', async () => {
    const a = await pendingChat();
    const b = await pendingChat();
    await rows(t, "update chats set last_message_at = now() - interval '1 hour' where id = $1", [b]);
    const res = await get(sac, '/api/chats?status=pending&perPage=100');
    expect(res.statusCode).toBe(200);
    const ids = res.json().chats.map((c: { _id: string }) => c._id);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
    expect(res.json().counts.pending).toBeGreaterThanOrEqual(2);
    const phone = (await chatOf(t, DEMO_ORG, `+55619555${String(n).padStart(5, '0')}`))!;
    const search = await get(sac, `/api/chats?q=9555${String(n).padStart(5, '0')}`);
    expect(search.json().chats.map((c: { _id: string }) => c._id)).toEqual([phone.id]);
  });

  it("never shows another office's chats, and answers 404 for their ids", async () => {
    const foreign = await pendingChat(BH_ORG);
    const list = await get(sac, '/api/chats?perPage=100');
    expect(list.json().chats.every((c: { organizationId: string }) => c.organizationId === DEMO_ORG)).toBe(
      true,
    );
    for (const url of [`/api/chats/${foreign}`, `/api/chats/${foreign}/messages`]) {
      expect((await get(sac, url)).statusCode).toBe(404);
    }
    for (const url of ['assume', 'finish', 'read', 'messages']) {
      const res = await post(
        sac,
        `/api/chats/${foreign}/${url}`,
        url === 'messages' ? { text: 'Oi' } : undefined,
      );
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await post(sac, `/api/chats/${foreign}/transfer`, { areaId: await areaOf(t, DEMO_ORG) })).statusCode,
    ).toBe(404);
    expect((await get(bhAdmin, `/api/chats/${foreign}`)).statusCode).toBe(200);
  });

  it('needs read on sac to read and update on sac to act', async () => {
    const recepcao = await t.login('recepcao@gabinete.demo');
    const leitura = await t.login('leitura@gabinete.demo');
    const id = await pendingChat();
    expect((await get(recepcao, '/api/chats')).statusCode).toBe(403);
    expect((await post(recepcao, `/api/chats/${id}/read`)).statusCode).toBe(403);
    expect((await get(leitura, `/api/chats/${id}`)).statusCode).toBe(200);
    expect((await post(leitura, `/api/chats/${id}/assume`)).statusCode).toBe(403);
    expect((await post(leitura, '/api/quick-replies', { shortcut: 'x', text: 'y' })).statusCode).toBe(403);
  });
});

describe('messages', () => {
  it('come newest page first, oldest → newest inside it, with "before" for older ones', async () => {
    const phone = '+5561955599001';
    for (const text of ['um', 'dois', 'três', 'quatro', 'cinco']) {
      await inbound(t, DEMO_ORG, phone, text, { at: new Date(Date.now() + text.length) });
      await new Promise((r) => setTimeout(r, 5));
    }
    const id = (await chatOf(t, DEMO_ORG, phone))!.id;
    const page = await get(sac, `/api/chats/${id}/messages?limit=2`);
    expect(page.json().messages.map((m: { body: string }) => m.body)).toEqual(['quatro', 'cinco']);
    expect(page.json().hasMore).toBe(true);
    const older = await get(sac, `/api/chats/${id}/messages?limit=10&before=${page.json().messages[0]._id}`);
    expect(older.json().messages.map((m: { body: string }) => m.body)).toEqual(['um', 'dois', 'três']);
    expect(older.json().hasMore).toBe(false);
  });

  it('can be answered only on an open chat and only by its agent; a manager takes it over by transfer', async () => {
    const id = await pendingChat();
    const pending = await post(sac, `/api/chats/${id}/messages`, { text: 'Oi' });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe('CHAT_NOT_OPEN');
    await post(sac, `/api/chats/${id}/assume`);
    // Someone who may update sac without managing it cannot answer another person's chat.
    const pedro = await userId(t, 'recepcao@gabinete.demo');
    await rows(t, `update users set ability = $2 where id = $1`, [
      pedro,
      JSON.stringify([
        { action: 'read', subject: 'sac' },
        { action: 'update', subject: 'sac' },
      ]),
    ]);
    forgetPrincipal();
    const other = await t.login('recepcao@gabinete.demo');
    const notYours = await post(other, `/api/chats/${id}/messages`, { text: 'Oi' });
    expect(notYours.json().code).toBe('CHAT_NOT_YOURS');
    // Managing the SAC does not let the chefe speak over the agent: she transfers the chat to herself first.
    const over = await post(admin, `/api/chats/${id}/messages`, { text: 'Sou a chefe de gabinete' });
    expect(over.json().code).toBe('CHAT_NOT_YOURS');
    const adminId = await userId(t, 'admin@gabinete.demo');
    expect((await post(admin, `/api/chats/${id}/transfer`, { userId: adminId })).statusCode).toBe(200);
    expect(
      (await post(admin, `/api/chats/${id}/messages`, { text: 'Sou a chefe de gabinete' })).statusCode,
    ).toBe(201);
    await post(sac, `/api/chats/${id}/finish`);
    const closed = await post(sac, `/api/chats/${id}/messages`, { text: 'Oi' });
    expect(closed.json().code).toBe('CHAT_CLOSED');
  });

  it('take a private note that is never sent', async () => {
    const id = await pendingChat();
    await post(sac, `/api/chats/${id}/assume`);
    const res = await post(sac, `/api/chats/${id}/messages`, {
      text: 'Cidadã já ligou ontem',
      private: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ direction: 'note', deliveryState: null });
    await t.deps.jobs.idle();
    expect(gateways.get(DEMO_ORG)?.sends.some((s) => s.text === 'Cidadã já ligou ontem') ?? false).toBe(
      false,
    );
  });

  it('send and serve a file, and refuse an unknown type', async () => {
    const id = await pendingChat();
    await post(sac, `/api/chats/${id}/assume`);
    const form = multipart({ caption: 'Comprovante' }, { file: PNG_1PX });
    const res = await t.call(sac, { method: 'POST', url: `/api/chats/${id}/media`, ...form });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'image', body: 'Comprovante', deliveryState: 'pendente' });
    const file = await get(sac, res.json().media.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload).toEqual(PNG_1PX);
    expect((await get(bhAdmin, res.json().media.url)).statusCode).toBe(404);
    await eventually(() =>
      (gateways.get(DEMO_ORG)?.sends ?? []).some((s) => s.idempotencyKey === res.json()._id),
    );
    const bad = multipart({}, { file: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]) });
    const refused = await t.call(sac, { method: 'POST', url: `/api/chats/${id}/media`, ...bad });
    expect(refused.statusCode).toBe(415);
  });
});

describe('assume, finish, transfer, read', () => {
  it('lets exactly one of 50 simultaneous assumes win; the others are told who has the chat', async () => {
    const id = await pendingChat();
    const tokens = [sac, assessor, admin];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(tokens[i % 3]!, `/api/chats/${id}/assume`)),
    );
    const won = results.filter((r) => r.statusCode === 200);
    const lost = results.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    const winner = won[0]!.json().agent.name as string;
    for (const r of lost) {
      expect(r.json()).toMatchObject({
        code: 'CHAT_ALREADY_ASSUMED',
        message: `Esta conversa já foi assumida por ${winner}.`,
      });
    }
    const events = await rows(
      t,
      "select body from chat_messages where chat_id = $1 and direction = 'event'",
      [id],
    );
    expect(events).toEqual([{ body: `${winner} assumiu a conversa` }]);
  });

  it('finishes with an event line', async () => {
    const id = await pendingChat();
    await post(sac, `/api/chats/${id}/assume`);
    const res = await post(sac, `/api/chats/${id}/finish`);
    expect(res.json()).toMatchObject({ status: 'closed' });
    expect(res.json().closedAt).not.toBeNull();
    const events = await rows<{ body: string }>(
      t,
      "select body from chat_messages where chat_id = $1 and direction = 'event' order by created_at",
      [id],
    );
    expect(events.at(-1)!.body).toBe(`${await nameOf('sac@gabinete.demo')} finalizou o atendimento`);
    expect((await post(sac, `/api/chats/${id}/assume`)).json().code).toBe('CHAT_CLOSED');
  });

  it("transfers to a person (open with them, notified) or to an área's queue (pending, no agent)", async () => {
    const id = await pendingChat();
    await post(sac, `/api/chats/${id}/assume`);
    const assessorId = await userId(t, 'assessor@gabinete.demo');
    const toPerson = await post(sac, `/api/chats/${id}/transfer`, { userId: assessorId });
    expect(toPerson.json()).toMatchObject({ status: 'open', agent: { _id: assessorId } });
    const notes = await notificationsOf(t, assessorId, 'chat_transferred');
    expect(notes.at(-1)!.link).toBe(`/sac?chat=${id}`);
    const area = await areaOf(t, DEMO_ORG, 'Saúde (SAC)');
    const toArea = await post(assessor, `/api/chats/${id}/transfer`, { areaId: area });
    expect(toArea.json()).toMatchObject({
      status: 'pending',
      agent: null,
      area: { _id: area, name: 'Saúde (SAC)' },
    });
    const events = await rows<{ body: string }>(
      t,
      "select body from chat_messages where chat_id = $1 and direction = 'event' order by created_at",
      [id],
    );
    expect(events.at(-1)!.body).toBe(
      `${await nameOf('assessor@gabinete.demo')} transferiu para a área Saúde (SAC)`,
    );
    const bhUser = await userId(t, 'admin.bh@gabinete.demo');
    const foreign = await post(sac, `/api/chats/${id}/transfer`, { userId: bhUser });
    expect(foreign.statusCode).toBe(422);
  });

  it('lets a read-only user open a chat: the read mark answers the chat and changes nothing', async () => {
    const leitura = await t.login('leitura@gabinete.demo');
    const id = await pendingChat();
    const readsBefore = gateways.get(DEMO_ORG)?.reads.length ?? 0;
    const res = await post(leitura, `/api/chats/${id}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, status: 'pending' });
    expect(res.json().unseenMsgs).toBeGreaterThan(0);
    expect((await get(sac, `/api/chats/${id}`)).json().unseenMsgs).toBe(res.json().unseenMsgs);
    await new Promise((r) => setTimeout(r, 50));
    expect(gateways.get(DEMO_ORG)?.reads.length ?? 0).toBe(readsBefore);
  });

  it('marks read: unread to zero and blue ticks asked of the gateway', async () => {
    const id = await pendingChat();
    const res = await post(sac, `/api/chats/${id}/read`);
    expect(res.json().unseenMsgs).toBe(0);
    await eventually(() => (gateways.get(DEMO_ORG)?.reads.length ?? 0) > 0);
  });
});
