// Sentiment and topic of inbound WhatsApp messages, against the local OpenAI-compatible stub: classified in
// the background after the message is stored, pseudonymised, logged; retried later on 429/timeout; nothing
// called when the AI is off or the month's limit is reached.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  BH_ORG,
  chatOf,
  DEMO_ORG,
  eventually,
  inbound,
  installFakeGateways,
  makeCitizen,
  rows,
} from '../chats/chats-test-helpers.ts';
import { startAiStub } from './ai-stub-server.ts';
import { classifyMessage, parseClassification } from './message-classification.ts';

let t: TestApp;
let stub: Awaited<ReturnType<typeof startAiStub>>;
let admin: string;
const env = () => t.deps.env as { AI_CLASSIFY_INBOUND?: boolean };
const ctx = (lastAttempt: boolean) => ({ retryCount: 0, lastAttempt, signal: new AbortController().signal });

const setProvider = (payload: Record<string, unknown>) =>
  t.call(admin, {
    method: 'PUT',
    url: '/api/ai/settings',
    payload: { monthlyTokenLimit: 200000, ...payload },
  });
const useStub = () =>
  setProvider({ provider: 'openai', baseUrl: stub.baseUrl, model: 'modelo-local', apiKey: 'sk-teste' });

type MessageRow = { id: string; ai_sentiment: string | null; ai_topic: string | null };
async function lastInbound(phone: string, org = DEMO_ORG) {
  const chat = await chatOf(t, org, phone);
  const [row] = await rows<MessageRow>(
    t,
    `select id, ai_sentiment, ai_topic from chat_messages where chat_id = $1 and direction = 'in'
      order by created_at desc limit 1`,
    [chat!.id],
  );
  return { chat: chat!, message: row! };
}
const callsOf = (feature: string) =>
  rows<{ status: string; error_code: string | null; user_id: string | null; total_tokens: number }>(
    t,
    `select status, error_code, user_id, total_tokens from ai_calls
      where organization_id = $1 and feature = $2 order by created_at`,
    [DEMO_ORG, feature],
  );

/** An inbound message stored without queueing its classification (the test runs the job itself). */
async function quietInbound(phone: string, text: string, org = DEMO_ORG) {
  env().AI_CLASSIFY_INBOUND = false;
  try {
    await inbound(t, org, phone, text);
  } finally {
    env().AI_CLASSIFY_INBOUND = true;
  }
  return lastInbound(phone, org);
}

