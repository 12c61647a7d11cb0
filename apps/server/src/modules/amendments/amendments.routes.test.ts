import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AMENDMENT_KINDS, AMENDMENT_MAP_CLUSTER_ABOVE, AMENDMENT_STATUSES } from '@gabinete/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { citizenOf, DEMO_ORG, notificationsOf, userId } from '../occurrences/casework-test-helpers.ts';

let t: TestApp;
let admin: string;
let assessor: string;
let reception: string;
let reader: string;
let otherAdmin: string;
let assessorId: string;
let institutionId: string;

const CAMPINAS = 3509502;
const SUMARE = 3552403;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
  assessorId = await userId(t, 'assessor@gabinete.demo');
  const inst = await t.call(admin, {
    method: 'POST',
    url: '/api/institutions',
    payload: { name: 'Prefeitura Municipal de Teste', cnpj: '11.444.777/0001-61', kind: 'prefeitura' },
  });
  expect(inst.statusCode, inst.body).toBe(201);
  institutionId = inst.json()._id;
});
afterAll(() => t.close());

type Body = { _id: string; version: number; [k: string]: unknown };

const base = {
  sphere: 'federal',
  year: 2031,
  kind: 'Emenda Individual - Transferências com Finalidade Definida',
  author: 'Dep. Teste da Silva',
};

