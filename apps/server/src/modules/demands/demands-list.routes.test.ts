import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { localDay } from '../citizens/citizens-dates.ts';
import {
  BH_ORG,
  createDemand,
  DEMO_ORG,
  loadFixtures,
  query,
  type DemandBody,
  type Fixtures,
} from './demands-test-helpers.ts';

let t: TestApp;
let f: Fixtures;
let admin: string;
let assessor: string;
let otherAdmin: string;
/** The marked demandas, by a short name. */
const m: Record<string, DemandBody> = {};
const day = (n: number) =>
  new Date(Date.parse(`${localDay()}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  f = await loadFixtures(t);
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
  const mk = (token: string, payload: Record<string, unknown>) =>
    createDemand(t, token, { citizenIds: [f.citizens.demo[0]], ...payload });
  m.lamp = await mk(admin, {
    title: 'Xilofone troca de lâmpada',
    areaId: f.areas.demo.get('Infraestrutura'),
    priority: 'urgente',
    responsibleId: f.users.assessor,
    openedAt: day(-20),
    dueDate: day(-2),
    neighborhood: 'Cambuí',
    cityIbge: 3509502,
    lat: -22.896,
    lng: -47.052,
  });
  m.clinic = await mk(assessor, {
    title: 'Xilofone consulta com especialista',
    areaId: f.areas.demo.get('Saúde'),
    priority: 'baixa',
    responsibleId: f.users.admin,
    openedAt: day(-10),
    dueDate: day(5),
    neighborhood: 'cambui',
    cityIbge: 3509502,
    citizenIds: [f.citizens.demo[1], f.citizens.demo[2], f.citizens.demo[3], f.citizens.demo[4]],
  });
  m.school = await mk(admin, {
    title: 'Xilofone vaga em creche',
    areaId: f.areas.demo.get('Educação'),
    priority: 'media',
    openedAt: day(-3),
    neighborhood: 'Taquaral',
    lat: -22.873,
    lng: -47.056,
  });
  m.closed = await mk(admin, {
    title: 'Xilofone poda de árvore',
    areaId: f.areas.demo.get('Meio ambiente'),
    priority: 'alta',
    responsibleId: f.users.assessor,
    openedAt: day(-30),
    dueDate: day(-1),
  });
  const moved = await t.call(admin, {
    method: 'PATCH',
    url: `/api/demands/${m.closed._id}/status`,
    payload: { version: 1, statusId: f.statuses.demo.get('solucionado') },
  });
  expect(moved.statusCode).toBe(200);
});
afterAll(() => t.close());

const ids = async (qs: string, token = admin) => {
  const res = await t.call(token, { method: 'GET', url: `/api/demands?q=xilofone&perPage=100&${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().demands as { _id: string }[]).map((d) => d._id).sort();
};
const idsOf = (...names: string[]) => names.map((n) => m[n]!._id).sort();

describe('GET /api/demands filters', () => {
  it('searches title words without accents, and protocols with or without the year', async () => {
    expect(await ids('')).toEqual(idsOf('lamp', 'clinic', 'school', 'closed'));
    const words = await t.call(admin, { method: 'GET', url: '/api/demands?q=LAMPADA xilofone' });
    expect(words.json().demands.map((d: { _id: string }) => d._id)).toEqual([m.lamp!._id]);
    const full = await t.call(admin, {
      method: 'GET',
      url: `/api/demands?q=${encodeURIComponent(m.clinic!.protocol)}`,
    });
    expect(full.json().demands.map((d: { _id: string }) => d._id)).toEqual([m.clinic!._id]);
    const short = String(Number(m.clinic!.protocol.split('/')[1]));
    const byNumber = await t.call(admin, { method: 'GET', url: `/api/demands?q=${short}&perPage=100` });
    expect(byNumber.json().demands.map((d: { _id: string }) => d._id)).toContain(m.clinic!._id);
  });

  it('filters by status, área, responsible (id, me, none), priority and citizen', async () => {
    expect(await ids(`statusIds=${f.statuses.demo.get('solucionado')}`)).toEqual(idsOf('closed'));
    expect(await ids(`areaIds=${f.areas.demo.get('Saúde')},${f.areas.demo.get('Educação')}`)).toEqual(
      idsOf('clinic', 'school'),
    );
    expect(await ids(`responsibleId=${f.users.assessor}`)).toEqual(idsOf('lamp', 'closed'));
    expect(await ids('responsibleId=me', assessor)).toEqual(idsOf('lamp', 'closed'));
    expect(await ids('responsibleId=none')).toEqual(idsOf('school'));
    expect(await ids('priorities=urgente,baixa')).toEqual(idsOf('lamp', 'clinic'));
    expect(await ids(`citizenId=${f.citizens.demo[3]}`)).toEqual(idsOf('clinic'));
  });

  it('filters by situation, overdue, prazo and opening ranges', async () => {
    expect(await ids('situation=closed')).toEqual(idsOf('closed'));
    expect(await ids('situation=open')).toEqual(idsOf('lamp', 'clinic', 'school'));
    // The closed one passed its prazo too, but a closed demanda is never overdue.
    expect(await ids('overdue=true')).toEqual(idsOf('lamp'));
    expect(await ids('overdue=false')).toEqual(idsOf('clinic', 'school', 'closed'));
    expect(await ids(`dueFrom=${day(-2)}&dueTo=${day(0)}`)).toEqual(idsOf('lamp', 'closed'));
    expect(await ids(`openedFrom=${day(-10)}`)).toEqual(idsOf('clinic', 'school'));
    expect(await ids(`openedTo=${day(-20)}`)).toEqual(idsOf('lamp', 'closed'));
  });

  it('filters by bairro (accents and case folded), city and creator', async () => {
    expect(await ids('neighborhood=CAMBUI')).toEqual(idsOf('lamp', 'clinic'));
    expect(await ids('cityIbge=3509502')).toEqual(idsOf('lamp', 'clinic'));
    expect(await ids(`createdBy=${f.users.assessor}`)).toEqual(idsOf('clinic'));
  });

  it('answers list items with the first citizens, their count, refs and the overdue flag', async () => {
    const res = await t.call(admin, { method: 'GET', url: `/api/demands?q=xilofone&sort=title` });
    const items = res.json().demands as Record<string, unknown>[];
    const clinic = items.find((d) => d._id === m.clinic!._id)!;
    expect(clinic).toMatchObject({
      citizensCount: 4,
      area: { name: 'Saúde', color: 'red' },
      responsible: { _id: f.users.admin, name: 'Mariana Costa' },
      neighborhood: 'cambui',
      city: 'Campinas',
      overdue: false,
    });
    expect(clinic.citizens).toHaveLength(3);
    expect(items.find((d) => d._id === m.lamp!._id)).toMatchObject({ overdue: true, priority: 'urgente' });
  });

  it('sorts by every column both ways and pages', async () => {
    const order = async (sort: string) =>
      (
        (await t.call(admin, { method: 'GET', url: `/api/demands?q=xilofone&sort=${sort}` })).json()
          .demands as {
          _id: string;
        }[]
      ).map((d) => d._id);
    expect(await order('title')).toEqual([m.clinic, m.closed, m.lamp, m.school].map((d) => d!._id));
    expect(await order('-title')).toEqual([m.school, m.lamp, m.closed, m.clinic].map((d) => d!._id));
    expect(await order('priority')).toEqual([m.clinic, m.school, m.closed, m.lamp].map((d) => d!._id));
    expect(await order('-priority')).toEqual([m.lamp, m.closed, m.school, m.clinic].map((d) => d!._id));
    expect(await order('dueDate')).toEqual([m.lamp, m.closed, m.clinic, m.school].map((d) => d!._id));
    expect(await order('-createdAt')).toEqual([m.closed, m.school, m.clinic, m.lamp].map((d) => d!._id));
    expect(await order('createdAt')).toEqual([m.lamp, m.clinic, m.school, m.closed].map((d) => d!._id));
    expect(await order('protocol')).toEqual([m.lamp, m.clinic, m.school, m.closed].map((d) => d!._id));
    expect((await order('-updatedAt'))[0]).toBe(m.closed!._id);
    const page2 = (
      await t.call(admin, { method: 'GET', url: '/api/demands?q=xilofone&sort=title&perPage=3&page=2' })
    ).json();
    expect(page2).toMatchObject({ total: 4, totalIsEstimate: false, page: 2, perPage: 3 });
    expect(page2.demands.map((d: { _id: string }) => d._id)).toEqual([m.school!._id]);
  });

  it('combines three filters over the seeded office like the SQL does', async () => {
    const s = [f.statuses.demo.get('aguardando'), f.statuses.demo.get('prefeitura')];
    const a = [f.areas.demo.get('Saúde'), f.areas.demo.get('Infraestrutura')];
    const res = await t.call(admin, {
      method: 'GET',
      url: `/api/demands?statusIds=${s.join(',')}&areaIds=${a.join(',')}&responsibleId=${f.users.assessor}&perPage=100`,
    });
    const [expected] = await query<{ n: number }>(
      t,
      `select count(*)::int as n from demands where organization_id = $1 and deleted_at is null
         and status_id = any($2::uuid[]) and area_id = any($3::uuid[]) and responsible_id = $4`,
      [DEMO_ORG, s, a, f.users.assessor],
    );
    expect(expected!.n).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ total: expected!.n, totalIsEstimate: false });
    expect(res.json().demands).toHaveLength(expected!.n);
  });

  it("never lists another office's demandas", async () => {
    expect(await ids('', otherAdmin)).toEqual([]);
    const theirs = (await t.call(otherAdmin, { method: 'GET', url: '/api/demands?perPage=100' })).json();
    const [n] = await query<{ n: number }>(
      t,
      'select count(*)::int as n from demands where organization_id = $1 and deleted_at is null',
      [BH_ORG],
    );
    expect(theirs.total).toBe(n!.n);
  });
});

