import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ensureMessagingSettings } from '../campaigns/messaging-settings.ts';
import { messagingSettings } from '../campaigns/campaigns.table.ts';
import { createDemand, loadFixtures, query, type Fixtures } from '../demands/demands-test-helpers.ts';
import { greetingCitizen, validSettings } from './greetings-test-helpers.ts';
import { loadGreetingConfig } from './greeting-settings.ts';
import { greetOffice, runGreetings } from './greetings-run.ts';

let t: TestApp;
let f: Fixtures;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await loadFixtures(t);
  admin = await t.login('admin@gabinete.demo');
});
afterAll(() => t.close());

const DEMO = '00000000-0000-4000-8000-000000000001';
const settings = (payload: object) =>
  t.call(admin, { method: 'PUT', url: '/api/greetings/settings', payload: { ...validSettings, ...payload } });

/** The durable queue took it and the simulator accepted it (it may already report it delivered). */
async function waitForSent(id: string) {
  const until = Date.now() + 8000;
  let status = 'pendente';
  while (status === 'pendente' && Date.now() < until) {
    status = (await t.call(admin, { method: 'GET', url: `/api/sms/${id}` })).json().status;
    if (status === 'pendente') await new Promise((r) => setTimeout(r, 50));
  }
  expect(['enviada', 'entregue']).toContain(status);
}

async function greetingsOf(ids: string[]) {
  return query<{
    citizen_id: string;
    channel: string;
    year: number;
    sms: string | null;
    chat: string | null;
  }>(
    t,
    `select a.citizen_id, a.channel, a.year, a.sms_message_id as sms, a.chat_message_id as chat
       from auto_messages a where a.kind = 'aniversario' and a.citizen_id = any($1::uuid[])`,
    [ids],
  );
}

describe('the daily greetings run', () => {
  it('greets each aniversariante once a year, even when the run repeats, on the first channel allowed', async () => {
    expect((await settings({ channels: ['sms', 'whatsapp'] })).statusCode).toBe(200);
    const bySms = await Promise.all(
      [1, 2, 3].map((i) =>
        greetingCitizen(t, admin, {
          name: `Joana Março ${i}`,
          birthday: '03-10',
          consents: { 'sms:aniversario': true },
        }),
      ),
    );
    const byWhatsapp = await greetingCitizen(t, admin, {
      name: 'Joana Março Zap',
      birthday: '03-10',
      consents: { 'whatsapp:aniversario': true },
    });
    const skipped = await greetingCitizen(t, admin, { name: 'Joana Março Sem', birthday: '03-10' });
    const ids = [...bySms.map((c) => c.id), byWhatsapp.id, skipped.id];

    // 07:00 in São Paulo, before the send hour (9): nothing yet.
    await runGreetings(t.deps, new Date('2027-03-10T10:00:00Z'));
    expect(await greetingsOf(ids)).toHaveLength(0);

    const at = new Date('2027-03-10T13:30:00Z');
    await Promise.all([runGreetings(t.deps, at), runGreetings(t.deps, at)]);
    await runGreetings(t.deps, new Date('2027-03-10T14:00:00Z'));
    const rows = await greetingsOf(ids);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.citizen_id)).size).toBe(4);
    expect(rows.every((r) => r.year === 2027)).toBe(true);
    expect(rows.find((r) => r.citizen_id === byWhatsapp.id)).toMatchObject({ channel: 'whatsapp' });
    const sms = await query(
      t,
      `select citizen_id, body from sms_messages where kind = 'aniversario' and citizen_id = any($1::uuid[])`,
      [ids],
    );
    expect(sms).toHaveLength(3);
    expect(String(sms[0]!.body)).toMatch(/^Feliz aniversario, Joana! /);
    const chat = await query(
      t,
      `select m.id from chat_messages m join chats c on c.id = m.chat_id where c.citizen_id = $1 and m.direction = 'out'`,
      [byWhatsapp.id],
    );
    expect(chat).toHaveLength(1);
    await waitForSent(rows.find((r) => r.sms)!.sms!);

    // The citizen's timeline carries the greeting.
    const timeline = await t.call(admin, { method: 'GET', url: `/api/citizens/${bySms[0]!.id}/timeline` });
    const titles = timeline.json().items.map((i: { title: string }) => i.title);
    expect(titles.some((x: string) => x.startsWith('Felicitação de aniversário por SMS'))).toBe(true);
    expect(titles.some((x: string) => x.startsWith('SMS '))).toBe(false);

    // The next year greets again, once.
    await runGreetings(t.deps, new Date('2028-03-10T13:30:00Z'));
    await runGreetings(t.deps, new Date('2028-03-10T13:31:00Z'));
    expect((await greetingsOf(ids)).filter((r) => r.year === 2028)).toHaveLength(4);
  });

  it('sends at most the per-minute limit in one tick', async () => {
    expect((await settings({ maxPerMinute: 2 })).statusCode).toBe(200);
    const people = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        greetingCitizen(t, admin, {
          name: `Rita Abril ${i}`,
          birthday: '04-22',
          consents: { 'sms:aniversario': true },
        }),
      ),
    );
    const config = await loadGreetingConfig(t.deps.database.db, DEMO);
    const counts: number[] = [];
    for (let minute = 0; minute < 6; minute++) {
      counts.push(await greetOffice(t.deps, config, 'Gabinete', new Date(`2027-04-22T13:0${minute}:00Z`)));
    }
    expect(Math.max(...counts)).toBeLessThanOrEqual(2);
    expect(await greetingsOf(people.map((p) => p.id))).toHaveLength(5);
  });

  it('greets nobody from 16 August of an election year until the day after the last round, nor when off', async () => {
    expect((await settings({ maxPerMinute: 30 })).statusCode).toBe(200);
    const aug = await greetingCitizen(t, admin, { birthday: '08-16', consents: { 'sms:aniversario': true } });
    const oct = await greetingCitizen(t, admin, { birthday: '10-26', consents: { 'sms:aniversario': true } });
    const after = await greetingCitizen(t, admin, {
      birthday: '10-27',
      consents: { 'sms:aniversario': true },
    });
    await runGreetings(t.deps, new Date('2026-08-16T13:00:00Z'));
    await runGreetings(t.deps, new Date('2026-10-26T13:00:00Z'));
    expect(await greetingsOf([aug.id, oct.id])).toHaveLength(0);
    await runGreetings(t.deps, new Date('2026-10-27T13:00:00Z'));
    expect(await greetingsOf([after.id])).toHaveLength(1);
    // Switched off: nothing, even on an ordinary day.
    expect((await settings({ enabled: false })).statusCode).toBe(200);
    await runGreetings(t.deps, new Date('2027-08-16T13:00:00Z'));
    expect(await greetingsOf([aug.id])).toHaveLength(0);
  });
});

