import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCitizen } from './citizens-test-helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
});
afterAll(() => t.close());

const post = (payload: object) => t.call(admin, { method: 'POST', url: '/api/citizens', payload });
const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

describe('bad input on citizens', () => {
  it.each([
    [{ cpf: '123.456.789-00' }, 'CPF inválido'],
    [{ voterTitle: '1234 5678 9012' }, 'Título de eleitor inválido'],
    [{ cep: '1301' }, 'CEP inválido: use 8 dígitos'],
    [{ phones: [{ number: '12345' }] }, 'Telefone inválido: informe DDD e número'],
    [{ emails: [{ address: 'não é e-mail' }] }, 'E-mail'],
    [{ birthDate: tomorrow() }, 'A data não pode estar no futuro'],
    [{ birthDate: '1990-02-30' }, 'Data inválida'],
    [{ name: 'x' }, 'Informe o nome'],
    [{ voterZone: 'abc' }, 'Zona: só números'],
    [{ gender: 'robô' }, 'Gênero: Escolha um gênero da lista'],
    [{ lat: 80 }, 'Latitude: Deve ser no máximo 6'],
  ])('refuses %j with a pt-BR 400', async (fields, message) => {
    const res = await post({ name: 'Entrada Ruim', ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().message).toContain(message);
  });

  it('refuses a long name with a 400 and a 10 MB body with a pt-BR 413, writing nothing', async () => {
    const long = await post({ name: 'a'.repeat(200_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^Nome: /);
    const huge = await post({ name: 'a'.repeat(10 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Conteúdo grande demais.' });
    const rows = await t.deps.database.executeSql(
      "select count(*)::int as n from citizens where name like 'aaaa%'",
    );
    expect(rows.rows[0]).toEqual({ n: 0 });
  });

  it('refuses malformed ids and queries with 400, not 500', async () => {
    expect((await t.call(admin, { method: 'GET', url: '/api/citizens/123' })).statusCode).toBe(400);
    expect((await t.call(admin, { method: 'GET', url: '/api/citizens?tags=nope' })).statusCode).toBe(400);
    expect((await t.call(admin, { method: 'GET', url: '/api/citizens?ageMin=-1' })).statusCode).toBe(400);
    expect((await t.call(admin, { method: 'GET', url: '/api/citizens?birthMonth=13' })).statusCode).toBe(400);
    const q = await t.call(admin, { method: 'GET', url: `/api/citizens?q=${"'%_\\".repeat(20)}` });
    expect(q.statusCode).toBe(200);
    const c = await createCitizen(t, admin, { name: 'Linha do Tempo' });
    const tl = await t.call(admin, { method: 'GET', url: `/api/citizens/${c._id}/timeline?before=ontem` });
    expect(tl.statusCode).toBe(400);
  });

  it('keeps a failed update from writing anything', async () => {
    const c = await createCitizen(t, admin, {
      name: 'Sem Escrita Parcial',
      phones: [{ number: '19 99999-0001' }],
    });
    const res = await t.call(admin, {
      method: 'PUT',
      url: `/api/citizens/${c._id}`,
      payload: { phones: [{ number: '19 99999-0002' }], cityIbge: 3599999 },
    });
    expect(res.statusCode).toBe(422);
    const after = (await t.call(admin, { method: 'GET', url: `/api/citizens/${c._id}` })).json();
    expect(after.phones.map((p: { number: string }) => p.number)).toEqual(['+5519999990001']);
  });
});
