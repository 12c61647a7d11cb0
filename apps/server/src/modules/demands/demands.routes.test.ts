import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { localDay } from '../citizens/citizens-dates.ts';
import { createDemand, DEMO_ORG, loadFixtures, query, type Fixtures } from './demands-test-helpers.ts';

let t: TestApp;
let f: Fixtures;
let admin: string;
let assessor: string;
let reader: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await loadFixtures(t);
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

const today = () => localDay();
const daysFrom = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const base = () => ({ title: 'Troca de lâmpada na Rua das Flores', citizenIds: [f.citizens.demo[0]] });

describe('POST /api/demands', () => {
  it('opens a demanda with the next protocol, the initial status, followers, history and a notice to the responsible', async () => {
    const [counter] = await query<{ last: number }>(
      t,
      "select last from protocol_counters where organization_id = $1 and kind = 'demand' and year = $2",
      [DEMO_ORG, Number(today().slice(0, 4))],
    );
    const body = await createDemand(t, admin, {
      ...base(),
      description: 'Poste apagado há duas semanas.',
      citizenIds: [f.citizens.demo[0], f.citizens.demo[1], f.citizens.demo[0]],
      areaId: f.areas.demo.get('Infraestrutura'),
      priority: 'alta',
      dueDate: daysFrom(today(), 10),
      responsibleId: f.users.assessor,
      neighborhood: 'Cambuí',
      cityIbge: 3509502,
      lat: -22.896,
      lng: -47.052,
    });
    const year = today().slice(0, 4);
    expect(body.protocol).toBe(`${year}/${String((counter?.last ?? 0) + 1).padStart(4, '0')}`);
    expect(body).toMatchObject({
      status: { name: 'Aguardando encaminhamento', isFinal: false },
      priority: 'alta',
      openedAt: today(),
      overdue: false,
      closedAt: null,
      responsible: { _id: f.users.assessor, name: 'Rafael Souza' },
      area: { name: 'Infraestrutura', color: 'orange' },
      location: { neighborhood: 'Cambuí', city: 'Campinas', uf: 'SP', lat: -22.896 },
      following: true,
      version: 1,
      createdBy: { name: 'Mariana Costa' },
    });
    // Each citizen once, in the order given.
    expect((body.citizens as { _id: string }[]).map((c) => c._id)).toEqual([
      f.citizens.demo[0],
      f.citizens.demo[1],
    ]);
    const followers = await query<{ user_id: string }>(
      t,
      'select user_id from demand_followers where demand_id = $1 order by user_id',
      [body._id],
    );
    expect(followers.map((r) => r.user_id).sort()).toEqual([f.users.admin, f.users.assessor].sort());
    const notes = await query<{ user_id: string; kind: string; title: string; link: string }>(
      t,
      'select user_id, kind, title, link from notifications where entity_id = $1',
      [body._id],
    );
    expect(notes).toEqual([
      {
        user_id: f.users.assessor,
        kind: 'demand_assigned',
        title: `Demanda ${body.protocol} atribuída a você`,
        link: `/demandas/${body._id}`,
      },
    ]);
    const history = (await t.call(admin, { method: 'GET', url: `/api/demands/${body._id}/history` })).json();
    expect(history.changes).toEqual([
      expect.objectContaining({
        action: 'create',
        changes: [{ field: 'status', from: null, to: 'Aguardando encaminhamento' }],
        user: { _id: f.users.admin, name: 'Mariana Costa' },
      }),
    ]);
  });

  it('gives two demandas opened at once different protocols', async () => {
    const [a, b] = await Promise.all([createDemand(t, admin, base()), createDemand(t, assessor, base())]);
    expect(a.protocol).not.toBe(b.protocol);
  });

  it("refuses another office's or a deleted citizen, área, responsible or status with 422 naming the field", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ citizenIds: [f.citizens.bh[0]] }, 'citizenIds', 'DEMAND_CITIZEN_INVALID'],
      [{ areaId: f.areas.bh.get('Saúde') }, 'areaId', 'AREA_NOT_FOUND'],
      [{ responsibleId: f.users.bhAdmin }, 'responsibleId', 'DEMAND_RESPONSIBLE_INVALID'],
      [{ statusId: f.statuses.bh.get('prefeitura') }, 'statusId', 'DEMAND_STATUS_NOT_FOUND'],
    ];
    const count = async () => (await query<{ n: number }>(t, 'select count(*)::int as n from demands'))[0]!.n;
    const before = await count();
    for (const [payload, field, code] of cases) {
      const res = await t.call(admin, {
        method: 'POST',
        url: '/api/demands',
        payload: { ...base(), ...payload },
      });
      expect(res.statusCode, field).toBe(422);
      expect(res.json()).toMatchObject({ code, fields: { [field]: expect.any(String) } });
    }
    const [binned] = await query<{ id: string }>(
      t,
      'select id from citizens where organization_id = $1 and deleted_at is not null limit 1',
      ['00000000-0000-4000-8000-000000000001'],
    );
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/demands',
      payload: { ...base(), citizenIds: [binned!.id] },
    });
    expect(res.json()).toMatchObject({
      code: 'DEMAND_CITIZEN_INVALID',
      message: 'Eleitor não encontrado neste gabinete (ou está na lixeira).',
    });
    expect(await count()).toBe(before);
  });

  it('refuses an inactive área for a new demanda but keeps it on one that has it', async () => {
    const areaId = f.areas.demo.get('Segurança')!;
    const demand = await createDemand(t, admin, { ...base(), areaId });
    await t.call(admin, { method: 'PUT', url: `/api/areas/${areaId}`, payload: { active: false } });
    const res = await t.call(admin, { method: 'POST', url: '/api/demands', payload: { ...base(), areaId } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'AREA_INACTIVE',
      message: 'Esta área está desativada. Escolha uma área ativa.',
    });
    const kept = await t.call(admin, {
      method: 'PUT',
      url: `/api/demands/${demand._id}`,
      payload: { version: 1, areaId, title: 'Ronda na praça' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    await t.call(admin, { method: 'PUT', url: `/api/areas/${areaId}`, payload: { active: true } });
  });

  it('checks the dates: no opening in the future, no prazo before the opening (also against the stored one)', async () => {
    const future = await t.call(admin, {
      method: 'POST',
      url: '/api/demands',
      payload: { ...base(), openedAt: daysFrom(today(), 2) },
    });
    expect(future.statusCode).toBe(422);
    expect(future.json()).toMatchObject({
      code: 'DEMAND_OPENED_IN_FUTURE',
      fields: { openedAt: expect.any(String) },
    });
    const both = await t.call(admin, {
      method: 'POST',
      url: '/api/demands',
      payload: { ...base(), openedAt: daysFrom(today(), -5), dueDate: daysFrom(today(), -6) },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Prazo: O prazo não pode ser anterior à data de abertura');

    const d = await createDemand(t, admin, {
      ...base(),
      openedAt: daysFrom(today(), -5),
      dueDate: daysFrom(today(), 3),
    });
    const dueOnly = await t.call(admin, {
      method: 'PUT',
      url: `/api/demands/${d._id}`,
      payload: { version: 1, dueDate: daysFrom(today(), -6) },
    });
    expect(dueOnly.statusCode).toBe(422);
    expect(dueOnly.json()).toMatchObject({
      code: 'DEMAND_DUE_BEFORE_OPENING',
      message: 'O prazo não pode ser anterior à data de abertura.',
    });
    const openedOnly = await t.call(admin, {
      method: 'PUT',
      url: `/api/demands/${d._id}`,
      payload: { version: 1, openedAt: daysFrom(today(), 4) },
    });
    expect(openedOnly.statusCode).toBe(422);
  });

  it('is refused to a read-only user (403 before validation)', async () => {
    const res = await t.call(reader, { method: 'POST', url: '/api/demands', payload: {} });
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /api/demands/:id', () => {
  it('saves the fields sent, bumps the version and records readable from/to values', async () => {
    const d = await createDemand(t, admin, { ...base(), dueDate: daysFrom(today(), 5), priority: 'baixa' });
    const res = await t.call(assessor, {
      method: 'PUT',
      url: `/api/demands/${d._id}`,
      payload: {
        version: 1,
        title: 'Troca de lâmpadas na Rua das Flores',
        priority: 'urgente',
        areaId: f.areas.demo.get('Infraestrutura'),
        responsibleId: f.users.reception,
        citizenIds: [f.citizens.demo[2]],
        dueDate: daysFrom(today(), 7),
        chamberProtocol: 'IND 12/2026',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      version: 2,
      priority: 'urgente',
      description: null,
      updatedBy: { _id: f.users.assessor, name: 'Rafael Souza' },
      responsible: { name: 'Juliana Ferreira' },
      chamberProtocol: 'IND 12/2026',
    });
    const [citizen] = await query<{ name: string }>(t, 'select name from citizens where id = $1', [
      f.citizens.demo[2],
    ]);
    const [first] = await query<{ name: string }>(t, 'select name from citizens where id = $1', [
      f.citizens.demo[0],
    ]);
    const fmt = (day: string) => day.split('-').reverse().join('/');
    const history = (await t.call(admin, { method: 'GET', url: `/api/demands/${d._id}/history` })).json();
    expect(history.changes[0]).toMatchObject({ action: 'update', user: { name: 'Rafael Souza' } });
    expect(history.changes[0].changes).toEqual(
      expect.arrayContaining([
        {
          field: 'title',
          from: 'Troca de lâmpada na Rua das Flores',
          to: 'Troca de lâmpadas na Rua das Flores',
        },
        { field: 'priority', from: 'Baixa', to: 'Urgente' },
        { field: 'area', from: null, to: 'Infraestrutura' },
        { field: 'responsible', from: null, to: 'Juliana Ferreira' },
        { field: 'citizens', from: [first!.name], to: [citizen!.name] },
        { field: 'dueDate', from: fmt(daysFrom(today(), 5)), to: fmt(daysFrom(today(), 7)) },
        { field: 'chamberProtocol', from: null, to: 'IND 12/2026' },
      ]),
    );
    expect(history.changes[0].changes).toHaveLength(7);
    // The new responsible follows and is told; the actor is not.
    const notes = await query<{ user_id: string; kind: string }>(
      t,
      'select user_id, kind from notifications where entity_id = $1',
      [d._id],
    );
    expect(notes).toEqual([{ user_id: f.users.reception, kind: 'demand_assigned' }]);
  });

  it('refuses a stale version with 409 naming who saved last and when', async () => {
    const d = await createDemand(t, admin, base());
    const first = await t.call(assessor, {
      method: 'PUT',
      url: `/api/demands/${d._id}`,
      payload: { version: 1, title: 'Primeira edição' },
    });
    expect(first.statusCode).toBe(200);
    const stale = await t.call(admin, {
      method: 'PUT',
      url: `/api/demands/${d._id}`,
      payload: { version: 1, title: 'Edição atrasada' },
    });
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body.code).toBe('VERSION_CONFLICT');
    expect(body.message).toMatch(
      /^Esta demanda foi alterada por Rafael Souza às \d{2}:\d{2}\. Recarregue para ver as mudanças\.$/,
    );
    expect(body.current).toMatchObject({ version: 2, updatedBy: 'Rafael Souza' });
    const now = (await t.call(admin, { method: 'GET', url: `/api/demands/${d._id}` })).json();
    expect(now.title).toBe('Primeira edição');
  });

  it('clears the overdue mark when the prazo changes', async () => {
    const d = await createDemand(t, admin, {
      ...base(),
      openedAt: daysFrom(today(), -10),
      dueDate: daysFrom(today(), -1),
    });
    await query(t, 'update demands set overdue_notified_at = now() where id = $1', [d._id]);
    expect((await t.call(admin, { method: 'GET', url: `/api/demands/${d._id}` })).json().overdue).toBe(true);
    await t.call(admin, {
      method: 'PUT',
      url: `/api/demands/${d._id}`,
      payload: { version: 1, dueDate: daysFrom(today(), 2) },
    });
    const [row] = await query<{ overdue_notified_at: unknown }>(
      t,
      'select overdue_notified_at from demands where id = $1',
      [d._id],
    );
    expect(row!.overdue_notified_at).toBeNull();
  });
});

describe('the bin', () => {
  it('deletes, lists the bin, refuses changes while deleted, and restores', async () => {
    const d = await createDemand(t, admin, { ...base(), title: 'Poda de árvore na Rua Lixeira' });
    const del = await t.call(admin, { method: 'DELETE', url: `/api/demands/${d._id}` });
    expect(del.json()).toEqual({ ok: true, message: 'Demanda movida para a lixeira.' });
    const live = (await t.call(admin, { method: 'GET', url: '/api/demands?q=rua lixeira' })).json();
    expect(live.total).toBe(0);
    const bin = (
      await t.call(admin, { method: 'GET', url: '/api/demands?status=deleted&q=rua lixeira' })
    ).json();
    expect(bin.demands).toEqual([expect.objectContaining({ _id: d._id, deletedAt: expect.any(String) })]);
    const put = await t.call(admin, {
      method: 'PUT',
      url: `/api/demands/${d._id}`,
      payload: { version: 2, title: 'Novo título' },
    });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toMatchObject({
      code: 'DEMAND_DELETED',
      message: 'Esta demanda está na lixeira. Restaure-a antes de alterar.',
    });
    const move = await t.call(admin, {
      method: 'PATCH',
      url: `/api/demands/${d._id}/status`,
      payload: { version: 2, statusId: f.statuses.demo.get('prefeitura') },
    });
    expect(move.json().code).toBe('DEMAND_DELETED');
    const restored = await t.call(admin, { method: 'POST', url: `/api/demands/${d._id}/restore` });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ deletedAt: null, version: 3 });
    const again = await t.call(admin, { method: 'POST', url: `/api/demands/${d._id}/restore` });
    expect(again.json()).toMatchObject({ code: 'DEMAND_NOT_DELETED' });
    const actions = (await t.call(admin, { method: 'GET', url: `/api/demands/${d._id}/history` }))
      .json()
      .changes.map((c: { action: string }) => c.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'delete', 'restore']));
  });
});

describe('opening from an atendimento', () => {
  async function occurrence(org: string, citizenId: string) {
    const [row] = await query<{ id: string }>(
      t,
      `insert into occurrences (organization_id, occurred_at, channel, subject, status, citizen_id)
       values ($1, now(), 'telefone', 'Pedido de poda', 'aberto', $2) returning id`,
      [org, citizenId],
    );
    return row!.id;
  }

  it('links the atendimento in the same transaction and refuses a second demanda for it', async () => {
    const occ = await occurrence('00000000-0000-4000-8000-000000000001', f.citizens.demo[0]!);
    const d = await createDemand(t, admin, { ...base(), occurrenceId: occ });
    expect(d.occurrence).toEqual({ _id: occ, subject: 'Pedido de poda' });
    const [linked] = await query<{ demand_id: string }>(
      t,
      'select demand_id from occurrences where id = $1',
      [occ],
    );
    expect(linked!.demand_id).toBe(d._id);
    const count = async () => (await query<{ n: number }>(t, 'select count(*)::int as n from demands'))[0]!.n;
    const before = await count();
    const second = await t.call(admin, {
      method: 'POST',
      url: '/api/demands',
      payload: { ...base(), occurrenceId: occ },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'OCCURRENCE_HAS_DEMAND',
      message: 'Este atendimento já tem uma demanda aberta.',
    });
    expect(await count()).toBe(before);
  });

  it("refuses another office's atendimento", async () => {
    const occ = await occurrence('00000000-0000-4000-8000-000000000002', f.citizens.bh[0]!);
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/demands',
      payload: { ...base(), occurrenceId: occ },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'OCCURRENCE_NOT_FOUND',
      fields: { occurrenceId: expect.any(String) },
    });
  });
});

