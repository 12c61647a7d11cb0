import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
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

const status = (key: string) => f.statuses.demo.get(key)!;
const move = (token: string, id: string, version: number, key: string, note?: string) =>
  t.call(token, {
    method: 'PATCH',
    url: `/api/demands/${id}/status`,
    payload: { version, statusId: status(key), ...(note ? { note } : {}) },
  });
const open = () =>
  createDemand(t, admin, {
    title: 'Tapa-buraco na Rua Sete',
    citizenIds: [f.citizens.demo[0]],
    responsibleId: f.users.assessor,
  });

describe('PUT/DELETE /api/demands/:id/follow', () => {
  it('is for those who create or update demandas; a read-only user gets 403', async () => {
    const d = await open();
    const reader = await t.login('leitura@gabinete.demo');
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.call(reader, { method, url: `/api/demands/${d._id}/follow` });
      expect(res.statusCode).toBe(403);
    }
    const rows = await query(
      t,
      'select 1 from demand_followers f join users u on u.id = f.user_id where f.demand_id = $1 and u.email = $2',
      [d._id, 'leitura@gabinete.demo'],
    );
    expect(rows).toHaveLength(0);
    const ok = await t.call(reception, { method: 'PUT', url: `/api/demands/${d._id}/follow` });
    expect(ok.json()).toEqual({ following: true });
  });
});

describe('PATCH /api/demands/:id/status', () => {
  it('moves along a transition, tells the followers but not the actor, and records the note', async () => {
    const d = await open();
    await t.call(reception, { method: 'PUT', url: `/api/demands/${d._id}/follow` });
    await query(t, 'delete from notifications where entity_id = $1', [d._id]);
    const res = await move(assessor, d._id, 1, 'prefeitura', 'Ofício 123 enviado à Secretaria de Obras');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: { name: 'Encaminhado para a Prefeitura', isFinal: false },
      version: 2,
      closedAt: null,
      updatedBy: { name: 'Rafael Souza' },
    });
    const notes = await query<{
      user_id: string;
      kind: string;
      title: string;
      body: string;
      actor_id: string;
    }>(
      t,
      'select user_id, kind, title, body, actor_id from notifications where entity_id = $1 order by user_id',
      [d._id],
    );
    // Followers: the creator (admin) and the one who followed (reception); the actor (assessor) is not told.
    expect(notes.map((n) => n.user_id).sort()).toEqual([f.users.admin, f.users.reception].sort());
    expect(notes[0]).toMatchObject({
      kind: 'demand_status',
      title: `Demanda ${d.protocol} passou para "Encaminhado para a Prefeitura"`,
      body: 'Tapa-buraco na Rua Sete — Ofício 123 enviado à Secretaria de Obras',
      actor_id: f.users.assessor,
    });
    const history = (await t.call(admin, { method: 'GET', url: `/api/demands/${d._id}/history` })).json();
    // The status line (the office's 'Avisar o cidadão' for this status may log its own line at the same instant).
    const statusLine = history.changes.find((c: { action: string }) => c.action === 'status');
    expect(history.changes.indexOf(statusLine)).toBeLessThanOrEqual(1);
    expect(statusLine).toMatchObject({
      action: 'status',
      changes: [
        { field: 'status', from: 'Aguardando encaminhamento', to: 'Encaminhado para a Prefeitura' },
        { field: 'note', from: null, to: 'Ofício 123 enviado à Secretaria de Obras' },
      ],
    });
  });

  it('closes on a final status and reopens, keeping closedAt and isClosed in step', async () => {
    const d = await open();
    const closed = (await move(admin, d._id, 1, 'solucionado')).json();
    expect(closed).toMatchObject({ status: { isFinal: true }, closedAt: expect.any(String), overdue: false });
    const [row] = await query<{ is_closed: boolean }>(t, 'select is_closed from demands where id = $1', [
      d._id,
    ]);
    expect(row!.is_closed).toBe(true);
    const reopened = (await move(admin, d._id, 2, 'aguardando')).json();
    expect(reopened).toMatchObject({
      status: { name: 'Aguardando encaminhamento' },
      closedAt: null,
      version: 3,
    });
  });

  it('refuses an illegal move with 409 naming both statuses', async () => {
    const d = await open();
    await move(admin, d._id, 1, 'solucionado');
    const res = await move(admin, d._id, 2, 'resposta_prefeitura');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'Não é possível passar de "Solucionado" para "Resposta da Prefeitura".',
    });
    // PUT goes through the same transitions.
    const put = await t.call(admin, {
      method: 'PUT',
      url: `/api/demands/${d._id}`,
      payload: { version: 2, statusId: status('camara') },
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().code).toBe('INVALID_TRANSITION');
  });

  it('refuses a stale version and lets exactly one of two simultaneous moves through', async () => {
    const d = await open();
    expect((await move(admin, d._id, 1, 'prefeitura')).statusCode).toBe(200);
    const stale = await move(assessor, d._id, 1, 'camara');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^Esta demanda foi alterada por Mariana Costa às \d{2}:\d{2}\./);

    const e = await open();
    const results = await Promise.all([
      move(admin, e._id, 1, 'prefeitura'),
      move(assessor, e._id, 1, 'camara'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await query<{ version: number }>(t, 'select version from demands where id = $1', [e._id]);
    expect(row!.version).toBe(2);
  });

  it('treats a move to the current status as nothing to do', async () => {
    const d = await open();
    const res = await move(admin, d._id, 1, 'aguardando');
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(1);
  });

  it("refuses another office's status (422) and another office's caller (404)", async () => {
    const d = await open();
    const foreign = await t.call(admin, {
      method: 'PATCH',
      url: `/api/demands/${d._id}/status`,
      payload: { version: 1, statusId: f.statuses.bh.get('prefeitura') },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({
      code: 'DEMAND_STATUS_NOT_FOUND',
      fields: { statusId: expect.any(String) },
    });
    const intruder = await t.call(otherAdmin, {
      method: 'PATCH',
      url: `/api/demands/${d._id}/status`,
      payload: { version: 1, statusId: f.statuses.bh.get('prefeitura') },
    });
    expect(intruder.statusCode).toBe(404);
  });
});
