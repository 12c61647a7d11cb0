import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  campaignInput,
  OPEN_WINDOW,
  putWindow,
  segmentCitizen,
  waitForCampaign,
} from './campaigns-test-helpers.ts';

let t: TestApp;
let admin: string;
let assessor: string;
let reception: string;
let reader: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
  await putWindow(t, admin);
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.call(token, { method: 'GET', url });
const post = (token: string, url: string, payload?: unknown) =>
  t.call(token, { method: 'POST', url, payload: payload as Record<string, unknown> });
const smsRows = async (campaignId: string) =>
  (
    (await t.deps.database.executeSql(
      `select citizen_id, count(*)::int as n from sms_messages where campaign_id = '${campaignId}' group by citizen_id`,
    )) as { rows: { citizen_id: string; n: number }[] }
  ).rows;

describe('Campaigns: sending window settings', () => {
  it('reads the defaults of DOMAIN-NOTES, saves as admin only, refuses a window that ends before it starts', async () => {
    const read = await get(reader, '/api/campaigns/settings');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().whatsappBulk.allowed).toBe(false);
    const weak = await t.call(assessor, {
      method: 'PUT',
      url: '/api/campaigns/settings',
      payload: OPEN_WINDOW,
    });
    expect(weak.statusCode).toBe(403);
    const bad = await t.call(admin, {
      method: 'PUT',
      url: '/api/campaigns/settings',
      payload: { ...OPEN_WINDOW, startHour: 18, endHour: 9 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.endHour).toBe('O fim do horário deve ser depois do início');
    expect((await get(reception, '/api/campaigns/settings')).statusCode).toBe(403);
  });

  it('keeps a suppression list: invalid contact 400, duplicate 409, other office 404 on removal', async () => {
    const added = await post(assessor, '/api/campaigns/suppressions', {
      address: '(19) 99876-5432',
      reason: 'Pediu por telefone para não receber',
    });
    expect(added.statusCode, added.body).toBe(204);
    const again = await post(admin, '/api/campaigns/suppressions', {
      address: '+5519998765432',
      reason: 'De novo',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este contato já está na lista de supressão.');
    const bad = await post(admin, '/api/campaigns/suppressions', { address: 'abc', reason: 'x motivo' });
    expect(bad.statusCode).toBe(400);
    const list = (await get(admin, '/api/campaigns/suppressions')).json();
    const row = list.suppressions.find((s: { address: string }) => s.address === '+5519998765432');
    expect(row.reason).toBe('Pediu por telefone para não receber');
    expect(
      (await t.call(otherAdmin, { method: 'DELETE', url: `/api/campaigns/suppressions/${row._id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call(assessor, { method: 'DELETE', url: `/api/campaigns/suppressions/${row._id}` }))
        .statusCode,
    ).toBe(403);
  });
});

describe('Campaigns: preview', () => {
  it('counts the eligible after every exclusion, with the reason of each excluded person', async () => {
    const w = 'Prevzqx';
    const a = await segmentCitizen(t, admin, w);
    await segmentCitizen(t, admin, w, { phones: [a.phone!] }); // duplicado
    await segmentCitizen(t, admin, w);
    await segmentCitizen(t, admin, w, { consent: null }); // sem consentimento
    await segmentCitizen(t, admin, w, { consent: false }); // descadastrado
    await segmentCitizen(t, admin, w, { purpose: 'eleitoral' }); // consent for another purpose
    await segmentCitizen(t, admin, w, { phones: [] }); // sem contato
    await segmentCitizen(t, admin, w, { phones: ['+551133334444'] }); // fixo: não recebe SMS
    const suppressed = await segmentCitizen(t, admin, w);
    await post(admin, '/api/campaigns/suppressions', {
      address: suppressed.phone,
      reason: 'Lista do PROCON',
    });

    const res = await post(assessor, '/api/campaigns/preview', {
      channel: 'sms',
      purpose: 'informativo',
      segment: { filter: { q: w } },
      text: 'Olá {{eleitor.primeiro_nome}}, reunião no bairro.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p.matched).toBe(9);
    expect(p.eligible).toBe(2);
    expect(p.excluded).toEqual({
      sem_contato: 1,
      contato_invalido: 1,
      sem_consentimento: 2,
      descadastrado: 1,
      suprimido: 1,
      duplicado: 1,
    });
    expect(p.sample).toHaveLength(7);
    expect(p.sample.every((s: { citizen: { name: string } }) => s.citizen.name.startsWith(w))).toBe(true);
    // 'informativo' carries the sender identification and the way out (TSE art. 33).
    expect(p.example).toContain('Gabinete do Vereador Joao Silva (PSB)');
    expect(p.example).toContain('Para sair, responda SAIR.');
    expect(p.segments).toBe(1);
    expect(p.costCents).toBe(2 * 9);
  });

  it('refuses 0 eligible, more than 10 segments, an unknown field and bulk WhatsApp, in pt-BR', async () => {
    const w = 'Zerozqx';
    await segmentCitizen(t, admin, w, { consent: null });
    const none = await post(admin, '/api/campaigns', campaignInput(w));
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toMatch(/^Nenhum destinatário elegível/);

    const ok = 'Longzqx';
    await segmentCitizen(t, admin, ok);
    const long = await post(admin, '/api/campaigns', campaignInput(ok, { text: 'x'.repeat(1540) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/o máximo é 10/);
    const field = await post(admin, '/api/campaigns', campaignInput(ok, { text: 'Olá {{eleitor.apelido}}' }));
    expect(field.statusCode).toBe(400);
    expect(field.json().message).toMatch(/Campo desconhecido na mensagem: \{\{eleitor.apelido\}\}/);
    const wpp = await post(admin, '/api/campaigns', campaignInput(ok, { channel: 'whatsapp' }));
    expect(wpp.statusCode).toBe(422);
    expect(wpp.json().message).toMatch(/não é a API oficial do WhatsApp/);
    const past = await post(
      admin,
      '/api/campaigns',
      campaignInput(ok, { scheduledAt: '2020-01-01T12:00:00Z' }),
    );
    expect(past.statusCode).toBe(400);
  });
});

describe('Campaigns: sending', () => {
  it('sends each eligible citizen one SMS through the simulator, with report and CSV', async () => {
    const w = 'Envzqx';
    const citizens = [];
    for (let i = 0; i < 5; i++) citizens.push(await segmentCitizen(t, admin, w));
    await segmentCitizen(t, admin, w, { consent: false });
    const res = await post(assessor, '/api/campaigns', campaignInput(w));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json()._id;
    const done = await waitForCampaign(
      t,
      admin,
      id,
      (c) => c.status === 'concluida' && c.counts.delivered === 5,
    );
    expect(done.counts).toMatchObject({ total: 5, pending: 0, sent: 5, delivered: 5, failed: 0 });
    const rows = await smsRows(id);
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.n === 1)).toBe(true);

    const report = (await get(reader, `/api/campaigns/${id}/recipients?perPage=100`)).json();
    expect(report.total).toBe(5);
    expect(report.recipients.every((r: { status: string }) => r.status === 'entregue')).toBe(true);
    const csv = await get(reader, `/api/campaigns/${id}/report.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(6);
    expect(csv.body).toContain('Entregue');

    const list = (await get(reader, '/api/campaigns')).json();
    expect(list.campaigns.map((c: { _id: string }) => c._id)).toContain(id);
  });

  it('sends an e-mail campaign through the mailer with its subject, sender and way out', async () => {
    const w = 'Mailzqx';
    await segmentCitizen(t, admin, w, { email: 'Eleitora.Mailzqx@exemplo.com.br' });
    const noSubject = await post(admin, '/api/campaigns', campaignInput(w, { channel: 'email' }));
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().message).toBe('Informe o assunto do e-mail.');
    const res = await post(
      assessor,
      '/api/campaigns',
      campaignInput(w, { channel: 'email', subject: 'Audiência pública na quinta' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    await waitForCampaign(t, admin, res.json()._id, (c) => c.status === 'concluida');
    const mail = t.mails.find((m) => m.to === 'eleitora.mailzqx@exemplo.com.br')!;
    expect(mail.subject).toBe('Audiência pública na quinta');
    expect(mail.text).toMatch(/^Olá Mailzqx, audiência pública/);
    expect(mail.text).toContain('Para não receber mais, responda SAIR a este e-mail.');
  });

  it('another office gets 404; weaker roles get 403', async () => {
    const w = 'Othzqx';
    await segmentCitizen(t, admin, w);
    const id = (await post(admin, '/api/campaigns', campaignInput(w, { draft: true }))).json()._id;
    expect((await get(otherAdmin, `/api/campaigns/${id}`)).statusCode).toBe(404);
    expect((await post(otherAdmin, `/api/campaigns/${id}/cancel`)).statusCode).toBe(404);
    expect((await get(otherAdmin, `/api/campaigns/${id}/recipients`)).statusCode).toBe(404);
    expect((await get(otherAdmin, `/api/campaigns/${id}/report.csv`)).statusCode).toBe(404);
    expect((await get(otherAdmin, '/api/campaigns')).json().campaigns).toHaveLength(0);
    expect((await get(reception, '/api/campaigns')).statusCode).toBe(403);
    expect((await post(reader, '/api/campaigns', campaignInput(w))).statusCode).toBe(403);
    expect((await post(reader, `/api/campaigns/${id}/cancel`)).statusCode).toBe(403);
    // Another office's saved filter is not found either.
    const foreign = await post(otherAdmin, '/api/campaigns/preview', {
      channel: 'sms',
      purpose: 'informativo',
      segment: { savedFilterId: '00000000-0000-4000-8000-00000000ffff' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('pause, resume and cancel; consent revoked while paused skips that citizen at send time', async () => {
    await putWindow(t, admin, { smsPerMinute: 60 }); // batches of 5 every 5 s
    const w = 'Pauzqx';
    const citizens = [];
    for (let i = 0; i < 12; i++) citizens.push(await segmentCitizen(t, admin, w));
    const id = (await post(assessor, '/api/campaigns', campaignInput(w))).json()._id;
    const paused = await post(assessor, `/api/campaigns/${id}/pause`);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().status).toBe('pausada');
    expect((await post(assessor, `/api/campaigns/${id}/pause`)).statusCode).toBe(409);
    await t.deps.jobs.idle();
    const sentWhilePaused = (await get(admin, `/api/campaigns/${id}`)).json().counts;
    expect(sentWhilePaused.pending).toBeGreaterThan(0);

    // A refusal recorded while paused: checked again when the message goes out.
    const last = await t.deps.database.executeSql(
      `select citizen_id from campaign_recipients where campaign_id = '${id}' and status = 'pendente' limit 1`,
    );
    const revoked = (last as { rows: { citizen_id: string }[] }).rows[0]!.citizen_id;
    await post(admin, `/api/citizens/${revoked}/consents`, {
      channel: 'sms',
      purpose: 'informativo',
      granted: false,
      source: 'telefone',
    });
    await putWindow(t, admin);
    const resumed = await post(assessor, `/api/campaigns/${id}/resume`);
    expect(resumed.json().status).toBe('enviando');
    const done = await waitForCampaign(t, admin, id, (c) => c.status === 'concluida');
    expect(done.counts).toMatchObject({ total: 12, pending: 0, optedOut: 1 });
    const skipped = (await get(admin, `/api/campaigns/${id}/recipients?status=excluido`)).json();
    expect(skipped.recipients).toEqual([
      expect.objectContaining({
        citizen: expect.objectContaining({ _id: revoked }),
        reason: 'descadastrado',
      }),
    ]);
    expect((await smsRows(id)).map((r) => r.citizen_id)).not.toContain(revoked);

    const cancelDone = await post(assessor, `/api/campaigns/${id}/cancel`);
    expect(cancelDone.statusCode).toBe(409);
    expect(cancelDone.json().message).toBe('Uma campanha concluída não pode ser cancelada.');
  });

  it('a cancelled campaign sends nothing more; a scheduled one waits for its time', async () => {
    const w = 'Canzqx';
    for (let i = 0; i < 3; i++) await segmentCitizen(t, admin, w);
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const scheduled = await post(assessor, '/api/campaigns', campaignInput(w, { scheduledAt: later }));
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    expect(scheduled.json()).toMatchObject({ status: 'agendada', counts: { total: 0 } });
    const cancelled = await post(assessor, `/api/campaigns/${scheduled.json()._id}/cancel`);
    expect(cancelled.json().status).toBe('cancelada');
    await t.deps.jobs.idle();
    expect(await smsRows(scheduled.json()._id)).toHaveLength(0);
  });

  it('outside the window it waits with the next opening instead of sending', async () => {
    const today = new Date();
    const days = [-1, 0, 1].map((d) => new Date(today.getTime() + d * 86_400_000).toISOString().slice(0, 10));
    await putWindow(t, admin, { blockedDates: days });
    try {
      const w = 'Janzqx';
      await segmentCitizen(t, admin, w);
      const id = (await post(assessor, '/api/campaigns', campaignInput(w))).json()._id;
      const waiting = await waitForCampaign(t, admin, id, (c) => c.nextAttemptAt !== null);
      expect(waiting.status).toBe('enviando');
      expect(waiting.counts.sent).toBe(0);
      expect(waiting.note).toMatch(/^Fora da janela de envio: retoma em/);
      expect(new Date(waiting.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now());
    } finally {
      await putWindow(t, admin);
    }
  });
});

describe('Campaigns: demo data', () => {
  it('has a finished campaign with a realistic report and one scheduled for next week', async () => {
    const list = (await get(reader, '/api/campaigns?perPage=100')).json().campaigns as {
      _id: string;
      status: string;
      scheduledAt: string | null;
      counts: Record<string, number>;
    }[];
    const finished = list.find((c) => c.status === 'concluida' && c.counts.total === 24)!;
    expect(finished.counts).toMatchObject({
      total: 24,
      pending: 0,
      sent: 20,
      delivered: 20,
      failed: 2,
      optedOut: 2,
    });
    const scheduled = list.find((c) => c.status === 'agendada')!;
    const inDays = (new Date(scheduled.scheduledAt!).getTime() - Date.now()) / 86_400_000;
    expect(inDays).toBeGreaterThan(6);
    expect(inDays).toBeLessThan(8);
  });
});
