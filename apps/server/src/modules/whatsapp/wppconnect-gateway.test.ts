// Contract of the WPPConnect adapter against a stub replaying wppconnect-server's answers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatewayError, type GatewayEvent } from './gateway.ts';
import { startStub, type StubReply, type StubRequest } from './stub-server.ts';
import { WppconnectGateway } from './wppconnect-gateway.ts';

const SECRET = 'THISISMYSECURETOKEN';
const TOKEN = '$2b$10$kTl3yjzzGyzSLvQ9nSRWZ.Y5ds5r0wWsU2QhMtXpD6SxlAF3ZsdSu';
const QR =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SENT_ID = 'true_5561999998888@c.us_3EB0B4B1C1E3E8F1F7A2';

let mode: 'ok' | 'inactive' | 'hang' | 'invalid' | 'qr' = 'ok';
function replay(req: StubRequest): StubReply {
  const path = req.url.replace('/api/gabinete-teste/', '');
  if (path === `${SECRET}/generate-token`) {
    return {
      status: 201,
      body: { status: 'success', session: 'gabinete-teste', token: TOKEN, full: `gabinete-teste:${TOKEN}` },
    };
  }
  if (path.endsWith('generate-token')) return { status: 400, body: { message: 'Chave inválida' } };
  if (req.authorization !== `Bearer ${TOKEN}`) return { status: 401, body: { message: 'Unauthorized' } };
  if (mode === 'hang') return { status: 200, hang: true };
  switch (path) {
    case 'start-session':
      return mode === 'qr'
        ? {
            status: 200,
            body: {
              status: 'QRCODE',
              qrcode: QR,
              urlcode: '2@abc',
              version: '2.8.0',
              session: 'gabinete-teste',
            },
          }
        : {
            status: 200,
            body: {
              status: 'CONNECTED',
              qrcode: null,
              urlcode: null,
              version: '2.8.0',
              session: 'gabinete-teste',
            },
          };
    case 'status-session':
      return {
        status: 200,
        body: {
          status: mode === 'qr' ? 'QRCODE' : 'CONNECTED',
          qrcode: mode === 'qr' ? QR : null,
          urlcode: null,
        },
      };
    case 'check-connection-session':
      return { status: 200, body: { status: true, message: 'Connected' } };
    case 'send-message':
    case 'send-file-base64':
      if (mode === 'inactive') {
        return {
          status: 404,
          body: { response: null, status: 'Disconnected', message: 'A sessão não está ativa.' },
        };
      }
      if (mode === 'invalid') return { status: 400, body: { status: 'error', message: 'Número inválido' } };
      return {
        status: 201,
        body: {
          status: 'success',
          response: [{ id: SENT_ID, ack: 1, fromMe: true, body: 'x' }],
          mapper: 'return',
        },
      };
    case 'logout-session':
    case 'close-session':
      return { status: 200, body: { status: true, message: 'Session successfully closed' } };
    default:
      return { status: 404, body: { message: 'rota' } };
  }
}

let stub: Awaited<ReturnType<typeof startStub>>;
let events: GatewayEvent[];
let saved: string[];
const gateway = (overrides: Partial<ConstructorParameters<typeof WppconnectGateway>[0]> = {}) =>
  new WppconnectGateway({
    baseUrl: stub.url,
    session: 'gabinete-teste',
    secretKey: SECRET,
    token: null,
    webhookUrl: 'https://gabinete.example/whatsapp/webhook/wppconnect/org/segredo',
    timeoutMs: 300,
    saveToken: async (token) => void saved.push(token),
    emit: async (event) => void events.push(event),
    ...overrides,
  });

beforeAll(async () => {
  stub = await startStub(4110, replay);
});
afterAll(() => stub.close());
beforeEach(() => {
  mode = 'ok';
  events = [];
  saved = [];
  stub.requests.length = 0;
});

