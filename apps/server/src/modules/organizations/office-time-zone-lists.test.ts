// Lists and files on the office's calendar near midnight: overdue demandas, ages on the citizens list,
// the citizens export's 'Cadastrado em' column and the version-conflict message follow organizations.time_zone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { whenSaved } from '../../lib/version-conflict.ts';
import { forgetPrincipal } from '../auth/principal.ts';
import { DEMO_ORG, insertCitizen } from '../citizen-reports/test-fixtures.ts';
import { createDemand } from '../demands/demands-test-helpers.ts';
import { waitForExport } from '../imports/transfers-test-helpers.ts';
import { forgetOfficeTimeZone } from './office-time-zone.ts';
import { organizations } from './organizations.table.ts';

// 02:30 UTC on 1 Mar 2026: 23:30 on 28 Feb in Brasília, 00:30 on 1 Mar in Noronha (UTC−2).
const NEAR_MIDNIGHT = new Date('2026-03-01T02:30:00Z');

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
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

describe('office time zone in lists', () => {
  it("a demanda due on 28 Feb is overdue once the office's day is 1 Mar (Noronha), not in Brasília", async () => {
    const citizenId = await insertCitizen(t, { name: 'Fuso Demandante' });
    const demand = await createDemand(t, admin, { title: 'Poda de árvore no fuso', citizenIds: [citizenId] });
    await t.deps.database.executeSql(`update demands set due_date = '2026-02-28' where id = $1`, [
      demand._id,
    ]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NEAR_MIDNIGHT);
    try {
      const overdue = async () => {
        const res = await t.call(admin, {
          method: 'GET',
          url: `/api/demands?citizenId=${citizenId}&overdue=true`,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().demands.map((d: { _id: string; overdue: boolean }) => [d._id, d.overdue]);
      };
      await setZone('America/Sao_Paulo');
      expect(await overdue()).toEqual([]);
      await setZone('America/Noronha');
      expect(await overdue()).toEqual([[demand._id, true]]);
    } finally {
      vi.useRealTimers();
      await setZone('America/Sao_Paulo');
    }
  });

  it("each citizens list row's age counts on the office's today", async () => {
    await insertCitizen(t, { name: 'Fuso Aniversariante Idade', birthDate: '1990-03-01' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NEAR_MIDNIGHT);
    try {
      const age = async () => {
        const res = await t.call(admin, {
          method: 'GET',
          url: `/api/citizens?q=${encodeURIComponent('Fuso Aniversariante Idade')}`,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().citizens[0]?.age;
      };
      await setZone('America/Sao_Paulo');
      expect(await age()).toBe(35);
      await setZone('America/Noronha');
      expect(await age()).toBe(36);
    } finally {
      vi.useRealTimers();
      await setZone('America/Sao_Paulo');
    }
  });

  it("the citizens export's 'Cadastrado em' is the office's day", async () => {
    const id = await insertCitizen(t, { name: 'Fuso Exportado' });
    await t.deps.database.executeSql(`update citizens set created_at = $2 where id = $1`, [
      id,
      NEAR_MIDNIGHT.toISOString(),
    ]);
    const registeredOn = async () => {
      const res = await t.call(admin, { method: 'POST', url: '/api/exports', payload: { ids: [id] } });
      expect(res.statusCode, res.body).toBe(201);
      const done = await waitForExport(t, admin, res.json()._id);
      expect(done.status).toBe('completed');
      const file = await t.app.inject({ method: 'GET', url: done.downloadUrl! });
      const row = file.body.replace('\uFEFF', '').trim().split(/\r?\n/)[1]!;
      return row.split(';').at(-1);
    };
    try {
      await setZone('America/Sao_Paulo');
      expect(await registeredOn()).toBe('28/02/2026');
      await setZone('America/Noronha');
      expect(await registeredOn()).toBe('01/03/2026');
    } finally {
      await setZone('America/Sao_Paulo');
    }
  });

  it('the version-conflict time reads the caller office clock', () => {
    const savedAt = new Date('2026-03-01T02:10:00Z');
    expect(whenSaved(savedAt, NEAR_MIDNIGHT)).toBe('às 23:10');
    expect(whenSaved(savedAt, NEAR_MIDNIGHT, 'America/Manaus')).toBe('às 22:10');
    expect(whenSaved(savedAt, new Date('2026-03-01T12:00:00Z'), 'America/Noronha')).toBe('às 00:10');
    expect(whenSaved(savedAt, new Date('2026-03-02T12:00:00Z'), 'America/Noronha')).toBe(
      'em 01/03/2026 às 00:10',
    );
  });
});
