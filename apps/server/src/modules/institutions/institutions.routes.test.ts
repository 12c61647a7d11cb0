import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
let reception: string;
let reader: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

type Body = { _id: string; version: number; [k: string]: unknown };

async function created(token: string, payload: Record<string, unknown>): Promise<Body> {
  const res = await t.call(token, { method: 'POST', url: '/api/institutions', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('POST /api/institutions', () => {
  it('keeps the CNPJ without punctuation, the phones as E.164 and the município with its UF', async () => {
    const inst = await created(admin, {
      name: 'Associação de Moradores do Jardim Teste',
      cnpj: '11.222.333/0001-81',
      kind: 'associacao',
      cityIbge: 3509502,
      phones: ['(19) 99876-5432'],
      emails: ['Contato@Assoc.org.br'],
    });
    expect(inst).toMatchObject({
      cnpj: '11222333000181',
      kind: 'associacao',
      city: 'Campinas',
      uf: 'SP',
      phones: ['+5519998765432'],
      emails: ['contato@assoc.org.br'],
      amendmentCount: 0,
      version: 1,
    });
  });

  it('refuses an invalid CNPJ and a CNPJ the office already has, in pt-BR', async () => {
    const bad = await t.call(admin, {
      method: 'POST',
      url: '/api/institutions',
      payload: { name: 'Escola X', cnpj: '11.222.333/0001-82' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.cnpj).toBe('CNPJ inválido: confira os dígitos');
    const dup = await t.call(admin, {
      method: 'POST',
      url: '/api/institutions',
      payload: { name: 'Outra com o mesmo CNPJ', cnpj: '11222333000181' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'INSTITUTION_CNPJ_IN_USE' });
    // Another office may hold the same CNPJ.
    await created(otherAdmin, { name: 'A mesma, em BH', cnpj: '11222333000181' });
  });

  it('is refused to whoever may only read instituições', async () => {
    const res = await t.call(reception, {
      method: 'POST',
      url: '/api/institutions',
      payload: { name: 'Hospital' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/institutions', () => {
  it('finds by name without accents and by CNPJ, only in the office', async () => {
    await created(admin, {
      name: 'Hospital São Vicente de Paulo',
      kind: 'hospital',
      cnpj: '12.ABC.345/01DE-35',
    });
    const byName = await t.call(reception, { method: 'GET', url: '/api/institutions?q=sao vicente' });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().institutions.map((i: Body) => i.name)).toEqual(['Hospital São Vicente de Paulo']);
    const byCnpj = await t.call(admin, { method: 'GET', url: '/api/institutions?q=12.ABC.345/01' });
    expect(byCnpj.json().institutions.map((i: Body) => i.cnpj)).toEqual(['12ABC34501DE35']);
    const other = await t.call(otherAdmin, { method: 'GET', url: '/api/institutions?q=sao vicente' });
    expect(other.json().total).toBe(0);
  });

  it('is refused without the ability (403)', async () => {
    const sac = await t.login('sac@gabinete.demo');
    expect((await t.call(sac, { method: 'GET', url: '/api/institutions' })).statusCode).toBe(403);
  });
});

describe('GET/PUT/DELETE /api/institutions/:id', () => {
  it('edits with the version read; a stale save is a 409 naming who saved', async () => {
    const inst = await created(admin, { name: 'Secretaria de Saúde de Sumaré', kind: 'secretaria' });
    const ok = await t.call(admin, {
      method: 'PUT',
      url: `/api/institutions/${inst._id}`,
      payload: { version: 1, contactName: 'Dra. Helena Prado' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ contactName: 'Dra. Helena Prado', version: 2 });
    const stale = await t.call(admin, {
      method: 'PUT',
      url: `/api/institutions/${inst._id}`,
      payload: { version: 1, contactName: 'Outro' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
  });

  it("answers 404 for another office's instituição on every route", async () => {
    const inst = await created(admin, { name: 'Escola Estadual Carlos Gomes', kind: 'escola' });
    for (const [method, url, payload] of [
      ['GET', `/api/institutions/${inst._id}`, undefined],
      ['GET', `/api/institutions/${inst._id}/links`, undefined],
      ['PUT', `/api/institutions/${inst._id}`, { version: 1, name: 'Tomada' }],
      ['DELETE', `/api/institutions/${inst._id}`, undefined],
      ['POST', `/api/institutions/${inst._id}/restore`, undefined],
    ] as const) {
      const res = await t.call(otherAdmin, { method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('INSTITUTION_NOT_FOUND');
    }
  });

  it('refuses edits and deletion to a weaker role (403)', async () => {
    const inst = await created(admin, { name: 'OSC Caminhos', kind: 'osc' });
    for (const [token, method, url, payload] of [
      [reader, 'PUT', `/api/institutions/${inst._id}`, { version: 1, name: 'X' }],
      [reception, 'DELETE', `/api/institutions/${inst._id}`, undefined],
      [reader, 'POST', `/api/institutions/${inst._id}/restore`, undefined],
    ] as const) {
      expect((await t.call(token, { method, url, payload })).statusCode).toBe(403);
    }
  });

  it('moves to the bin and back; the bin lists it', async () => {
    const inst = await created(admin, { name: 'Câmara Municipal de Hortolândia', kind: 'camara' });
    expect((await t.call(admin, { method: 'DELETE', url: `/api/institutions/${inst._id}` })).statusCode).toBe(
      200,
    );
    expect((await t.call(admin, { method: 'GET', url: `/api/institutions/${inst._id}` })).statusCode).toBe(
      404,
    );
    const bin = await t.call(admin, { method: 'GET', url: '/api/institutions?deleted=true&q=hortolandia' });
    expect(bin.json().institutions.map((i: Body) => i._id)).toEqual([inst._id]);
    const back = await t.call(admin, { method: 'POST', url: `/api/institutions/${inst._id}/restore` });
    expect(back.statusCode).toBe(200);
  });
});
