// A demanda's instituição points at the Instituições (issue 17): linked on create and edit, its name kept in
// the demanda's text, shown on the record and among the instituição's links; another office's one is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDemand, loadFixtures, type Fixtures } from './demands-test-helpers.ts';

let t: TestApp;
let f: Fixtures;
let admin: string;
let reception: string;
let otherAdmin: string;
let school: string;
let bhSchool: string;

async function institution(token: string, name: string) {
  const res = await t.call(token, {
    method: 'POST',
    url: '/api/institutions',
    payload: { name, kind: 'escola' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  f = await loadFixtures(t);
  admin = await t.login('admin@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
  school = await institution(admin, 'EMEF Vínculo de Teste');
  bhSchool = await institution(otherAdmin, 'Escola Municipal de BH');
});
afterAll(() => t.close());

describe("a demanda's instituição", () => {
  it('links on create (reception may), names the demanda and lists it on the instituição', async () => {
    const d = await createDemand(t, reception, {
      title: 'Reforma do banheiro da escola',
      citizenIds: [f.citizens.demo[0]],
      institutionId: school,
      institution: 'texto antigo',
    });
    expect(d).toMatchObject({
      institution: 'EMEF Vínculo de Teste',
      institutionRef: { _id: school, name: 'EMEF Vínculo de Teste', cnpj: null },
    });
    const links = await t.call(reception, { method: 'GET', url: `/api/institutions/${school}/links` });
    expect(links.statusCode, links.body).toBe(200);
    expect(links.json().demands).toEqual([expect.objectContaining({ _id: d._id })]);
  });

  it('changes and unlinks on edit, with the history in names', async () => {
    const d = await createDemand(t, admin, {
      title: 'Vaga na creche',
      citizenIds: [f.citizens.demo[1]],
      institution: 'CEI do bairro',
    });
    expect(d).toMatchObject({ institution: 'CEI do bairro', institutionRef: null });
    const linked = await t.call(admin, {
      method: 'PUT',
      url: `/api/demands/${d._id}`,
      payload: { version: 1, institutionId: school },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().institutionRef).toMatchObject({ _id: school });
    const history = await t.call(admin, { method: 'GET', url: `/api/demands/${d._id}/history` });
    expect(JSON.stringify(history.json())).toContain('EMEF Vínculo de Teste');
    const unlinked = await t.call(admin, {
      method: 'PUT',
      url: `/api/demands/${d._id}`,
      payload: { version: 2, institutionId: null, institution: null },
    });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json()).toMatchObject({ institution: null, institutionRef: null });
  });

  it("refuses another office's instituição (422 naming the field) and changes nothing", async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/demands',
      payload: {
        title: 'Demanda com escola alheia',
        citizenIds: [f.citizens.demo[2]],
        institutionId: bhSchool,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({
      institutionId: 'Instituição não encontrada neste gabinete (ou está na lixeira)',
    });
    const d = await createDemand(t, admin, { title: 'Outra demanda', citizenIds: [f.citizens.demo[2]] });
    const edit = await t.call(admin, {
      method: 'PUT',
      url: `/api/demands/${d._id}`,
      payload: { version: 1, institutionId: bhSchool },
    });
    expect(edit.statusCode).toBe(422);
    const after = await t.call(admin, { method: 'GET', url: `/api/demands/${d._id}` });
    expect(after.json()).toMatchObject({ version: 1, institutionRef: null });
  });
});
