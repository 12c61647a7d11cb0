// Bulk WhatsApp: only through the Cloud API with an approved template (the Graph API stub stands in for Meta);
// WPPConnect/simulator are refused with the reason; a template Meta stops approving pauses its campaigns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { handleGatewayEvent } from '../whatsapp/whatsapp-events.ts';
import { graphApiStub, startStub, type StubTemplate } from '../whatsapp/stub-server.ts';
import { campaignInput, putWindow, segmentCitizen, waitForCampaign } from './campaigns-test-helpers.ts';
import { INTERRUPTED, tickCampaigns } from './campaigns-worker.ts';

const DEMO_ORG = '00000000-0000-4000-8000-000000000001';
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
  {
    id: '2',
    name: 'aviso_obra',
    language: 'pt_BR',
    category: 'UTILITY',
    status: 'PENDING',
    body: 'Aviso {{1}}.',
  },
];

let stub: Awaited<ReturnType<typeof startStub>>;
let t: TestApp;
let admin: string;
let assessor: string;
let reception: string;
let otherAdmin: string;
beforeAll(async () => {
  stub = await startStub(
    4131,
    graphApiStub({
      version: 'v21.0',
      phoneNumberId: PHONE_ID,
      wabaId: WABA_ID,
      accessToken: ACCESS,
      templates,
    }),
  );
  t = await createTestApp({ WHATSAPP_CLOUD_API_URL: stub.url });
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
  await putWindow(t, admin, { whatsappPerMinute: 6000 });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const get = (token: string, url: string) => t.call(token, { method: 'GET', url });
const post = (token: string, url: string, payload?: unknown) =>
  t.call(token, { method: 'POST', url, payload: payload as Record<string, unknown> });

async function whatsappCitizen(word: string, consent = true) {
  const c = await segmentCitizen(t, admin, word, { consent: null });
  if (consent) {
    const res = await post(admin, `/api/citizens/${c.id}/consents`, {
      channel: 'whatsapp',
      purpose: 'informativo',
      granted: true,
      source: 'formulario',
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
  return c;
}

const templateId = async (name: string) =>
  ((await get(admin, '/api/whatsapp/templates')).json().templates as { _id: string; name: string }[]).find(
    (x) => x.name === name,
  )!._id;

describe('Bulk WhatsApp through Cloud API templates', () => {
  it('refuses bulk WhatsApp on the simulator with the reason, and sync is Cloud API only', async () => {
    await whatsappCitizen('Zapzap');
    const preview = await post(admin, '/api/campaigns/preview', {
      channel: 'whatsapp',
      purpose: 'informativo',
      segment: { filter: { q: 'Zapzap' } },
    });
    expect(preview.statusCode).toBe(422);
    expect(preview.json().message).toMatch(/não é a API oficial do WhatsApp/);
    const sync = await post(admin, '/api/whatsapp/templates/sync');
    expect(sync.statusCode).toBe(409);
    expect(sync.json().code).toBe('WHATSAPP_TEMPLATE_NOT_CLOUD');
    expect((await get(reception, '/api/whatsapp/templates')).statusCode).toBe(403);
  });

  it('syncs the WABA templates as admin only; the WABA id is a setting and the token stays write-only', async () => {
    const put = await t.call(admin, {
      method: 'PUT',
      url: '/api/whatsapp/settings',
      payload: {
        provider: 'cloud-api',
        cloudPhoneNumberId: PHONE_ID,
        cloudWabaId: WABA_ID,
        cloudAccessToken: ACCESS,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ cloudWabaId: WABA_ID, hasCloudAccessToken: true });
    expect(put.body).not.toContain(ACCESS);
    expect((await post(assessor, '/api/whatsapp/templates/sync')).statusCode).toBe(403);
    const sync = await post(admin, '/api/whatsapp/templates/sync');
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json().templates).toMatchObject([
      { name: 'aviso_obra', status: 'PENDING', usable: false, params: ['eleitor.primeiro_nome'] },
      {
        name: 'convite_audiencia',
        status: 'APPROVED',
        usable: true,
        params: ['eleitor.primeiro_nome', 'gabinete.nome'],
      },
    ]);
    const list = await get(assessor, '/api/whatsapp/templates');
    expect(list.json().templates).toHaveLength(2);
    const settings = await get(admin, '/api/campaigns/settings');
    expect(settings.json().whatsappBulk).toEqual({ allowed: true, reason: null });
  });

  it('maps parameters as admin only, to known fields; another office’s template is 404', async () => {
    const id = await templateId('convite_audiencia');
    const url = `/api/whatsapp/templates/${id}/params`;
    const payload = { params: ['eleitor.nome', 'gabinete.nome'] };
    expect((await t.call(assessor, { method: 'PUT', url, payload })).statusCode).toBe(403);
    expect((await t.call(otherAdmin, { method: 'PUT', url, payload })).statusCode).toBe(404);
    const bad = await t.call(admin, {
      method: 'PUT',
      url,
      payload: { params: ['eleitor.cpf', 'gabinete.nome'] },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.call(admin, {
      method: 'PUT',
      url,
      payload: { params: ['eleitor.primeiro_nome', 'gabinete.nome'] },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('allows a campaign only with an approved template of the office; other office’s id → 404', async () => {
    const segment = { filter: { q: 'Zapzap' } };
    const none = await post(admin, '/api/campaigns/preview', {
      channel: 'whatsapp',
      purpose: 'informativo',
      segment,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toMatch(/Escolha um modelo/);
    const pending = await post(admin, '/api/campaigns/preview', {
      channel: 'whatsapp',
      purpose: 'informativo',
      segment,
      whatsappTemplateId: await templateId('aviso_obra'),
    });
    expect(pending.statusCode).toBe(422);
    expect(pending.json().message).toMatch(/não está aprovado pela Meta \(situação: Em análise\)/);
    const id = await templateId('convite_audiencia');
    const foreign = await post(otherAdmin, '/api/campaigns/preview', {
      channel: 'whatsapp',
      purpose: 'informativo',
      segment,
      whatsappTemplateId: id,
    });
    expect(foreign.statusCode).toBe(404);
    const ok = await post(admin, '/api/campaigns/preview', {
      channel: 'whatsapp',
      purpose: 'informativo',
      segment,
      whatsappTemplateId: id,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().eligible).toBe(1);
    expect(ok.json().example).toMatch(/^Olá Zapzap! O .+ convida você/);
  });

  it('sends the template to each consenting citizen through the Cloud API, with their parameters', async () => {
    const a = await whatsappCitizen('Templo');
    const b = await whatsappCitizen('Templo');
    const c = await whatsappCitizen('Templo');
    await whatsappCitizen('Templo', false);
    const id = await templateId('convite_audiencia');
    const created = await post(
      assessor,
      '/api/campaigns',
      campaignInput('Templo', { channel: 'whatsapp', whatsappTemplateId: id, removeAccents: false }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      whatsappTemplateId: id,
      text: 'Olá {{eleitor.primeiro_nome}}! O {{gabinete.nome}} convida você para a audiência pública sobre a UBS, quinta às 19h.',
    });
    const done = await waitForCampaign(t, admin, created.json()._id, (x) => x.status === 'concluida');
    expect(done.counts).toMatchObject({ total: 3, sent: 3, failed: 0 });
    const posts = stub.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/messages'));
    expect(posts).toHaveLength(3);
    const to = posts.map((p) => (p.body as { to: string }).to).sort();
    expect(to).toEqual([a.phone, b.phone, c.phone].map((p) => p!.replace(/\D/g, '')).sort());
    for (const p of posts) {
      const body = p.body as {
        type: string;
        template: {
          name: string;
          language: { code: string };
          components: { parameters: { text: string }[] }[];
        };
      };
      expect(body.type).toBe('template');
      expect(body.template.name).toBe('convite_audiencia');
      expect(body.template.language.code).toBe('pt_BR');
      expect(body.template.components[0]!.parameters[0]!.text).toBe('Templo');
    }
    const report = await get(admin, `/api/campaigns/${created.json()._id}/recipients`);
    expect(report.json().recipients.map((r: { status: string }) => r.status)).toEqual([
      'enviada',
      'enviada',
      'enviada',
    ]);

    // The Cloud API's receipts reach the report: delivered (a repeat changes nothing), read, failed.
    const ids = (
      (await t.deps.database.executeSql(
        'select provider_message_id as id from campaign_recipients where campaign_id = $1 order by address',
        [created.json()._id],
      )) as { rows: { id: string }[] }
    ).rows.map((r) => r.id);
    expect(ids.every(Boolean)).toBe(true);
    const receipt = (providerMessageId: string, state: 'entregue' | 'lida' | 'falhou', error?: string) =>
      handleGatewayEvent(t.deps, DEMO_ORG, {
        type: 'delivery',
        update: { providerMessageId, state, at: new Date(), ...(error ? { error } : {}) },
      });
    await receipt(ids[0]!, 'entregue');
    await receipt(ids[0]!, 'falhou', 'late failure');
    await receipt(ids[1]!, 'lida');
    await receipt(ids[2]!, 'falhou', 'Número sem WhatsApp');
    const after = await waitForCampaign(t, admin, created.json()._id, () => true);
    expect(after.counts).toMatchObject({ total: 3, sent: 2, delivered: 2, failed: 1 });
    const states = await get(admin, `/api/campaigns/${created.json()._id}/recipients?status=falhou`);
    expect(states.json().recipients).toMatchObject([{ error: 'Número sem WhatsApp' }]);
  });

  it('after a worker dies, never sends the message in flight twice and sends the rest of its batch', async () => {
    const inFlight = await whatsappCitizen('Queda');
    const claimed = await whatsappCitizen('Queda');
    const created = await post(
      assessor,
      '/api/campaigns',
      campaignInput('Queda', {
        channel: 'whatsapp',
        whatsappTemplateId: await templateId('convite_audiencia'),
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    await waitForCampaign(t, admin, id, (x) => x.status === 'concluida');
    // As a worker killed mid-batch leaves it: both rows claimed, the first one's send begun, its lease over.
    const sql = (text: string, values: unknown[]) => t.deps.database.executeSql(text, values);
    await sql(
      `update campaign_recipients set status = 'enviando', claimed_at = now(), provider_message_id = null,
         sent_at = null, send_started_at = case when citizen_id = $2 then now() end
       where campaign_id = $1`,
      [id, inFlight.id],
    );
    await sql(
      `update campaigns set status = 'enviando', lease_until = now() - interval '1 second' where id = $1`,
      [id],
    );
    const postsTo = (phone: string) =>
      stub.requests.filter(
        (r) => r.url.endsWith('/messages') && (r.body as { to?: string }).to === phone.replace(/\D/g, ''),
      ).length;
    const before = { inFlight: postsTo(inFlight.phone!), claimed: postsTo(claimed.phone!) };
    await tickCampaigns(t.deps);
    const done = await waitForCampaign(t, admin, id, (x) => x.status === 'concluida');
    expect(done.counts).toMatchObject({ total: 2, sent: 1, failed: 1 });
    expect(postsTo(inFlight.phone!)).toBe(before.inFlight);
    // The claimed row went out again (this process's gateway knows its key, so no second POST was needed).
    expect(postsTo(claimed.phone!)).toBeLessThanOrEqual(before.claimed + 1);
    const rows = (
      (await sql(
        `select citizen_id, status, provider_message_id from campaign_recipients where campaign_id = $1`,
        [id],
      )) as { rows: { citizen_id: string; status: string; provider_message_id: string | null }[] }
    ).rows;
    expect(rows.find((r) => r.citizen_id === claimed.id)).toMatchObject({ status: 'enviada' });
    expect(rows.find((r) => r.citizen_id === claimed.id)!.provider_message_id).toBeTruthy();
    expect(rows.find((r) => r.citizen_id === inFlight.id)).toMatchObject({ status: 'falhou' });
    const failed = await get(admin, `/api/campaigns/${id}/recipients?status=falhou`);
    expect(failed.json().recipients).toMatchObject([{ error: INTERRUPTED }]);
  });

  it('pauses a campaign with the reason when its template stops being approved', async () => {
    const id = await templateId('convite_audiencia');
    const later = new Date(Date.now() + 3600_000).toISOString();
    const created = await post(
      admin,
      '/api/campaigns',
      campaignInput('Templo', {
        name: 'Convite agendado',
        channel: 'whatsapp',
        whatsappTemplateId: id,
        scheduledAt: later,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    templates[0]!.status = 'PAUSED';
    const sync = await post(admin, '/api/whatsapp/templates/sync');
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json().pausedCampaigns).toBe(1);
    const paused = (await get(admin, `/api/campaigns/${created.json()._id}`)).json();
    expect(paused.status).toBe('pausada');
    expect(paused.note).toMatch(
      /convite_audiencia.*deixou de estar aprovado pela Meta \(situação: Pausado pela Meta\)/,
    );
    const refused = await post(admin, '/api/campaigns/preview', {
      channel: 'whatsapp',
      purpose: 'informativo',
      segment: { filter: { q: 'Templo' } },
      whatsappTemplateId: id,
    });
    expect(refused.statusCode).toBe(422);
  });
});
