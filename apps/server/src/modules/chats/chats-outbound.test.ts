// The outbound queue: stored 'pendente' first, one row and one send per clientId, offline waits for 'ready',
// refusals end 'falhou' with a pt-BR reason, two workers never send one row, delivery only moves forward.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@gabinete/shared';
import fs from 'node:fs';
import path from 'node:path';
import { multipart, PNG_1PX } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { GatewayError, gatewayFor, inboundSink } from '../whatsapp/gateway.ts';
import { startJobs } from '../index.ts';
import { sendQueued, sweepPending, WAITING_CONNECTION } from './chats-outbound.ts';
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
let sac: string;
let gateways: Map<string, FakeGateway>;
let fake: FakeGateway;
let chatId: string;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  gateways = installFakeGateways();
  sac = await t.login('sac@gabinete.demo');
  await inbound(t, DEMO_ORG, '+5561977660001', 'Preciso de ajuda com o remédio em falta na UBS');
  chatId = (await chatOf(t, DEMO_ORG, '+5561977660001'))!.id;
  const res = await t.call(sac, { method: 'POST', url: `/api/chats/${chatId}/assume` });
  expect(res.statusCode).toBe(200);
  fake = (await gatewayFor(t.deps, DEMO_ORG)) as FakeGateway;
});
afterAll(() => t.close());
beforeEach(() => {
  fake.ready = true;
  fake.failure = null;
});

const reply = (text: string, clientId = `client-${++seq}-${Date.now()}`) =>
  t.call(sac, { method: 'POST', url: `/api/chats/${chatId}/messages`, payload: { text, clientId } });

const messageRow = async (id: string) =>
  (
    await rows<{
      delivery_state: string;
      error: string | null;
      provider_message_id: string | null;
      sent_at: Date | null;
    }>(t, 'select delivery_state, error, provider_message_id, sent_at from chat_messages where id = $1', [id])
  )[0]!;

const sendsOf = (id: string) => fake.sends.filter((s) => s.idempotencyKey === id);

