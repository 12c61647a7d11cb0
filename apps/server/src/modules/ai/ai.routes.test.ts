import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadFixtures, type Fixtures } from '../demands/demands-test-helpers.ts';
import { startAiStub } from './ai-stub-server.ts';

let t: TestApp;
let f: Fixtures;
let stub: Awaited<ReturnType<typeof startAiStub>>;
const tokens = {} as Record<'admin' | 'assessor' | 'reception' | 'sac' | 'reader' | 'bh', string>;

type Event = { type: string; text?: string; code?: string; message?: string; isDemo?: boolean };
const eventsOf = (body: string): Event[] =>
  body
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Event);
const textOf = (events: Event[]) =>
  events
    .filter((e) => e.type === 'delta')
    .map((e) => e.text)
    .join('');

const CPF = '321.654.987-00';
const PHONE = '(19) 98123-4567';
let demandId: string;
let citizenName: string;

async function lastCall() {
  const { rows } = await t.deps.database.executeSql(
    `select * from ai_calls where organization_id = $1 order by created_at desc limit 1`,
    ['00000000-0000-4000-8000-000000000001'],
  );
  return rows[0] as Record<string, unknown>;
}

const useStub = (extra: Record<string, unknown> = {}) =>
  t.call(tokens.admin, {
    method: 'PUT',
    url: '/api/ai/settings',
    payload: {
      provider: 'openai',
      baseUrl: stub.baseUrl,
      model: 'modelo-local',
      apiKey: 'sk-teste-123',
      monthlyTokenLimit: 200000,
      ...extra,
    },
  });

const oficio = (token = tokens.assessor, id = demandId) =>
  t.call(token, { method: 'POST', url: '/api/ai/suggestions/oficio', payload: { demandId: id } });

