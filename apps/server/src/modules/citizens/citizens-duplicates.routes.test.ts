import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { registerMergeHook } from './citizens.extensions.ts';
import { createCitizen, createTag, DEMO_ORG, makeCpf } from './citizens-test-helpers.ts';

let t: TestApp;
let admin: string;
let reception: string;
let otherAdmin: string;
const hookCalls: string[][] = [];
registerMergeHook('test-recorder', async (_tx, organizationId, keptId, duplicateId) => {
  hookCalls.push([organizationId, keptId, duplicateId]);
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

const check = (token: string, payload: object) =>
  t.call(token, { method: 'POST', url: '/api/citizens/duplicates/check', payload });

describe('POST /api/citizens/duplicates/check', () => {
  it('matches live citizens of the office by CPF, título or any phone, saying on what', async () => {
    const cpf = makeCpf('555444333');
    const c = await createCitizen(t, admin, {
      name: 'Dorotéia Checagem',
      cpf,
      voterTitle: '004356870906',
      phones: [{ number: '19 99770-1122' }],
    });
    const byAll = (
      await check(admin, {
        cpf: cpf.replace(/(\d{3})(\d{3})(\d{3})/, '$1.$2.$3-'),
        voterTitle: '4356870906',
        phones: ['(19) 99770-1122'],
      })
    ).json();
    expect(byAll.matches).toHaveLength(1);
    expect(byAll.matches[0]).toMatchObject({
      citizen: { _id: c._id },
      matchedOn: ['cpf', 'voterTitle', 'phone'],
    });
    const byPhone = (await check(reception, { phones: ['+55 19 99770-1122', 'bobagem'] })).json();
    expect(byPhone.matches.map((m: { matchedOn: string[] }) => m.matchedOn)).toEqual([['phone']]);
    expect((await check(admin, { cpf, excludeId: c._id })).json().matches).toEqual([]);
    expect((await check(admin, {})).json().matches).toEqual([]);
    expect((await check(otherAdmin, { cpf })).json().matches).toEqual([]);
    expect((await check(admin, { cpf: '111.111.111-11' })).statusCode).toBe(400);
  });
});

describe('GET /api/citizens/duplicates', () => {
  it('lists the likely pairs of the demo seed and by name + birth date, without deleted ones', async () => {
    const seeded = (
      await t.call(admin, { method: 'GET', url: '/api/citizens/duplicates?perPage=100' })
    ).json();
    expect(seeded.total).toBe(4);
    // A CPF cannot repeat among live citizens: the seeded pairs share a phone, or the name and birth date.
    expect(seeded.pairs.map((p: { matchedOn: string[] }) => p.matchedOn[0]).sort()).toEqual([
      'name',
      'name',
      'phone',
      'phone',
    ]);

    const a = await createCitizen(t, admin, { name: 'Gérson Pareado', birthDate: '1971-07-07' });
    const b = await createCitizen(t, admin, { name: 'gerson pareado', birthDate: '1971-07-07' });
    const withName = (
      await t.call(admin, { method: 'GET', url: '/api/citizens/duplicates?perPage=100' })
    ).json();
    expect(withName.total).toBe(5);
    const pair = withName.pairs.find((p: { a: { _id: string } }) => [a._id, b._id].includes(p.a._id));
    expect(pair.matchedOn).toEqual(['name']);

    await t.call(admin, { method: 'DELETE', url: `/api/citizens/${b._id}` });
    expect((await t.call(admin, { method: 'GET', url: '/api/citizens/duplicates' })).json().total).toBe(4);
    const page = (
      await t.call(admin, { method: 'GET', url: '/api/citizens/duplicates?perPage=3&page=2' })
    ).json();
    expect(page).toMatchObject({ total: 4, page: 2, perPage: 3 });
    expect(page.pairs).toHaveLength(1);
    expect((await t.call(otherAdmin, { method: 'GET', url: '/api/citizens/duplicates' })).json().total).toBe(
      0,
    );
  });
});

describe('POST /api/citizens/:id/merge', () => {
  it('keeps phones, e-mails, tags, referrals and history, fills empty fields and bins the duplicate', async () => {
    const tagA = await createTag(t, DEMO_ORG, 'Mescla A');
    const tagB = await createTag(t, DEMO_ORG, 'Mescla B');
    const kept = await createCitizen(t, admin, {
      name: 'Raimundo Mesclado',
      phones: [{ number: '19 99100-0001', preferred: true }],
      emails: [{ address: 'raimundo@exemplo.com.br' }],
      neighborhood: 'Centro',
      tagIds: [tagA],
    });
    const dup = await createCitizen(t, admin, {
      name: 'Raimundo Nonato Mesclado',
      cpf: makeCpf('777888999'),
      birthDate: '1960-01-02',
      phones: [{ number: '19 99100-0001' }, { number: '19 3244-0002', type: 'residencial' }],
      emails: [{ address: 'RAIMUNDO@exemplo.com.br' }, { address: 'rn@exemplo.com.br' }],
      neighborhood: 'Cambuí',
      tagIds: [tagA, tagB],
    });
    const referral = await createCitizen(t, admin, { name: 'Indicado do Duplicado', leaderId: dup._id });
    await t.call(admin, {
      method: 'PUT',
      url: `/api/citizens/${dup._id}`,
      payload: { profession: 'Pedreiro' },
    });

    const res = await t.call(admin, {
      method: 'POST',
      url: `/api/citizens/${kept._id}/merge`,
      payload: { duplicateId: dup._id, takeFromDuplicate: ['name'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const merged = res.json();
    expect(merged).toMatchObject({
      _id: kept._id,
      name: 'Raimundo Nonato Mesclado',
      cpf: makeCpf('777888999'),
      birthDate: '1960-01-02',
      profession: 'Pedreiro',
      neighborhood: 'Centro',
      referralsCount: 1,
    });
    expect(merged.phones.map((p: { number: string; preferred: boolean }) => [p.number, p.preferred])).toEqual(
      [
        ['+5519991000001', true],
        ['+551932440002', false],
      ],
    );
    expect(merged.emails.map((e: { address: string }) => e.address)).toEqual([
      'raimundo@exemplo.com.br',
      'rn@exemplo.com.br',
    ]);
    expect(merged.tags.map((x: { name: string }) => x.name)).toEqual(['Mescla A', 'Mescla B']);
    expect(hookCalls).toContainEqual([DEMO_ORG, kept._id, dup._id]);

    const moved = (await t.call(admin, { method: 'GET', url: `/api/citizens/${referral._id}` })).json();
    expect(moved.leader).toEqual({ _id: kept._id, name: 'Raimundo Nonato Mesclado' });
    const history = (await t.call(admin, { method: 'GET', url: `/api/citizens/${kept._id}/history` })).json();
    expect(history.changes.map((c: { action: string }) => c.action)).toEqual([
      'merge',
      'update',
      'create',
      'create',
    ]);
    expect(history.changes[0].changes[0]).toEqual({
      field: 'merge',
      from: 'Raimundo Nonato Mesclado',
      to: null,
    });
    const timeline = (
      await t.call(admin, { method: 'GET', url: `/api/citizens/${kept._id}/timeline` })
    ).json();
    expect(timeline.items[0].title).toBe('Mesclado com Raimundo Nonato Mesclado');

    const gone = (await t.call(admin, { method: 'GET', url: `/api/citizens/${dup._id}` })).json();
    expect(gone.deletedAt).not.toBeNull();
    const row = await t.deps.database.executeSql('select merged_into from citizens where id = $1', [dup._id]);
    expect(row.rows[0]).toEqual({ merged_into: kept._id });
    const bin = (
      await t.call(admin, { method: 'GET', url: '/api/citizens?status=deleted&q=nonato mesclado' })
    ).json();
    expect(bin.total).toBe(0); // merged records are not in the bin
    expect(
      (await t.call(admin, { method: 'POST', url: `/api/citizens/${dup._id}/restore` })).json().code,
    ).toBe('CITIZEN_MERGED');
  });

  it('refuses the same citizen, unknown fields, deleted or other-office duplicates and users without delete', async () => {
    const a = await createCitizen(t, admin, { name: 'Mescla Recusada A' });
    const b = await createCitizen(t, admin, { name: 'Mescla Recusada B' });
    const merge = (token: string, id: string, body: object) =>
      t.call(token, { method: 'POST', url: `/api/citizens/${id}/merge`, payload: body });
    expect((await merge(admin, a._id, { duplicateId: a._id })).json()).toMatchObject({
      code: 'MERGE_SAME_CITIZEN',
    });
    expect((await merge(admin, a._id, { duplicateId: b._id, takeFromDuplicate: ['senha'] })).statusCode).toBe(
      422,
    );
    expect((await merge(reception, a._id, { duplicateId: b._id })).statusCode).toBe(403);
    const bh = await createCitizen(t, otherAdmin, { name: 'Mescla de BH' });
    expect((await merge(admin, a._id, { duplicateId: bh._id })).statusCode).toBe(404);
    expect((await merge(otherAdmin, a._id, { duplicateId: bh._id })).statusCode).toBe(404);
    const live = (await t.call(admin, { method: 'GET', url: `/api/citizens/${b._id}` })).json();
    expect(live.deletedAt).toBeNull();
  });

  it('never makes the liderança tree loop when the kept one was brought in by the duplicate', async () => {
    const dup = await createCitizen(t, admin, { name: 'Líder Duplicado' });
    const kept = await createCitizen(t, admin, { name: 'Liderado Mantido', leaderId: dup._id });
    const res = await t.call(admin, {
      method: 'POST',
      url: `/api/citizens/${kept._id}/merge`,
      payload: { duplicateId: dup._id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().leader).toBeNull();
  });
});
