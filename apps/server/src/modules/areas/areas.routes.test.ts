import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDemand, loadFixtures, query, type Fixtures } from '../demands/demands-test-helpers.ts';

let t: TestApp;
let f: Fixtures;
let admin: string;
let reception: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await loadFixtures(t);
  admin = await t.login('admin@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

type Area = {
  _id: string;
  name: string;
  active: boolean;
  demandsCount: number;
  openDemandsCount: number;
  occurrencesCount: number;
};
const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(token, { method, url, payload: payload as never });
const createArea = async (payload: Record<string, unknown>) => {
  const res = await call(admin, 'POST', '/api/areas', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Area;
};

describe('áreas', () => {
  it('lists the office defaults with live counts of demandas (all and open) and atendimentos', async () => {
    const res = await call(admin, 'GET', '/api/areas');
    expect(res.statusCode).toBe(200);
    const areas: Area[] = res.json().areas;
    expect(areas.map((a) => a.name)).toEqual(
      expect.arrayContaining(['Saúde', 'Educação', 'Infraestrutura', 'Mobilidade e transporte']),
    );
    const health = areas.find((a) => a.name === 'Saúde')!;
    const [counts] = await query<{ total: number; open: number }>(
      t,
      `select count(*)::int as total, count(*) filter (where not is_closed)::int as open
         from demands where area_id = $1 and deleted_at is null`,
      [health._id],
    );
    const [occ] = await query<{ n: number }>(
      t,
      'select count(*)::int as n from occurrences where area_id = $1 and deleted_at is null',
      [health._id],
    );
    expect(health).toMatchObject({
      demandsCount: counts!.total,
      openDemandsCount: counts!.open,
      occurrencesCount: occ!.n,
    });
    expect(counts!.total).toBeGreaterThan(0);
  });

  it('creates, reads, edits and deactivates; inactive áreas only with includeInactive', async () => {
    const area = await createArea({
      name: 'Habitação',
      color: 'teal',
      description: 'Moradia e regularização',
    });
    expect(area).toMatchObject({ name: 'Habitação', color: 'teal', active: true, demandsCount: 0 });
    expect((await call(admin, 'GET', `/api/areas/${area._id}`)).json().name).toBe('Habitação');
    const edited = await call(admin, 'PUT', `/api/areas/${area._id}`, { active: false });
    // Only what is sent changes.
    expect(edited.json()).toMatchObject({
      active: false,
      color: 'teal',
      description: 'Moradia e regularização',
    });
    const active = (await call(admin, 'GET', '/api/areas')).json().areas.map((a: Area) => a._id);
    expect(active).not.toContain(area._id);
    const all = (await call(admin, 'GET', '/api/areas?includeInactive=true'))
      .json()
      .areas.map((a: Area) => a._id);
    expect(all).toContain(area._id);
  });

  it('refuses a name already used in the office, ignoring accents and case', async () => {
    const dup = await call(admin, 'POST', '/api/areas', { name: 'SAUDE' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'AREA_NAME_IN_USE',
      message: 'Já existe uma área com este nome.',
    });
    const other = await createArea({ name: 'Turismo' });
    expect((await call(admin, 'PUT', `/api/areas/${other._id}`, { name: 'educacao' })).statusCode).toBe(409);
    expect((await call(otherAdmin, 'POST', '/api/areas', { name: 'Turismo' })).statusCode).toBe(201);
  });

  it('deletes an unused área but refuses one used by demandas or atendimentos, suggesting to deactivate', async () => {
    const unused = await createArea({ name: 'Agricultura urbana' });
    expect((await call(admin, 'DELETE', `/api/areas/${unused._id}`)).json()).toEqual({
      ok: true,
      message: 'Área excluída.',
    });
    expect((await call(admin, 'GET', `/api/areas/${unused._id}`)).statusCode).toBe(404);

    const used = await createArea({ name: 'Direitos dos animais' });
    const d = await createDemand(t, admin, {
      title: 'Castração de cães',
      citizenIds: [f.citizens.demo[0]],
      areaId: used._id,
    });
    await call(admin, 'DELETE', `/api/demands/${d._id}`);
    const refused = await call(admin, 'DELETE', `/api/areas/${used._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'AREA_IN_USE',
      message:
        'A área "Direitos dos animais" é usada por 1 demanda. Desative-a em vez de excluir: ela deixa de aparecer nos formulários e continua nos registros antigos.',
    });

    const byOccurrence = await createArea({ name: 'Juventude' });
    await query(
      t,
      `insert into occurrences (organization_id, occurred_at, channel, subject, status, citizen_id, area_id)
       values ($1, now(), 'presencial', 'Curso para jovens', 'aberto', $2, $3)`,
      ['00000000-0000-4000-8000-000000000001', f.citizens.demo[0], byOccurrence._id],
    );
    const second = await call(admin, 'DELETE', `/api/areas/${byOccurrence._id}`);
    expect(second.json().message).toMatch(/^A área "Juventude" é usada por 1 atendimento\./);
  });

  it('needs the áreas permissions: the reception reads but does not change', async () => {
    expect((await call(reception, 'GET', '/api/areas')).statusCode).toBe(200);
    expect((await call(reception, 'POST', '/api/areas', { name: 'Recepção cria' })).statusCode).toBe(403);
  });

  it("keeps another office from reading, changing or deleting the office's áreas", async () => {
    const id = f.areas.demo.get('Educação')!;
    for (const [method, payload] of [['GET'], ['PUT', { name: 'Invadida' }], ['DELETE']] as const) {
      const res = await call(otherAdmin, method, `/api/areas/${id}`, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().code).toBe('AREA_NOT_FOUND');
    }
    const theirs = (await call(otherAdmin, 'GET', '/api/areas?includeInactive=true'))
      .json()
      .areas.map((a: Area) => a._id);
    expect(theirs).not.toContain(id);
    expect((await call(admin, 'GET', `/api/areas/${id}`)).json().name).toBe('Educação');
  });
});
