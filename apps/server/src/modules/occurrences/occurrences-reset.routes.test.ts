import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { citizenOf, DEMO_ORG, userId } from './casework-test-helpers.ts';

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
  receptionId = await userId(t, 'recepcao@gabinete.demo');
  const citizen = await citizenOf(t, DEMO_ORG);
  for (const subject of ['Reset um', 'Reset dois']) {
    const res = await t.call(reception, {
      method: 'POST',
      url: '/api/occurrences',
      payload: { citizenId: citizen.id, channel: 'presencial', subject },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

/** Spec §7 shows no body: none is sent, or an old client's confirmation, which is ignored. */
const reset = (token: string, user: string, confirmation?: string) =>
  t.call(token, {
    method: 'PATCH',
    url: `/api/users/${user}/reset/occurrences`,
    ...(confirmation !== undefined && { payload: { confirmation } }),
  });
const liveBy = async (user: string) =>
  (
    (
      await t.deps.database.executeSql(
        'select count(*)::int as n from occurrences where created_by = $1 and deleted_at is null',
        [user],
      )
    ).rows[0] as { n: number }
  ).n;

describe('PATCH /api/users/:id/reset/occurrences', () => {
  it('bins every live atendimento the user registered in one batch, audited, and restores it', async () => {
    const before = await liveBy(receptionId);
    expect(before).toBeGreaterThanOrEqual(2);
    const res = await reset(admin, receptionId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      ok: true,
      affected: before,
      message: `${before} atendimentos de Juliana Ferreira foram movidos para a lixeira.`,
    });
    expect(new Date(body.restorableUntil).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(await liveBy(receptionId)).toBe(0);
    const log = await t.deps.database.executeSql(
      "select data from audit_log where action = 'reset_occurrences'",
    );
    expect(log.rows[0]).toMatchObject({ data: { count: before, batchId: body.batchId } });
    const bin = await t.call(admin, { method: 'GET', url: '/api/occurrences?view=deleted&q=reset' });
    expect(bin.json().total).toBe(2);

    const restore = await t.call(admin, {
      method: 'POST',
      url: `/api/occurrences/deletions/${body.batchId}/restore`,
    });
    expect(restore.json()).toEqual({
      ok: true,
      affected: before,
      message: `${before} atendimentos restaurados.`,
    });
    expect(await liveBy(receptionId)).toBe(before);
    const again = await t.call(admin, {
      method: 'POST',
      url: `/api/occurrences/deletions/${body.batchId}/restore`,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('DELETION_BATCH_NOT_FOUND');
  });

  it('says so when the user has nothing to remove', async () => {
    const leitura = await userId(t, 'leitura@gabinete.demo');
    const res = await reset(admin, leitura);
    expect(res.json()).toMatchObject({
      affected: 0,
      message: 'Beatriz Santos não tem atendimentos registrados.',
    });
  });

  it('does not restore a batch older than 30 days', async () => {
    const body = (await reset(admin, receptionId)).json();
    await t.deps.database.executeSql(
      "update occurrences set deleted_at = now() - interval '31 days' where deleted_batch = $1",
      [body.batchId],
    );
    const res = await t.call(admin, {
      method: 'POST',
      url: `/api/occurrences/deletions/${body.batchId}/restore`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('is for office admins only, ignores a body and stays in the office', async () => {
    expect((await reset(reception, receptionId)).statusCode).toBe(403);
    const oldClient = await reset(admin, receptionId, 'excluir');
    expect(oldClient.statusCode, oldClient.body).toBe(200);
    expect(oldClient.json().ok).toBe(true);
    expect((await reset(otherAdmin, receptionId)).json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    const batch = (await reset(admin, receptionId)).json().batchId;
    const foreign = await t.call(otherAdmin, {
      method: 'POST',
      url: `/api/occurrences/deletions/${batch}/restore`,
    });
    expect(foreign.statusCode).toBe(404);
    const mine = await t.call(reception, {
      method: 'POST',
      url: `/api/occurrences/deletions/${batch}/restore`,
    });
    expect(mine.statusCode).toBe(403);
  });
});
