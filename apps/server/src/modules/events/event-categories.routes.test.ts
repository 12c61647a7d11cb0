import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { caller, createEvent, type Method } from './events-test-helpers.ts';

let t: TestApp;
let admin: string;
let reception: string;
let otherAdmin: string;
let call: (token: string, method: Method, url: string, payload?: unknown) => ReturnType<TestApp['call']>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await t.login('admin@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

describe('agenda categories', () => {
  it('lists the default categories of the office in order, with their colours', async () => {
    const res = await call(reception, 'GET', '/api/events/categories');
    expect(res.statusCode).toBe(200);
    expect(res.json().categories.map((c: { name: string; color: string }) => [c.name, c.color])).toEqual([
      ['Reunião', 'blue'],
      ['Visita', 'green'],
      ['Audiência pública', 'violet'],
      ['Sessão plenária', 'indigo'],
      ['Evento comunitário', 'orange'],
      ['Compromisso pessoal', 'gray'],
    ]);
  });

  it('creates, renames and recolours a category; names are unique ignoring accents and case', async () => {
    const created = await call(admin, 'POST', '/api/events/categories', { name: 'Entrevista', color: 'red' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Entrevista', color: 'red', eventsCount: 0, position: 6 });
    const dup = await call(admin, 'POST', '/api/events/categories', { name: 'REUNIAO' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'EVENT_CATEGORY_NAME_IN_USE',
      message: 'Já existe uma categoria com este nome.',
    });
    const renamed = await call(admin, 'PUT', `/api/events/categories/${created.json()._id}`, {
      name: 'Entrevista à imprensa',
    });
    expect(renamed.json()).toMatchObject({ name: 'Entrevista à imprensa', color: 'red' });
    const clash = await call(admin, 'PUT', `/api/events/categories/${created.json()._id}`, {
      name: 'visita',
    });
    expect(clash.statusCode).toBe(409);
    expect((await call(admin, 'POST', '/api/events/categories', { name: 'x' })).json().message).toBe(
      'Nome: Informe o nome da categoria',
    );
  });

  it('deleting a category leaves its events without one', async () => {
    const category = (await call(admin, 'POST', '/api/events/categories', { name: 'Temporária' })).json();
    const event = await createEvent(t, admin, { categoryId: category._id });
    const listed = (await call(admin, 'GET', '/api/events/categories')).json().categories;
    expect(listed.find((c: { _id: string }) => c._id === category._id).eventsCount).toBe(1);
    const del = await call(admin, 'DELETE', `/api/events/categories/${category._id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Categoria excluída. 1 evento ficou sem categoria.');
    const after = (await call(admin, 'GET', `/api/events/${event._id}`)).json();
    expect(after).toMatchObject({ _id: event._id, category: null, title: event.title });
  });

  it('lets only people who may update events manage categories', async () => {
    expect((await call(reception, 'POST', '/api/events/categories', { name: 'Recepção' })).statusCode).toBe(
      403,
    );
  });

  it("cannot read, change or delete another office's categories", async () => {
    const mine = (await call(admin, 'POST', '/api/events/categories', { name: 'Só de Campinas' })).json();
    const theirs = (await call(otherAdmin, 'GET', '/api/events/categories')).json().categories;
    expect(theirs.map((c: { _id: string }) => c._id)).not.toContain(mine._id);
    const put = await call(otherAdmin, 'PUT', `/api/events/categories/${mine._id}`, { name: 'Invadida' });
    expect(put.statusCode).toBe(404);
    expect((await call(otherAdmin, 'DELETE', `/api/events/categories/${mine._id}`)).statusCode).toBe(404);
    // The other office may use the same name.
    const same = await call(otherAdmin, 'POST', '/api/events/categories', { name: 'Só de Campinas' });
    expect(same.statusCode).toBe(201);
    const stillMine = (await call(admin, 'GET', '/api/events/categories')).json().categories;
    expect(stillMine.find((c: { _id: string }) => c._id === mine._id).name).toBe('Só de Campinas');
  });

  it('gives a new office the default categories', async () => {
    const platform = await t.login('plataforma@gabinete.demo');
    const res = await t.call(platform, {
      method: 'POST',
      url: '/api/organizations',
      payload: {
        name: 'Gabinete da Vereadora Nova',
        cargo: 'Vereadora',
        uf: 'PR',
        municipio: 'Londrina',
        adminName: 'Nova Administradora',
        adminEmail: 'nova.admin@exemplo.com.br',
      },
    });
    expect(res.statusCode).toBe(201);
    const { rows } = await t.deps.database.executeSql(
      'select name, color from event_categories where organization_id = $1 order by position',
      [res.json()._id],
    );
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({ name: 'Reunião', color: 'blue' });
  });
});
