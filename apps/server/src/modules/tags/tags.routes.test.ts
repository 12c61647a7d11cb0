import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertCitizen, insertTag } from '../citizen-reports/test-fixtures.ts';

let t: TestApp;
let admin: string;
let reception: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(token, { method, url, payload: payload as never });

async function createTag(name: string, extra: Record<string, unknown> = {}) {
  const res = await call(admin, 'POST', '/api/tags', { name, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('tags', () => {
  it('creates, renames and lists tags with live usage counts', async () => {
    const tag = await createTag('Iluminação pública', { color: 'red' });
    expect(tag).toMatchObject({ name: 'Iluminação pública', color: 'red', category: null, usageCount: 0 });
    await insertCitizen(t, { name: 'Ana Lima', tagIds: [tag._id] });
    await insertCitizen(t, { name: 'Bruno Dias', tagIds: [tag._id] });
    await insertCitizen(t, { name: 'Carla Removida', tagIds: [tag._id], deleted: true });

    const list = await call(admin, 'GET', '/api/tags?q=iluminacao');
    expect(list.statusCode).toBe(200);
    expect(list.json().tags).toEqual([expect.objectContaining({ _id: tag._id, usageCount: 2 })]);

    const renamed = await call(admin, 'PUT', `/api/tags/${tag._id}`, { name: 'Iluminação das praças' });
    expect(renamed.statusCode).toBe(200);
    // A rename keeps the colour (no default applied to fields not sent).
    expect(renamed.json()).toMatchObject({ name: 'Iluminação das praças', color: 'red', usageCount: 2 });
  });

  it('refuses a name already used, ignoring accents and case, with 409', async () => {
    await createTag('Saneamento básico');
    const dup = await call(admin, 'POST', '/api/tags', { name: 'SANEAMENTO BASICO' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'TAG_NAME_IN_USE',
      message: 'Já existe uma tag com este nome.',
    });
    const other = await createTag('Xadrez');
    const rename = await call(admin, 'PUT', `/api/tags/${other._id}`, { name: 'saneamento Básico' });
    expect(rename.statusCode).toBe(409);
    // Another office may use the same name.
    expect((await call(otherAdmin, 'POST', '/api/tags', { name: 'Saneamento básico' })).statusCode).toBe(201);
  });

  it('sorts by usage and pages', async () => {
    const a = await createTag('Zona Norte');
    const b = await createTag('Zona Sul');
    for (let i = 0; i < 3; i++) await insertCitizen(t, { name: `Sul ${i}`, tagIds: [b._id] });
    await insertCitizen(t, { name: 'Norte 1', tagIds: [a._id] });
    const res = (await call(admin, 'GET', '/api/tags?q=zona&sort=-usageCount&perPage=1')).json();
    expect(res).toMatchObject({ total: 2, page: 1, perPage: 1 });
    expect(res.tags[0]).toMatchObject({ name: 'Zona Sul', usageCount: 3 });
    const bad = await call(admin, 'GET', '/api/tags?sort=color');
    expect(bad.statusCode).toBe(400);
  });

  it('merges tags: citizens keep one copy of the target tag, sources are removed, audit recorded', async () => {
    const target = await createTag('Mutirões');
    const s1 = await createTag('Mutirão');
    const s2 = await createTag('Mutirao da limpeza');
    const both = await insertCitizen(t, { name: 'Dora Ambas', tagIds: [target._id, s1._id, s2._id] });
    await insertCitizen(t, { name: 'Eva Fonte', tagIds: [s1._id] });
    await insertCitizen(t, { name: 'Fábio Fonte', tagIds: [s2._id] });
    const res = await call(admin, 'POST', `/api/tags/${target._id}/merge`, {
      sourceIds: [s1._id, s2._id, s1._id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: target._id, usageCount: 3 });
    const rows = await t.deps.database.executeSql('select tag_id from citizen_tags where citizen_id = $1', [
      both,
    ]);
    expect(rows.rows).toEqual([{ tag_id: target._id }]);
    expect((await call(admin, 'GET', `/api/tags?q=mutir`)).json().tags).toHaveLength(1);
    const log = await t.deps.database.executeSql(
      "select data from audit_log where entity = 'tag' and action = 'merge' and entity_id = $1",
      [target._id],
    );
    expect(log.rows).toHaveLength(1);
  });

  it('refuses merging a tag into itself or with unknown tags, writing nothing', async () => {
    const target = await createTag('Alvo');
    const source = await createTag('Fonte');
    const self = await call(admin, 'POST', `/api/tags/${target._id}/merge`, { sourceIds: [target._id] });
    expect(self.statusCode).toBe(422);
    const foreign = await insertTag(t, 'Tag de BH', '00000000-0000-4000-8000-000000000002');
    const res = await call(admin, 'POST', `/api/tags/${target._id}/merge`, {
      sourceIds: [source._id, foreign],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('TAG_NOT_FOUND');
    expect((await call(admin, 'GET', '/api/tags?q=fonte')).json().tags).toHaveLength(1);
    const empty = await call(admin, 'POST', `/api/tags/${target._id}/merge`, { sourceIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Tags: Escolha as tags a juntar');
  });

  it('deletes a tag and its links', async () => {
    const tag = await createTag('Temporária');
    const c = await insertCitizen(t, { name: 'Gil Temp', tagIds: [tag._id] });
    expect((await call(admin, 'DELETE', `/api/tags/${tag._id}`)).statusCode).toBe(200);
    const rows = await t.deps.database.executeSql('select 1 from citizen_tags where citizen_id = $1', [c]);
    expect(rows.rows).toHaveLength(0);
    expect((await call(admin, 'DELETE', `/api/tags/${tag._id}`)).statusCode).toBe(404);
  });

  it('checks permissions: reception reads but cannot create', async () => {
    expect((await call(reception, 'GET', '/api/tags')).statusCode).toBe(200);
    expect((await call(reception, 'POST', '/api/tags', { name: 'Nova' })).statusCode).toBe(403);
    expect((await call(reception, 'GET', '/api/tags/categories')).statusCode).toBe(200);
  });

  it("never shows or changes another office's tags", async () => {
    const mine = await createTag('Só do gabinete A');
    expect((await call(otherAdmin, 'GET', '/api/tags?q=gabinete a')).json().tags).toHaveLength(0);
    for (const [method, url, body] of [
      ['PUT', `/api/tags/${mine._id}`, { name: 'Invadida' }],
      ['DELETE', `/api/tags/${mine._id}`, undefined],
      [
        'POST',
        `/api/tags/${mine._id}/merge`,
        { sourceIds: [await insertTag(t, 'B1', '00000000-0000-4000-8000-000000000002')] },
      ],
    ] as const) {
      const res = await call(otherAdmin, method, url, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Tag não encontrada.');
    }
    const foreignCategory = (
      await call(otherAdmin, 'POST', '/api/tags/categories', { name: 'Categoria B' })
    ).json();
    const bad = await call(admin, 'PUT', `/api/tags/${mine._id}`, { categoryId: foreignCategory._id });
    expect(bad.statusCode).toBe(422);
    expect(
      (await call(admin, 'PUT', `/api/tags/categories/${foreignCategory._id}`, { name: 'X2' })).statusCode,
    ).toBe(404);
    expect((await call(admin, 'DELETE', `/api/tags/categories/${foreignCategory._id}`)).statusCode).toBe(404);
  });

  it('refuses bad input in pt-BR', async () => {
    const empty = await call(admin, 'POST', '/api/tags', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Nome: Informe o nome da tag');
    const color = await call(admin, 'POST', '/api/tags', { name: 'Cor ruim', color: 'purple' });
    expect(color.statusCode).toBe(400);
    expect((await call(admin, 'PUT', '/api/tags/nao-e-id', { name: 'x' })).statusCode).toBe(400);
    const long = await call(admin, 'POST', '/api/tags', { name: 'x'.repeat(100_000) });
    expect(long.statusCode).toBe(400);
  });
});

describe('tag categories', () => {
  it('creates, lists with counts, renames, and deleting one leaves its tags uncategorised', async () => {
    const res = await call(admin, 'POST', '/api/tags/categories', { name: 'Território', color: 'teal' });
    expect(res.statusCode).toBe(201);
    const cat = res.json();
    expect(cat).toMatchObject({ name: 'Território', color: 'teal', tagsCount: 0 });
    const tag = await createTag('Vila Industrial', { categoryId: cat._id });
    expect(tag.category).toEqual({ _id: cat._id, name: 'Território' });
    const list = (await call(admin, 'GET', '/api/tags/categories')).json().categories;
    expect(list.find((c: { _id: string }) => c._id === cat._id).tagsCount).toBe(1);
    expect((await call(admin, 'GET', `/api/tags?categoryId=${cat._id}`)).json().total).toBe(1);

    const dup = await call(admin, 'POST', '/api/tags/categories', { name: 'territorio' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('TAG_CATEGORY_NAME_IN_USE');

    const renamed = await call(admin, 'PUT', `/api/tags/categories/${cat._id}`, {
      name: 'Bairros',
      color: 'lime',
    });
    expect(renamed.json()).toMatchObject({ name: 'Bairros', color: 'lime', tagsCount: 1 });

    expect((await call(admin, 'DELETE', `/api/tags/categories/${cat._id}`)).statusCode).toBe(200);
    const after = (await call(admin, 'GET', `/api/tags?q=vila industrial&categoryId=none`)).json().tags;
    expect(after).toEqual([expect.objectContaining({ _id: tag._id, category: null })]);
  });
});
