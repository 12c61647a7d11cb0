// The office's time zone (organizations.time_zone) decides the calendar day near midnight, not Brasília.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { dayIn, startOfDayIn } from '../../lib/office-time.ts';
import { monthOf, monthRange } from '../ai/ai-settings.ts';
import { forgetPrincipal } from '../auth/principal.ts';
import { DEMO_ORG, insertCitizen } from '../citizen-reports/test-fixtures.ts';
import { reminderWhen, whenText } from '../events/event-times.ts';
import { downloadName } from '../exports/export-files.ts';
import { forgetOfficeTimeZone, officeTimeZone } from './office-time-zone.ts';
import { organizations } from './organizations.table.ts';

// 02:30 UTC on 1 Mar 2026: 23:30 on 28 Feb in Brasília, 00:30 on 1 Mar in Noronha (UTC−2).
const NEAR_MIDNIGHT = new Date('2026-03-01T02:30:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

async function setZone(zone: string) {
  await t.deps.database.db
    .update(organizations)
    .set({ timeZone: zone })
    .where(eq(organizations.id, DEMO_ORG));
  forgetPrincipal();
  forgetOfficeTimeZone();
}

describe('office time zone', () => {
  it('aniversariantes de hoje follow the office zone near midnight', async () => {
    await insertCitizen(t, { name: 'Fuso Nascido Primeiro Março', birthDate: '1990-03-01' });
    await insertCitizen(t, { name: 'Fuso Nascido Fevereiro', birthDate: '1990-02-28' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NEAR_MIDNIGHT);
    try {
      const token = await t.login('leitura@gabinete.demo');
      const names = async () =>
        (await t.call(token, { method: 'GET', url: '/api/citizens/birthdays?period=today&perPage=200' }))
          .json()
          .citizens.map((c: { name: string }) => c.name)
          .filter((n: string) => n.startsWith('Fuso '));
      await setZone('America/Sao_Paulo');
      expect(await names()).toEqual(['Fuso Nascido Fevereiro']);
      await setZone('America/Noronha');
      expect(await names()).toEqual(['Fuso Nascido Primeiro Março']);
      const me = (await t.call(token, { method: 'GET', url: '/api/me' })).json();
      expect(me.timeZone ?? me.userData?.timeZone).toBe('America/Noronha');
    } finally {
      vi.useRealTimers();
      await setZone('America/Sao_Paulo');
    }
  });

  it('reads the stored zone once per office and forgets it when the profile changes', async () => {
    await setZone('America/Manaus');
    expect(await officeTimeZone(t.deps.database.db, DEMO_ORG)).toBe('America/Manaus');
    await setZone('America/Sao_Paulo');
    expect(await officeTimeZone(t.deps.database.db, DEMO_ORG)).toBe('America/Sao_Paulo');
  });

  it('AI monthly usage period starts at midnight on the office clock', () => {
    expect(monthOf(NEAR_MIDNIGHT)).toBe('2026-02');
    expect(monthOf(NEAR_MIDNIGHT, 'America/Noronha')).toBe('2026-03');
    expect(monthRange('2026-03', 'America/Noronha').from.toISOString()).toBe('2026-03-01T02:00:00.000Z');
    expect(monthRange('2026-03', 'America/Manaus').to.toISOString()).toBe('2026-04-01T04:00:00.000Z');
    expect(monthRange('2026-03').from.toISOString()).toBe('2026-03-01T03:00:00.000Z');
  });

  it('event reminder text reads the office clock', () => {
    const startsAt = new Date('2026-03-01T03:30:00Z'); // 00:30 in Brasília, 23:30 on 28 Feb in Manaus
    const now = new Date('2026-03-01T02:00:00Z');
    expect(reminderWhen(startsAt, false, now)).toBe('amanhã às 00:30');
    expect(reminderWhen(startsAt, false, now, 'America/Manaus')).toBe('às 23:30');
    expect(whenText(startsAt, false, now, 'America/Noronha')).toBe('hoje às 01:30');
  });

  it("export file names carry the office's calendar day", () => {
    const row = { format: 'xlsx', createdAt: NEAR_MIDNIGHT };
    expect(downloadName(row)).toBe('eleitores-2026-02-28.xlsx');
    expect(downloadName(row, 'America/Noronha')).toBe('eleitores-2026-03-01.xlsx');
    expect(dayIn('America/Manaus', new Date('2026-03-01T03:30:00Z'))).toBe('2026-02-28');
    expect(startOfDayIn('America/Manaus', '2026-03-01').toISOString()).toBe('2026-03-01T04:00:00.000Z');
  });
});
