// Adapter contract tests: Zenvia and Twilio against a local stub HTTP server (ports 4200-4209): the request
// each provider documents, and what success, 4xx, 5xx and a provider that never answers become.
import { afterEach, describe, expect, it } from 'vitest';
import { startStub, type StubHandler } from '../whatsapp/stub-server.ts';
import { SmsProviderError } from './sms-provider.ts';
import { TwilioProvider } from './twilio-provider.ts';
import { ZenviaProvider } from './zenvia-provider.ts';

const SID = `AC${'a'.repeat(32)}`;
const input = {
  to: '+5519988887777',
  text: 'Olá, Ana! Sua demanda foi encaminhada.',
  idempotencyKey: '00000000-0000-4000-8000-00000000abcd',
  callbackUrl: 'https://gabinete.example/api/sms/webhook/org',
};

let stub: Awaited<ReturnType<typeof startStub>> | null = null;
afterEach(async () => {
  await stub?.close();
  stub = null;
});

async function zenvia(port: number, handler: StubHandler, timeoutMs = 2000) {
  stub = await startStub(port, handler);
  return new ZenviaProvider({ baseUrl: stub.url, token: 'zv-token', from: 'gabinete', timeoutMs });
}
async function twilio(port: number, handler: StubHandler, timeoutMs = 2000) {
  stub = await startStub(port, handler);
  return new TwilioProvider({
    baseUrl: stub.url,
    accountSid: SID,
    authToken: 'tw-token',
    from: '+5519900001111',
    timeoutMs,
  });
}

async function failure(promise: Promise<unknown>): Promise<SmsProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsProviderError);
  return err as SmsProviderError;
}

describe('Zenvia adapter', () => {
  it('posts the documented body with X-API-TOKEN and answers the message id', async () => {
    const provider = await zenvia(4200, () => ({ status: 200, body: { id: 'zv-123', direction: 'OUT' } }));
    expect(await provider.send(input)).toEqual({ providerMessageId: 'zv-123' });
    const req = stub!.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/v2/channels/sms/messages');
    expect(req.headers['x-api-token']).toBe('zv-token');
    expect(req.body).toMatchObject({
      from: 'gabinete',
      to: '5519988887777',
      contents: [{ type: 'text', text: input.text }],
      callbackUrl: input.callbackUrl,
    });
  });

  it('a 4xx is final, a 401 is AUTH, a 5xx and a timeout are retryable', async () => {
    let reply: { status: number; body?: unknown; hang?: boolean } = {
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'Invalid destination number' },
    };
    const provider = await zenvia(4201, () => reply, 300);
    let err = await failure(provider.send(input));
    expect([err.code, err.retryable]).toEqual(['INVALID_RECIPIENT', false]);
    reply = { status: 422, body: { code: 'X', message: 'Content rejected' } };
    err = await failure(provider.send(input));
    expect([err.code, err.retryable, err.message]).toEqual(['PROVIDER_ERROR', false, 'Content rejected']);
    reply = { status: 401, body: { code: 'AUTH', message: 'Unauthorized' } };
    err = await failure(provider.send(input));
    expect([err.code, err.retryable]).toEqual(['AUTH', false]);
    reply = { status: 503, body: { message: 'unavailable' } };
    err = await failure(provider.send(input));
    expect([err.code, err.retryable]).toEqual(['PROVIDER_UNAVAILABLE', true]);
    reply = { status: 200, hang: true };
    err = await failure(provider.send(input));
    expect([err.code, err.retryable, err.message]).toEqual([
      'PROVIDER_UNAVAILABLE',
      true,
      'O provedor de SMS não respondeu a tempo.',
    ]);
  });

  it('refuses to call without a token', async () => {
    const provider = new ZenviaProvider({
      baseUrl: 'http://127.0.0.1:1',
      token: null,
      from: 'x',
      timeoutMs: 100,
    });
    expect((await failure(provider.send(input))).code).toBe('NOT_CONFIGURED');
  });
});

describe('Twilio adapter', () => {
  it('posts the form with basic auth and answers the sid', async () => {
    const provider = await twilio(4202, () => ({ status: 201, body: { sid: 'SM123', status: 'queued' } }));
    expect(await provider.send(input)).toEqual({ providerMessageId: 'SM123' });
    const req = stub!.requests[0]!;
    expect(req.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(req.authorization).toBe(`Basic ${Buffer.from(`${SID}:tw-token`).toString('base64')}`);
    expect(req.headers['content-type']).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(String(req.body));
    expect(Object.fromEntries(form)).toEqual({
      To: input.to,
      From: '+5519900001111',
      Body: input.text,
      StatusCallback: input.callbackUrl,
    });
  });

  it('maps an invalid number, other 4xx, 5xx and a timeout', async () => {
    let reply: { status: number; body?: unknown; hang?: boolean } = {
      status: 400,
      body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 },
    };
    const provider = await twilio(4203, () => reply, 300);
    let err = await failure(provider.send(input));
    expect([err.code, err.retryable]).toEqual(['INVALID_RECIPIENT', false]);
    reply = { status: 400, body: { code: 30007, message: 'Message filtered', status: 400 } };
    err = await failure(provider.send(input));
    expect([err.code, err.retryable]).toEqual(['PROVIDER_ERROR', false]);
    reply = { status: 429, body: { code: 20429, message: 'Too Many Requests' } };
    err = await failure(provider.send(input));
    expect([err.code, err.retryable]).toEqual(['RATE_LIMITED', true]);
    reply = { status: 500, body: { message: 'Internal' } };
    err = await failure(provider.send(input));
    expect([err.code, err.retryable]).toEqual(['PROVIDER_UNAVAILABLE', true]);
    reply = { status: 200, hang: true };
    err = await failure(provider.send(input));
    expect([err.code, err.retryable]).toEqual(['PROVIDER_UNAVAILABLE', true]);
  });
});
