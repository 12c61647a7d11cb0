// The SAC's 'Resumir conversa' and the indicação drafted from a demanda, against the local OpenAI-compatible
// stub: streamed, pseudonymised, logged under their own feature; the tratamento of the demanda's recipient
// (Contatos de autoridades) reaches the prompt; other offices' records are 404, weaker roles 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  BH_ORG,
  chatOf,
  DEMO_ORG,
  inbound,
  installFakeGateways,
  makeCitizen,
  rows,
} from '../chats/chats-test-helpers.ts';
import { loadFixtures, type Fixtures } from '../demands/demands-test-helpers.ts';
import { startAiStub } from './ai-stub-server.ts';

let t: TestApp;
let f: Fixtures;
let stub: Awaited<ReturnType<typeof startAiStub>>;
const tokens = {} as Record<'admin' | 'assessor' | 'reception' | 'sac' | 'reader' | 'bh', string>;
let chatId: string;
let bhChatId: string;
let demandId: string;

type Event = { type: string; text?: string };
const textOf = (body: string) =>
  body
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Event)
    .filter((e) => e.type === 'delta')
    .map((e) => e.text)
    .join('');
const lastFeature = async () =>
  (
    await rows<{ feature: string; status: string }>(
      t,
      'select feature, status from ai_calls where organization_id = $1 order by created_at desc limit 1',
      [DEMO_ORG],
    )
  )[0];
const summary = (token: string, id = chatId) =>
  t.call(token, { method: 'POST', url: '/api/ai/suggestions/chat-summary', payload: { chatId: id } });
const draft = (token: string, payload: Record<string, unknown>) =>
  t.call(token, { method: 'POST', url: '/api/ai/suggestions/oficio', payload: { demandId, ...payload } });

