import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCitizen } from './citizens-test-helpers.ts';

let t: TestApp;
let admin: string;
let reception: string;
let otherAdmin: string;
let receptionId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
  const row = await t.deps.database.executeSql("select id from users where email = 'recepcao@gabinete.demo'");
  receptionId = (row.rows[0] as { id: string }).id;
});
afterAll(() => t.close());

/** Spec §7 shows no body: by default none is sent (no Content-Type either). */
const reset = (token: string, userId: string, send: InjectOptions = {}) =>
  t.call(token, { method: 'PATCH', url: `/api/users/${userId}/reset/voters`, ...send });
const countBy = async (userId: string) =>
  (
    await t.deps.database.executeSql(
      'select count(*)::int as n from citizens where registered_by = $1 and deleted_at is null',
      [userId],
    )
  ).rows[0] as { n: number };

describe('PATCH /api/users/:id/reset/voters', () => {
  it('bins every live citizen the user registered in one batch, audited, and restores it', async () => {
    await createCitizen(t, reception, { name: 'Da Recepção Um' });
    const before = (await countBy(receptionId)).n;
    expect(before).toBeGreaterThan(1); // the demo seed spreads records over the staff

    const res = await reset(admin, receptionId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      ok: true,
      affected: before,
      message: `${before} eleitores de Juliana Ferreira foram movidos para a lixeira.`,
    });
    expect(new Date(body.restorableUntil).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(await countBy(receptionId)).toEqual({ n: 0 });
    const log = await t.deps.database.executeSql("select data from audit_log where action = 'reset_voters'");
    expect(log.rows[0]).toMatchObject({ data: { count: before, batchId: body.batchId } });
    const bin = (
      await t.call(admin, { method: 'GET', url: '/api/citizens?status=deleted&q=da recepcao um' })
    ).json();
    expect(bin.total).toBe(1);

    const restore = await t.call(admin, {
      method: 'POST',
      url: `/api/citizens/deletions/${body.batchId}/restore`,
    });
    expect(restore.json()).toEqual({
      ok: true,
      affected: before,
      message: `${before} eleitores restaurados.`,
    });
    expect(await countBy(receptionId)).toEqual({ n: before });
    const again = await t.call(admin, {
      method: 'POST',
      url: `/api/citizens/deletions/${body.batchId}/restore`,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('DELETION_BATCH_NOT_FOUND');
  });

  it('does not restore a batch older than 30 days', async () => {
    const body = (await reset(admin, receptionId)).json();
    await t.deps.database.executeSql(
      "update citizens set deleted_at = now() - interval '31 days' where deleted_batch = $1",
      [body.batchId],
    );
    const res = await t.call(admin, {
      method: 'POST',
      url: `/api/citizens/deletions/${body.batchId}/restore`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('takes no body: whatever is sent (empty, {}, the old confirmation, malformed JSON, text) is ignored', async () => {
    const json = { 'content-type': 'application/json' };
    const sends: InjectOptions[] = [
      {},
      { headers: json, payload: '' },
      { headers: json, payload: '{}' },
      { payload: { confirmation: 'EXCLUIR' } },
      { payload: { confirmation: 'excluir' } },
      { headers: json, payload: '{"confirmation":' },
      { headers: { 'content-type': 'text/plain' }, payload: 'EXCLUIR' },
    ];
    for (const send of sends) {
      await createCitizen(t, reception, { name: 'Mais Um da Recepção' });
      const res = await reset(admin, receptionId, send);
      expect(res.statusCode, `${JSON.stringify(send)} → ${res.body}`).toBe(200);
      expect(res.json().affected).toBe(1);
    }
  });

  it('is for office admins only and stays in the office', async () => {
    const denied = await reset(reception, receptionId);
    expect(denied.statusCode).toBe(403);
    expect((await reset(otherAdmin, receptionId)).json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    const batch = (await reset(admin, receptionId)).json().batchId;
    const foreign = await t.call(otherAdmin, {
      method: 'POST',
      url: `/api/citizens/deletions/${batch}/restore`,
    });
    expect(foreign.statusCode).toBe(404);
    const mine = await t.call(reception, { method: 'POST', url: `/api/citizens/deletions/${batch}/restore` });
    expect(mine.statusCode).toBe(403);
  });
});
