// createdFrom / createdTo: the registration date on the office's calendar (the dashboard's 'novos no mês' link).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_ORG } from './citizens-test-helpers.ts';

let t: TestApp;
let reader: string;

const insert = (name: string, createdAt: string, deleted = false) =>
  t.deps.database.executeSql(
    `insert into citizens (organization_id, name, created_at, updated_at, deleted_at) values ($1, $2, $3, $3, $4)`,
    [DEMO_ORG, name, createdAt, deleted ? createdAt : null],
  );

beforeAll(async () => {
  t = await createTestApp();
  reader = await t.login('leitura@gabinete.demo');
  // São Paulo is UTC−3: 02:59Z on 1 March is still 28 February there.
  await insert('Quirino Cadastro Fevereiro', '2026-03-01T02:59:00Z');
  await insert('Quirino Cadastro Primeiro Março', '2026-03-01T03:00:00Z');
  await insert('Quirino Cadastro Fim Março', '2026-04-01T02:30:00Z');
  await insert('Quirino Cadastro Abril', '2026-04-01T03:00:00Z');
  await insert('Quirino Cadastro Removido', '2026-03-10T12:00:00Z', true);
});
afterAll(() => t.close());

const names = async (query: string) => {
  const res = await t.call(reader, { method: 'GET', url: `/api/citizens?q=Quirino&sort=name&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().citizens as { name: string }[]).map((c) => c.name);
};

describe('GET /api/citizens?createdFrom&createdTo', () => {
  it('keeps the citizens registered on those days in Brasília time, both ends included', async () => {
    expect(await names('createdFrom=2026-03-01&createdTo=2026-03-31')).toEqual([
      'Quirino Cadastro Fim Março',
      'Quirino Cadastro Primeiro Março',
    ]);
  });

  it('takes either end alone', async () => {
    expect(await names('createdFrom=2026-04-01')).toEqual(['Quirino Cadastro Abril']);
    expect(await names('createdTo=2026-02-28')).toEqual(['Quirino Cadastro Fevereiro']);
  });

  it('refuses a day that does not exist with a pt-BR message', async () => {
    const res = await t.call(reader, { method: 'GET', url: '/api/citizens?createdFrom=2026-02-30' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Data inválida/);
  });
});
