// A citizen's WhatsApp message reaching the office: stored once, linked to the citizen by phone (ninth digit
// or not), a new citizen with consent for an unknown number, one chat per number, the reopen window.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { capturePushes, notificationsOf, userId, type Push } from '../occurrences/casework-test-helpers.ts';
import { chatOf, DEMO_ORG, inbound, installFakeGateways, makeCitizen, rows } from './chats-test-helpers.ts';

let t: TestApp;
let pushes: Push[];

beforeAll(async () => {
  t = await createTestApp();
  installFakeGateways();
  pushes = capturePushes(t);
});
afterAll(() => t.close());

const messagesOf = (chatId: string) =>
  rows<{
    direction: string;
    body: string | null;
    provider_message_id: string | null;
    media_path: string | null;
    kind: string;
  }>(
    t,
    'select direction, body, provider_message_id, media_path, kind from chat_messages where chat_id = $1 order by created_at, id',
    [chatId],
  );

describe('an inbound message', () => {
  it('is stored once when the webhook is replayed, and pushed once', async () => {
    await makeCitizen(t, DEMO_ORG, '+5561988770001', 'Joana Replay');
    const chatPushes = () => pushes.filter((p) => p.event === 'new_message').length;
    const before = chatPushes();
    await inbound(t, DEMO_ORG, '+5561988770001', 'Tem um buraco enorme na minha rua', {
      providerMessageId: 'wamid.replay-1',
    });
    const afterFirst = chatPushes();
    await inbound(t, DEMO_ORG, '+5561988770001', 'Tem um buraco enorme na minha rua', {
      providerMessageId: 'wamid.replay-1',
    });
    const chat = await chatOf(t, DEMO_ORG, '+5561988770001');
    expect(await messagesOf(chat!.id)).toHaveLength(1);
    expect(afterFirst).toBeGreaterThan(before);
    expect(chatPushes()).toBe(afterFirst);
  });

  it('is pushed as new_message to the chat and the office, and update_chat to the inbox', async () => {
    await makeCitizen(t, DEMO_ORG, '+5561988770002', 'Pedro Push');
    const from = pushes.length;
    await inbound(t, DEMO_ORG, '+5561988770002', 'Bom dia', { name: 'Pedro' });
    const chat = await chatOf(t, DEMO_ORG, '+5561988770002');
    const mine = pushes.slice(from);
    expect(mine.map((p) => `${p.event} ${p.room}`)).toEqual(
      expect.arrayContaining([
        `new_message chat:${chat!.id}`,
        `new_message org:${DEMO_ORG}:wpp`,
        `update_chat org:${DEMO_ORG}:chats`,
      ]),
    );
    const [row] = await rows<{
      unseen_msgs: number;
      last_message_body: string;
      last_inbound_at: Date | null;
    }>(t, 'select unseen_msgs, last_message_body, last_inbound_at from chats where id = $1', [chat!.id]);
    expect(row).toMatchObject({ unseen_msgs: 1, last_message_body: 'Bom dia' });
    expect(row!.last_inbound_at).not.toBeNull();
  });

  it('from an unknown number creates the citizen, reachable by phone, with consent to be answered', async () => {
    await inbound(t, DEMO_ORG, '+5561988770003', 'Oi, quero saber da vaga na creche');
    const chat = await chatOf(t, DEMO_ORG, '+5561988770003');
    expect(chat!.status).toBe('pending');
    const [citizen] = await rows<{ name: string; origin: string; notes: string }>(
      t,
      'select name, origin, notes from citizens where id = $1',
      [chat!.citizen_id],
    );
    expect(citizen!.name).toBe('Contato do WhatsApp (61) 98877-0003');
    expect(citizen!.origin).toBe('whatsapp');
    expect(citizen!.notes).toContain('SAC');
    const phones = await rows(t, 'select number, can_contact from citizen_phones where citizen_id = $1', [
      chat!.citizen_id,
    ]);
    expect(phones).toEqual([{ number: '+5561988770003', can_contact: true }]);
    const consents = await rows(
      t,
      'select channel, purpose, granted, legal_basis, source from citizen_consents where citizen_id = $1',
      [chat!.citizen_id],
    );
    const token = await t.login('sac@gabinete.demo');
    const profile = await t.call(token, { method: 'GET', url: `/api/citizens/${chat!.citizen_id}` });
    expect(profile.statusCode).toBe(200);
    expect(consents).toEqual([
      {
        channel: 'whatsapp',
        purpose: 'atendimento',
        granted: true,
        legal_basis: 'consentimento',
        source: 'whatsapp',
      },
    ]);
  });

  it("names a new citizen after WhatsApp's profile name when there is one", async () => {
    await inbound(t, DEMO_ORG, '+5561988770004', 'Olá', { name: 'Carla Mendes' });
    const chat = await chatOf(t, DEMO_ORG, '+5561988770004');
    const [citizen] = await rows<{ name: string }>(t, 'select name from citizens where id = $1', [
      chat!.citizen_id,
    ]);
    expect(citizen!.name).toBe('Carla Mendes');
  });

  it('finds the citizen when WhatsApp reports the mobile without its ninth digit', async () => {
    const citizenId = await makeCitizen(t, DEMO_ORG, '+5561999170005', 'Nove Dígitos');
    await inbound(t, DEMO_ORG, '+556199170005', 'Oi');
    const chat = await chatOf(t, DEMO_ORG, '+5561999170005');
    expect(chat!.citizen_id).toBe(citizenId);
    const created = await rows(t, "select 1 from citizen_phones where number in ('+556199170005')");
    expect(created).toHaveLength(0);
  });

  it('makes one chat when the first two messages of a number arrive at once', async () => {
    await Promise.all([
      inbound(t, DEMO_ORG, '+5561988770006', 'Primeira'),
      inbound(t, DEMO_ORG, '+5561988770006', 'Segunda'),
      inbound(t, DEMO_ORG, '556188770006', 'Terceira'),
    ]);
    const chats = await rows<{ id: string }>(t, "select id from chats where phone = '+5561988770006'");
    expect(chats).toHaveLength(1);
    expect(await messagesOf(chats[0]!.id)).toHaveLength(3);
    const citizens = await rows(
      t,
      "select distinct citizen_id from citizen_phones where number = '+5561988770006'",
    );
    expect(citizens).toHaveLength(1);
  });

  it('reopens a chat closed within the window (with its agent) and starts a new one after it', async () => {
    const sac = await userId(t, 'sac@gabinete.demo');
    await inbound(t, DEMO_ORG, '+5561988770007', 'Oi');
    const first = await chatOf(t, DEMO_ORG, '+5561988770007');
    await rows(
      t,
      "update chats set status = 'closed', agent_id = $2, closed_at = now() - interval '1 hour' where id = $1",
      [first!.id, sac],
    );
    await inbound(t, DEMO_ORG, '+5561988770007', 'Esqueci de perguntar uma coisa');
    const reopened = await chatOf(t, DEMO_ORG, '+5561988770007');
    expect(reopened).toMatchObject({ id: first!.id, status: 'open', agent_id: sac });
    expect((await messagesOf(first!.id)).some((m) => m.direction === 'event')).toBe(true);

    await rows(
      t,
      "update chats set status = 'closed', closed_at = now() - interval '3 hours' where id = $1",
      [first!.id],
    );
    await inbound(t, DEMO_ORG, '+5561988770007', 'Outro assunto');
    const fresh = await chatOf(t, DEMO_ORG, '+5561988770007');
    expect(fresh!.id).not.toBe(first!.id);
    expect(fresh!.status).toBe('pending');
  });

  it('stores an accepted file under DATA_DIR and refuses an unknown type', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await inbound(t, DEMO_ORG, '+5561988770008', 'Foto do buraco', {
      kind: 'image',
      media: { mimeType: 'image/png', fileName: 'buraco.png', data: png },
    });
    await inbound(t, DEMO_ORG, '+5561988770008', null as unknown as string, {
      kind: 'document',
      media: { mimeType: 'application/x-msdownload', fileName: 'virus.exe', data: Buffer.from('MZ') },
    });
    const chat = await chatOf(t, DEMO_ORG, '+5561988770008');
    const [image, refused] = await messagesOf(chat!.id);
    expect(image!.kind).toBe('image');
    expect(fs.readFileSync(path.join(t.deps.env.dataDir, image!.media_path!))).toEqual(png);
    expect(image!.media_path).toContain(path.join('chat-media', DEMO_ORG));
    expect(refused!.media_path).toBeNull();
    expect(refused!.body).toContain('Arquivo não recebido');
  });

  it("tells the office's attendants of new pending chats at most once a minute", async () => {
    const sac = await userId(t, 'sac@gabinete.demo');
    const before = (await notificationsOf(t, sac, 'chat_pending')).length;
    await inbound(t, DEMO_ORG, '+5561988770009', 'Oi');
    await inbound(t, DEMO_ORG, '+5561988770010', 'Oi');
    await new Promise((r) => setTimeout(r, 200));
    const after = await notificationsOf(t, sac, 'chat_pending');
    expect(after.length - before).toBeLessThanOrEqual(1);
    expect(after.length).toBeGreaterThanOrEqual(1);
    expect(after.at(-1)!.link).toMatch(/^\/sac\?chat=/);
  });
});