async function created(token: string, payload: Record<string, unknown> = {}): Promise<Body> {
  const res = await t.call(token, {
    method: 'POST',
    url: '/api/amendments',
    payload: { ...base, ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('POST /api/amendments', () => {
  it('registers an emenda with its beneficiário, município (point at its centre), money and links', async () => {
    const citizen = await citizenOf(t, DEMO_ORG, 1);
    const a = await created(admin, {
      number: '0006',
      code: '203127070006',
      object: 'Reforma da UBS Jardim Aurélia',
      cityIbge: CAMPINAS,
      institutionId,
      indicated: 50_000_000,
      responsibleId: assessorId,
      citizenIds: [citizen.id],
    });
    expect(a).toMatchObject({
      status: 'indicada',
      city: 'Campinas',
      uf: 'SP',
      institution: { _id: institutionId, cnpj: '11444777000161' },
      money: { indicated: 50_000_000, committed: 0, paid: 0 },
      responsible: { _id: assessorId },
      citizens: [{ _id: citizen.id, name: citizen.name }],
      version: 1,
    });
    expect(a.lat).toBeTypeOf('number');
    expect((await notificationsOf(t, assessorId, 'amendment_assigned')).at(-1)).toMatchObject({
      title: 'Emenda nº 0006/2031 atribuída a você',
      link: `/emendas/${a._id}`,
    });
  });

  it('refuses a federal código without 12 digits and a negative value, in pt-BR', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/amendments',
      payload: { ...base, code: '12345', indicated: -5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      code: 'O código da emenda federal tem 12 dígitos',
      indicated: 'O valor não pode ser negativo',
    });
  });

  it("refuses another office's instituição (422) and a role without the ability (403)", async () => {
    const res = await t.call(otherAdmin, {
      method: 'POST',
      url: '/api/amendments',
      payload: { ...base, institutionId },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('INSTITUTION_INVALID');
    expect((await t.call(reader, { method: 'POST', url: '/api/amendments', payload: base })).statusCode).toBe(
      403,
    );
    expect(
      (await t.call(reception, { method: 'POST', url: '/api/amendments', payload: base })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/amendments', () => {
  it('filters and sums the whole filter, not only the page', async () => {
    for (const [indicated, committed] of [
      [10_000_00, 5_000_00],
      [20_000_00, 0],
      [30_000_00, 30_000_00],
    ]) {
      await created(admin, { year: 2032, cityIbge: SUMARE, indicated, committed, kind: 'Emenda de Bancada' });
    }
    const res = await t.call(reader, {
      method: 'GET',
      url: `/api/amendments?year=2032&cityIbge=${SUMARE}&kind=Emenda de Bancada&perPage=1&sort=-indicated`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.amendments).toHaveLength(1);
    expect(body.amendments[0].money.indicated).toBe(30_000_00);
    expect(body.sums).toEqual({ indicated: 60_000_00, committed: 35_000_00, paid: 0 });
    const other = await t.call(otherAdmin, { method: 'GET', url: '/api/amendments?year=2032' });
    expect(other.json()).toMatchObject({ total: 0, sums: { indicated: 0 } });
  });

  it('is refused to a role without amendments (403)', async () => {
    for (const url of ['/api/amendments', '/api/amendments/board', '/api/amendments/map']) {
      expect((await t.call(reception, { method: 'GET', url })).statusCode, url).toBe(403);
    }
  });
});

describe('PATCH /api/amendments/:id/status', () => {
  it('moves to empenhada with the value, writes the history line and notifies the responsável', async () => {
    const a = await created(admin, { responsibleId: assessorId, indicated: 25_000_000 });
    const res = await t.call(admin, {
      method: 'PATCH',
      url: `/api/amendments/${a._id}/status`,
      payload: { status: 'empenhada', version: 1, value: 25_000_000, on: '2031-03-10' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'empenhada', committedOn: '2031-03-10', version: 2 });
    expect(res.json().money.committed).toBe(25_000_000);
    const history = (await t.call(reader, { method: 'GET', url: `/api/amendments/${a._id}/history` })).json();
    expect(history.changes[0]).toMatchObject({ action: 'status' });
    expect(history.changes[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'committed', from: 'R$ 0,00', to: 'R$ 250.000,00' },
        { field: 'status', from: 'Indicada', to: 'Empenhada' },
      ]),
    );
    const notes = await notificationsOf(t, assessorId, 'amendment_values');
    expect(notes.at(-1)).toMatchObject({ link: `/emendas/${a._id}` });
  });

  it('refuses a move outside the transitions (409), a value on a status without one (422) and a stale version', async () => {
    const a = await created(admin);
    const paid = await t.call(admin, {
      method: 'PATCH',
      url: `/api/amendments/${a._id}/status`,
      payload: { status: 'liquidada', version: 1 },
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'Uma emenda indicada não pode passar a liquidada.',
    });
    const value = await t.call(admin, {
      method: 'PATCH',
      url: `/api/amendments/${a._id}/status`,
      payload: { status: 'impedida', version: 1, value: 100 },
    });
    expect(value.statusCode).toBe(422);
    await t.call(admin, {
      method: 'PUT',
      url: `/api/amendments/${a._id}`,
      payload: { version: 1, object: 'Novo' },
    });
    const stale = await t.call(admin, {
      method: 'PATCH',
      url: `/api/amendments/${a._id}/status`,
      payload: { status: 'aprovada', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
  });
});

describe('board and map', () => {
  it('the board has a column per status with counts and sums; the map summarises per município and shows points up close', async () => {
    const a = await created(admin, {
      year: 2033,
      cityIbge: CAMPINAS,
      indicated: 70_000_00,
      status: 'aprovada',
    });
    const board = (await t.call(reader, { method: 'GET', url: '/api/amendments/board?year=2033' })).json();
    const approved = board.columns.find((c: { status: string }) => c.status === 'aprovada');
    expect(approved).toMatchObject({ total: 1, sums: { indicated: 70_000_00 } });
    expect(approved.amendments[0]._id).toBe(a._id);
    const cities = (
      await t.call(reader, { method: 'GET', url: '/api/amendments/map?year=2033&zoom=5' })
    ).json();
    expect(cities.mode).toBe('cities');
    expect(cities.cities).toEqual([
      expect.objectContaining({
        cityIbge: CAMPINAS,
        city: 'Campinas',
        count: 1,
        sums: expect.objectContaining({ indicated: 70_000_00 }),
      }),
    ]);
    const points = (
      await t.call(reader, {
        method: 'GET',
        url: '/api/amendments/map?year=2033&zoom=12&bbox=-47.3,-23.1,-46.9,-22.7',
      })
    ).json();
    expect(points.mode).toBe('points');
    expect(points.points).toEqual([[a._id, a.lat, a.lng, 1, 70_000_00]]);
    const outside = (
      await t.call(reader, {
        method: 'GET',
        url: '/api/amendments/map?year=2033&zoom=12&bbox=-44,-20,-43,-19',
      })
    ).json();
    expect(outside.points).toEqual([]);
  });
});

describe('map clusters', () => {
  it('groups the emendas on a grid above the threshold: a lone one stays a point, a crowded spot is one cluster', async () => {
    // 1,000 at one spot (600 pagas, 400 aprovadas) and one elsewhere in the box: 1,001 > the threshold.
    await t.deps.database.db.execute(sql`
      insert into amendments (organization_id, sphere, year, kind, author, lat, lng, indicated, status)
      select ${DEMO_ORG}, 'federal', 2034, ${AMENDMENT_KINDS[0]}, 'Autor', -22.8, -47.2, 100,
             case when i <= 600 then 'paga' else 'aprovada' end
        from generate_series(1, ${AMENDMENT_MAP_CLUSTER_ABOVE}) i`);
    const lone = await created(admin, {
      year: 2034,
      cityIbge: CAMPINAS,
      indicated: 5_00,
      status: 'indicada',
    });
    const url = '/api/amendments/map?year=2034&zoom=12&bbox=-47.3,-23.1,-46.9,-22.7';
    const body = (await t.call(reader, { method: 'GET', url })).json();
    expect(body.mode).toBe('points');
    const [cluster, ...others] = body.clusters;
    expect(others).toEqual([]);
    expect(cluster).toEqual([
      -22.8,
      -47.2,
      AMENDMENT_MAP_CLUSTER_ABOVE,
      AMENDMENT_STATUSES.indexOf('paga'),
      100_000,
    ]);
    expect(body.points).toEqual([[lone._id, lone.lat, lone.lng, 0, 5_00]]);
    expect(body.truncated).toBe(false);
    // Filtered down below the threshold, the emendas themselves.
    const aprovadas = (await t.call(reader, { method: 'GET', url: `${url}&status=aprovada` })).json();
    expect(aprovadas.clusters).toEqual([]);
    expect(aprovadas.points).toHaveLength(400);
  });

  it("weights a cell's centre by its emendas, breaks a status tie by the earlier status, and keeps a lone emenda's own id under the filter", async () => {
    const insert = (n: number, year: number, lat: number, lng: number, status: string, deleted = false) =>
      t.deps.database.db.execute(sql`
        insert into amendments (organization_id, sphere, year, kind, author, lat, lng, indicated, status, deleted_at)
        select ${DEMO_ORG}, 'federal', ${year}, ${AMENDMENT_KINDS[0]}, 'Autor', ${lat}, ${lng}, 10, ${status},
               ${deleted ? sql`now()` : sql`null`}
          from generate_series(1, ${n}) i
        returning id`) as unknown as Promise<{ rows: { id: string }[] }>;
    // Two spots in one cell of zoom 12 (600 aprovadas, 400 pagas), a tie of 3 + 3 elsewhere, one lone emenda
    // sharing its spot with one of another year and one in the bin: 1,007 of 2035 in the box.
    await insert(600, 2035, -22.8, -47.2, 'aprovada');
    await insert(400, 2035, -22.801, -47.201, 'paga');
    await insert(3, 2035, -22.95, -47.05, 'paga');
    await insert(3, 2035, -22.95, -47.05, 'aprovada');
    const [lone] = (await insert(1, 2035, -22.75, -46.95, 'indicada')).rows;
    await insert(1, 2036, -22.75, -46.95, 'cancelada');
    await insert(1, 2035, -22.75, -46.95, 'impedida', true);
    const url = '/api/amendments/map?year=2035&zoom=12&bbox=-47.3,-23.1,-46.9,-22.7';
    const body = (await t.call(reader, { method: 'GET', url })).json();
    const status = (s: string) => AMENDMENT_STATUSES.indexOf(s as (typeof AMENDMENT_STATUSES)[number]);
    expect(body.clusters).toEqual([
      [-22.8004, -47.2004, 1000, status('aprovada'), 10_000],
      [-22.95, -47.05, 6, status('aprovada'), 60],
    ]);
    expect(body.points).toEqual([[lone!.id, -22.75, -46.95, status('indicada'), 10]]);
  });
});

describe('record routes', () => {
  it("answers 404 for another office's emenda on every route", async () => {
    const a = await created(admin);
    for (const [method, url, payload] of [
      ['GET', `/api/amendments/${a._id}`, undefined],
      ['PUT', `/api/amendments/${a._id}`, { version: 1, object: 'x' }],
      ['PATCH', `/api/amendments/${a._id}/status`, { version: 1, status: 'aprovada' }],
      ['DELETE', `/api/amendments/${a._id}`, undefined],
      ['POST', `/api/amendments/${a._id}/restore`, undefined],
      ['GET', `/api/amendments/${a._id}/history`, undefined],
      ['GET', `/api/amendments/${a._id}/comments`, undefined],
      ['POST', `/api/amendments/${a._id}/comments`, { body: 'oi' }],
    ] as const) {
      const res = await t.call(otherAdmin, { method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('AMENDMENT_NOT_FOUND');
    }
  });

  it('refuses writes to the read-only role and reads to a role without amendments (403)', async () => {
    const a = await created(assessor);
    for (const [token, method, url, payload] of [
      [reception, 'GET', `/api/amendments/${a._id}`, undefined],
      [reception, 'GET', `/api/amendments/${a._id}/history`, undefined],
      [reception, 'GET', `/api/amendments/${a._id}/comments`, undefined],
      [reader, 'PUT', `/api/amendments/${a._id}`, { version: 1, object: 'x' }],
      [reader, 'PATCH', `/api/amendments/${a._id}/status`, { version: 1, status: 'aprovada' }],
      [reader, 'DELETE', `/api/amendments/${a._id}`, undefined],
      [reader, 'POST', `/api/amendments/${a._id}/restore`, undefined],
      [reader, 'POST', `/api/amendments/${a._id}/comments`, { body: 'oi' }],
    ] as const) {
      expect((await t.call(token, { method, url, payload })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('edits with history in readable values, comments, bin and restore', async () => {
    const a = await created(admin, { indicated: 100_00 });
    const edit = await t.call(assessor, {
      method: 'PUT',
      url: `/api/amendments/${a._id}`,
      payload: { version: 1, indicated: 150_00, institutionId },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const history = (await t.call(admin, { method: 'GET', url: `/api/amendments/${a._id}/history` })).json();
    expect(history.changes[0].changes).toEqual([
      { field: 'institution', from: null, to: 'Prefeitura Municipal de Teste' },
      { field: 'indicated', from: 'R$ 100,00', to: 'R$ 150,00' },
    ]);
    const comment = await t.call(assessor, {
      method: 'POST',
      url: `/api/amendments/${a._id}/comments`,
      payload: { body: 'Plano de trabalho enviado.' },
    });
    expect(comment.statusCode).toBe(201);
    expect(comment.json().comments.map((c: { body: string }) => c.body)).toEqual([
      'Plano de trabalho enviado.',
    ]);
    // The instituição cannot go to the bin while it is a beneficiário.
    const busy = await t.call(admin, { method: 'DELETE', url: `/api/institutions/${institutionId}` });
    expect(busy.statusCode).toBe(409);
    expect((await t.call(admin, { method: 'DELETE', url: `/api/amendments/${a._id}` })).statusCode).toBe(200);
    const bin = (await t.call(admin, { method: 'GET', url: '/api/amendments?deleted=true' })).json();
    expect(bin.amendments.map((x: Body) => x._id)).toContain(a._id);
    const blocked = await t.call(admin, {
      method: 'PUT',
      url: `/api/amendments/${a._id}`,
      payload: { version: 2 },
    });
    expect(blocked.statusCode).toBe(409);
    const back = await t.call(admin, { method: 'POST', url: `/api/amendments/${a._id}/restore` });
    expect(back.statusCode).toBe(200);
    expect(back.json().deletedAt).toBeNull();
  });
});

describe("the citizen's timeline and LGPD export", () => {
  it('show the emendas the citizen asked for', async () => {
    const citizen = await citizenOf(t, DEMO_ORG, 5);
    const a = await created(admin, {
      number: '0077',
      object: 'Academia ao ar livre',
      citizenIds: [citizen.id],
      indicated: 9_000_00,
    });
    const timeline = (
      await t.call(admin, { method: 'GET', url: `/api/citizens/${citizen.id}/timeline` })
    ).json();
    expect(timeline.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: `amendment:${a._id}`,
          kind: 'amendment',
          title: 'Emenda nº 0077/2031: Academia ao ar livre',
          link: `/emendas/${a._id}`,
        }),
      ]),
    );
    const data = (await t.call(admin, { method: 'GET', url: `/api/citizens/${citizen.id}/data` })).json();
    expect(data.emendas).toEqual(
      expect.arrayContaining([expect.objectContaining({ numero: '0077', objeto: 'Academia ao ar livre' })]),
    );
  });
});

describe('GET /api/dashboard', () => {
  it('sums the emendas by status for who may read them, and leaves them out for the others', async () => {
    const body = (await t.call(admin, { method: 'GET', url: '/api/dashboard' })).json();
    expect(
      body.amendments.byStatus.find((s: { status: string }) => s.status === 'paga').count,
    ).toBeGreaterThan(0);
    expect(body.amendments.year).toBeTypeOf('number');
    const other = (await t.call(reception, { method: 'GET', url: '/api/dashboard' })).json();
    expect(other.amendments).toBeNull();
  });
});
