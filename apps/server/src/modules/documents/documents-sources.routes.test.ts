// 'Gerar ofício' from an emenda, an atendimento and an eleitor (issue 18): the draft starts from a text about
// what it came from, keeps the link (the emenda's documents list it), and refuses another office's records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { citizenOf, DEMO_ORG } from '../occurrences/casework-test-helpers.ts';

let t: TestApp;
let admin: string;
let reader: string;
let otherAdmin: string;
let amendmentId: string;
let bhAmendmentId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
  const inst = await t.call(admin, {
    method: 'POST',
    url: '/api/institutions',
    payload: { name: 'APAE de Teste', kind: 'associacao' },
  });
  const emenda = (token: string, extra: Record<string, unknown>) =>
    t.call(token, {
      method: 'POST',
      url: '/api/amendments',
      payload: {
        sphere: 'federal',
        year: 2039,
        kind: 'Emenda de Bancada',
        author: 'Dep. Ofício da Silva',
        number: '0042',
        object: 'Van adaptada para a APAE',
        indicated: 28_000_000,
        cityIbge: 3509502,
        ...extra,
      },
    });
  const mine = await emenda(admin, { institutionId: inst.json()._id });
  expect(mine.statusCode, mine.body).toBe(201);
  amendmentId = mine.json()._id;
  const theirs = await emenda(otherAdmin, {});
  expect(theirs.statusCode, theirs.body).toBe(201);
  bhAmendmentId = theirs.json()._id;
});
afterAll(() => t.close());

const draft = (token: string, payload: Record<string, unknown>) =>
  t.call(token, { method: 'POST', url: '/api/documents', payload: { kind: 'oficio', ...payload } });

describe('Gerar ofício from an emenda', () => {
  it('fills the ofício with the emenda and lists it among the emenda’s documents', async () => {
    const res = await draft(admin, { amendmentId });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc.subject).toBe('Emenda nº 0042/2039: Van adaptada para a APAE');
    expect(doc.amendment).toEqual({ _id: amendmentId, label: 'Emenda nº 0042/2039' });
    expect(doc.bodyHtml).toContain('Dep. Ofício da Silva');
    expect(doc.bodyHtml).toContain('<p>Valor indicado: R$ 280.000,00.</p>');
    expect(doc.bodyHtml).toContain('<p>Beneficiário: APAE de Teste.</p>');
    expect(doc.bodyHtml).toContain('<p>Município: Campinas/SP.</p>');
    expect(doc.bodyHtml).not.toContain('{{');
    expect(doc.unknownFields).toEqual([]);
    const list = await t.call(admin, { method: 'GET', url: `/api/documents?amendmentId=${amendmentId}` });
    expect(list.json().documents.map((d: { _id: string }) => d._id)).toEqual([doc._id]);
  });

  it("refuses another office's emenda (404) and a role that may not write documents (403)", async () => {
    const foreign = await draft(admin, { amendmentId: bhAmendmentId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('AMENDMENT_NOT_FOUND');
    const other = await t.call(otherAdmin, {
      method: 'GET',
      url: `/api/documents?amendmentId=${amendmentId}`,
    });
    expect(other.json().documents).toEqual([]);
    expect((await draft(reader, { amendmentId })).statusCode).toBe(403);
  });
});

describe('Gerar ofício from an atendimento and an eleitor', () => {
  it('starts from the atendimento’s subject and description', async () => {
    const citizen = await citizenOf(t, DEMO_ORG, 3);
    const occ = await t.call(admin, {
      method: 'POST',
      url: '/api/occurrences',
      payload: {
        citizenId: citizen.id,
        channel: 'presencial',
        subject: 'Poda de árvore na Rua das Flores',
        description: 'Galhos encostando na fiação.',
      },
    });
    expect(occ.statusCode, occ.body).toBe(201);
    const res = await draft(admin, { occurrenceId: occ.json()._id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      subject: 'Poda de árvore na Rua das Flores',
      occurrence: { _id: occ.json()._id },
      citizen: { _id: citizen.id },
    });
    expect(res.json().bodyHtml).toContain('<p>Galhos encostando na fiação.</p>');
  });

  it('names the eleitor only when asked to', async () => {
    const citizen = await citizenOf(t, DEMO_ORG, 4);
    const hidden = (await draft(admin, { citizenId: citizen.id })).json();
    expect(hidden.citizen).toMatchObject({ _id: citizen.id });
    expect(hidden.bodyHtml).toContain('por munícipe');
    expect(hidden.bodyHtml).not.toContain(citizen.name);
    const named = (await draft(admin, { citizenId: citizen.id, includeCitizenName: true })).json();
    expect(named.bodyHtml).toContain(`<p>Solicitante: ${citizen.name}.</p>`);
  });
});
