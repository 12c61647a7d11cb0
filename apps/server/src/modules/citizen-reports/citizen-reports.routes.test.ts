import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { officeToday } from './birthday-window.ts';
import { listBirthdays } from './birthdays.ts';
import { DEMO_ORG, insertCitizen, insertTag, OTHER_ORG } from './test-fixtures.ts';

let t: TestApp;
let admin: string;
let assessor: string;
let reader: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.call(token, { method: 'GET', url });
const pad = (n: number) => String(n).padStart(2, '0');

/** The São Paulo calendar day n days from today. */
function dayFromToday(n: number) {
  const today = officeToday();
  const d = new Date(Date.UTC(today.year, today.month - 1, today.day + n));
  return { year: d.getUTCFullYear(), md: `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` };
}
/** A birth date with that day's month-day (avoiding 29 Feb, which moves in common years). */
const bornOn = (year: number, md: string) => `${year}-${md === '02-29' ? '02-28' : md}`;

describe('GET /api/citizens/birthdays', () => {
  it('lists today and this week by day then name, with age and contacts', async () => {
    const today = dayFromToday(0);
    const soon = dayFromToday(3);
    const tag = await insertTag(t, 'Aniversário VIP');
    await insertCitizen(t, {
      name: 'Aniv Hoje Beta',
      birthDate: bornOn(1990, today.md),
      phones: [
        { number: '+551933334444', type: 'residencial', preferred: true },
        { number: '+5519999990001', type: 'celular', canContact: false },
        { number: '+5519999990002', type: 'whatsapp' },
      ],
      emails: [{ address: 'beta@exemplo.com' }, { address: 'beta.pref@exemplo.com', preferred: true }],
      tagIds: [tag],
    });
    await insertCitizen(t, { name: 'Aniv Hoje Alfa', birthDate: bornOn(2000, today.md) });
    await insertCitizen(t, { name: 'Aniv Semana', birthDate: bornOn(1985, soon.md) });
    await insertCitizen(t, { name: 'Aniv Removido', birthDate: bornOn(1970, today.md), deleted: true });
    await insertCitizen(t, {
      name: 'Aniv Outro Gabinete',
      birthDate: bornOn(1970, today.md),
      org: OTHER_ORG,
    });

    const res = await get(reader, '/api/citizens/birthdays?period=today&perPage=200');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const mine = body.citizens.filter((c: { name: string }) => c.name.startsWith('Aniv '));
    expect(mine.map((c: { name: string }) => c.name)).toEqual(['Aniv Hoje Alfa', 'Aniv Hoje Beta']);
    expect(mine[1]).toMatchObject({
      turningAge: today.year - 1990,
      day: today.md === '02-29' ? '02-29' : today.md,
      phone: '+551933334444',
      whatsapp: '+5519999990002',
      email: 'beta.pref@exemplo.com',
      tags: [{ _id: tag, name: 'Aniversário VIP', color: 'blue' }],
    });
    expect(body.from).toBe(body.to);

    const week = (await get(reader, '/api/citizens/birthdays?period=week&perPage=200')).json();
    const names = week.citizens
      .map((c: { name: string }) => c.name)
      .filter((n: string) => n.startsWith('Aniv '));
    expect(names).toEqual(['Aniv Hoje Alfa', 'Aniv Hoje Beta', 'Aniv Semana']);
    expect(week.citizens.find((c: { name: string }) => c.name === 'Aniv Semana').turningAge).toBe(
      soon.year - 1985,
    );
  });

  it('shows 29 Feb birthdays on 28 Feb in a common year', async () => {
    const id = await insertCitizen(t, { name: 'Bissexto Silva', birthDate: '2000-02-29', org: OTHER_ORG });
    const list = await listBirthdays(
      t.deps.database.db,
      OTHER_ORG,
      { period: 'today', page: 1, perPage: 50 },
      new Date('2025-02-28T15:00:00Z'),
    );
    expect(list.citizens.find((c) => c._id === id)).toMatchObject({ day: '02-28', turningAge: 25 });
    const leap = await listBirthdays(
      t.deps.database.db,
      OTHER_ORG,
      { period: 'month', month: 2, page: 1, perPage: 50 },
      new Date('2028-01-10T15:00:00Z'),
    );
    expect(leap.citizens.find((c) => c._id === id)).toMatchObject({ day: '02-29', turningAge: 28 });
    expect([leap.from, leap.to]).toEqual(['2028-02-01', '2028-02-29']);
  });

  it('refuses bad input in pt-BR and needs read on citizens', async () => {
    const bad = await get(reader, '/api/citizens/birthdays?period=year');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Parâmetro período: /);
    expect((await get(reader, '/api/citizens/birthdays?period=month&month=13')).statusCode).toBe(400);
    await t.deps.database.executeSql(
      `update users set ability = '[{"action":"read","subject":"dashboard"}]', role = 'leitura' where email = 'sac@gabinete.demo'`,
    );
    const limited = await t.login('sac@gabinete.demo');
    expect((await get(limited, '/api/citizens/birthdays')).statusCode).toBe(403);
  });

  it('static paths live beside GET /api/citizens/:id', async () => {
    const id = await insertCitizen(t, { name: 'Rota Fixa' });
    expect((await get(reader, '/api/citizens/birthdays')).statusCode).toBe(200);
    expect((await get(reader, '/api/citizens/ranking')).statusCode).toBe(200);
    expect((await get(reader, '/api/citizens/map')).statusCode).toBe(200);
    const one = await get(reader, `/api/citizens/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().name).toBe('Rota Fixa');
  });
});

describe('ranking', () => {
  it('ranks live lideranças by live referrals with the formula, weights stored per office', async () => {
    const top = await insertCitizen(t, { name: 'Líder Primeira', cityIbge: 3509502, neighborhood: 'Cambuí' });
    const second = await insertCitizen(t, { name: 'Líder Segundo' });
    const gone = await insertCitizen(t, { name: 'Líder Removido', deleted: true });
    for (let i = 0; i < 3; i++) await insertCitizen(t, { name: `Indicado ${i}`, leaderId: top });
    await insertCitizen(t, { name: 'Indicado removido', leaderId: top, deleted: true });
    await insertCitizen(t, { name: 'Indicado do segundo', leaderId: second });
    for (let i = 0; i < 5; i++) await insertCitizen(t, { name: `Órfão ${i}`, leaderId: gone });

    const res = await get(reader, '/api/citizens/ranking?perPage=100');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.weights).toEqual({ referral: 10 });
    expect(body.formula).toBe('pontos = 10 × eleitores indicados');
    const a = body.entries.find((e: { citizen: { _id: string } }) => e.citizen._id === top);
    const b = body.entries.find((e: { citizen: { _id: string } }) => e.citizen._id === second);
    expect(a).toMatchObject({
      citizen: { name: 'Líder Primeira', neighborhood: 'Cambuí', city: 'Campinas' },
      counts: { referral: 3 },
      points: 30,
    });
    expect(b).toMatchObject({ counts: { referral: 1 }, points: 10 });
    expect(a.position).toBeLessThan(b.position);
    expect(body.entries.some((e: { citizen: { _id: string } }) => e.citizen._id === gone)).toBe(false);

    const denied = await t.call(assessor, {
      method: 'PUT',
      url: '/api/citizens/ranking/weights',
      payload: { referral: 5 },
    });
    expect(denied.statusCode).toBe(403);
    const put = await t.call(admin, {
      method: 'PUT',
      url: '/api/citizens/ranking/weights',
      payload: { referral: 5 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().formula).toBe('pontos = 5 × eleitores indicados');
    const again = (await get(reader, '/api/citizens/ranking?perPage=100')).json();
    expect(again.entries.find((e: { citizen: { _id: string } }) => e.citizen._id === top).points).toBe(15);
    // Another office keeps its own weights and never sees these lideranças.
    const other = (await get(otherAdmin, '/api/citizens/ranking?perPage=100')).json();
    expect(other.weights).toEqual({ referral: 10 });
    expect(other.entries.some((e: { citizen: { _id: string } }) => e.citizen._id === top)).toBe(false);

    const bad = await t.call(admin, {
      method: 'PUT',
      url: '/api/citizens/ranking/weights',
      payload: { referral: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Use 0 ou mais pontos');
  });
});

describe('GET /api/citizens/:id/referrals', () => {
  it('shows the chain of lideranças above and the direct referrals with their own counts', async () => {
    const a = await insertCitizen(t, { name: 'Topo Árvore' });
    const b = await insertCitizen(t, { name: 'Meio Árvore', leaderId: a });
    const c = await insertCitizen(t, { name: 'Centro Árvore', leaderId: b });
    const d = await insertCitizen(t, { name: 'Folha Árvore', leaderId: c, cityIbge: 3509502 });
    await insertCitizen(t, { name: 'Neto Árvore', leaderId: d });
    await insertCitizen(t, { name: 'Removido Árvore', leaderId: c, deleted: true });

    const res = await get(reader, `/api/citizens/${c}/referrals`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ancestors: [
        { _id: a, name: 'Topo Árvore' },
        { _id: b, name: 'Meio Árvore' },
      ],
      referrals: [{ _id: d, name: 'Folha Árvore', city: 'Campinas', referralsCount: 1 }],
      total: 1,
    });
    const top = (await get(reader, `/api/citizens/${a}/referrals`)).json();
    expect(top.ancestors).toEqual([]);
  });

  it("404 for another office's citizen, 400 for a malformed id", async () => {
    const mine = await insertCitizen(t, { name: 'Privado A' });
    const res = await get(otherAdmin, `/api/citizens/${mine}/referrals`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'CITIZEN_NOT_FOUND', message: 'Eleitor não encontrado.' });
    expect((await get(reader, '/api/citizens/abc/referrals')).statusCode).toBe(400);
  });
});

describe('GET /api/citizens/map', () => {
  it('places citizens on their coordinates or their city centroid, counting the rest', async () => {
    const exact = await insertCitizen(t, { name: 'Mapa Exato', lat: -22.9, lng: -47.06, cityIbge: 3509502 });
    const city = await insertCitizen(t, { name: 'Mapa Cidade', cityIbge: 3509502, neighborhood: 'Taquaral' });
    await insertCitizen(t, { name: 'Mapa Sem Local' });
    await insertCitizen(t, { name: 'Mapa Removido', lat: -22.9, lng: -47.06, deleted: true });
    await insertCitizen(t, { name: 'Mapa Outro', lat: -19.9, lng: -43.9, org: OTHER_ORG });

    const res = await get(reader, '/api/citizens/map?q=mapa');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, withoutLocation: 1, truncated: false });
    expect(body.points).toHaveLength(2);
    expect(body.points).toContainEqual([-22.9, -47.06, 0, exact]);
    const approx = body.points.find((p: unknown[]) => p[3] === city);
    expect(approx[2]).toBe(1);
    expect(approx[0]).toBeCloseTo(-22.9, 0);
    // The list's filters apply.
    const byBairro = (await get(reader, '/api/citizens/map?q=mapa&neighborhood=taquaral')).json();
    expect(byBairro.points.map((p: unknown[]) => p[3])).toEqual([city]);
    const bad = await get(reader, '/api/citizens/map?ageMin=-3');
    expect(bad.statusCode).toBe(400);
  });

  it('answers 50,000 points quickly and flags a truncated map', async () => {
    const feira = '00000000-0000-4000-8000-000000000003';
    await t.deps.database.executeSql(
      `insert into citizens (organization_id, name, lat, lng, city_ibge)
       select $1, 'Ponto ' || g, -12.2 - (g % 100) / 1000.0, -38.9 - (g % 97) / 1000.0,
              case when g % 2 = 0 then 2910800 end
       from generate_series(1, 50005) g`,
      [feira],
    );
    const token = await t.login('admin.feira@gabinete.demo');
    const started = Date.now();
    const res = await get(token, '/api/citizens/map');
    const elapsed = Date.now() - started;
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.points).toHaveLength(50_000);
    expect(body).toMatchObject({ total: 50_005, truncated: true, withoutLocation: 0 });
    expect(elapsed).toBeLessThan(5000);
  }, 120_000);
});

describe('other office', () => {
  it('never lists the citizens of another office', async () => {
    await insertCitizen(t, {
      name: 'Segredo de A',
      lat: -22.9,
      lng: -47.06,
      birthDate: bornOn(1980, dayFromToday(0).md),
    });
    const map = (await get(otherAdmin, '/api/citizens/map?q=segredo')).json();
    expect(map.total).toBe(0);
    const birthdays = (await get(otherAdmin, '/api/citizens/birthdays?perPage=200')).json();
    expect(birthdays.citizens.some((c: { name: string }) => c.name === 'Segredo de A')).toBe(false);
    expect(DEMO_ORG).not.toBe(OTHER_ORG);
  });
});