describe('the WPPConnect adapter', () => {
  it('gets a token with the secret key, then starts the session with our webhook and readMessage off', async () => {
    mode = 'qr';
    await gateway().connect();
    expect(stub.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST /api/gabinete-teste/${SECRET}/generate-token`,
      'POST /api/gabinete-teste/start-session',
    ]);
    expect(stub.requests[1]!.body).toEqual({
      webhook: 'https://gabinete.example/whatsapp/webhook/wppconnect/org/segredo',
      waitQrCode: true,
      readMessage: false,
    });
    expect(saved).toEqual([TOKEN]);
    expect(events).toEqual([
      { type: 'status', status: 'notLogged' },
      { type: 'qr', qrCode: QR },
    ]);
  });

  it('renews a stale token once', async () => {
    await gateway({ token: 'vencido' }).connect();
    expect(stub.requests.map((r) => r.url.split('/').pop())).toEqual([
      'start-session',
      'generate-token',
      'start-session',
    ]);
    expect(events).toEqual([{ type: 'status', status: 'inChat' }]);
  });

  it('reads the status and the connection check', async () => {
    expect(await gateway({ token: TOKEN }).getStatus()).toEqual({
      status: 'inChat',
      ready: true,
      qrCode: null,
    });
    mode = 'qr';
    expect(await gateway({ token: TOKEN }).getStatus()).toEqual({
      status: 'notLogged',
      ready: false,
      qrCode: QR,
    });
  });

  it('sends text as { phone, message, isGroup:false } and answers the message id, once per key', async () => {
    const g = gateway({ token: TOKEN });
    const input = { to: '+5561999998888', text: 'Sua demanda foi registrada.', idempotencyKey: 'k-000001' };
    expect(await g.sendText(input)).toEqual({ providerMessageId: SENT_ID });
    expect(await g.sendText(input)).toEqual({ providerMessageId: SENT_ID });
    const sends = stub.requests.filter((r) => r.url.endsWith('send-message'));
    expect(sends).toHaveLength(1);
    expect(sends[0]!.body).toEqual({
      phone: '5561999998888',
      message: 'Sua demanda foi registrada.',
      isGroup: false,
    });
  });

  it('sends media as a base64 data URL', async () => {
    const g = gateway({ token: TOKEN });
    const data = Buffer.from('%PDF-1.4 teste');
    await g.sendMedia({
      to: '+5561999998888',
      text: 'Segue o ofício',
      idempotencyKey: 'k-000002',
      media: { mimeType: 'application/pdf', fileName: 'oficio.pdf', data },
    });
    expect(stub.requests.at(-1)).toMatchObject({
      url: '/api/gabinete-teste/send-file-base64',
      body: {
        phone: '5561999998888',
        isGroup: false,
        filename: 'oficio.pdf',
        caption: 'Segue o ofício',
        base64: `data:application/pdf;base64,${data.toString('base64')}`,
      },
    });
  });

  it('maps refusals: session not active, invalid number, a bad secret, a hang, nobody listening', async () => {
    const input = { to: '+5561999998888', text: 'x', idempotencyKey: 'k-000003' };
    mode = 'inactive';
    await expect(gateway({ token: TOKEN }).sendText(input)).rejects.toMatchObject({
      code: 'NOT_CONNECTED',
      retryable: true,
    });
    mode = 'invalid';
    await expect(gateway({ token: TOKEN }).sendText(input)).rejects.toMatchObject({
      code: 'INVALID_RECIPIENT',
      retryable: false,
    });
    mode = 'ok';
    await expect(gateway({ secretKey: 'errada' }).sendText(input)).rejects.toMatchObject({
      code: 'AUTH',
      retryable: false,
    });
    mode = 'hang';
    const started = Date.now();
    const hung = await gateway({ token: TOKEN })
      .sendText(input)
      .catch((e: unknown) => e);
    expect(hung).toBeInstanceOf(GatewayError);
    expect(hung).toMatchObject({ code: 'PROVIDER_UNAVAILABLE', retryable: true });
    expect(Date.now() - started).toBeLessThan(2000);
    const refused = gateway({ baseUrl: 'http://127.0.0.1:4199', token: TOKEN });
    await expect(refused.getStatus()).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      retryable: true,
    });
  });

  it('logs out or just closes', async () => {
    await gateway({ token: TOKEN }).disconnect({ logout: true });
    await gateway({ token: TOKEN }).disconnect({ logout: false });
    expect(stub.requests.map((r) => r.url.split('/').pop())).toEqual(['logout-session', 'close-session']);
  });
});
