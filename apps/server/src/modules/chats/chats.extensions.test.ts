// The SAC on the citizen: conversations on the timeline (linking to /sac), moved by a merge, in the LGPD export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { chatOf, DEMO_ORG, inbound, installFakeGateways, makeCitizen, rows } from './chats-test-helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  installFakeGateways();
  admin = await t.login('admin@gabinete.demo');
});
afterAll(() => t.close());

describe("a citizen's conversations", () => {
  it('show on the timeline when started and finished, linking to the chat', async () => {
    const citizen = await makeCitizen(t, DEMO_ORG, '+5561972220001', 'Linha do Tempo');
    await inbound(t, DEMO_ORG, '+5561972220001', 'Oi, a lâmpada do poste da minha rua queimou');
    await inbound(t, DEMO_ORG, '+5561972220001', 'É na Rua das Acácias');
    const chat = (await chatOf(t, DEMO_ORG, '+5561972220001'))!;
    await t.call(admin, { method: 'POST', url: `/api/chats/${chat.id}/assume` });
    await t.call(admin, { method: 'POST', url: `/api/chats/${chat.id}/finish` });
    const res = await t.call(admin, { method: 'GET', url: `/api/citizens/${citizen}/timeline` });
    expect(res.statusCode).toBe(200);
    const mine = res.json().items.filter((i: { kind: string }) => i.kind === 'chat');
    expect(mine.map((i: { title: string }) => i.title)).toEqual([
      'Atendimento no SAC (WhatsApp) finalizado',
      'Conversa no SAC (WhatsApp) iniciada',
    ]);
    expect(mine.every((i: { link: string }) => i.link === `/sac?chat=${chat.id}`)).toBe(true);
    // The phone as people read it, and what the citizen asked first.
    expect(mine.map((i: { description: string }) => i.description)).toEqual([
      '(61) 97222-0001',
      '(61) 97222-0001 · “Oi, a lâmpada do poste da minha rua queimou”',
    ]);
  });

  it('move to the kept citizen when duplicates are merged', async () => {
    const kept = await makeCitizen(t, DEMO_ORG, '+5561972220002', 'Mesclado Silva');
    const duplicate = await makeCitizen(t, DEMO_ORG, '+5561972220003', 'Mesclado da Silva');
    await inbound(t, DEMO_ORG, '+5561972220003', 'Oi');
    const res = await t.call(admin, {
      method: 'POST',
      url: `/api/citizens/${kept}/merge`,
      payload: { duplicateId: duplicate },
    });
    expect(res.statusCode).toBe(200);
    expect((await chatOf(t, DEMO_ORG, '+5561972220003'))!.citizen_id).toBe(kept);
  });

  it('are in the LGPD data export without private notes', async () => {
    const citizen = await makeCitizen(t, DEMO_ORG, '+5561972220004', 'Titular Dados');
    await inbound(t, DEMO_ORG, '+5561972220004', 'Quero saber da minha demanda');
    const chat = (await chatOf(t, DEMO_ORG, '+5561972220004'))!;
    await t.call(admin, { method: 'POST', url: `/api/chats/${chat.id}/assume` });
    await t.call(admin, {
      method: 'POST',
      url: `/api/chats/${chat.id}/messages`,
      payload: { text: 'Nota interna', private: true },
    });
    await t.call(admin, {
      method: 'POST',
      url: `/api/chats/${chat.id}/messages`,
      payload: { text: 'Está em andamento.' },
    });
    const res = await t.call(admin, { method: 'GET', url: `/api/citizens/${citizen}/data` });
    expect(res.statusCode).toBe(200);
    const section = JSON.parse(res.body).conversas as { texto: string; direcao: string }[];
    expect(section.map((m) => m.texto)).toEqual(['Quero saber da minha demanda', 'Está em andamento.']);
    const notes = await rows(t, "select 1 from chat_messages where chat_id = $1 and direction = 'note'", [
      chat.id,
    ]);
    expect(notes).toHaveLength(1);
  });

  it('are erased by the LGPD anonymisation: closed, no number, no texts; the number starts afresh', async () => {
    const citizen = await makeCitizen(t, DEMO_ORG, '+5561972220005', 'Titular Anonimizado');
    await inbound(t, DEMO_ORG, '+5561972220005', 'Meu CPF é 123.456.789-09, moro na Rua B');
    const chat = (await chatOf(t, DEMO_ORG, '+5561972220005'))!;
    await t.call(admin, { method: 'POST', url: `/api/chats/${chat.id}/assume` });
    await t.call(admin, {
      method: 'POST',
      url: `/api/chats/${chat.id}/messages`,
      payload: { text: 'Anotado, Sr. Titular.' },
    });
    const res = await t.call(admin, { method: 'POST', url: `/api/citizens/${citizen}/anonymize` });
    expect(res.statusCode, res.body).toBe(200);

    const [row] = await rows(
      t,
      'select status, phone, contact_name, last_message_body from chats where id = $1',
      [chat.id],
    );
    expect(row).toEqual({
      status: 'closed',
      phone: '[anonimizado]',
      contact_name: null,
      last_message_body: '[anonimizado]',
    });
    const texts = await rows<{ body: string | null }>(
      t,
      "select body from chat_messages where chat_id = $1 and direction in ('in', 'out')",
      [chat.id],
    );
    expect(texts.length).toBeGreaterThanOrEqual(2);
    expect(texts.every((m) => m.body === '[anonimizado]')).toBe(true);
    const data = (await t.call(admin, { method: 'GET', url: `/api/citizens/${citizen}/data` })).body;
    expect(data).not.toContain('123.456.789-09');
    expect(data).not.toContain('5561972220005');

    // The same number writing again opens a new conversation, not the anonymised one.
    await inbound(t, DEMO_ORG, '+5561972220005', 'Oi de novo');
    const fresh = (await chatOf(t, DEMO_ORG, '+5561972220005'))!;
    expect(fresh.id).not.toBe(chat.id);
    expect(fresh.citizen_id).not.toBe(citizen);
  });
});