describe('the office’s blocked days', () => {
  it('greets nobody on a date the office blocked, nor on a national holiday when Sundays and holidays are off', async () => {
    expect((await settings({ enabled: true, maxPerMinute: 30 })).statusCode).toBe(200);
    await ensureMessagingSettings(t.deps.database.db, DEMO);
    await t.deps.database.db
      .update(messagingSettings)
      .set({ blockedDates: ['2027-03-10'], skipSundaysAndHolidays: true })
      .where(eq(messagingSettings.organizationId, DEMO));
    const blocked = await greetingCitizen(t, admin, {
      birthday: '03-10',
      consents: { 'sms:aniversario': true },
    });
    const tiradentes = await greetingCitizen(t, admin, {
      birthday: '04-21',
      consents: { 'sms:aniversario': true },
    });
    const ordinary = await greetingCitizen(t, admin, {
      birthday: '03-11',
      consents: { 'sms:aniversario': true },
    });
    await runGreetings(t.deps, new Date('2027-03-10T13:00:00Z'));
    await runGreetings(t.deps, new Date('2027-04-21T13:00:00Z'));
    expect(await greetingsOf([blocked.id, tiradentes.id])).toHaveLength(0);
    await runGreetings(t.deps, new Date('2027-03-11T13:00:00Z'));
    expect(await greetingsOf([ordinary.id])).toHaveLength(1);
  });
});

describe('demanda-status messages', () => {
  it('queues the message after the status change only for citizens with consent, and logs it', async () => {
    const target = f.statuses.demo.get('prefeitura')!;
    const put = await t.call(admin, {
      method: 'PUT',
      url: `/api/greetings/status-messages/${target}`,
      payload: {
        enabled: true,
        channel: 'sms',
        template:
          'Ola, {{eleitor.primeiro_nome}}! Sua demanda {{demanda.protocolo}} foi encaminhada à Prefeitura.',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const told = await greetingCitizen(t, admin, {
      name: 'Clara Avisada',
      consents: { 'sms:atendimento': true },
    });
    const notTold = await greetingCitizen(t, admin, {
      name: 'Davi Sem Aviso',
      consents: { 'sms:aniversario': true },
    });
    const demand = await createDemand(t, admin, {
      title: 'Poda de árvore na praça',
      citizenIds: [told.id, notTold.id],
    });
    const before = await query(
      t,
      `select 1 from sms_messages where kind = 'demanda_status' and citizen_id = any($1::uuid[])`,
      [[told.id, notTold.id]],
    );
    expect(before).toHaveLength(0);

    const res = await t.call(admin, {
      method: 'PATCH',
      url: `/api/demands/${demand._id}/status`,
      payload: { version: demand.version, statusId: target },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await query<{ id: string; citizen_id: string; body: string }>(
      t,
      `select id, citizen_id, body from sms_messages where kind = 'demanda_status' and citizen_id = any($1::uuid[])`,
      [[told.id, notTold.id]],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ citizen_id: told.id });
    expect(rows[0]!.body).toBe(`Ola, Clara! Sua demanda ${demand.protocol} foi encaminhada à Prefeitura.`);
    await waitForSent(rows[0]!.id);

    const history = (
      await t.call(admin, { method: 'GET', url: `/api/demands/${demand._id}/history` })
    ).json();
    const entry = history.changes.find((c: { action: string }) => c.action === 'citizen_message');
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'told', from: null, to: ['Clara Avisada'] },
        { field: 'not_told', from: null, to: ['Davi Sem Aviso (sem consentimento para SMS)'] },
      ]),
    );
    const timeline = (
      await t.call(admin, { method: 'GET', url: `/api/citizens/${told.id}/timeline` })
    ).json();
    expect(
      timeline.items.some((i: { title: string }) =>
        i.title.startsWith('Aviso de andamento da demanda por SMS'),
      ),
    ).toBe(true);

    // A move into a status without a message tells nobody.
    const quiet = await createDemand(t, admin, { title: 'Iluminação na rua', citizenIds: [told.id] });
    const next =
      f.statuses.demo.get('andamento') ?? [...f.statuses.demo.values()].find((id) => id !== target)!;
    await t.call(admin, {
      method: 'PATCH',
      url: `/api/demands/${quiet._id}/status`,
      payload: { version: quiet.version, statusId: next },
    });
    const after = await query(t, `select 1 from auto_messages where demand_id = $1`, [quiet._id]);
    expect(after).toHaveLength(0);
  });
});
