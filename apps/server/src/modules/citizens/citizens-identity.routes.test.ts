// A CPF and a título de eleitor identify one person: a second live record with either is refused with a 409
// that names the existing one; phones and names may still repeat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeVoterTitle } from '../imports/transfers-test-helpers.ts';
import { createCitizen, makeCpf } from './citizens-test-helpers.ts';

let t: TestApp;
let admin: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

const post = (token: string, payload: Record<string, unknown>) =>
  t.call(token, { method: 'POST', url: '/api/citizens', payload });

describe('one CPF, one título per office', () => {
  it('refuses a second citizen with the same CPF, naming the existing one', async () => {
    const cpf = makeCpf('700100200');
    const first = await createCitizen(t, admin, { name: 'Heloísa Primeira', cpf });
    const res = await post(admin, { name: 'Heloísa Segunda', cpf, phones: [{ number: '(19) 99111-0001' }] });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CITIZEN_CPF_IN_USE',
      existingId: first._id,
      existing: { _id: first._id, name: 'Heloísa Primeira' },
      fields: { cpf: expect.stringContaining('Heloísa Primeira') },
    });
    expect(res.json().message).toMatch(/^Já existe um eleitor com este CPF: Heloísa Primeira\./);
    // Nothing was written.
    const rows = await t.deps.database.executeSql("select 1 from citizens where name = 'Heloísa Segunda'");
    expect(rows.rows).toHaveLength(0);
  });

  it('refuses the same título de eleitor', async () => {
    const voterTitle = makeVoterTitle(7001001);
    const first = await createCitizen(t, admin, { name: 'Ivo Título', voterTitle });
    const res = await post(admin, { name: 'Ivo Outro', voterTitle });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CITIZEN_VOTER_TITLE_IN_USE', existingId: first._id });
    expect(res.json().message).toContain('título de eleitor');
  });

  it('refuses an edit that gives a citizen someone else’s CPF, and allows keeping one’s own', async () => {
    const cpf = makeCpf('700100300');
    const holder = await createCitizen(t, admin, { name: 'Jurema Dona', cpf });
    const other = await createCitizen(t, admin, { name: 'Jurema Outra' });
    const res = await t.call(admin, { method: 'PUT', url: `/api/citizens/${other._id}`, payload: { cpf } });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CITIZEN_CPF_IN_USE', existingId: holder._id });
    const own = await t.call(admin, {
      method: 'PUT',
      url: `/api/citizens/${holder._id}`,
      payload: { cpf, name: 'Jurema Dona Silva' },
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('lets phones and names repeat, and the same CPF live in another office', async () => {
    const cpf = makeCpf('700100400');
    await createCitizen(t, admin, { name: 'Kátia Repetida', phones: [{ number: '(19) 99111-0004' }] });
    await createCitizen(t, admin, { name: 'Kátia Repetida', phones: [{ number: '(19) 99111-0004' }], cpf });
    await createCitizen(t, otherAdmin, { name: 'Kátia de BH', cpf });
  });

  it('frees the CPF of a citizen in the bin, and refuses restoring it once another record holds it', async () => {
    const cpf = makeCpf('700100500');
    const binned = await createCitizen(t, admin, { name: 'Lauro Lixeira', cpf });
    expect((await t.call(admin, { method: 'DELETE', url: `/api/citizens/${binned._id}` })).statusCode).toBe(
      200,
    );
    const fresh = await createCitizen(t, admin, { name: 'Lauro Novo', cpf });
    const restore = await t.call(admin, { method: 'POST', url: `/api/citizens/${binned._id}/restore` });
    expect(restore.statusCode, restore.body).toBe(409);
    expect(restore.json()).toMatchObject({ code: 'CITIZEN_CPF_IN_USE', existingId: fresh._id });
  });

  it('has the database refuse a repeat that bypasses the check (the unique index)', async () => {
    const cpf = makeCpf('700100600');
    const first = await createCitizen(t, admin, { name: 'Mara Índice', cpf });
    await expect(
      t.deps.database.executeSql(
        `insert into citizens (organization_id, name, cpf) select organization_id, 'Mara Cópia', cpf from citizens where id = $1`,
        [first._id],
      ),
    ).rejects.toThrow();
  });

  it('merges two records, the kept one taking the duplicate’s CPF', async () => {
    const cpf = makeCpf('700100700');
    const kept = await createCitizen(t, admin, { name: 'Nair Mantida' });
    const dup = await createCitizen(t, admin, { name: 'Nair Duplicada', cpf });
    const res = await t.call(admin, {
      method: 'POST',
      url: `/api/citizens/${kept._id}/merge`,
      payload: { duplicateId: dup._id, takeFromDuplicate: ['cpf'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: kept._id, cpf });
  });
});
