import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CAMPINAS, createCitizen, createTag, DEMO_ORG, makeCpf } from './citizens-test-helpers.ts';

let t: TestApp;
let admin: string;
let reader: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

describe('POST /api/citizens', () => {
  it('creates a full record: E.164 phones, one preferred, city and UF from the IBGE code, history', async () => {
    const tag = await createTag(t, DEMO_ORG, 'Teste Criação');
    const leader = await createCitizen(t, admin, { name: 'Liderança Zuleica Prado' });
    const body = await createCitizen(t, admin, {
      name: 'Zenóbia Antunes',
      cpf: makeCpf('987654321'),
      birthDate: '1980-05-17',
      voterTitle: '004356870906',
      phones: [
        { number: '(19) 99876-5432', type: 'whatsapp' },
        { number: '19 3234-5678', type: 'residencial' },
        { number: '19998765432' },
      ],
      emails: [{ address: 'Zenobia@Example.com.br', preferred: true }],
      cep: '13010-100',
      neighborhood: 'Cambuí',
      cityIbge: CAMPINAS,
      uf: 'RJ',
      tagIds: [tag],
      leaderId: leader._id,
      origin: 'presencial',
    });
    expect(body).toMatchObject({
      name: 'Zenóbia Antunes',
      cep: '13010100',
      city: 'Campinas',
      uf: 'SP',
      cityIbge: CAMPINAS,
      leader: { _id: leader._id, name: 'Liderança Zuleica Prado' },
      registeredBy: { name: 'Mariana Costa' },
      tags: [{ _id: tag, name: 'Teste Criação' }],
      emails: [{ address: 'zenobia@example.com.br', preferred: true }],
      deletedAt: null,
    });
    expect(body.phones).toMatchObject([
      { number: '+5519998765432', type: 'whatsapp', preferred: true },
      { number: '+551932345678', type: 'residencial', preferred: false },
    ]);
    expect(typeof body.age).toBe('number');
    const history = (await t.call(admin, { method: 'GET', url: `/api/citizens/${body._id}/history` })).json();
    expect(history.changes).toMatchObject([{ action: 'create', user: { name: 'Mariana Costa' } }]);
  });

  it('refuses a city, leader or tag that is not known to the office with 422', async () => {
    const city = await t.call(admin, {
      method: 'POST',
      url: '/api/citizens',
      payload: { name: 'Fulano', cityIbge: 3599999 },
    });
    expect(city.statusCode).toBe(422);
    expect(city.json()).toMatchObject({ code: 'CITY_NOT_FOUND', message: 'Município não encontrado.' });
    const bhCitizen = await createCitizen(t, otherAdmin, { name: 'Eleitor de BH' });
    const leader = await t.call(admin, {
      method: 'POST',
      url: '/api/citizens',
      payload: { name: 'Fulano', leaderId: bhCitizen._id },
    });
    expect(leader.json().code).toBe('LEADER_NOT_FOUND');
    const bhTag = await createTag(t, '00000000-0000-4000-8000-000000000002', 'Tag de BH');
    const tag = await t.call(admin, {
      method: 'POST',
      url: '/api/citizens',
      payload: { name: 'Fulano', tagIds: [bhTag] },
    });
    expect(tag.statusCode).toBe(422);
    expect(tag.json().code).toBe('TAG_NOT_FOUND');
    const count = await t.deps.database.executeSql(
      "select count(*)::int as n from citizens where name = 'Fulano'",
    );
    expect(count.rows[0]).toEqual({ n: 0 });
  });

  it('does not let a read-only user create (403)', async () => {
    const res = await t.call(reader, {
      method: 'POST',
      url: '/api/citizens',
      payload: { name: 'Sem Permissão' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET/PUT/DELETE /api/citizens/:id', () => {
  it('shows the record with referrals and writes a view entry to the audit log', async () => {
    const leader = await createCitizen(t, admin, { name: 'Valdirene Liderança' });
    await createCitizen(t, admin, { name: 'Indicado Um', leaderId: leader._id });
    await createCitizen(t, admin, { name: 'Indicado Dois', leaderId: leader._id });
    const res = await t.call(reader, { method: 'GET', url: `/api/citizens/${leader._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().referralsCount).toBe(2);
    const log = await t.deps.database.executeSql(
      "select action, entity from audit_log where entity_id = $1 and action = 'view'",
      [leader._id],
    );
    expect(log.rows).toEqual([{ action: 'view', entity: 'citizen' }]);
  });

  it('records a field-level diff in human values, lists as whole lists', async () => {
    const c = await createCitizen(t, admin, {
      name: 'Heitor Diff',
      neighborhood: 'Centro',
      phones: [{ number: '19991110000' }],
      gender: 'masculino',
    });
    const res = await t.call(admin, {
      method: 'PUT',
      url: `/api/citizens/${c._id}`,
      payload: {
        neighborhood: 'Taquaral',
        phones: [{ number: '19991110000' }, { number: '1932221111', type: 'residencial' }],
        birthDate: '1990-02-03',
        gender: 'masculino',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().phones).toHaveLength(2);
    const history = (await t.call(admin, { method: 'GET', url: `/api/citizens/${c._id}/history` })).json();
    expect(history.changes[0]).toMatchObject({
      action: 'update',
      changes: [
        { field: 'birthDate', from: null, to: '03/02/1990' },
        {
          field: 'phones',
          from: ['(19) 99111-0000 (Celular, preferencial)'],
          to: ['(19) 99111-0000 (Celular, preferencial)', '(19) 3222-1111 (Residencial)'],
        },
        { field: 'neighborhood', from: 'Centro', to: 'Taquaral' },
      ],
    });
    const tl = await t.call(admin, { method: 'GET', url: `/api/citizens/${c._id}/timeline` });
    expect(tl.statusCode, tl.body).toBe(200);
    const timeline = tl.json();
    expect(timeline.items.map((i: { title: string }) => i.title)).toEqual([
      'Dados alterados: data de nascimento, telefone, bairro',
      'Cadastro criado',
    ]);
    expect(timeline.hasMore).toBe(false);
  });

  it('refuses a leader that is the citizen itself or one of its descendants', async () => {
    const top = await createCitizen(t, admin, { name: 'Topo da Árvore' });
    const mid = await createCitizen(t, admin, { name: 'Meio da Árvore', leaderId: top._id });
    const leaf = await createCitizen(t, admin, { name: 'Folha da Árvore', leaderId: mid._id });
    for (const leaderId of [top._id, leaf._id]) {
      const res = await t.call(admin, {
        method: 'PUT',
        url: `/api/citizens/${top._id}`,
        payload: { leaderId },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('LEADER_CYCLE');
    }
  });

  it('finds a citizen by CPF in the list while live and in the bin once deleted', async () => {
    const cpf = makeCpf('741852963');
    const c = await createCitizen(t, admin, { name: 'Busca Por Cpf', cpf });
    const find = async (status: string) =>
      (await t.call(admin, { method: 'GET', url: `/api/citizens?${status}q=${cpf}` }))
        .json()
        .citizens.map((x: { _id: string }) => x._id);
    expect(await find('')).toEqual([c._id]);
    expect(await find('status=deleted&')).toEqual([]);
    await t.call(admin, { method: 'DELETE', url: `/api/citizens/${c._id}` });
    expect(await find('')).toEqual([]);
    expect(await find('status=deleted&')).toEqual([c._id]);
  });

  it('soft-deletes into the bin and restores, with history', async () => {
    const c = await createCitizen(t, admin, { name: 'Lixeira Teste' });
    const del = await t.call(admin, { method: 'DELETE', url: `/api/citizens/${c._id}` });
    expect(del.json()).toEqual({ ok: true, message: 'Eleitor movido para a lixeira.' });
    const bin = (
      await t.call(admin, { method: 'GET', url: '/api/citizens?status=deleted&q=lixeira teste' })
    ).json();
    expect(bin.citizens.map((x: { _id: string }) => x._id)).toEqual([c._id]);
    const live = (await t.call(admin, { method: 'GET', url: '/api/citizens?q=lixeira teste' })).json();
    expect(live.total).toBe(0);
    expect(
      (await t.call(admin, { method: 'PUT', url: `/api/citizens/${c._id}`, payload: { name: 'X Y' } }))
        .statusCode,
    ).toBe(409);
    const restored = await t.call(admin, { method: 'POST', url: `/api/citizens/${c._id}/restore` });
    expect(restored.json().deletedAt).toBeNull();
    const again = await t.call(admin, { method: 'POST', url: `/api/citizens/${c._id}/restore` });
    expect(again.json()).toMatchObject({ code: 'CITIZEN_NOT_DELETED' });
    const timeline = (
      await t.call(admin, { method: 'GET', url: `/api/citizens/${c._id}/timeline?limit=2` })
    ).json();
    expect(timeline.items.map((i: { title: string }) => i.title)).toEqual(['Restaurado', 'Excluído']);
    expect(timeline.hasMore).toBe(true);
  });
});

describe('another office', () => {
  it('gets 404 on every :id route of a citizen of another office', async () => {
    const c = await createCitizen(t, admin, { name: 'Só do Gabinete Demo' });
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/citizens/${c._id}`],
      ['PUT', `/api/citizens/${c._id}`, { name: 'Invasor' }],
      ['DELETE', `/api/citizens/${c._id}`],
      ['POST', `/api/citizens/${c._id}/restore`],
      ['GET', `/api/citizens/${c._id}/history`],
      ['GET', `/api/citizens/${c._id}/timeline`],
    ];
    for (const [method, url, payload] of routes) {
      const res = await t.call(otherAdmin, { method: method as 'GET', url, payload: payload as object });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ code: 'CITIZEN_NOT_FOUND', message: 'Eleitor não encontrado.' });
    }
    const list = (
      await t.call(otherAdmin, { method: 'GET', url: '/api/citizens?q=so do gabinete demo' })
    ).json();
    expect(list.total).toBe(0);
    const still = (await t.call(admin, { method: 'GET', url: `/api/citizens/${c._id}` })).json();
    expect(still).toMatchObject({ name: 'Só do Gabinete Demo', deletedAt: null });
  });
});

describe('OpenAPI', () => {
  it('documents every citizens route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/citizens',
      '/api/citizens/{id}',
      '/api/citizens/{id}/restore',
      '/api/citizens/{id}/history',
      '/api/citizens/{id}/timeline',
      '/api/citizens/{id}/merge',
      '/api/citizens/duplicates',
      '/api/citizens/duplicates/check',
      '/api/citizens/bulk/tags',
      '/api/citizens/saved-filters',
      '/api/citizens/saved-filters/{id}',
      '/api/citizens/neighborhoods',
      '/api/citizens/deletions/{batchId}/restore',
      '/api/users/{id}/reset/voters',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
