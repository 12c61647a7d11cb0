// LGPD and messaging: the data export lists the SMS, automatic messages and campaigns sent to the citizen;
// anonymising erases their numbers, e-mails and texts there too, keeping counts and statuses for the reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { campaignCounts } from '../campaigns/campaigns-worker.ts';
import {
  campaignInput,
  putWindow,
  segmentCitizen,
  waitForCampaign,
} from '../campaigns/campaigns-test-helpers.ts';
import { noneQueued, writeAutoMessage } from '../greetings/auto-send.ts';
import { ERASED, ERASED_BEFORE_SENDING } from './anonymize.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  await putWindow(t, admin);
});
afterAll(() => t.close());

const DEMO_ORG = '00000000-0000-4000-8000-000000000001';
const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  ((await t.deps.database.executeSql(text, values)) as { rows: T[] }).rows;

describe('LGPD and the messages sent to a citizen', () => {
  it('exports the SMS, greetings and campaigns sent to the citizen, and anonymising erases them', async () => {
    const word = 'Lgpdmensagens';
    const c = await segmentCitizen(t, admin, word);
    const other = await segmentCitizen(t, admin, word);
    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/campaigns',
      payload: campaignInput(word),
    });
    expect(created.statusCode, created.body).toBe(201);
    const campaignId = created.json()._id as string;
    // Settled: the simulator's delivery receipts arrive after the campaign concludes, and one landing later
    // would change the counts this test compares after the anonymisation.
    await waitForCampaign(
      t,
      admin,
      campaignId,
      (x) => x.status === 'concluida' && x.counts.delivered + x.counts.failed === x.counts.total,
    );
    const countsBefore = await campaignCounts(t.deps, campaignId);
    expect(countsBefore.total).toBe(2);
    // A birthday greeting by SMS and a status message by WhatsApp, both still waiting to go out.
    const queued = noneQueued();
    await t.deps.database.db.transaction(async (tx) => {
      const base = { organizationId: DEMO_ORG, citizenId: c.id, phone: c.phone! };
      await writeAutoMessage(
        tx,
        {
          ...base,
          kind: 'aniversario',
          channel: 'sms',
          body: 'Feliz aniversário!',
          purpose: 'aniversario',
          year: 2032,
        },
        queued,
      );
      await writeAutoMessage(
        tx,
        {
          ...base,
          kind: 'demanda_status',
          channel: 'whatsapp',
          body: 'Sua demanda andou.',
          purpose: 'atendimento',
        },
        queued,
      );
    });

    const data = (await t.call(admin, { method: 'GET', url: `/api/citizens/${c.id}/data` })).json();
    expect(data.campanhas).toEqual([
      expect.objectContaining({ campanha: `Convite audiência ${word}`, canal: 'sms', endereco: c.phone }),
    ]);
    expect(data.campanhas[0].texto).toMatch(/audiência pública|audiencia publica/);
    // Both written in one transaction (same instant): compared in a fixed order.
    const auto = [...(data.mensagens_automaticas as { tipo: string }[])].sort((a, b) =>
      a.tipo.localeCompare(b.tipo),
    );
    expect(auto).toEqual([
      expect.objectContaining({
        tipo: 'Aviso de andamento da demanda',
        canal: 'whatsapp',
        texto: 'Sua demanda andou.',
      }),
      expect.objectContaining({ tipo: 'Felicitação de aniversário', canal: 'sms', telefone: c.phone }),
    ]);
    expect(data.sms.length).toBeGreaterThanOrEqual(2);

    const res = await t.call(admin, { method: 'POST', url: `/api/citizens/${c.id}/anonymize` });
    expect(res.statusCode, res.body).toBe(200);

    const sms = await sql<{
      phone: string;
      body: string;
      status: string;
      error: string | null;
      kind: string;
    }>('select phone, body, status, error, kind from sms_messages where citizen_id = $1', [c.id]);
    expect(sms.length).toBeGreaterThanOrEqual(2);
    expect(sms.every((m) => m.phone === ERASED && m.body === ERASED)).toBe(true);
    expect(sms.find((m) => m.kind === 'aniversario')).toMatchObject({
      status: 'falhou',
      error: ERASED_BEFORE_SENDING,
    });
    expect(sms.find((m) => m.kind === 'campaign')!.status).not.toBe('falhou');
    const autoRows = await sql('select phone, body from auto_messages where citizen_id = $1', [c.id]);
    expect(autoRows).toEqual([
      { phone: ERASED, body: ERASED },
      { phone: ERASED, body: ERASED },
    ]);
    const chat = await sql('select body, delivery_state, error from chat_messages where id = $1', [
      queued.chat[0],
    ]);
    expect(chat).toEqual([{ body: ERASED, delivery_state: 'falhou', error: ERASED_BEFORE_SENDING }]);
    const recipients = await sql('select address from campaign_recipients where citizen_id = $1', [c.id]);
    expect(recipients).toEqual([{ address: ERASED }]);
    // The report still counts them; the other citizen is untouched.
    expect(await campaignCounts(t.deps, campaignId)).toEqual(countsBefore);
    const kept = await sql('select address from campaign_recipients where citizen_id = $1', [other.id]);
    expect(kept).toEqual([{ address: other.phone }]);

    // Nothing of it is left in the export, the WhatsApp conversation the status message opened included.
    const after = JSON.stringify(
      (await t.call(admin, { method: 'GET', url: `/api/citizens/${c.id}/data` })).json(),
    );
    expect(after).not.toContain(c.phone!);
    expect(after).not.toContain('Sua demanda andou.');
  });
});
