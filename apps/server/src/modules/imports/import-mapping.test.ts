// Column mapping: saved layouts offered again, tags for every row, mistakes refused; and the OpenAPI paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importFile, sqlRows, upload } from './transfers-test-helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
});
afterAll(() => t.close());

describe('mapping', () => {
  it('offers the mapping saved for the same columns, in any order or case', async () => {
    const first = await upload(t, admin, 'a.csv', Buffer.from('Nome;Fone;Obs\nAna;;\n'));
    await t.call(admin, {
      method: 'PUT',
      url: `/api/imports/${first.json()._id}/mapping`,
      payload: { mapping: { Nome: 'name', Fone: 'whatsapp', Obs: 'notes' }, saveMapping: true },
    });
    const second = await upload(t, admin, 'b.csv', Buffer.from('OBS;nome;FONE\n;Bia;\n'));
    expect(second.json().mapping).toEqual({ nome: 'name', FONE: 'whatsapp', OBS: 'notes' });
  });

  it("gives every row the chosen tags and refuses another office's tag or a column twice", async () => {
    const [tag] = await sqlRows<{ id: string }>(
      t,
      `insert into tags (organization_id, name) values ($1, 'Feira 2025') returning id`,
      ['00000000-0000-4000-8000-000000000001'],
    );
    const done = await importFile(
      t,
      admin,
      'feira.csv',
      Buffer.from('Nome\nCaio Feira\nDora Feira\n'),
      { Nome: 'name' },
      {
        tagIds: [tag!.id],
      },
    );
    const tagged = await sqlRows(
      t,
      'select 1 from citizen_tags ct join citizens c on c.id = ct.citizen_id where c.import_id = $1 and ct.tag_id = $2',
      [done._id, tag!.id],
    );
    expect(tagged).toHaveLength(2);
    const [foreign] = await sqlRows<{ id: string }>(
      t,
      `insert into tags (organization_id, name) values ($1, 'Deles') returning id`,
      ['00000000-0000-4000-8000-000000000002'],
    );
    const up = await upload(t, admin, 'x.csv', Buffer.from('Nome;Outro\nAna;x\n'));
    const url = `/api/imports/${up.json()._id}/mapping`;
    const bad = await t.call(admin, {
      method: 'PUT',
      url,
      payload: { mapping: { Nome: 'name' }, tagIds: [foreign!.id] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('TAG_NOT_FOUND');
    const twice = await t.call(admin, {
      method: 'PUT',
      url,
      payload: { mapping: { Nome: 'name', Outro: 'name' } },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('O campo Nome foi associado a duas colunas: Nome e Outro.');
    const unknown = await t.call(admin, {
      method: 'PUT',
      url,
      payload: { mapping: { Nome: 'name', Sumiu: 'cpf' } },
    });
    expect(unknown.statusCode).toBe(422);
  });
  it('documents every import and export path in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const path of [
      '/api/imports',
      '/api/imports/{id}',
      '/api/imports/{id}/mapping',
      '/api/imports/{id}/preview',
      '/api/imports/{id}/start',
      '/api/imports/{id}/cancel',
      '/api/imports/{id}/errors',
      '/api/imports/{id}/errors.csv',
      '/api/exports',
      '/api/exports/{id}',
      '/api/exports/{id}/file',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
  });
});