describe('a reply', () => {
  it("is stored 'pendente', then sent once with the message id as idempotency key", async () => {
    const res = await reply('Bom dia! Vou verificar com a Secretaria de Saúde.');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ direction: 'out', deliveryState: 'pendente' });
    const id = res.json()._id as string;
    await eventually(async () => (await messageRow(id)).delivery_state === 'enviada');
    const row = await messageRow(id);
    expect(row.provider_message_id).toBe(`fake-${id}`);
    expect(row.sent_at).not.toBeNull();
    expect(sendsOf(id)).toEqual([
      expect.objectContaining({
        to: '+5561977660001',
        text: 'Bom dia! Vou verificar com a Secretaria de Saúde.',
      }),
    ]);
  });

  it('with the same clientId twice is one row and one send', async () => {
    const [a, b] = await Promise.all([
      reply('Repetida', 'same-client-0001'),
      reply('Repetida', 'same-client-0001'),
    ]);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(a.json()._id).toBe(b.json()._id);
    const again = await reply('Repetida', 'same-client-0001');
    expect(again.json()._id).toBe(a.json()._id);
    const stored = await rows(t, "select id from chat_messages where client_id = 'same-client-0001'");
    expect(stored).toHaveLength(1);
    await eventually(async () => (await messageRow(a.json()._id)).delivery_state === 'enviada');
    await t.deps.jobs.idle();
    expect(sendsOf(a.json()._id)).toHaveLength(1);
  });

  it('a file with the same clientId twice (a retried upload) is one row, one stored file and one send', async () => {
    const upload = () =>
      t.call(sac, {
        method: 'POST',
        url: `/api/chats/${chatId}/media`,
        ...multipart({ clientId: 'same-upload-0001', caption: 'Receita' }, { file: PNG_1PX }),
      });
    const dir = path.join(t.deps.env.dataDir, 'chat-media', DEMO_ORG);
    const filesNow = () => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0);
    const before = filesNow();
    const [a, b] = await Promise.all([upload(), upload()]);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ kind: 'image', clientId: 'same-upload-0001' });
    expect(b.json()._id).toBe(a.json()._id);
    expect((await upload()).json()._id).toBe(a.json()._id);
    const stored = await rows<{ id: string }>(
      t,
      "select id from chat_messages where client_id = 'same-upload-0001'",
    );
    expect(stored).toHaveLength(1);
    expect(filesNow()).toBe(before + 1);
    await eventually(async () => (await messageRow(a.json()._id)).delivery_state === 'enviada');
    await t.deps.jobs.idle();
    expect(sendsOf(a.json()._id)).toHaveLength(1);
    const bad = await t.call(sac, {
      method: 'POST',
      url: `/api/chats/${chatId}/media`,
      ...multipart({ clientId: 'x' }, { file: PNG_1PX }),
    });
    expect(bad.statusCode).toBe(400);
  });

  it("waits 'pendente' while WhatsApp is offline and goes out once when it is ready", async () => {
    fake.ready = false;
    const id = (await reply('Sua consulta foi remarcada.')).json()._id as string;
    await eventually(async () => (await messageRow(id)).error === WAITING_CONNECTION);
    expect((await messageRow(id)).delivery_state).toBe('pendente');
    expect(sendsOf(id)).toHaveLength(0);
    fake.ready = true;
    await inboundSink().ready(t.deps, DEMO_ORG);
    await eventually(async () => (await messageRow(id)).delivery_state === 'enviada');
    await inboundSink().ready(t.deps, DEMO_ORG);
    await t.deps.jobs.idle();
    expect(sendsOf(id)).toHaveLength(1);
    expect((await messageRow(id)).error).toBeNull();
  });

  it("ends 'falhou' with a pt-BR reason when the gateway refuses for good", async () => {
    fake.failure = new GatewayError('INVALID_RECIPIENT', 'not on whatsapp', false);
    const id = (await reply('Olá')).json()._id as string;
    await eventually(async () => (await messageRow(id)).delivery_state === 'falhou');
    expect((await messageRow(id)).error).toBe(ERROR_MESSAGES.WHATSAPP_INVALID_RECIPIENT);
  });

  it("ends 'falhou' on the last attempt of a retryable error, and retries before it", async () => {
    fake.failure = new GatewayError('PROVIDER_UNAVAILABLE', 'timeout', true);
    const [row] = await rows<{ id: string }>(
      t,
      `insert into chat_messages (organization_id, chat_id, direction, body, delivery_state)
       values ($1, $2, 'out', 'Direto na fila', 'pendente') returning id`,
      [DEMO_ORG, chatId],
    );
    await expect(sendQueued(t.deps, row!.id, { lastAttempt: false })).rejects.toThrow('timeout');
    expect((await messageRow(row!.id)).delivery_state).toBe('pendente');
    await sendQueued(t.deps, row!.id, { lastAttempt: true });
    expect(await messageRow(row!.id)).toMatchObject({
      delivery_state: 'falhou',
      error: ERROR_MESSAGES.WHATSAPP_PROVIDER_UNAVAILABLE,
    });
  });

  it('is claimed by one worker only when two take it at once', async () => {
    const [row] = await rows<{ id: string }>(
      t,
      `insert into chat_messages (organization_id, chat_id, direction, body, delivery_state)
       values ($1, $2, 'out', 'Dois workers', 'pendente') returning id`,
      [DEMO_ORG, chatId],
    );
    await Promise.all([
      sendQueued(t.deps, row!.id, { lastAttempt: false }),
      sendQueued(t.deps, row!.id, { lastAttempt: false }),
      sendQueued(t.deps, row!.id, { lastAttempt: false }),
    ]);
    expect(sendsOf(row!.id)).toHaveLength(1);
    expect((await messageRow(row!.id)).delivery_state).toBe('enviada');
  });

  it('moves its delivery state forward only', async () => {
    const id = (await reply('Protocolo 2026/0142 em andamento.')).json()._id as string;
    await eventually(async () => (await messageRow(id)).delivery_state === 'enviada');
    const providerMessageId = `fake-${id}`;
    const delivery = (state: 'entregue' | 'lida' | 'falhou' | 'enviada') =>
      inboundSink().delivery(t.deps, DEMO_ORG, { providerMessageId, state, at: new Date() });
    await delivery('lida');
    await delivery('entregue');
    await delivery('enviada');
    expect((await messageRow(id)).delivery_state).toBe('lida');
  });

  it('keeps the reason of a failed delivery', async () => {
    const id = (await reply('Vai falhar na entrega')).json()._id as string;
    await eventually(async () => (await messageRow(id)).delivery_state === 'enviada');
    await inboundSink().delivery(t.deps, DEMO_ORG, {
      providerMessageId: `fake-${id}`,
      state: 'falhou',
      error: 'Número bloqueou o gabinete',
      at: new Date(),
    });
    await inboundSink().delivery(t.deps, DEMO_ORG, {
      providerMessageId: `fake-${id}`,
      state: 'lida',
      at: new Date(),
    });
    expect(await messageRow(id)).toMatchObject({
      delivery_state: 'falhou',
      error: 'Número bloqueou o gabinete',
    });
  });

  it('is refused at once on a Cloud API office more than 24 h after the citizen wrote', async () => {
    const admin = await t.login('admin.bh@gabinete.demo');
    await inbound(t, BH_ORG, '+5531977660002', 'Oi');
    const bhChat = (await chatOf(t, BH_ORG, '+5531977660002'))!.id;
    await t.call(admin, { method: 'POST', url: `/api/chats/${bhChat}/assume` });
    await rows(t, "update whatsapp_connections set provider = 'cloud-api' where organization_id = $1", [
      BH_ORG,
    ]);
    await rows(t, "update chats set last_inbound_at = now() - interval '25 hours' where id = $1", [bhChat]);
    const res = await t.call(admin, {
      method: 'POST',
      url: `/api/chats/${bhChat}/messages`,
      payload: { text: 'Oi' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('WHATSAPP_OUTSIDE_WINDOW');
    expect(gateways.get(BH_ORG)?.sends ?? []).toHaveLength(0);
  });

  it('a queued text on a Cloud API office whose 24 h window closed before it went out ends falhou, unsent', async () => {
    await inbound(t, BH_ORG, '+5531977660003', 'Oi');
    const bhChat = (await chatOf(t, BH_ORG, '+5531977660003'))!.id;
    await rows(t, "update whatsapp_connections set provider = 'cloud-api' where organization_id = $1", [
      BH_ORG,
    ]);
    await rows(t, "update chats set last_inbound_at = now() - interval '25 hours' where id = $1", [bhChat]);
    const [row] = await rows<{ id: string }>(
      t,
      `insert into chat_messages (organization_id, chat_id, direction, body, delivery_state)
       values ($1, $2, 'out', 'Tarde demais', 'pendente') returning id`,
      [BH_ORG, bhChat],
    );
    await sendQueued(t.deps, row!.id, { lastAttempt: false });
    expect(await messageRow(row!.id)).toMatchObject({
      delivery_state: 'falhou',
      error: ERROR_MESSAGES.WHATSAPP_OUTSIDE_WINDOW,
    });
    expect((gateways.get(BH_ORG)?.sends ?? []).filter((x) => x.idempotencyKey === row!.id)).toHaveLength(0);
  });

  it('left pendente while the office reports inChat is swept back into the queue a minute later', async () => {
    const [row] = await rows<{ id: string }>(
      t,
      `insert into chat_messages (organization_id, chat_id, direction, body, delivery_state, created_at)
       values ($1, $2, 'out', 'Ficou para trás', 'pendente', now() - interval '2 minutes') returning id`,
      [DEMO_ORG, chatId],
    );
    expect(await sweepPending(t.deps)).toBeGreaterThanOrEqual(1);
    await eventually(async () => (await messageRow(row!.id)).delivery_state === 'enviada');
    expect(sendsOf(row!.id)).toHaveLength(1);
  });

  it('survives a restart: what was pendente (or held by a worker that died) is sent once at the next start', async () => {
    fake.ready = false;
    const waiting = (await reply('Seu pedido foi protocolado.')).json()._id as string;
    await eventually(async () => (await messageRow(waiting)).error === WAITING_CONNECTION);
    // A worker of the stopped server had claimed this one 10 minutes ago and never finished.
    const [orphan] = await rows<{ id: string }>(
      t,
      `insert into chat_messages (organization_id, chat_id, direction, body, delivery_state, sending_at)
       values ($1, $2, 'out', 'Resposta interrompida', 'pendente', now() - interval '10 minutes') returning id`,
      [DEMO_ORG, chatId],
    );
    await t.deps.jobs.stop();
    // The phone came back while the server was down: no 'ready' event will ever arrive for it.
    fake.ready = true;
    await startJobs(t.deps);
    await eventually(async () => (await messageRow(waiting)).delivery_state === 'enviada');
    await eventually(async () => (await messageRow(orphan!.id)).delivery_state === 'enviada');
    await startJobs(t.deps);
    await t.deps.jobs.idle();
    expect(sendsOf(waiting)).toHaveLength(1);
    expect(sendsOf(orphan!.id)).toHaveLength(1);
  });
});
