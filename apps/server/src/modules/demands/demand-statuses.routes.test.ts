import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDemand, loadFixtures, query, type Fixtures } from './demands-test-helpers.ts';

let t: TestApp;
let f: Fixtures;
let admin: string;
let assessor: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await loadFixtures(t);
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

type Status = {
  _id: string;
  name: string;
  isInitial: boolean;
  isFinal: boolean;
  next: string[];
  demandsCount: number;
};
const list = async (token = admin): Promise<Status[]> =>
  (await t.call(token, { method: 'GET', url: '/api/demands/statuses' })).json().statuses;
const create = (payload: Record<string, unknown>, token = admin) =>
  t.call(token, { method: 'POST', url: '/api/demands/statuses', payload });

describe('GET /api/demands/statuses', () => {
  it('lists the defaults in office order with their transitions and live counts', async () => {
    const statuses = await list();
    expect(statuses.map((s) => s.name)).toEqual([
      'Aguardando encaminhamento',
      'Encaminhado para a Prefeitura',
      'Encaminhado para a prestadora de serviços',
      'Em tramitação na Câmara',
      'Resposta da Prefeitura',
      'Resposta da prestadora',
      'Solucionado',
      'Não solucionado',
      'Arquivado ou indeferido',
    ]);
    expect(statuses.filter((s) => s.isInitial).map((s) => s.name)).toEqual(['Aguardando encaminhamento']);
    const solved = statuses.find((s) => s.name === 'Solucionado')!;
    expect(solved.next).toEqual([f.statuses.demo.get('aguardando')]);
    const [seeded] = await query<{ n: number }>(
      t,
      'select count(*)::int as n from demands where status_id = $1 and deleted_at is null',
      [solved._id],
    );
    expect(solved.demandsCount).toBe(seeded!.n);
    // Every office sees only its own.
    const bh = await list(otherAdmin);
    expect(bh.map((s) => s._id)).not.toContain(solved._id);
  });

  it('creates the defaults on first use for an office that has none', async () => {
    const feira = '00000000-0000-4000-8000-000000000003';
    await query(t, 'delete from demand_statuses where organization_id = $1', [feira]);
    const token = await t.login('admin.feira@gabinete.demo');
    const statuses = await list(token);
    expect(statuses).toHaveLength(9);
    const waiting = statuses.find((s) => s.isInitial)!;
    expect(waiting.next).toHaveLength(6);
    expect(statuses.find((s) => s.name === 'Arquivado ou indeferido')!.next).toEqual([waiting._id]);
  });

  it('gives a new office its default áreas and statuses when it is created', async () => {
    const platform = await t.login('plataforma@gabinete.demo');
    const res = await t.call(platform, {
      method: 'POST',
      url: '/api/organizations',
      payload: { name: 'Gabinete Novo', adminName: 'Ana Nova', adminEmail: 'ana.nova@gabinete.demo' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const org = res.json()._id;
    const areas = await query<{ name: string }>(
      t,
      'select name from areas where organization_id = $1 order by name',
      [org],
    );
    expect(areas.map((a) => a.name)).toContain('Saúde');
    expect(areas).toHaveLength(8);
    const statuses = await query<{ next: string[] }>(
      t,
      'select next from demand_statuses where organization_id = $1',
      [org],
    );
    expect(statuses).toHaveLength(9);
    expect(statuses.every((s) => s.next.length > 0)).toBe(true);
  });
});

describe('changing the statuses (Configurações)', () => {
  it('creates a status at the end, moving the initial flag when asked', async () => {
    const before = await list();
    const res = await create({
      name: 'Em análise pelo gabinete',
      color: 'yellow',
      isInitial: true,
      next: [f.statuses.demo.get('prefeitura'), f.statuses.demo.get('arquivado')],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ position: before.length, isInitial: true, demandsCount: 0 });
    const after = await list();
    expect(after.filter((s) => s.isInitial).map((s) => s.name)).toEqual(['Em análise pelo gabinete']);
    // New demandas start there.
    const d = await createDemand(t, admin, { title: 'Pedido novo', citizenIds: [f.citizens.demo[0]] });
    expect(d.status.name).toBe('Em análise pelo gabinete');
    // Put the default back as initial for the other tests.
    await t.call(admin, {
      method: 'PUT',
      url: `/api/demands/statuses/${f.statuses.demo.get('aguardando')}`,
      payload: { isInitial: true },
    });
  });

  it('refuses a taken name, foreign next ids, an initial final status, and unsetting the only initial', async () => {
    const dup = await create({ name: 'SOLUCIONADO' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'DEMAND_STATUS_NAME_IN_USE' });
    const foreign = await create({ name: 'Com a bancada', next: [f.statuses.bh.get('prefeitura')] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({
      code: 'DEMAND_STATUS_NEXT_INVALID',
      fields: { next: expect.any(String) },
    });
    const both = await create({ name: 'Encerrada na entrada', isInitial: true, isFinal: true });
    expect(both.statusCode).toBe(422);
    const unset = await t.call(admin, {
      method: 'PUT',
      url: `/api/demands/statuses/${f.statuses.demo.get('aguardando')}`,
      payload: { isInitial: false },
    });
    expect(unset.statusCode).toBe(409);
    expect(unset.json().code).toBe('DEMAND_STATUS_LAST_INITIAL');
  });

  it('copies a changed closing flag to the demandas in the status', async () => {
    const id = f.statuses.demo.get('resposta_prestadora')!;
    const res = await t.call(admin, {
      method: 'PUT',
      url: `/api/demands/statuses/${id}`,
      payload: { isFinal: true },
    });
    expect(res.statusCode).toBe(200);
    const rows = await query<{ open: number }>(
      t,
      'select count(*) filter (where not is_closed or closed_at is null)::int as open from demands where status_id = $1',
      [id],
    );
    expect(rows[0]!.open).toBe(0);
    await t.call(admin, { method: 'PUT', url: `/api/demands/statuses/${id}`, payload: { isFinal: false } });
    const reopened = await query<{ closed: number }>(
      t,
      'select count(*) filter (where is_closed)::int as closed from demands where status_id = $1',
      [id],
    );
    expect(reopened[0]!.closed).toBe(0);
  });

  it('deletes an unused status (and drops it from the transitions), but not one in use or the initial one', async () => {
    const made = (await create({ name: 'Aguardando vistoria' })).json();
    await t.call(admin, {
      method: 'PUT',
      url: `/api/demands/statuses/${f.statuses.demo.get('prefeitura')}`,
      payload: { next: [made._id, f.statuses.demo.get('aguardando')] },
    });
    const del = await t.call(admin, { method: 'DELETE', url: `/api/demands/statuses/${made._id}` });
    expect(del.json()).toEqual({ ok: true, message: 'Situação excluída.' });
    const prefeitura = (await list()).find((s) => s._id === f.statuses.demo.get('prefeitura'))!;
    expect(prefeitura.next).toEqual([f.statuses.demo.get('aguardando')]);

    const used = await t.call(admin, {
      method: 'DELETE',
      url: `/api/demands/statuses/${f.statuses.demo.get('solucionado')}`,
    });
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({
      code: 'DEMAND_STATUS_IN_USE',
      message: expect.stringMatching(/^Há \d+ demandas em "Solucionado"/),
    });
    const initial = await t.call(admin, {
      method: 'DELETE',
      url: `/api/demands/statuses/${f.statuses.demo.get('aguardando')}`,
    });
    expect(initial.json().code).toBe('DEMAND_STATUS_LAST_INITIAL');
  });

  it('reorders with every status once, and refuses a partial order', async () => {
    const ids = (await list()).map((s) => s._id);
    const reversed = [...ids].reverse();
    const res = await t.call(admin, {
      method: 'PUT',
      url: '/api/demands/statuses/order',
      payload: { ids: reversed },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().statuses.map((s: Status) => s._id)).toEqual(reversed);
    const partial = await t.call(admin, {
      method: 'PUT',
      url: '/api/demands/statuses/order',
      payload: { ids: ids.slice(1) },
    });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().code).toBe('DEMAND_STATUS_ORDER_INVALID');
    await t.call(admin, { method: 'PUT', url: '/api/demands/statuses/order', payload: { ids } });
  });

  it('needs the settings permission to change, and keeps other offices out', async () => {
    expect((await create({ name: 'Do assessor' }, assessor)).statusCode).toBe(403);
    const id = f.statuses.demo.get('camara');
    const put = await t.call(otherAdmin, {
      method: 'PUT',
      url: `/api/demands/statuses/${id}`,
      payload: { name: 'Invadido' },
    });
    expect(put.statusCode).toBe(404);
    const del = await t.call(otherAdmin, { method: 'DELETE', url: `/api/demands/statuses/${id}` });
    expect(del.statusCode).toBe(404);
    const order = await t.call(otherAdmin, {
      method: 'PUT',
      url: '/api/demands/statuses/order',
      payload: { ids: [...f.statuses.demo.values()] },
    });
    expect(order.statusCode).toBe(422);
    expect((await list()).find((s) => s._id === id)!.name).toBe('Em tramitação na Câmara');
  });
});
