import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { localDay } from './citizens-dates.ts';
import {
  CAMPINAS,
  createCitizen,
  createTag,
  DEMO_ORG,
  HORTOLANDIA,
  makeCpf,
} from './citizens-test-helpers.ts';

let t: TestApp;
let admin: string;
let reader: string;
const ids: Record<string, string> = {};
let saude: string;
let idosos: string;

const list = async (query: string, token = admin) => {
  const res = await t.call(token, { method: 'GET', url: `/api/citizens?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    citizens: { _id: string; name: string; [k: string]: unknown }[];
    total: number;
    totalIsEstimate: boolean;
  };
};
const names = (body: { citizens: { name: string }[] }) => body.citizens.map((c) => c.name);

/** A birth date `years` ago from today shifted by `days` (negative: the birthday has not come yet). */
function bornYearsAgo(years: number, days = 0): string {
  const d = new Date(`${localDay()}T12:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  saude = await createTag(t, DEMO_ORG, 'Xique Saúde');
  idosos = await createTag(t, DEMO_ORG, 'Xique Idosos');
  const make = async (key: string, payload: Record<string, unknown>) =>
    (ids[key] = (await createCitizen(t, admin, payload))._id);
  await make('joao', {
    name: 'João Quixabá Brandão',
    cpf: makeCpf('123123123'),
    phones: [{ number: '(19) 98123-4567' }],
    emails: [{ address: 'joao.quixaba@exemplo.com.br' }],
    birthDate: bornYearsAgo(30, 1),
    neighborhood: 'Cambuí',
    cityIbge: CAMPINAS,
    tagIds: [saude],
  });
  await make('maria', {
    name: 'Maria Quixabá',
    birthDate: bornYearsAgo(30),
    neighborhood: 'cambui',
    cityIbge: CAMPINAS,
    tagIds: [saude, idosos],
    voterTitle: '004356870906',
    voterZone: '33',
    voterSection: '120',
  });
  await make('ana', {
    name: 'Ana Quixabá',
    nickname: 'Aninha',
    birthDate: '1950-03-15',
    neighborhood: 'Taquaral',
    cityIbge: HORTOLANDIA,
    tagIds: [idosos],
  });
  await make('bento', { name: 'Bento Quixabá', neighborhood: 'Cambuí', cityIbge: CAMPINAS });
});
afterAll(() => t.close());

describe('GET /api/citizens search', () => {
  it("finds 'João' by 'joao', any case, and by nickname", async () => {
    expect(names(await list('q=joao quixaba'))).toEqual(['João Quixabá Brandão']);
    expect(names(await list('q=QUIXABÁ BRANDAO'))).toEqual(['João Quixabá Brandão']);
    expect(names(await list('q=aninha'))).toEqual(['Ana Quixabá']);
  });

  it('finds by phone typed any way, by CPF and by e-mail', async () => {
    expect(names(await list('q=98123-4567'))).toEqual(['João Quixabá Brandão']);
    expect(names(await list(`q=${encodeURIComponent('(19) 98123-4567')}`))).toEqual(['João Quixabá Brandão']);
    expect(
      names(await list(`q=${encodeURIComponent('123.123.123')}-${makeCpf('123123123').slice(9)}`)),
    ).toEqual(['João Quixabá Brandão']);
    expect(names(await list('q=joao.quixaba@exemplo'))).toEqual(['João Quixabá Brandão']);
  });

  it('pages a broad fragment in name order across pages', async () => {
    const collator = new Intl.Collator('pt-BR');
    const first = await list('q=da&perPage=10');
    const second = await list('q=da&perPage=10&page=2');
    const all = [...names(first), ...names(second)];
    expect(all).toHaveLength(20);
    // The seed has namesakes (a likely-duplicate pair), so distinct records are told apart by id.
    expect(new Set([...first.citizens, ...second.citizens].map((c) => c._id)).size).toBe(20);
    expect(
      all.every((n) =>
        n
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .includes('da'),
      ),
    ).toBe(true);
    const desc = names(await list('q=da&perPage=10&sort=-name'));
    expect(desc[0]! >= desc[9]!).toBe(true);
    expect(collator.compare(all[0]!, all[19]!)).toBeLessThanOrEqual(0);
  });

  it('takes % and _ literally', async () => {
    expect((await list('q=%25')).total).toBe(0);
  });
});

describe('GET /api/citizens filters', () => {
  it('filters by tag and bairro together, the bairro accent- and case-free', async () => {
    expect(names(await list(`tags=${saude}&neighborhood=CAMBUI`))).toEqual([
      'João Quixabá Brandão',
      'Maria Quixabá',
    ]);
    expect(names(await list(`tags=${saude},${idosos}&neighborhood=taquaral`))).toEqual(['Ana Quixabá']);
  });

  it('filters by age range on the Brasília calendar day', async () => {
    // João turns 30 tomorrow: 29 today; Maria turned 30 today.
    expect(names(await list('q=quixaba&ageMin=30&ageMax=30'))).toEqual(['Maria Quixabá']);
    expect(names(await list('q=quixaba&ageMin=29&ageMax=30'))).toEqual([
      'João Quixabá Brandão',
      'Maria Quixabá',
    ]);
    expect(names(await list('q=quixaba&ageMin=70'))).toEqual(['Ana Quixabá']);
    const joao = (await list('q=joao quixaba')).citizens[0]!;
    expect(joao.age).toBe(29);
  });

  it('filters by birthday month, city, zona and seção', async () => {
    expect(names(await list('q=quixaba&birthMonth=3'))).toContain('Ana Quixabá');
    expect(names(await list(`q=quixaba&cityIbge=${HORTOLANDIA}`))).toEqual(['Ana Quixabá']);
    expect(names(await list('q=quixaba&voterZone=33&voterSection=120'))).toEqual(['Maria Quixabá']);
  });

  it('returns list items with tags, city and the preferred phone and e-mail', async () => {
    const [joao] = (await list('q=joao quixaba')).citizens;
    expect(joao).toMatchObject({
      phone: '+5519981234567',
      email: 'joao.quixaba@exemplo.com.br',
      city: 'Campinas',
      uf: 'SP',
      tags: [{ _id: saude, name: 'Xique Saúde' }],
      leader: null,
      deletedAt: null,
    });
  });
});

describe('GET /api/citizens sort and pages', () => {
  it('sorts by name (default), by bairro and by birth date, descending with -', async () => {
    expect(names(await list('q=quixaba'))).toEqual([
      'Ana Quixabá',
      'Bento Quixabá',
      'João Quixabá Brandão',
      'Maria Quixabá',
    ]);
    expect(names(await list('q=quixaba&sort=-name'))).toEqual([
      'Maria Quixabá',
      'João Quixabá Brandão',
      'Bento Quixabá',
      'Ana Quixabá',
    ]);
    expect(names(await list('q=quixaba&sort=neighborhood'))).toEqual([
      'Bento Quixabá',
      'João Quixabá Brandão',
      'Maria Quixabá',
      'Ana Quixabá',
    ]);
    expect(names(await list('q=quixaba&sort=birthDate')).slice(0, 1)).toEqual(['Ana Quixabá']);
    expect(names(await list('q=quixaba&sort=city')).at(-1)).toBe('Ana Quixabá');
    expect((await t.call(admin, { method: 'GET', url: '/api/citizens?sort=cpf' })).statusCode).toBe(400);
  });

  it('pages with an exact total under 10,000', async () => {
    const first = await list('q=quixaba&perPage=3&page=1');
    const second = await list('q=quixaba&perPage=3&page=2');
    expect(first).toMatchObject({ total: 4, totalIsEstimate: false });
    expect([...names(first), ...names(second)]).toHaveLength(4);
    const all = await list('perPage=25');
    expect(all.citizens).toHaveLength(25);
    expect(all.total).toBeGreaterThan(400); // the demo seed
  });

  it('lets a read-only user list', async () => {
    expect((await list('q=quixaba', reader)).total).toBe(4);
  });
});

describe('large offices', () => {
  it('estimates the total above 10,000 and says so', async () => {
    const feira = '00000000-0000-4000-8000-000000000003';
    await t.deps.database.executeSql(
      `insert into citizens (organization_id, name) select '${feira}', 'Pessoa ' || g from generate_series(1, 10050) g`,
    );
    await t.deps.database.executeSql('analyze citizens');
    const token = await t.login('admin.feira@gabinete.demo');
    const body = await list('perPage=25', token);
    expect(body.citizens).toHaveLength(25);
    expect(body.totalIsEstimate).toBe(true);
    expect(body.total).toBeGreaterThan(10_000);
    const few = await list('q=pessoa 1005', token);
    expect(few).toMatchObject({ totalIsEstimate: false });
    expect(few.total).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /api/citizens/neighborhoods', () => {
  it('suggests the office bairros accent-free, most used first, in their usual spelling', async () => {
    const res = await t.call(admin, { method: 'GET', url: '/api/citizens/neighborhoods?q=cambu' });
    expect(res.json().neighborhoods).toEqual(['Cambuí']);
    const all = (await t.call(admin, { method: 'GET', url: '/api/citizens/neighborhoods' })).json()
      .neighborhoods;
    expect(all.length).toBeLessThanOrEqual(20);
    expect(all).toContain('Centro');
  });
});
