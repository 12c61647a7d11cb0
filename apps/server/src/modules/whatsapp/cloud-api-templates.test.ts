// Contract of the Cloud API adapter's template calls against the local Graph API stub: the WABA's templates
// (with Meta's cursor paging) and the `type: template` message payload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloudApiGateway } from './cloud-api-gateway.ts';
import { graphApiStub, startStub, type StubTemplate } from './stub-server.ts';

const PHONE_ID = '106540352242922';
const WABA_ID = '102290129340398';
const ACCESS = 'EAAJB-test-token';
const templates: StubTemplate[] = [
  {
    id: '1',
    name: 'convite_audiencia',
    language: 'pt_BR',
    category: 'MARKETING',
    status: 'APPROVED',
    body: 'Olá {{1}}! O {{2}} convida você para a audiência pública sobre a UBS, quinta às 19h.',
  },
  { id: '2', name: 'aviso_obra', language: 'pt_BR', category: 'UTILITY', status: 'PENDING', body: 'Aviso.' },
  { id: '3', name: 'promo', language: 'pt_BR', category: 'MARKETING', status: 'REJECTED', body: 'x {{1}}' },
];

let stub: Awaited<ReturnType<typeof startStub>>;
const gateway = (wabaId: string | null = WABA_ID) =>
  new CloudApiGateway({
    baseUrl: stub.url,
    version: 'v21.0',
    phoneNumberId: PHONE_ID,
    accessToken: ACCESS,
    wabaId,
    timeoutMs: 500,
    emit: async () => {},
  });

beforeAll(async () => {
  stub = await startStub(
    4130,
    graphApiStub({
      version: 'v21.0',
      phoneNumberId: PHONE_ID,
      wabaId: WABA_ID,
      accessToken: ACCESS,
      templates,
    }),
  );
});
afterAll(() => stub.close());

describe('Cloud API adapter: message templates', () => {
  it('lists every template of the WABA across pages, with the body text', async () => {
    const list = await gateway().listTemplates();
    expect(list.map((t) => [t.name, t.status, t.category])).toEqual([
      ['convite_audiencia', 'APPROVED', 'MARKETING'],
      ['aviso_obra', 'PENDING', 'UTILITY'],
      ['promo', 'REJECTED', 'MARKETING'],
    ]);
    expect(list[0]!.body).toContain('{{1}}');
    const gets = stub.requests.filter((r) => r.url.includes('/message_templates'));
    expect(gets).toHaveLength(2);
    expect(gets[0]!.url).toMatch(/^\/v21\.0\/102290129340398\/message_templates\?fields=/);
    expect(gets[1]!.url).toContain('after=2');
    expect(gets[0]!.authorization).toBe(`Bearer ${ACCESS}`);
  });

  it('refuses to list without a WABA id, and maps a bad token to AUTH', async () => {
    await expect(gateway(null).listTemplates()).rejects.toMatchObject({ code: 'AUTH' });
    const bad = new CloudApiGateway({
      baseUrl: stub.url,
      version: 'v21.0',
      phoneNumberId: PHONE_ID,
      accessToken: 'wrong',
      wabaId: WABA_ID,
      timeoutMs: 500,
      emit: async () => {},
    });
    await expect(bad.listTemplates()).rejects.toMatchObject({ code: 'AUTH', retryable: false });
  });

  it('sends a template message with the language and the body parameters in order', async () => {
    const g = gateway();
    const sent = await g.sendTemplate({
      to: '+5519997001234',
      idempotencyKey: 'r-1',
      name: 'convite_audiencia',
      language: 'pt_BR',
      params: ['Maria', 'Gabinete do Vereador João Silva'],
    });
    expect(sent.providerMessageId).toMatch(/^wamid\./);
    const post = stub.requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe(`/v21.0/${PHONE_ID}/messages`);
    expect(post.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5519997001234',
      type: 'template',
      template: {
        name: 'convite_audiencia',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Maria' },
              { type: 'text', text: 'Gabinete do Vereador João Silva' },
            ],
          },
        ],
      },
    });
    // The same idempotency key is not sent twice.
    const again = await g.sendTemplate({
      to: '+5519997001234',
      idempotencyKey: 'r-1',
      name: 'convite_audiencia',
      language: 'pt_BR',
      params: [],
    });
    expect(again.providerMessageId).toBe(sent.providerMessageId);
    expect(stub.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
