// Contract of the Cloud API adapter against a stub of the Graph API (recorded answers).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CloudApiGateway } from './cloud-api-gateway.ts';
import type { GatewayEvent } from './gateway.ts';
import { startStub, type StubReply, type StubRequest } from './stub-server.ts';

const PHONE_ID = '106540352242922';
const ACCESS = 'EAAJB-test-token';
const WAMID = 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3MTE5MjVBOTE3MDk5QUVFM0YA';
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
let outsideWindow = false;

function graph(req: StubRequest): StubReply {
  if (req.url === '/media/1003383421387256') return { status: 200, raw: JPEG };
  if (req.authorization !== `Bearer ${ACCESS}`) {
    return {
      status: 401,
      body: { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
    };
  }
  if (req.method === 'GET' && req.url === `/v21.0/${PHONE_ID}?fields=display_phone_number`) {
    return { status: 200, body: { display_phone_number: '+55 19 99700-1234', id: PHONE_ID } };
  }
  if (req.method === 'GET' && req.url === '/v21.0/1003383421387256') {
    return {
      status: 200,
      body: {
        url: 'http://127.0.0.1:4120/media/1003383421387256',
        mime_type: 'image/jpeg',
        id: '1003383421387256',
      },
    };
  }
  if (req.method === 'POST' && req.url === `/v21.0/${PHONE_ID}/media`)
    return { status: 200, body: { id: '4490709327384033' } };
  if (req.method === 'POST' && req.url === `/v21.0/${PHONE_ID}/messages`) {
    if (outsideWindow) {
      return {
        status: 400,
        body: {
          error: {
            message: '(#131047) Re-engagement message',
            type: 'OAuthException',
            code: 131047,
            error_data: {
              messaging_product: 'whatsapp',
              details:
                'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
            },
          },
        },
      };
    }
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: '5561999998888', wa_id: '5561999998888' }],
        messages: [{ id: WAMID }],
      },
    };
  }
  return { status: 404, body: { error: { message: 'Unknown path', code: 100 } } };
}

let stub: Awaited<ReturnType<typeof startStub>>;
let events: GatewayEvent[];
const gateway = (overrides: Partial<ConstructorParameters<typeof CloudApiGateway>[0]> = {}) =>
  new CloudApiGateway({
    baseUrl: stub.url,
    version: 'v21.0',
    phoneNumberId: PHONE_ID,
    accessToken: ACCESS,
    timeoutMs: 500,
    emit: async (e) => void events.push(e),
    ...overrides,
  });

beforeAll(async () => {
  stub = await startStub(4120, graph);
});
afterAll(() => stub.close());
beforeEach(() => {
  events = [];
  outsideWindow = false;
  stub.requests.length = 0;
});

describe('the Cloud API adapter', () => {
  it('is inChat when the phone number id answers, serverClose when not configured or refused', async () => {
    await gateway().connect();
    expect(events).toEqual([{ type: 'status', status: 'inChat', phone: '+5519997001234' }]);
    events = [];
    await gateway({ accessToken: null }).connect();
    await gateway({ accessToken: 'revogado' }).connect();
    expect(events).toEqual([
      { type: 'status', status: 'serverClose' },
      { type: 'status', status: 'serverClose' },
    ]);
    expect(await gateway().getStatus()).toEqual({ status: 'inChat', ready: true, qrCode: null });
  });

  it('sends text to /<version>/<phone_number_id>/messages with the token, once per key', async () => {
    const g = gateway();
    const input = { to: '+5561999998888', text: 'Recebemos sua mensagem.', idempotencyKey: 'k-000010' };
    expect(await g.sendText(input)).toEqual({ providerMessageId: WAMID });
    expect(await g.sendText(input)).toEqual({ providerMessageId: WAMID });
    const sends = stub.requests.filter((r) => r.url.endsWith('/messages'));
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({
      method: 'POST',
      url: `/v21.0/${PHONE_ID}/messages`,
      authorization: `Bearer ${ACCESS}`,
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '5561999998888',
        type: 'text',
        text: { body: 'Recebemos sua mensagem.', preview_url: false },
      },
    });
  });

  it('says OUTSIDE_SERVICE_WINDOW (not retryable) for 131047 and AUTH for a revoked token', async () => {
    outsideWindow = true;
    const input = { to: '+5561999998888', text: 'Olá', idempotencyKey: 'k-000011' };
    await expect(gateway().sendText(input)).rejects.toMatchObject({
      code: 'OUTSIDE_SERVICE_WINDOW',
      retryable: false,
    });
    await expect(gateway({ accessToken: 'revogado' }).sendText(input)).rejects.toMatchObject({
      code: 'AUTH',
      retryable: false,
    });
    await expect(gateway({ baseUrl: 'http://127.0.0.1:4198' }).sendText(input)).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      retryable: true,
    });
  });

  it('uploads media, then sends it by id with the caption', async () => {
    await gateway().sendMedia({
      to: '+5561999998888',
      text: 'Foto da obra',
      idempotencyKey: 'k-000012',
      media: { mimeType: 'image/jpeg', fileName: 'obra.jpg', data: JPEG },
    });
    expect(stub.requests.map((r) => r.url)).toEqual([
      `/v21.0/${PHONE_ID}/media`,
      `/v21.0/${PHONE_ID}/messages`,
    ]);
    expect(stub.requests[1]!.body).toMatchObject({
      type: 'image',
      image: { id: '4490709327384033', caption: 'Foto da obra' },
    });
  });

  it('downloads an inbound media by id', async () => {
    const media = await gateway().downloadMedia('1003383421387256', 'image/jpeg');
    expect(media).toEqual({ mimeType: 'image/jpeg', fileName: null, data: JPEG });
  });

  it('marks messages read', async () => {
    await gateway().markRead({ chatPhone: '+5561999998888', providerMessageIds: [WAMID] });
    expect(stub.requests[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      status: 'read',
      message_id: WAMID,
    });
  });
});