beforeAll(async () => {
  stub = await startAiStub();
  t = await createTestApp({
    AI_HTTP_TIMEOUT_MS: '400',
    AI_ALLOW_PRIVATE_URLS: '1',
    AI_CLASSIFY_INBOUND: '1',
  });
  installFakeGateways();
  admin = await t.login('admin@gabinete.demo');
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(async () => {
  stub.setMode('ok');
  expect((await useStub()).statusCode).toBe(200);
});

describe('an inbound message from a citizen', () => {
  it('is classified in the background: sentiment and área on the message, the chat’s badge, one log row without a user', async () => {
    const phone = '+5561988771001';
    await makeCitizen(t, DEMO_ORG, phone, 'Joana Aparecida Prado');
    const before = stub.calls.length;
    await inbound(
      t,
      DEMO_ORG,
      phone,
      'Aqui é a Joana Aparecida Prado, CPF 123.456.789-09, telefone (61) 98877-1001, moro na Rua das Palmeiras, 45. Que absurdo, o posto de saúde está sem médico há duas semanas!',
      { name: 'Joana' },
    );
    const { chat, message } = await lastInbound(phone);
    await eventually(async () => (await lastInbound(phone)).message.ai_sentiment !== null);
    const done = (await lastInbound(phone)).message;
    expect(done).toMatchObject({ ai_sentiment: 'negativo', ai_topic: 'Saúde' });

    // Pseudonymised before it left: the stub never saw the CPF, the phone, the address or the name.
    const sent = JSON.stringify(stub.calls.slice(before).map((c) => c.body.messages));
    expect(stub.calls.length).toBe(before + 1);
    for (const secret of ['123.456.789-09', '98877-1001', 'Palmeiras', 'Joana', 'Prado'])
      expect(sent).not.toContain(secret);
    expect(sent).toContain('[CPF_1]');
    expect(sent).toContain('[NOME_1]');

    const api = await t.call(admin, { method: 'GET', url: `/api/chats/${chat.id}` });
    expect(api.json().sentiment).toBe('negativo');
    const list = await t.call(admin, { method: 'GET', url: `/api/chats/${chat.id}/messages` });
    const shown = list.json().messages.find((m: { _id: string }) => m._id === message.id);
    expect(shown.ai).toEqual({ sentiment: 'negativo', topic: 'Saúde' });

    const log = (await callsOf('message_classification')).at(-1)!;
    expect(log).toMatchObject({ status: 'ok', user_id: null });
    expect(log.total_tokens).toBeGreaterThan(0);
  });

  it('puts negative chats first when the SAC asks for it, and refuses an unknown order', async () => {
    const happy = await quietInbound('+5561988771002', 'Muito obrigada pela ajuda, deu certo!');
    await classifyMessage(t.deps, { organizationId: DEMO_ORG, messageId: happy.message.id }, ctx(true));
    const angry = await quietInbound('+5561988771003', 'Ninguém resolve nada, que descaso com o bairro');
    await classifyMessage(t.deps, { organizationId: DEMO_ORG, messageId: angry.message.id }, ctx(true));
    expect((await lastInbound('+5561988771002')).message.ai_sentiment).toBe('positivo');

    const res = await t.call(admin, { method: 'GET', url: '/api/chats?sort=negative_first&perPage=100' });
    expect(res.statusCode).toBe(200);
    const sentiments: (string | null)[] = res
      .json()
      .chats.map((c: { sentiment: string | null }) => c.sentiment);
    const firstOther = sentiments.findIndex((s) => s !== 'negativo');
    expect(sentiments.indexOf('negativo')).toBe(0);
    expect(sentiments.slice(firstOther).includes('negativo')).toBe(false);

    const bad = await t.call(admin, { method: 'GET', url: '/api/chats?sort=pior' });
    expect(bad.statusCode).toBe(400);
  });

  it('is tried again later when the provider is busy (429) or slow, and classified once it answers', async () => {
    const { message } = await quietInbound('+5561988771004', 'Bom dia, quando abre a matrícula da creche?');
    const job = { organizationId: DEMO_ORG, messageId: message.id };
    for (const [mode, code] of [
      ['429', 'AI_PROVIDER_RATE_LIMITED'],
      ['hang', 'AI_PROVIDER_TIMEOUT'],
    ] as const) {
      stub.setMode(mode);
      // Not the last attempt: the job fails, so pg-boss tries again after its delay.
      await expect(classifyMessage(t.deps, job, ctx(false))).rejects.toMatchObject({ code });
      expect((await callsOf('message_classification')).at(-1)).toMatchObject({
        status: 'error',
        error_code: code,
      });
      expect((await lastInbound('+5561988771004')).message.ai_sentiment).toBeNull();
    }
    // The last attempt gives up quietly: a missing suggestion is no error for anyone.
    stub.setMode('429');
    await expect(classifyMessage(t.deps, job, ctx(true))).resolves.toBeUndefined();
    stub.setMode('ok');
    await classifyMessage(t.deps, job, ctx(false));
    expect((await lastInbound('+5561988771004')).message).toMatchObject({
      ai_sentiment: 'neutro',
      ai_topic: 'Educação',
    });
    // Classified once: a replayed job calls nobody.
    const calls = stub.calls.length;
    await classifyMessage(t.deps, job, ctx(false));
    expect(stub.calls.length).toBe(calls);
  });

  it('is not retried on a garbage answer, which is logged as an error', async () => {
    const { message } = await quietInbound('+5561988771005', 'Olá, tudo bem?');
    stub.setMode('garbage');
    await expect(
      classifyMessage(t.deps, { organizationId: DEMO_ORG, messageId: message.id }, ctx(false)),
    ).resolves.toBeUndefined();
    expect((await callsOf('message_classification')).at(-1)).toMatchObject({
      status: 'error',
      error_code: 'AI_PROVIDER_BAD_ANSWER',
    });
  });

  it('calls nothing when the AI is off or the monthly limit is reached, and the message arrives as usual', async () => {
    for (const settings of [
      { provider: 'off' },
      { provider: 'openai', baseUrl: stub.baseUrl, model: 'modelo-local', monthlyTokenLimit: 1 },
    ]) {
      expect((await setProvider(settings)).statusCode).toBe(200);
      const logged = (await callsOf('message_classification')).length;
      const before = stub.calls.length;
      const phone = `+55619887710${settings.provider === 'off' ? '06' : '07'}`;
      await inbound(t, DEMO_ORG, phone, 'Que absurdo, a rua está sem luz há três dias');
      const { message } = await lastInbound(phone);
      await classifyMessage(t.deps, { organizationId: DEMO_ORG, messageId: message.id }, ctx(false));
      await t.deps.jobs.idle();
      expect(stub.calls.length).toBe(before);
      expect((await callsOf('message_classification')).length).toBe(logged);
      expect((await lastInbound(phone)).message.ai_sentiment).toBeNull();
    }
  });

  it('of another office is not classified by a job naming this office', async () => {
    const { message } = await quietInbound('+5531988771008', 'Que absurdo!', BH_ORG);
    const before = stub.calls.length;
    await classifyMessage(t.deps, { organizationId: DEMO_ORG, messageId: message.id }, ctx(false));
    expect(stub.calls.length).toBe(before);
  });
});

describe('reading the answer', () => {
  const areas = [{ name: 'Saúde' }, { name: 'Infraestrutura' }];
  it('takes the JSON wherever it is, matches the área without accents and calls the rest outro', () => {
    expect(parseClassification('Claro! {"sentimento": "Negativo", "assunto": "saude"}', areas)).toEqual({
      sentiment: 'negativo',
      topic: 'Saúde',
    });
    expect(parseClassification('{"sentimento":"neutro","assunto":"Futebol"}', areas).topic).toBe('outro');
  });
  it('refuses an answer without a sentiment it knows', () => {
    expect(() => parseClassification('{"sentimento":"irritado"}', areas)).toThrow();
    expect(() => parseClassification('não sei', areas)).toThrow();
  });
});