beforeAll(async () => {
  stub = await startAiStub();
  t = await createTestApp({ AI_HTTP_TIMEOUT_MS: '400', AI_ALLOW_PRIVATE_URLS: '1' });
  installFakeGateways();
  f = await loadFixtures(t);
  tokens.admin = await t.login('admin@gabinete.demo');
  tokens.assessor = await t.login('assessor@gabinete.demo');
  tokens.reception = await t.login('recepcao@gabinete.demo');
  tokens.sac = await t.login('sac@gabinete.demo');
  tokens.reader = await t.login('leitura@gabinete.demo');
  tokens.bh = await t.login('admin.bh@gabinete.demo');
  const saved = await t.call(tokens.admin, {
    method: 'PUT',
    url: '/api/ai/settings',
    payload: { provider: 'openai', baseUrl: stub.baseUrl, model: 'modelo-local', monthlyTokenLimit: 200000 },
  });
  expect(saved.statusCode).toBe(200);
  // The other office has AI on too, so its calls reach the record lookup (else 409 before it).
  const bhSaved = await t.call(tokens.bh, {
    method: 'PUT',
    url: '/api/ai/settings',
    payload: { provider: 'demo', monthlyTokenLimit: 200000 },
  });
  expect(bhSaved.statusCode).toBe(200);

  await makeCitizen(t, DEMO_ORG, '+5561988772001', 'Rosângela Meireles');
  for (const text of [
    'Boa tarde, aqui é a Rosângela Meireles, meu telefone é (61) 98877-2001.',
    'O ônibus da linha 212 não passa no ponto da Rua das Acácias, 30 desde segunda.',
    'Já liguei na empresa e ninguém resolve, que descaso.',
  ])
    await inbound(t, DEMO_ORG, '+5561988772001', text);
  chatId = (await chatOf(t, DEMO_ORG, '+5561988772001'))!.id;
  await inbound(t, BH_ORG, '+5531988772002', 'Bom dia');
  bhChatId = (await chatOf(t, BH_ORG, '+5531988772002'))!.id;

  const created = await t.call(tokens.assessor, {
    method: 'POST',
    url: '/api/demands',
    payload: {
      title: 'Poda de árvore com galhos sobre a fiação na Rua Ipê Amarelo',
      description: 'Moradores relatam galhos encostando na rede elétrica, com risco de queda.',
      citizenIds: [f.citizens.demo[0]],
      areaId: f.areas.demo.get('Infraestrutura'),
    },
  });
  expect(created.statusCode).toBe(201);
  demandId = created.json()._id;
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

describe('POST /api/ai/suggestions/chat-summary', () => {
  it('streams a summary of the chat for the SAC, with the names back and never sent out', async () => {
    const before = stub.calls.length;
    const res = await summary(tokens.sac);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const text = textOf(res.body);
    expect(text).toContain('Resumo da conversa com Rosângela');
    expect(text).toContain('transporte coletivo');
    const sent = JSON.stringify(stub.calls.slice(before).map((c) => c.body.messages));
    for (const secret of ['Rosângela', 'Meireles', '98877-2001', 'Acácias'])
      expect(sent).not.toContain(secret);
    expect(sent).toContain('Tarefa: resumo da conversa do SAC');
    expect(await lastFeature()).toEqual({ feature: 'chat_summary', status: 'ok' });
  });

  it('is 404 for another office’s chat and 403 for who may not read the SAC or use the AI', async () => {
    expect((await summary(tokens.sac, bhChatId)).statusCode).toBe(404);
    expect((await summary(tokens.bh, chatId)).statusCode).toBe(404);
    expect((await summary(tokens.reception)).statusCode).toBe(403); // no SAC
    expect((await summary(tokens.reader)).statusCode).toBe(403); // may not ask the AI
    const bad = await summary(tokens.sac, 'nao-e-um-id');
    expect(bad.statusCode).toBe(400);
  });
});

describe('an indicação drafted from a demanda', () => {
  it('uses the ofício path with its own rules and log, addressed to the Executive by default', async () => {
    const before = stub.calls.length;
    const res = await draft(tokens.assessor, { kind: 'indicacao' });
    expect(res.statusCode).toBe(200);
    const text = textOf(res.body);
    expect(text).toMatch(/^Assunto: Indicação — Poda de árvore/);
    expect(text).toContain('Indica ao Poder Executivo municipal');
    expect(text).toContain('Justificativa');
    const system = stub.calls.at(-1)!.body.messages!.find((m) => m.role === 'system')!.content;
    expect(system).toContain('Tarefa: indicação');
    expect(stub.calls.length).toBe(before + 1);
    expect(stub.calls.at(-1)!.body.messages!.at(-1)!.content).toContain('Tratamento: Vossa Excelência');
    expect(await lastFeature()).toEqual({ feature: 'indicacao', status: 'ok' });
  });

  it('takes the tratamento of the recipient of the demanda’s document when none is chosen', async () => {
    const [authority] = await rows<{ id: string; tratamento: string; cargo: string }>(
      t,
      `select id, tratamento, cargo from authorities where organization_id = $1 and deleted_at is null
        and tratamento <> 'Vossa Senhoria' order by name limit 1`,
      [DEMO_ORG],
    );
    const doc = await t.call(tokens.assessor, {
      method: 'POST',
      url: '/api/documents',
      payload: { kind: 'oficio', demandId, authorityId: authority!.id, subject: 'Poda de árvore' },
    });
    expect(doc.statusCode).toBe(201);
    const res = await draft(tokens.assessor, { kind: 'oficio' });
    expect(res.statusCode).toBe(200);
    const prompt = stub.calls.at(-1)!.body.messages!.at(-1)!.content;
    expect(prompt).toContain(`Tratamento: ${authority!.tratamento}`);
    expect(prompt).toContain(`Destinatário: ${authority!.cargo}`);
    expect(textOf(res.body)).toContain(authority!.tratamento);
    expect(await lastFeature()).toEqual({ feature: 'oficio', status: 'ok' });
  });

  it('is 404 for another office’s demanda, 403 without documents, 400 for an unknown kind', async () => {
    expect((await draft(tokens.bh, { kind: 'indicacao' })).statusCode).toBe(404);
    expect((await draft(tokens.reception, { kind: 'indicacao' })).statusCode).toBe(403);
    const bad = await draft(tokens.assessor, { kind: 'requerimento' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('ofício ou indicação');
  });
});
