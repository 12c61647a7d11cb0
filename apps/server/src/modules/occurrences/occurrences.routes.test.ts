import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  areaOf,
  BH_ORG,
  capturePushes,
  citizenOf,
  DEMO_ORG,
  notificationsOf,
  userId,
  type Push,
} from './casework-test-helpers.ts';

let t: TestApp;
let admin: string;
let reception: string;
let reader: string;
let otherAdmin: string;
let adminId: string;
let assessorId: string;
let citizen: { id: string; name: string };
let bhCitizen: { id: string; name: string };
let area: string;
let pushes: Push[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
  adminId = await userId(t, 'admin@gabinete.demo');
  assessorId = await userId(t, 'assessor@gabinete.demo');
  citizen = await citizenOf(t, DEMO_ORG);
  bhCitizen = await citizenOf(t, BH_ORG);
  area = await areaOf(t, DEMO_ORG);
  pushes = capturePushes(t);
});
afterAll(() => t.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

async function create(token: string, payload: Record<string, unknown>) {
  return t.call(token, {
    method: 'POST',
    url: '/api/occurrences',
    payload: { citizenId: citizen.id, channel: 'telefone', subject: 'Poda de árvore', ...payload },
  });
}

async function created(token: string, payload: Record<string, unknown> = {}) {
  const res = await create(token, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; version: number; status: string; [k: string]: unknown };
}

describe('POST /api/occurrences', () => {
  it('registers an atendimento with its citizen, área and responsável, defaulting to now and aberto', async () => {
    const before = Date.now();
    const o = await created(reception, {
      description: 'Árvore caída na calçada da Rua Barão de Jaguara.',
      areaId: area,
      responsibleId: assessorId,
    });
    expect(o).toMatchObject({
      channel: 'telefone',
      subject: 'Poda de árvore',
      description: 'Árvore caída na calçada da Rua Barão de Jaguara.',
      status: 'aberto',
      citizen: { _id: citizen.id, name: citizen.name },
      area: { _id: area, name: 'Saúde (teste)', color: 'red' },
      responsible: { _id: assessorId, name: 'Rafael Souza' },
      demand: null,
      version: 1,
      createdBy: { name: 'Juliana Ferreira' },
      deletedAt: null,
    });
    expect(Date.parse(o.occurredAt as string)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('notifies a new responsável live, and never the person who assigned themselves', async () => {
    pushes.length = 0;
    const o = await created(reception, { subject: 'Vaga em creche', responsibleId: assessorId });
    const stored = await notificationsOf(t, assessorId, 'occurrence_assigned');
    expect(stored.at(-1)).toMatchObject({
      title: 'Atendimento atribuído a você: Vaga em creche',
      link: `/atendimentos/${o._id}`,
    });
    expect(pushes).toEqual([
      expect.objectContaining({
        room: `user:${assessorId}`,
        event: 'notification:new',
        payload: expect.objectContaining({ kind: 'occurrence_assigned', link: `/atendimentos/${o._id}` }),
      }),
    ]);
    pushes.length = 0;
    const own = await created(admin, { subject: 'Eu mesma', responsibleId: adminId });
    const mine = await notificationsOf(t, adminId, 'occurrence_assigned');
    expect(mine.filter((n) => n.link === `/atendimentos/${own._id}`)).toEqual([]);
    expect(pushes).toEqual([]);
  });

  it('refuses bad input with pt-BR messages naming the field, writing nothing', async () => {
    const count = async () =>
      (await t.deps.database.executeSql('select count(*)::int as n from occurrences')).rows[0];
    const before = await count();
    const missing = await t.call(reception, {
      method: 'POST',
      url: '/api/occurrences',
      payload: { channel: 'telefone', subject: 'x' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      citizenId: 'Escolha o eleitor atendido',
      subject: 'Informe o assunto do atendimento',
    });
    const channel = await create(reception, { channel: 'fax' });
    expect(channel.statusCode).toBe(400);
    expect(channel.json().message).toBe('Canal: Escolha um canal da lista');

    const future = await create(reception, { occurredAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(future.statusCode).toBe(422);
    expect(future.json()).toMatchObject({
      code: 'OCCURRENCE_IN_FUTURE',
      fields: { occurredAt: 'A data do atendimento não pode estar no futuro' },
    });
    // A couple of minutes ahead is the reception PC's clock, not the future.
    expect(
      (await create(reception, { occurredAt: new Date(Date.now() + 60_000).toISOString() })).statusCode,
    ).toBe(201);

    const foreignCitizen = await create(reception, { citizenId: bhCitizen.id });
    expect(foreignCitizen.statusCode).toBe(422);
    expect(foreignCitizen.json()).toMatchObject({
      code: 'OCCURRENCE_CITIZEN_INVALID',
      fields: { citizenId: 'Eleitor não encontrado neste gabinete (ou está na lixeira).' },
    });
    const bhArea = await areaOf(t, BH_ORG, 'Saúde BH');
    expect((await create(reception, { areaId: bhArea })).json()).toMatchObject({
      code: 'AREA_NOT_FOUND',
      fields: { areaId: 'Área não encontrada.' },
    });
    const inactive = await areaOf(t, DEMO_ORG, 'Área antiga', false);
    expect((await create(reception, { areaId: inactive })).json().code).toBe('AREA_INACTIVE');
    const bhUser = await userId(t, 'admin.bh@gabinete.demo');
    expect((await create(reception, { responsibleId: bhUser })).json()).toMatchObject({
      code: 'OCCURRENCE_RESPONSIBLE_INVALID',
      fields: { responsibleId: expect.any(String) },
    });
    const after = await count();
    expect(after).toEqual({ n: (before as { n: number }).n + 1 });
  });

  it('needs the right to create', async () => {
    expect((await create(reader, {})).statusCode).toBe(403);
  });
});

describe('GET/PUT /api/occurrences/:id', () => {
  it('edits with the version read and refuses a stale save naming who saved', async () => {
    const o = await created(reception);
    const first = await t.call(admin, {
      method: 'PUT',
      url: `/api/occurrences/${o._id}`,
      payload: { version: 1, subject: 'Poda de árvore — Rua Barão de Jaguara', areaId: area },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      version: 2,
      subject: 'Poda de árvore — Rua Barão de Jaguara',
      area: { _id: area },
      channel: 'telefone',
      updatedBy: { name: 'Mariana Costa' },
    });
    const stale = await t.call(reception, {
      method: 'PUT',
      url: `/api/occurrences/${o._id}`,
      payload: { version: 1, subject: 'Outra coisa' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      message: expect.stringMatching(/^Este atendimento foi alterado por Mariana Costa às \d\d:\d\d\./),
      current: { version: 2, updatedBy: 'Mariana Costa' },
    });
    const read = await t.call(reception, { method: 'GET', url: `/api/occurrences/${o._id}` });
    expect(read.json().subject).toBe('Poda de árvore — Rua Barão de Jaguara');
  });

  it('clears optional fields with null and notifies only a changed responsável', async () => {
    const o = await created(reception, { description: 'Texto', areaId: area, responsibleId: assessorId });
    const before = (await notificationsOf(t, assessorId, 'occurrence_assigned')).length;
    const res = await t.call(reception, {
      method: 'PUT',
      url: `/api/occurrences/${o._id}`,
      payload: { version: 1, description: '', areaId: null, subject: 'Mesmo responsável' },
    });
    expect(res.json()).toMatchObject({ description: null, area: null, responsible: { _id: assessorId } });
    expect(await notificationsOf(t, assessorId, 'occurrence_assigned')).toHaveLength(before);
    await t.call(reception, {
      method: 'PUT',
      url: `/api/occurrences/${o._id}`,
      payload: { version: 2, responsibleId: adminId },
    });
    expect((await notificationsOf(t, adminId, 'occurrence_assigned')).at(-1)?.title).toBe(
      'Atendimento atribuído a você: Mesmo responsável',
    );
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.call(admin, {
      method: 'GET',
      url: '/api/occurrences/00000000-0000-4000-8000-00000000dead',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Atendimento não encontrado.');
    expect((await t.call(admin, { method: 'GET', url: '/api/occurrences/abc' })).statusCode).toBe(400);
  });
});

describe('PATCH /api/occurrences/:id/status', () => {
  it('follows the transitions map, reopening a closed one, and refuses illegal moves with 409', async () => {
    const o = await created(reception);
    const move = (status: string, version: number) =>
      t.call(reception, {
        method: 'PATCH',
        url: `/api/occurrences/${o._id}/status`,
        payload: { status, version },
      });
    expect((await move('concluido', 1)).json()).toMatchObject({ status: 'concluido', version: 2 });
    const illegal = await move('em_andamento', 2);
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'Esta mudança de situação não é permitida.',
    });
    expect((await move('aberto', 2)).json()).toMatchObject({ status: 'aberto', version: 3 });
    expect((await move('cancelado', 1)).json().code).toBe('VERSION_CONFLICT');
    expect((await move('arquivado', 3)).statusCode).toBe(400);
  });

  it('applies the same map to a situação changed through PUT', async () => {
    const o = await created(reception, { status: 'cancelado' });
    const res = await t.call(reception, {
      method: 'PUT',
      url: `/api/occurrences/${o._id}`,
      payload: { version: 1, status: 'concluido' },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('DELETE and restore', () => {
  it('moves to the bin, lists it there, refuses edits, and restores', async () => {
    const o = await created(admin, { subject: 'Para a lixeira' });
    const del = await t.call(admin, { method: 'DELETE', url: `/api/occurrences/${o._id}` });
    expect(del.json()).toEqual({ ok: true, message: 'Atendimento movido para a lixeira.' });
    const bin = await t.call(admin, { method: 'GET', url: '/api/occurrences?view=deleted&q=para a lixeira' });
    expect(bin.json().occurrences.map((r: { _id: string }) => r._id)).toEqual([o._id]);
    const live = await t.call(admin, { method: 'GET', url: '/api/occurrences?q=para a lixeira' });
    expect(live.json().total).toBe(0);
    const edit = await t.call(admin, {
      method: 'PUT',
      url: `/api/occurrences/${o._id}`,
      payload: { version: 1, subject: 'x y z' },
    });
    expect(edit.json().code).toBe('OCCURRENCE_DELETED');
    expect((await t.call(admin, { method: 'DELETE', url: `/api/occurrences/${o._id}` })).statusCode).toBe(
      409,
    );
    const restored = await t.call(admin, { method: 'POST', url: `/api/occurrences/${o._id}/restore` });
    expect(restored.json()).toMatchObject({ deletedAt: null, version: 2 });
    const again = await t.call(admin, { method: 'POST', url: `/api/occurrences/${o._id}/restore` });
    expect(again.json().code).toBe('OCCURRENCE_NOT_DELETED');
  });

  it('needs the right to delete (the reception may not)', async () => {
    const o = await created(reception);
    expect((await t.call(reception, { method: 'DELETE', url: `/api/occurrences/${o._id}` })).statusCode).toBe(
      403,
    );
  });
});

describe('another office', () => {
  it('cannot read, list, change, move, delete or restore an atendimento', async () => {
    const o = await created(admin, { subject: 'Só do gabinete de Campinas' });
    const base = `/api/occurrences/${o._id}`;
    const calls = [
      { method: 'GET' as const, url: base },
      { method: 'PUT' as const, url: base, payload: { version: 1, subject: 'Invadido' } },
      { method: 'PATCH' as const, url: `${base}/status`, payload: { version: 1, status: 'concluido' } },
      { method: 'DELETE' as const, url: base },
      { method: 'POST' as const, url: `${base}/restore` },
    ];
    for (const call of calls) {
      const res = await t.call(otherAdmin, call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const list = await t.call(otherAdmin, { method: 'GET', url: '/api/occurrences?q=Campinas' });
    expect(list.json().total).toBe(0);
    const mine = await t.call(admin, { method: 'GET', url: base });
    expect(mine.json()).toMatchObject({ subject: 'Só do gabinete de Campinas', version: 1, deletedAt: null });
  });
});

describe('citizen timeline and merge', () => {
  it("shows the citizen's atendimentos on the profile's timeline, linking to the record", async () => {
    const other = await citizenOf(t, DEMO_ORG, 3);
    const o = await created(reception, {
      citizenId: other.id,
      subject: 'Buraco na rua',
      occurredAt: minutesAgo(30),
      areaId: area,
    });
    const res = await t.call(admin, { method: 'GET', url: `/api/citizens/${other.id}/timeline` });
    expect(res.json().items).toContainEqual(
      expect.objectContaining({
        id: `occurrence:${o._id}`,
        kind: 'occurrence',
        title: 'Atendimento por telefone: Buraco na rua',
        description: 'Situação: Aberto · Saúde (teste)',
        link: `/atendimentos/${o._id}`,
        user: expect.objectContaining({ name: 'Juliana Ferreira' }),
      }),
    );
  });

  it('moves the duplicate’s atendimentos to the kept citizen on merge', async () => {
    const kept = await citizenOf(t, DEMO_ORG, 5);
    const duplicate = await citizenOf(t, DEMO_ORG, 6);
    const o = await created(reception, { citizenId: duplicate.id, subject: 'Do duplicado' });
    const merge = await t.call(admin, {
      method: 'POST',
      url: `/api/citizens/${kept.id}/merge`,
      payload: { duplicateId: duplicate.id },
    });
    expect(merge.statusCode, merge.body).toBe(200);
    const read = await t.call(admin, { method: 'GET', url: `/api/occurrences/${o._id}` });
    expect(read.json().citizen._id).toBe(kept.id);
  });
});
