import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { BH_ORG, createCitizen, createTag, DEMO_ORG } from './citizens-test-helpers.ts';

let t: TestApp;
let admin: string;
let assessor: string;
let reader: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

const bulk = (token: string, payload: object) =>
  t.call(token, { method: 'POST', url: '/api/citizens/bulk/tags', payload });
const tagCount = async (tagId: string) =>
  (await t.deps.database.executeSql('select count(*)::int as n from citizen_tags where tag_id = $1', [tagId]))
    .rows[0];

describe('POST /api/citizens/bulk/tags', () => {
  it('tags chosen ids, counting only new tags, with one history row per citizen', async () => {
    const tag = await createTag(t, DEMO_ORG, 'Lote Ids');
    const a = await createCitizen(t, admin, { name: 'Lote Um', tagIds: [tag] });
    const b = await createCitizen(t, admin, { name: 'Lote Dois' });
    const res = await bulk(assessor, { selection: { ids: [a._id, b._id] }, tagIds: [tag], action: 'add' });
    expect(res.json()).toEqual({ ok: true, affected: 1, message: 'Tag aplicada a 1 eleitor.' });
    const history = (await t.call(admin, { method: 'GET', url: `/api/citizens/${b._id}/history` })).json();
    expect(history.changes[0]).toMatchObject({
      action: 'tag',
      changes: [{ field: 'tags', from: null, to: ['Lote Ids'] }],
    });
    const timeline = (await t.call(admin, { method: 'GET', url: `/api/citizens/${b._id}/timeline` })).json();
    expect(timeline.items[0].title).toBe('Tags adicionadas: Lote Ids');

    const removed = await bulk(admin, {
      selection: { ids: [a._id, b._id] },
      tagIds: [tag],
      action: 'remove',
    });
    expect(removed.json()).toMatchObject({ affected: 2, message: 'Tag removida de 2 eleitores.' });
    expect(await tagCount(tag)).toEqual({ n: 0 });
  });

  it('tags every citizen of a filter in one statement, and only of the office', async () => {
    const tag = await createTag(t, DEMO_ORG, 'Lote Filtro');
    const other = await createTag(t, DEMO_ORG, 'Lote Filtro 2');
    for (const n of [1, 2, 3])
      await createCitizen(t, admin, { name: `Filtrado Zabumba ${n}`, neighborhood: 'Zabumbal' });
    await createCitizen(t, otherAdmin, { name: 'Filtrado Zabumba BH', neighborhood: 'Zabumbal' });
    const res = await bulk(admin, {
      selection: { filter: { neighborhood: 'zabumbal' } },
      tagIds: [tag, other],
      action: 'add',
    });
    expect(res.json()).toMatchObject({ affected: 3, message: 'Tags aplicadas a 3 eleitores.' });
    expect(await tagCount(tag)).toEqual({ n: 3 });
    const list = (await t.call(admin, { method: 'GET', url: `/api/citizens?tags=${tag}` })).json();
    expect(list.total).toBe(3);
    const changes = await t.deps.database.executeSql(
      "select changes from citizen_changes where action = 'tag' and organization_id = $1 and changes::text like '%Lote Filtro%'",
      [DEMO_ORG],
    );
    expect(changes.rows).toHaveLength(3);
    expect(changes.rows[0]).toEqual({
      changes: [{ field: 'tags', from: null, to: ['Lote Filtro', 'Lote Filtro 2'] }],
    });
  });

  it('applies to the whole office filter: the demo seed', async () => {
    const tag = await createTag(t, DEMO_ORG, 'Lote Todos');
    const res = await bulk(admin, { selection: { filter: {} }, tagIds: [tag], action: 'add' });
    const live = (await t.call(admin, { method: 'GET', url: '/api/citizens?perPage=1' })).json().total;
    expect(res.json().affected).toBe(live);
  });

  it('refuses tags of another office, an empty selection and users without update', async () => {
    const bhTag = await createTag(t, BH_ORG, 'Lote BH');
    const a = await createCitizen(t, admin, { name: 'Lote Recusado' });
    expect(
      (await bulk(admin, { selection: { ids: [a._id] }, tagIds: [bhTag], action: 'add' })).json().code,
    ).toBe('TAG_NOT_FOUND');
    const empty = await bulk(admin, { selection: {}, tagIds: [bhTag], action: 'add' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Selecione eleitores ou informe um filtro');
    expect(
      (await bulk(reader, { selection: { ids: [a._id] }, tagIds: [bhTag], action: 'add' })).statusCode,
    ).toBe(403);
    // Another office's ids are simply not matched.
    const bhOwnTag = await createTag(t, BH_ORG, 'Lote BH 2');
    const cross = await bulk(otherAdmin, { selection: { ids: [a._id] }, tagIds: [bhOwnTag], action: 'add' });
    expect(cross.json().affected).toBe(0);
  });
});

describe('saved filters', () => {
  it('keeps own and shared filters; only the owner or an admin deletes', async () => {
    const save = (token: string, payload: object) =>
      t.call(token, { method: 'POST', url: '/api/citizens/saved-filters', payload });
    const mine = await save(assessor, {
      name: 'Idosos do Cambuí',
      query: { neighborhood: 'Cambuí', ageMin: '60', page: '3' },
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({
      query: { neighborhood: 'Cambuí', ageMin: '60' },
      shared: false,
      owner: { name: 'Rafael Souza' },
    });
    expect(mine.json().query.page).toBeUndefined();
    const shared = (await save(assessor, { name: 'Lideranças', query: { tags: 'x' }, shared: true })).json();
    const readerOwn = (await save(reader, { name: 'Meu filtro', query: {} })).json();

    const names = async (token: string) =>
      (await t.call(token, { method: 'GET', url: '/api/citizens/saved-filters' }))
        .json()
        .filters.map((f: { name: string }) => f.name);
    expect(await names(assessor)).toEqual(['Idosos do Cambuí', 'Lideranças']);
    expect(await names(reader)).toEqual(['Lideranças', 'Meu filtro']);
    expect(await names(otherAdmin)).toEqual([]);

    const del = (token: string, id: string) =>
      t.call(token, { method: 'DELETE', url: `/api/citizens/saved-filters/${id}` });
    expect((await del(reader, shared._id)).statusCode).toBe(403);
    expect((await del(reader, mine.json()._id)).statusCode).toBe(404);
    expect((await del(otherAdmin, shared._id)).statusCode).toBe(404);
    expect((await del(admin, shared._id)).json()).toEqual({ ok: true, message: 'Filtro excluído.' });
    expect((await del(reader, readerOwn._id)).statusCode).toBe(200);
    expect((await save(admin, { name: 'x', query: {} })).statusCode).toBe(400);
  });

  it('a read-only user keeps private filters but cannot share one with the office', async () => {
    const res = await t.call(reader, {
      method: 'POST',
      url: '/api/citizens/saved-filters',
      payload: { name: 'Para todos', query: {}, shared: true },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Só quem edita eleitores pode compartilhar filtros com a equipe.');
    const { rows } = await t.deps.database.executeSql(
      "select 1 from saved_filters where name = 'Para todos'",
    );
    expect(rows).toHaveLength(0);
  });
});
