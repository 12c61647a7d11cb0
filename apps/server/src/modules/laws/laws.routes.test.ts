import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
let reader: string;
let reception: string;
let otherAdmin: string;
let types: { _id: string; house: string; sigla: string; lawsCount: number }[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
  types = (await call(admin, 'GET', '/api/laws/types')).json().types;
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(token, { method, url, payload: payload as never });
const typeId = (house: string, sigla: string) =>
  types.find((x) => x.house === house && x.sigla === sigla)!._id;

describe('/api/laws', () => {
  it('starts every office with the municipal, state and federal types of §3.1', async () => {
    expect(types.map((x) => `${x.house}:${x.sigla}`)).toEqual(
      expect.arrayContaining(['municipal:PL', 'municipal:IND', 'estadual:PEC', 'federal:PLP', 'federal:MPV']),
    );
    const bh = (await call(otherAdmin, 'GET', '/api/laws/types')).json().types;
    expect(bh.length).toBeGreaterThan(0);
    expect(bh.map((x: { _id: string }) => x._id)).not.toContain(types[0]!._id);
  });

  it('finds by number and year, and by words of the ementa or text ignoring accents', async () => {
    const byNumber = (await call(admin, 'GET', '/api/laws?q=PL%2047/2026')).json();
    expect(byNumber.laws.map((l: { label: string }) => l.label)).toEqual(['PL 47/2026']);
    const byWords = (await call(admin, 'GET', '/api/laws?q=iluminacao%20publica')).json();
    expect(byWords.laws.map((l: { label: string }) => l.label)).toContain('PL 112/2025');
    const stemmed = (await call(admin, 'GET', '/api/laws?q=bebedouro')).json();
    expect(stemmed.laws.map((l: { label: string }) => l.label)).toEqual(['PL 15/2025']);
    const filtered = (await call(admin, 'GET', '/api/laws?status=vetada&year=2025')).json();
    expect(filtered.laws).toHaveLength(1);
    const followed = (await call(admin, 'GET', '/api/laws?ownWork=false&house=federal')).json();
    expect(followed.total).toBe(5);
  });

  it('puts the laws whose ementa has the words first, then those with them in the text only, across pages', async () => {
    const make = (number: number, year: number, ementa: string, fullText: string | null) =>
      call(admin, 'POST', '/api/laws', { typeId: typeId('municipal', 'PL'), number, year, ementa, fullText });
    // Newest in the text only: a plain year order would list it first.
    await make(901, 2030, 'Dispõe sobre a coleta de lixo.', 'Art. 1º Os quiosques da orla terão lixeiras.');
    await make(902, 2020, 'Regulamenta os quiosques da orla.', null);
    await make(903, 2021, 'Cria o selo dos Quiosques Amigos.', 'Art. 1º O selo será anual.');
    const all = (await call(admin, 'GET', '/api/laws?q=quiosque')).json();
    expect(all.laws.map((l: { label: string }) => l.label)).toEqual([
      'PL 903/2021',
      'PL 902/2020',
      'PL 901/2030',
    ]);
    expect(all).toMatchObject({ total: 3, totalIsEstimate: false });
    const page = (n: number) =>
      call(admin, 'GET', `/api/laws?q=quiosques&perPage=2&page=${n}`).then((r) => r.json());
    expect((await page(1)).laws.map((l: { label: string }) => l.label)).toEqual([
      'PL 903/2021',
      'PL 902/2020',
    ]);
    expect((await page(2)).laws.map((l: { label: string }) => l.label)).toEqual(['PL 901/2030']);
    expect((await page(3)).laws).toEqual([]);
    for (const id of [...all.laws.map((l: { _id: string }) => l._id)])
      expect((await call(admin, 'DELETE', `/api/laws/${id}`)).statusCode).toBeLessThan(300);
  });

  it('creates, edits the situação and deletes; number, year and type are unique', async () => {
    const body = {
      typeId: typeId('municipal', 'PL'),
      number: 500,
      year: 2026,
      ementa: 'Institui o Dia Municipal do Voluntariado.',
      houseStatus: 'Protocolado',
      tags: ['cidadania'],
    };
    const created = await call(admin, 'POST', '/api/laws', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ label: 'PL 500/2026', status: 'apresentada', ownWork: true });
    const dup = await call(admin, 'POST', '/api/laws', body);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('LAW_NUMBER_IN_USE');
    const id = created.json()._id;
    const moved = await call(admin, 'PUT', `/api/laws/${id}`, {
      status: 'aprovada',
      houseStatus: 'Aprovado',
    });
    expect(moved.json()).toMatchObject({ status: 'aprovada', houseStatus: 'Aprovado', tags: ['cidadania'] });
    expect((await call(admin, 'DELETE', `/api/laws/${id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/laws/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input in pt-BR and a type of another office', async () => {
    const bad = await call(admin, 'POST', '/api/laws', {
      typeId: typeId('municipal', 'PL'),
      number: 0,
      year: 20,
      ementa: '',
      link: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(
      expect.arrayContaining(['number', 'year', 'ementa', 'link']),
    );
    const bhType = (await call(otherAdmin, 'GET', '/api/laws/types')).json().types[0]._id;
    const cross = await call(admin, 'POST', '/api/laws', {
      typeId: bhType,
      number: 1,
      year: 2026,
      ementa: 'Ementa de teste válida',
    });
    expect(cross.statusCode).toBe(404);
  });

  it('answers 404 to another office and 403 to weaker roles', async () => {
    const id = (await call(admin, 'GET', '/api/laws')).json().laws[0]._id;
    expect((await call(otherAdmin, 'GET', `/api/laws/${id}`)).statusCode).toBe(404);
    expect((await call(otherAdmin, 'PUT', `/api/laws/${id}`, { status: 'arquivada' })).statusCode).toBe(404);
    expect((await call(otherAdmin, 'DELETE', `/api/laws/${id}`)).statusCode).toBe(404);
    expect((await call(otherAdmin, 'GET', '/api/laws')).json().total).toBe(0);
    expect((await call(reader, 'GET', `/api/laws/${id}`)).statusCode).toBe(200);
    expect((await call(reader, 'PUT', `/api/laws/${id}`, { status: 'arquivada' })).statusCode).toBe(403);
    expect((await call(reader, 'DELETE', `/api/laws/${id}`)).statusCode).toBe(403);
    expect((await call(reader, 'POST', '/api/laws', {})).statusCode).toBe(403);
    expect((await call(reader, 'POST', '/api/laws/types', {})).statusCode).toBe(403);
    expect((await call(reception, 'GET', '/api/laws')).statusCode).toBe(403);
  });
});