beforeAll(async () => {
  stub = await startAiStub();
  t = await createTestApp({ AI_HTTP_TIMEOUT_MS: '400', AI_ALLOW_PRIVATE_URLS: '1' });
  f = await loadFixtures(t);
  tokens.admin = await t.login('admin@gabinete.demo');
  tokens.assessor = await t.login('assessor@gabinete.demo');
  tokens.reception = await t.login('recepcao@gabinete.demo');
  tokens.sac = await t.login('sac@gabinete.demo');
  tokens.reader = await t.login('leitura@gabinete.demo');
  tokens.bh = await t.login('admin.bh@gabinete.demo');
  const citizen = await t.deps.database.executeSql(
    'select coalesce(social_name, name) as name from citizens where id = $1',
    [f.citizens.demo[0]],
  );
  citizenName = (citizen.rows[0] as { name: string }).name;
  const created = await t.call(tokens.assessor, {
    method: 'POST',
    url: '/api/demands',
    payload: {
      title: 'Buraco na Rua Barão de Jaguara em frente ao número 900',
      description: `${citizenName} (CPF ${CPF}, telefone ${PHONE}) relata que o buraco já causou a queda de um motociclista e que uma criança quase caiu.`,
      citizenIds: [f.citizens.demo[0]],
      areaId: f.areas.demo.get('Infraestrutura'),
      street: 'Rua Barão de Jaguara',
      number: '900',
    },
  });
  expect(created.statusCode).toBe(201);
  demandId = created.json()._id;
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

describe('the provider address', () => {
  it('may not reach the server’s own network unless the installation allows it, when saved and at each call', async () => {
    const env = t.deps.env as { AI_ALLOW_PRIVATE_URLS?: boolean };
    expect((await useStub()).statusCode).toBe(200); // allowed in this app: the stub is on 127.0.0.1
    env.AI_ALLOW_PRIVATE_URLS = false;
    try {
      for (const baseUrl of [stub.baseUrl, 'http://169.254.169.254/latest', 'http://[::1]:11434/v1']) {
        const res = await useStub({ baseUrl });
        expect(res.statusCode, baseUrl).toBe(422);
        expect(res.json().code).toBe('AI_PROVIDER_ADDRESS_BLOCKED');
        expect(res.json().message).toContain('rede interna');
      }
      // Saved while it was allowed: the call is refused too, before any request leaves.
      const before = stub.calls.length;
      const res = await oficio();
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('AI_PROVIDER_ADDRESS_BLOCKED');
      expect(stub.calls.length).toBe(before);
    } finally {
      env.AI_ALLOW_PRIVATE_URLS = true;
      await t.call(tokens.admin, {
        method: 'PUT',
        url: '/api/ai/settings',
        payload: { provider: 'demo', clearApiKey: true, monthlyTokenLimit: 200000 },
      });
    }
  });
});

describe('the demonstration provider of the demo office', () => {
  it('is on, says it is the demonstration one, and shows the month’s use without any key', async () => {
    const res = await t.call(tokens.assessor, { method: 'GET', url: '/api/ai/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'demo', isDemo: true, hasApiKey: false });
    expect(res.json().monthCalls).toBeGreaterThan(0);
  });

  it('streams an ofício from a demanda, with the tratamento of the chosen authority, and logs the call', async () => {
    const [authority] = (
      await t.deps.database.executeSql(
        `select id, tratamento from authorities where organization_id = $1 and deleted_at is null limit 1`,
        ['00000000-0000-4000-8000-000000000001'],
      )
    ).rows as { id: string; tratamento: string }[];
    const res = await t.call(tokens.assessor, {
      method: 'POST',
      url: '/api/ai/suggestions/oficio',
      payload: { demandId, authorityId: authority!.id, instructions: 'pedir resposta em 15 dias' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const events = eventsOf(res.body);
    expect(events[0]).toMatchObject({ type: 'start', isDemo: true });
    expect(events.at(-1)).toMatchObject({ type: 'done' });
    const text = textOf(events);
    expect(text).toMatch(/^Assunto: /);
    expect(text).toContain(authority!.tratamento);
    expect(text).toContain('pedir resposta em 15 dias');
    const call = await lastCall();
    expect(call).toMatchObject({ feature: 'oficio', status: 'ok', provider: 'demo' });
    expect(Number(call.total_tokens)).toBeGreaterThan(0);
  });

  it('suggests área and prioridade for a new demanda (recepção may ask)', async () => {
    const res = await t.call(tokens.reception, {
      method: 'POST',
      url: '/api/ai/suggestions/demand-triage',
      payload: { title: 'Buraco enorme na calçada', description: 'Uma criança e um idoso já caíram ali.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ area: { name: 'Infraestrutura' }, priority: 'alta', isDemo: true });
  });

  it('drafts a SAC reply as the team, never as the parlamentar, and summarises a citizen', async () => {
    const { rows } = await t.deps.database.executeSql(
      `select id from chats where organization_id = $1 order by last_message_at desc limit 1`,
      ['00000000-0000-4000-8000-000000000001'],
    );
    const reply = await t.call(tokens.sac, {
      method: 'POST',
      url: '/api/ai/suggestions/sac-reply',
      payload: { chatId: (rows[0] as { id: string }).id, draft: 'Bom dia' },
    });
    expect(reply.statusCode).toBe(200);
    expect(textOf(eventsOf(reply.body))).toContain('equipe do gabinete');
    const summary = await t.call(tokens.assessor, {
      method: 'POST',
      url: '/api/ai/suggestions/citizen-summary',
      payload: { citizenId: f.citizens.demo[0] },
    });
    expect(summary.statusCode).toBe(200);
    const text = textOf(eventsOf(summary.body));
    // The name went out as a placeholder and came back restored.
    expect(text).toContain(`Resumo do histórico de ${citizenName}`);
    expect(text).not.toMatch(/\[NOME_\d+\]/);
  });
});

describe('roles and offices', () => {
  it('refuses the suggestions to the read-only user and the settings and log to the assessor', async () => {
    expect((await oficio(tokens.reader)).statusCode).toBe(403);
    expect((await t.call(tokens.assessor, { method: 'GET', url: '/api/ai/usage' })).statusCode).toBe(403);
    const put = await t.call(tokens.assessor, {
      method: 'PUT',
      url: '/api/ai/settings',
      payload: { provider: 'off', monthlyTokenLimit: 10 },
    });
    expect(put.statusCode).toBe(403);
  });

  it('keeps AI off for an office that never configured it, and never reads another office’s records', async () => {
    const off = await oficio(tokens.bh, demandId);
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ code: 'AI_DISABLED' });
    expect(off.json().message).toContain('desligada');
    const on = await t.call(tokens.bh, {
      method: 'PUT',
      url: '/api/ai/settings',
      payload: { provider: 'demo', monthlyTokenLimit: 1000 },
    });
    expect(on.statusCode).toBe(200);
    const other = await oficio(tokens.bh, demandId);
    expect(other.statusCode).toBe(404);
    const summary = await t.call(tokens.bh, {
      method: 'POST',
      url: '/api/ai/suggestions/citizen-summary',
      payload: { citizenId: f.citizens.demo[0] },
    });
    expect(summary.statusCode).toBe(404);
    const usage = await t.call(tokens.bh, { method: 'GET', url: '/api/ai/usage' });
    expect(usage.json().items).toEqual([]);
  });

  it('shows the office admin the month’s log: who, feature, model, tokens — no text', async () => {
    const res = await t.call(tokens.admin, { method: 'GET', url: '/api/ai/usage' });
    expect(res.statusCode).toBe(200);
    const usage = res.json();
    expect(usage.calls).toBeGreaterThan(3);
    expect(usage.items[0]).toMatchObject({ user: { name: expect.any(String) }, model: expect.any(String) });
    expect(res.body).not.toContain(CPF);
    expect(res.body).not.toContain('Barão de Jaguara');
  });
});

describe('an OpenAI-compatible provider (local stub)', () => {
  it('stores the key encrypted and never answers it', async () => {
    const res = await useStub();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'openai', hasApiKey: true, isDemo: false });
    expect(res.body).not.toContain('sk-teste-123');
    const { rows } = await t.deps.database.executeSql(
      `select api_key_encrypted from ai_settings where organization_id = $1`,
      ['00000000-0000-4000-8000-000000000001'],
    );
    expect(String((rows[0] as { api_key_encrypted: string }).api_key_encrypted)).not.toContain('sk-teste');
    // Saving again without a key keeps it.
    const again = await useStub({ apiKey: '' });
    expect(again.json().hasApiKey).toBe(true);
  });

  it('sends pseudonymised text with the key, streams the answer and restores the personal data', async () => {
    stub.setMode('ok');
    const before = stub.calls.length;
    const res = await oficio();
    expect(res.statusCode).toBe(200);
    const sent = stub.calls[before]!;
    expect(sent.authorization).toBe('Bearer sk-teste-123');
    expect(sent.body).toMatchObject({ model: 'modelo-local', stream: true });
    const prompt = JSON.stringify(sent.body.messages);
    expect(prompt).not.toContain(CPF);
    expect(prompt).not.toContain('98123-4567');
    expect(prompt).not.toContain(citizenName);
    expect(prompt).toContain('[CPF_1]');
    const text = textOf(eventsOf(res.body));
    // The place came back from its placeholder; the ofício carries no CPF, phone or name of the citizen.
    expect(prompt).not.toContain('Barão de Jaguara');
    expect(text).toContain('O local indicado é Rua Barão de Jaguara, 900');
    expect(text).not.toContain(CPF);
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain(citizenName);
    const call = await lastCall();
    expect(call).toMatchObject({
      feature: 'oficio',
      status: 'ok',
      model: 'modelo-local',
      provider: 'openai',
    });
  });

  it('tests the connection with the stored key', async () => {
    stub.setMode('ok');
    const res = await t.call(tokens.admin, {
      method: 'POST',
      url: '/api/ai/settings/test',
      payload: { provider: 'openai', baseUrl: stub.baseUrl, model: 'modelo-local', monthlyTokenLimit: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, model: 'modelo-local' });
    expect(stub.calls.at(-1)!.authorization).toBe('Bearer sk-teste-123');
  });

  it.each([
    ['401', 502, 'AI_PROVIDER_UNAUTHORIZED', /chave/],
    ['429', 502, 'AI_PROVIDER_RATE_LIMITED', /Aguarde/],
    ['hang', 504, 'AI_PROVIDER_TIMEOUT', /demorou/],
  ] as const)(
    'a provider answering %s gets a pt-BR message and a logged error',
    async (mode, status, code, text) => {
      stub.setMode(mode);
      const res = await oficio();
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code });
      expect(res.json().message).toMatch(text);
      expect(await lastCall()).toMatchObject({ status: 'error', error_code: code, feature: 'oficio' });
      const test = await t.call(tokens.admin, {
        method: 'POST',
        url: '/api/ai/settings/test',
        payload: { provider: 'openai', baseUrl: stub.baseUrl, model: 'modelo-local', monthlyTokenLimit: 1 },
      });
      expect(test.json()).toMatchObject({ code });
    },
  );

  it('ends a stream that stalls or turns to garbage with an error line, keeping what arrived', async () => {
    for (const [mode, code] of [
      ['stall', 'AI_PROVIDER_TIMEOUT'],
      ['garbage', 'AI_PROVIDER_BAD_ANSWER'],
    ] as const) {
      stub.setMode(mode);
      const res = await oficio();
      expect(res.statusCode).toBe(200);
      const events = eventsOf(res.body);
      expect(textOf(events).length).toBeGreaterThan(0);
      expect(events.at(-1)).toMatchObject({ type: 'error', code });
      expect(await lastCall()).toMatchObject({ status: 'error', error_code: code });
    }
    stub.setMode('garbage');
    const triage = await t.call(tokens.reception, {
      method: 'POST',
      url: '/api/ai/suggestions/demand-triage',
      payload: { title: 'Poda de árvore na praça' },
    });
    expect(triage.statusCode).toBe(502);
    expect(triage.json()).toMatchObject({ code: 'AI_PROVIDER_BAD_ANSWER' });
  });

  it('refuses with a pt-BR message once the month’s limit is spent', async () => {
    stub.setMode('ok');
    expect((await useStub({ monthlyTokenLimit: 1 })).statusCode).toBe(200);
    const before = stub.calls.length;
    const res = await oficio();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'AI_LIMIT_REACHED' });
    expect(res.json().message).toContain('limite mensal');
    expect(stub.calls.length).toBe(before);
  });

  it('validates the settings in pt-BR', async () => {
    const res = await t.call(tokens.admin, {
      method: 'PUT',
      url: '/api/ai/settings',
      payload: { provider: 'openai', baseUrl: 'ftp://x', monthlyTokenLimit: -1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      baseUrl: expect.stringContaining('http'),
      monthlyTokenLimit: expect.any(String),
    });
  });
});
