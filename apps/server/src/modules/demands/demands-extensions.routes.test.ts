import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCitizen } from '../citizens/citizens-test-helpers.ts';
import { localDay } from '../citizens/citizens-dates.ts';
import { checkOverdueDemands } from './demands-overdue.ts';
import { createDemand, loadFixtures, query, type Fixtures } from './demands-test-helpers.ts';

let t: TestApp;
let f: Fixtures;
let admin: string;
let assessor: string;
let reception: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await loadFixtures(t);
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

const day = (n: number) =>
  new Date(Date.parse(`${localDay()}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe("the citizen's timeline", () => {
  it('shows the opening and the status moves of the citizen’s demandas, linking to them', async () => {
    const citizen = await createCitizen(t, admin, { name: 'Odete Timeline' });
    const d = await createDemand(t, admin, {
      title: 'Vaga em creche para o neto',
      citizenIds: [citizen._id],
    });
    await t.call(assessor, {
      method: 'PATCH',
      url: `/api/demands/${d._id}/status`,
      payload: { version: 1, statusId: f.statuses.demo.get('prefeitura'), note: 'Ofício enviado' },
    });
    const gone = await createDemand(t, admin, { title: 'Demanda excluída', citizenIds: [citizen._id] });
    await t.call(admin, { method: 'DELETE', url: `/api/demands/${gone._id}` });
    const res = await t.call(admin, { method: 'GET', url: `/api/citizens/${citizen._id}/timeline` });
    expect(res.statusCode, res.body).toBe(200);
    const items = (res.json().items as { kind: string }[]).filter((i) => i.kind === 'demand');
    expect(items).toEqual([
      {
        id: expect.stringMatching(/^demand:/),
        kind: 'demand',
        at: expect.any(String),
        title: `Demanda ${d.protocol} passou para "Encaminhado para a Prefeitura"`,
        description: 'Vaga em creche para o neto — Ofício enviado',
        link: `/demandas/${d._id}`,
        user: { _id: f.users.assessor, name: 'Rafael Souza' },
      },
      {
        id: expect.stringMatching(/^demand:/),
        kind: 'demand',
        at: expect.any(String),
        title: `Demanda ${d.protocol} aberta: Vaga em creche para o neto`,
        description: 'Situação: Aguardando encaminhamento',
        link: `/demandas/${d._id}`,
        user: { _id: f.users.admin, name: 'Mariana Costa' },
      },
    ]);
  });
});

describe('merging citizens', () => {
  it('moves the duplicate’s demandas to the kept citizen without repeating one in a demanda', async () => {
    const kept = await createCitizen(t, admin, { name: 'Josefa Mantida' });
    const dup = await createCitizen(t, admin, { name: 'Josefa Duplicada' });
    const both = await createDemand(t, admin, { title: 'Demanda das duas', citizenIds: [dup._id, kept._id] });
    const only = await createDemand(t, admin, { title: 'Demanda da duplicada', citizenIds: [dup._id] });
    const res = await t.call(admin, {
      method: 'POST',
      url: `/api/citizens/${kept._id}/merge`,
      payload: { duplicateId: dup._id },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const id of [both._id, only._id]) {
      const citizens = (await t.call(admin, { method: 'GET', url: `/api/demands/${id}` })).json().citizens;
      expect(citizens.map((c: { _id: string }) => c._id)).toEqual([kept._id]);
    }
    const list = (await t.call(admin, { method: 'GET', url: `/api/demands?citizenId=${kept._id}` })).json();
    expect(list.total).toBe(2);
  });
});

describe('the overdue check', () => {
  it('tells the responsible (else the creator) once per prazo, never about closed demandas', async () => {
    const late = await createDemand(t, admin, {
      title: 'Prazo vencido com responsável',
      citizenIds: [f.citizens.demo[0]],
      responsibleId: f.users.assessor,
      openedAt: day(-10),
      dueDate: day(-1),
    });
    const orphan = await createDemand(t, reception, {
      title: 'Prazo vencido sem responsável',
      citizenIds: [f.citizens.demo[0]],
      openedAt: day(-10),
      dueDate: day(-2),
    });
    const closed = await createDemand(t, admin, {
      title: 'Prazo vencido mas solucionada',
      citizenIds: [f.citizens.demo[0]],
      openedAt: day(-10),
      dueDate: day(-2),
      statusId: f.statuses.demo.get('solucionado'),
    });
    const due = await createDemand(t, admin, {
      title: 'Prazo hoje',
      citizenIds: [f.citizens.demo[0]],
      responsibleId: f.users.assessor,
      dueDate: day(0),
    });
    const notices = async () =>
      query<{ user_id: string; entity_id: string; title: string; actor_id: string | null }>(
        t,
        "select user_id, entity_id, title, actor_id from notifications where kind = 'demand_overdue' and entity_id = any($1::uuid[]) order by title",
        [[late._id, orphan._id, closed._id, due._id]],
      );
    await checkOverdueDemands(t.deps, new Date());
    expect(await notices()).toEqual([
      {
        user_id: f.users.assessor,
        entity_id: late._id,
        title: `Demanda ${late.protocol} com prazo vencido`,
        actor_id: null,
      },
      {
        user_id: f.users.reception,
        entity_id: orphan._id,
        title: `Demanda ${orphan.protocol} com prazo vencido`,
        actor_id: null,
      },
    ]);
    await checkOverdueDemands(t.deps, new Date());
    expect(await notices()).toHaveLength(2);
    // A new prazo that also passes is announced again.
    await t.call(admin, {
      method: 'PUT',
      url: `/api/demands/${late._id}`,
      payload: { version: 1, dueDate: day(-3) },
    });
    await checkOverdueDemands(t.deps, new Date());
    expect((await notices()).filter((n) => n.entity_id === late._id)).toHaveLength(2);
  });
});

describe('PATCH /api/users/:id/reset/demands', () => {
  /** Spec §7 shows no body: none is sent, or an old client's confirmation, which is ignored. */
  const reset = (token: string, userId: string, confirmation?: string) =>
    t.call(token, {
      method: 'PATCH',
      url: `/api/users/${userId}/reset/demands`,
      ...(confirmation !== undefined && { payload: { confirmation } }),
    });
  const liveBy = async (userId: string) =>
    (
      await query<{ n: number }>(
        t,
        'select count(*)::int as n from demands where created_by = $1 and deleted_at is null',
        [userId],
      )
    )[0]!.n;

  it('bins every live demanda the user created in one batch, audited, and restores it within 30 days', async () => {
    await createDemand(t, reception, { title: 'Da recepção', citizenIds: [f.citizens.demo[0]] });
    const before = await liveBy(f.users.reception);
    expect(before).toBeGreaterThan(1);
    const res = await reset(admin, f.users.reception);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      ok: true,
      affected: before,
      message: `${before} demandas de Juliana Ferreira foram movidas para a lixeira.`,
    });
    expect(await liveBy(f.users.reception)).toBe(0);
    const [log] = await query<{ data: unknown }>(
      t,
      "select data from audit_log where action = 'reset_demands'",
    );
    expect(log!.data).toMatchObject({ count: before, batchId: body.batchId });
    const bin = (
      await t.call(admin, { method: 'GET', url: '/api/demands?status=deleted&q=da recepcao' })
    ).json();
    expect(bin.total).toBe(1);

    const restore = await t.call(admin, {
      method: 'POST',
      url: `/api/demands/deletions/${body.batchId}/restore`,
    });
    expect(restore.json()).toEqual({
      ok: true,
      affected: before,
      message: `${before} demandas restauradas.`,
    });
    expect(await liveBy(f.users.reception)).toBe(before);
    const again = await t.call(admin, {
      method: 'POST',
      url: `/api/demands/deletions/${body.batchId}/restore`,
    });
    expect(again.json().code).toBe('DELETION_BATCH_NOT_FOUND');

    const old = (await reset(admin, f.users.reception)).json();
    await query(t, "update demands set deleted_at = now() - interval '31 days' where deleted_batch = $1", [
      old.batchId,
    ]);
    const late = await t.call(admin, {
      method: 'POST',
      url: `/api/demands/deletions/${old.batchId}/restore`,
    });
    expect(late.statusCode).toBe(404);
  });

  it('is for office admins only, ignores a body and stays in the office', async () => {
    expect((await reset(assessor, f.users.sac)).statusCode).toBe(403);
    const oldClient = await reset(admin, f.users.sac, 'excluir');
    expect(oldClient.statusCode, oldClient.body).toBe(200);
    expect(oldClient.json().affected).toBeGreaterThan(0);
    // Bring them back, so the batch below has demandas to restore.
    const undo = await t.call(admin, {
      method: 'POST',
      url: `/api/demands/deletions/${oldClient.json().batchId}/restore`,
    });
    expect(undo.statusCode).toBe(200);
    expect((await reset(otherAdmin, f.users.sac)).json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    const batch = (await reset(admin, f.users.sac)).json().batchId;
    const foreign = await t.call(otherAdmin, {
      method: 'POST',
      url: `/api/demands/deletions/${batch}/restore`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.call(admin, { method: 'POST', url: `/api/demands/deletions/${batch}/restore` })).statusCode,
    ).toBe(200);
  });
});