describe('another office', () => {
  it("cannot read, change, move, delete, restore or follow the office's demanda", async () => {
    const d = await createDemand(t, admin, base());
    const id = d._id;
    const attempts = [
      { method: 'GET', url: `/api/demands/${id}` },
      { method: 'PUT', url: `/api/demands/${id}`, payload: { version: 1, title: 'Invasão' } },
      {
        method: 'PATCH',
        url: `/api/demands/${id}/status`,
        payload: { version: 1, statusId: f.statuses.bh.get('prefeitura') },
      },
      { method: 'DELETE', url: `/api/demands/${id}` },
      { method: 'POST', url: `/api/demands/${id}/restore` },
      { method: 'GET', url: `/api/demands/${id}/history` },
      { method: 'PUT', url: `/api/demands/${id}/follow` },
      { method: 'DELETE', url: `/api/demands/${id}/follow` },
    ] as const;
    for (const a of attempts) {
      const res = await t.call(otherAdmin, a);
      expect(res.statusCode, `${a.method} ${a.url}`).toBe(404);
      expect(res.json().code).toBe('DEMAND_NOT_FOUND');
    }
    const list = (await t.call(otherAdmin, { method: 'GET', url: `/api/demands?perPage=100` })).json();
    expect(list.demands.map((x: { _id: string }) => x._id)).not.toContain(id);
    const still = (await t.call(admin, { method: 'GET', url: `/api/demands/${id}` })).json();
    expect(still).toMatchObject({ title: base().title, version: 1, deletedAt: null });
  });
});

describe('following', () => {
  it('follows and unfollows', async () => {
    const d = await createDemand(t, admin, base());
    const off = await t.call(assessor, { method: 'DELETE', url: `/api/demands/${d._id}/follow` });
    expect(off.json()).toEqual({ following: false });
    const on = await t.call(assessor, { method: 'PUT', url: `/api/demands/${d._id}/follow` });
    expect(on.json()).toEqual({ following: true });
    expect((await t.call(assessor, { method: 'GET', url: `/api/demands/${d._id}` })).json().following).toBe(
      true,
    );
    await t.call(admin, { method: 'DELETE', url: `/api/demands/${d._id}/follow` });
    expect((await t.call(admin, { method: 'GET', url: `/api/demands/${d._id}` })).json().following).toBe(
      false,
    );
  });
});