describe('GET /api/demands/board', () => {
  it('answers a column per status in office order with its newest cards and total', async () => {
    const res = await t.call(admin, { method: 'GET', url: '/api/demands/board?perColumn=2' });
    expect(res.statusCode, res.body).toBe(200);
    const columns = res.json().columns as {
      status: { _id: string; name: string };
      total: number;
      demands: unknown[];
    }[];
    expect(columns.map((c) => c.status.name)[0]).toBe('Aguardando encaminhamento');
    expect(columns).toHaveLength(9);
    for (const c of columns) {
      const [n] = await query<{ n: number }>(
        t,
        'select count(*)::int as n from demands where status_id = $1 and deleted_at is null',
        [c.status._id],
      );
      expect(c.total, c.status.name).toBe(n!.n);
      expect(c.demands.length).toBe(Math.min(2, n!.n));
    }
    const filtered = (await t.call(admin, { method: 'GET', url: '/api/demands/board?q=xilofone' })).json();
    const solved = filtered.columns.find(
      (c: { status: { name: string } }) => c.status.name === 'Solucionado',
    );
    expect(solved).toMatchObject({
      total: 1,
      totalIsEstimate: false,
      demands: [expect.objectContaining({ _id: m.closed!._id })],
    });
    const bh = (await t.call(otherAdmin, { method: 'GET', url: '/api/demands/board?q=xilofone' })).json();
    expect(bh.columns.every((c: { total: number }) => c.total === 0)).toBe(true);
  });
});

