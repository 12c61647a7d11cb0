import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tratamentoFor } from '@gabinete/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
let reader: string;
let reception: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(token, { method, url, payload: payload as never });

describe('tratamentoFor', () => {
  it('gives V. Exa. and "Senhor + cargo" to a prefeito, feminine forms to a secretária', () => {
    expect(tratamentoFor('municipal', 'm', 'Prefeito')).toEqual({
      tratamento: 'Vossa Excelência',
      abbreviation: 'V. Exa.',
      vocativo: 'Senhor Prefeito,',
      addressing: 'A Sua Excelência o Senhor',
      closing: 'Respeitosamente,',
    });
    expect(tratamentoFor('municipal', 'f', 'Secretária de Saúde')).toMatchObject({
      vocativo: 'Senhora Secretária de Saúde,',
      addressing: 'A Sua Excelência a Senhora',
    });
  });
  it('keeps "Excelentíssimo" for chefes de Poder only, and the judge, rector and particular forms', () => {
    expect(tratamentoFor('chefe_poder', 'f', 'Presidente da República').vocativo).toBe(
      'Excelentíssima Senhora Presidente da República,',
    );
    expect(tratamentoFor('juiz', 'f', 'Juíza')).toMatchObject({
      vocativo: 'Meritíssima Juíza,',
      addressing: 'À Meritíssima Senhora Juíza',
    });
    expect(tratamentoFor('reitor', 'm', 'Reitor')).toMatchObject({
      tratamento: 'Vossa Magnificência',
      vocativo: 'Magnífico Reitor,',
    });
    expect(tratamentoFor('particular', 'f', 'Presidente')).toMatchObject({
      vocativo: 'Prezada Senhora,',
      addressing: 'À Senhora',
      closing: 'Atenciosamente,',
    });
    expect(tratamentoFor('senhoria', 'm', 'Diretor').closing).toBe('Atenciosamente,');
  });
  it('follows Decreto 9.758 when asked: only "Senhor", no pronoun in the endereçamento', () => {
    expect(tratamentoFor('executivo', 'm', 'Ministro da Saúde', true)).toEqual({
      tratamento: 'Senhor',
      abbreviation: '',
      vocativo: 'Senhor Ministro da Saúde,',
      addressing: 'Ao Senhor',
      closing: 'Respeitosamente,',
    });
  });
});

describe('/api/authorities', () => {
  it('lists the seeded contacts and finds one ignoring accents and case', async () => {
    const res = await call(admin, 'GET', '/api/authorities?q=SECRETARIA%20municipal%20de%20saude');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.authorities.map((a: { name: string }) => a.name)).toEqual(['Lair Zambon']);
    const all = (await call(admin, 'GET', '/api/authorities?perPage=100')).json();
    expect(all.total).toBeGreaterThanOrEqual(25);
    expect((await call(admin, 'GET', '/api/authorities?type=juiz')).json().authorities).toHaveLength(1);
  });

  it('creates with the forms of the type and gender, keeps forms the office typed, recomputes on a new type', async () => {
    const created = await call(admin, 'POST', '/api/authorities', {
      name: 'Cláudia Nogueira',
      cargo: 'Juíza de Direito',
      type: 'juiz',
      gender: 'f',
      email: 'CLAUDIA@tjsp.jus.br',
      organ: 'TJSP',
    });
    expect(created.statusCode, created.body).toBe(201);
    const a = created.json();
    expect(a).toMatchObject({
      vocativo: 'Meritíssima Juíza,',
      email: 'claudia@tjsp.jus.br',
      documentsCount: 0,
    });
    const edited = await call(admin, 'PUT', `/api/authorities/${a._id}`, { closing: 'Cordialmente,' });
    expect(edited.json()).toMatchObject({ closing: 'Cordialmente,', vocativo: 'Meritíssima Juíza,' });
    const retyped = await call(admin, 'PUT', `/api/authorities/${a._id}`, {
      type: 'judiciario',
      cargo: 'Desembargadora',
    });
    expect(retyped.json()).toMatchObject({
      vocativo: 'Senhora Desembargadora,',
      addressing: 'A Sua Excelência a Senhora',
    });
    expect((await call(admin, 'DELETE', `/api/authorities/${a._id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/authorities/${a._id}`)).statusCode).toBe(404);
  });

  it('keeps the federal "senhor only" option and the forms across an edit of other fields', async () => {
    const created = await call(admin, 'POST', '/api/authorities', {
      name: 'Alexandre Padilha',
      cargo: 'Ministro da Saúde',
      type: 'executivo',
      gender: 'm',
      plainFederal: true,
    });
    expect(created.json()).toMatchObject({
      plainFederal: true,
      addressing: 'Ao Senhor',
      tratamento: 'Senhor',
    });
    const edited = await call(admin, 'PUT', `/api/authorities/${created.json()._id}`, {
      notes: 'Agenda às terças',
    });
    expect(edited.json()).toMatchObject({
      plainFederal: true,
      addressing: 'Ao Senhor',
      notes: 'Agenda às terças',
    });
  });

  it('refuses bad input in pt-BR: line breaks in the name, unknown type, bad e-mail', async () => {
    const res = await call(admin, 'POST', '/api/authorities', {
      name: 'Fulano\nBcc: x@y.z',
      cargo: 'Vereador',
      type: 'imperador',
      gender: 'm',
      email: 'não é e-mail',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['name', 'type', 'email']));
    expect(body.fields.type).toBe('Escolha o tipo de autoridade');
  });

  it("answers 404 for another office's contact and 403 to weaker roles", async () => {
    const list = (await call(admin, 'GET', '/api/authorities')).json();
    const id = list.authorities[0]._id;
    expect((await call(otherAdmin, 'GET', `/api/authorities/${id}`)).statusCode).toBe(404);
    expect((await call(otherAdmin, 'PUT', `/api/authorities/${id}`, { notes: 'x' })).statusCode).toBe(404);
    expect((await call(otherAdmin, 'DELETE', `/api/authorities/${id}`)).statusCode).toBe(404);
    expect((await call(otherAdmin, 'GET', '/api/authorities')).json().total).toBe(0);
    expect((await call(reader, 'GET', `/api/authorities/${id}`)).statusCode).toBe(200);
    expect((await call(reader, 'PUT', `/api/authorities/${id}`, { notes: 'x' })).statusCode).toBe(403);
    expect((await call(reader, 'DELETE', `/api/authorities/${id}`)).statusCode).toBe(403);
    const post = await call(reader, 'POST', '/api/authorities', {});
    expect(post.statusCode).toBe(403);
    expect((await call(reception, 'GET', '/api/authorities')).statusCode).toBe(403);
  });
});