describe('the demand map', () => {
  it('answers points, the city centre for demandas without a point (approximate), and those without any place', async () => {
    const res = await t.call(admin, { method: 'GET', url: '/api/demands/map?q=xilofone' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 4, withoutLocation: 1, truncated: false });
    const byId = new Map(body.points.map((p: [number, number, number, string, string]) => [p[3], p]));
    expect(byId.get(m.lamp!._id)).toEqual([
      -22.896,
      -47.052,
      0,
      m.lamp!._id,
      f.statuses.demo.get('aguardando'),
    ]);
    const [city] = await query<{ lat: number; lng: number }>(
      t,
      'select lat, lng from municipalities where ibge = 3509502',
    );
    expect(byId.get(m.clinic!._id)).toEqual([city!.lat, city!.lng, 1, m.clinic!._id, expect.any(String)]);
    expect(byId.has(m.closed!._id)).toBe(false);
    const bh = (await t.call(otherAdmin, { method: 'GET', url: '/api/demands/map?q=xilofone' })).json();
    expect(bh).toMatchObject({ points: [], total: 0 });
  });

  it('heats bairros with counts and the mean of their points, else the city centre', async () => {
    const res = await t.call(admin, { method: 'GET', url: '/api/demands/map/neighborhoods?q=xilofone' });
    expect(res.statusCode, res.body).toBe(200);
    const hoods = res.json().neighborhoods;
    expect(hoods).toEqual([
      {
        neighborhood: 'Cambuí',
        city: 'Campinas',
        uf: 'SP',
        cityIbge: 3509502,
        total: 2,
        open: 2,
        overdue: 1,
        lat: -22.896,
        lng: -47.052,
      },
      {
        neighborhood: 'Taquaral',
        city: null,
        uf: null,
        cityIbge: null,
        total: 1,
        open: 1,
        overdue: 0,
        lat: -22.873,
        lng: -47.056,
      },
    ]);
    const bh = (
      await t.call(otherAdmin, { method: 'GET', url: '/api/demands/map/neighborhoods?q=xilofone' })
    ).json();
    expect(bh.neighborhoods).toEqual([]);
    // The heat is kept between requests only while nothing changed.
    const heat = async () =>
      (await t.call(admin, { method: 'GET', url: '/api/demands/map/neighborhoods?q=xilofone' })).json()
        .neighborhoods[1];
    const extra = await createDemand(t, admin, {
      title: 'Xilofone limpeza de terreno',
      citizenIds: [f.citizens.demo[0]],
      neighborhood: 'Taquaral',
    });
    expect(await heat()).toMatchObject({ neighborhood: 'Taquaral', total: 2 });
    await t.call(admin, { method: 'DELETE', url: `/api/demands/${extra._id}` });
    expect(await heat()).toMatchObject({ neighborhood: 'Taquaral', total: 1 });
  });
});

describe('totals past 10,000', () => {
  it("answers the planner's estimate in the list and on the board, flagged", async () => {
    // Well past 10,000: the planner's sampled estimate of 10,100 rows can land just under it.
    const waiting = f.statuses.bh.get('aguardando');
    await query(
      t,
      `insert into demands (organization_id, protocol_year, protocol_number, title, status_id, opened_at)
       select $1, 1999, g, 'Demanda em massa ' || g, $2, current_date from generate_series(1, 12000) g`,
      [BH_ORG, waiting],
    );
    await query(t, 'analyze demands');
    const list = (await t.call(otherAdmin, { method: 'GET', url: '/api/demands' })).json();
    expect(list.totalIsEstimate).toBe(true);
    expect(list.total).toBeGreaterThan(10_000);
    expect(list.demands).toHaveLength(25);
    const board = (await t.call(otherAdmin, { method: 'GET', url: '/api/demands/board?perColumn=1' })).json();
    const column = board.columns.find((c: { status: { _id: string } }) => c.status._id === waiting);
    expect(column).toMatchObject({ totalIsEstimate: true, demands: [expect.any(Object)] });
    expect(column.total).toBeGreaterThan(10_000);
  });
});
