import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { localDay } from '../citizens/citizens-dates.ts';
import {
  BH_ORG,
  capturePushes,
  citizenOf,
  DEMO_ORG,
  notificationsOf,
  userId,
  type Push,
} from '../occurrences/casework-test-helpers.ts';
import { addDays } from './tasks.filter.ts';

let t: TestApp;
let admin: string;
let assessor: string;
let reception: string;
let reader: string;
let otherAdmin: string;
let adminId: string;
let assessorId: string;
let citizen: { id: string; name: string };
let pushes: Push[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
  adminId = await userId(t, 'admin@gabinete.demo');
  assessorId = await userId(t, 'assessor@gabinete.demo');
  citizen = await citizenOf(t, DEMO_ORG, 2);
  pushes = capturePushes(t);
});
afterAll(() => t.close());

type TaskBody = { _id: string; version: number; [k: string]: unknown };

async function created(token: string, payload: Record<string, unknown> = {}): Promise<TaskBody> {
  const res = await t.call(token, {
    method: 'POST',
    url: '/api/tasks',
    payload: { title: 'Retornar a ligação', ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function demandOf(organizationId: string): Promise<{ id: string; protocol: string; title: string }> {
  await t.deps.database.executeSql(
    `insert into demand_statuses (organization_id, name, is_initial) values ($1, 'Inicial (teste tarefas)', true)
       on conflict do nothing`,
    [organizationId],
  );
  const status = (
    await t.deps.database.executeSql(
      'select id from demand_statuses where organization_id = $1 order by is_initial desc limit 1',
      [organizationId],
    )
  ).rows[0] as { id: string };
  const row = (
    await t.deps.database.executeSql(
      `insert into demands (organization_id, protocol_year, protocol_number, title, status_id, opened_at)
         values ($1, 2031, (select coalesce(max(protocol_number), 0) + 1 from demands where organization_id = $1 and protocol_year = 2031),
                 'Iluminação da praça', $2, '2031-01-02') returning id, protocol_number`,
      [organizationId, status.id],
    )
  ).rows[0] as { id: string; protocol_number: number };
  return {
    id: row.id,
    protocol: `2031/${String(row.protocol_number).padStart(4, '0')}`,
    title: 'Iluminação da praça',
  };
}

describe('POST /api/tasks', () => {
  it('creates a tarefa linked to a demanda and a citizen, notifying its responsável live', async () => {
    const demand = await demandOf(DEMO_ORG);
    pushes.length = 0;
    const due = addDays(localDay(), 3);
    const task = await created(reception, {
      description: 'Ligar para a Secretaria de Obras.',
      assigneeId: assessorId,
      dueDate: due,
      priority: 'alta',
      demandId: demand.id,
      citizenId: citizen.id,
    });
    expect(task).toMatchObject({
      title: 'Retornar a ligação',
      description: 'Ligar para a Secretaria de Obras.',
      assignee: { _id: assessorId, name: 'Rafael Souza' },
      dueDate: due,
      priority: 'alta',
      status: 'a_fazer',
      overdue: false,
      demand: { _id: demand.id, protocol: demand.protocol, title: demand.title },
      citizen: { _id: citizen.id, name: citizen.name },
      completedAt: null,
      version: 1,
      createdBy: { name: 'Juliana Ferreira' },
    });
    expect((await notificationsOf(t, assessorId, 'task_assigned')).at(-1)).toMatchObject({
      title: 'Tarefa atribuída a você: Retornar a ligação',
      link: `/tarefas/${task._id}`,
    });
    expect(pushes.map((p) => [p.room, p.payload.kind])).toEqual([[`user:${assessorId}`, 'task_assigned']]);
  });

  it('does not notify whoever assigns a task to themselves', async () => {
    pushes.length = 0;
    const own = await created(admin, { assigneeId: adminId });
    expect(pushes).toEqual([]);
    const mine = await notificationsOf(t, adminId, 'task_assigned');
    expect(mine.filter((n) => n.link === `/tarefas/${own._id}`)).toEqual([]);
  });

  it('refuses bad input and refs of another office with pt-BR messages', async () => {
    const short = await t.call(admin, { method: 'POST', url: '/api/tasks', payload: { title: 'x' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Título: Informe o título da tarefa');
    const badDate = await t.call(admin, {
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'Com data errada', dueDate: '2026-02-31' },
    });
    expect(badDate.json().fields).toEqual({ dueDate: 'Data inválida' });
    const bhCitizen = await citizenOf(t, BH_ORG);
    const foreign = await t.call(admin, {
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'Eleitor de outro gabinete', citizenId: bhCitizen.id },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({
      code: 'TASK_CITIZEN_INVALID',
      fields: { citizenId: expect.any(String) },
    });
    const bhDemand = await demandOf(BH_ORG);
    const foreignDemand = await t.call(admin, {
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'Demanda de outro gabinete', demandId: bhDemand.id },
    });
    expect(foreignDemand.json().code).toBe('TASK_DEMAND_INVALID');
    const bhUser = await userId(t, 'admin.bh@gabinete.demo');
    const foreignUser = await t.call(admin, {
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'Responsável de outro gabinete', assigneeId: bhUser },
    });
    expect(foreignUser.json().code).toBe('TASK_ASSIGNEE_INVALID');
    expect(
      (await t.call(reader, { method: 'POST', url: '/api/tasks', payload: { title: 'Leitura' } })).statusCode,
    ).toBe(403);
  });
});

describe('PUT and PATCH status', () => {
  it('moves on the board following the transitions, setting and clearing completedAt', async () => {
    const task = await created(assessor);
    const move = (status: string, version: number) =>
      t.call(assessor, {
        method: 'PATCH',
        url: `/api/tasks/${task._id}/status`,
        payload: { status, version },
      });
    const done = (await move('concluida', 1)).json();
    expect(done).toMatchObject({ status: 'concluida', version: 2 });
    expect(Date.parse(done.completedAt)).toBeGreaterThan(Date.now() - 60_000);
    const back = (await move('em_andamento', 2)).json();
    expect(back).toMatchObject({ status: 'em_andamento', completedAt: null, version: 3 });
    expect((await move('cancelada', 3)).json().status).toBe('cancelada');
    const illegal = await move('concluida', 4);
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
    const stale = await move('a_fazer', 2);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      message: expect.stringMatching(/^Esta tarefa foi alterada por Rafael Souza/),
    });
  });

  it('edits with the version read and notifies a new responsável only', async () => {
    const task = await created(admin, { assigneeId: assessorId });
    const before = (await notificationsOf(t, assessorId, 'task_assigned')).length;
    const res = await t.call(admin, {
      method: 'PUT',
      url: `/api/tasks/${task._id}`,
      payload: {
        version: 1,
        title: 'Retornar a ligação da Dona Aparecida',
        priority: 'urgente',
        dueDate: null,
      },
    });
    expect(res.json()).toMatchObject({
      title: 'Retornar a ligação da Dona Aparecida',
      priority: 'urgente',
      version: 2,
    });
    expect(await notificationsOf(t, assessorId, 'task_assigned')).toHaveLength(before);
    const stale = await t.call(reception, {
      method: 'PUT',
      url: `/api/tasks/${task._id}`,
      payload: { version: 1, title: 'Outro título' },
    });
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      current: { version: 2, updatedBy: 'Mariana Costa' },
    });
  });

  it('deletes, hides and restores a tarefa', async () => {
    const task = await created(admin, { title: 'Para excluir' });
    expect((await t.call(admin, { method: 'DELETE', url: `/api/tasks/${task._id}` })).json()).toEqual({
      ok: true,
      message: 'Tarefa excluída.',
    });
    expect((await t.call(admin, { method: 'GET', url: `/api/tasks/${task._id}` })).statusCode).toBe(404);
    expect((await t.call(reception, { method: 'DELETE', url: `/api/tasks/${task._id}` })).statusCode).toBe(
      403,
    );
    const restored = await t.call(admin, { method: 'POST', url: `/api/tasks/${task._id}/restore` });
    expect(restored.json()).toMatchObject({ title: 'Para excluir', version: 2 });
  });
});

describe('GET /api/tasks filters', () => {
  it("lists 'minhas tarefas', by situação, prioridade, prazo, demanda and citizen", async () => {
    const today = localDay();
    const tag = `Zq${Date.now()}`;
    const make = (title: string, extra: Record<string, unknown>) =>
      created(admin, { title: `${tag} ${title}`, ...extra });
    const late = await make('atrasada', {
      assigneeId: assessorId,
      dueDate: addDays(today, -2),
      priority: 'urgente',
    });
    const todayTask = await make('hoje', { assigneeId: assessorId, dueDate: today });
    const week = await make('semana', { dueDate: addDays(today, 6), priority: 'baixa' });
    const later = await make('depois', { dueDate: addDays(today, 7), citizenId: citizen.id });
    const doneLate = await make('feita', { dueDate: addDays(today, -5), status: 'concluida' });
    const list = async (query: string, token = admin) => {
      const res = await t.call(token, { method: 'GET', url: `/api/tasks?q=${tag}&${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().tasks.map((x: { _id: string }) => x._id) as string[];
    };
    expect(await list('')).toEqual([doneLate._id, late._id, todayTask._id, week._id, later._id]);
    expect(await list('assigneeId=me', assessor)).toEqual([late._id, todayTask._id]);
    expect(await list('assigneeId=none')).toEqual([doneLate._id, week._id, later._id]);
    expect(await list('due=overdue')).toEqual([late._id]);
    expect(await list('due=today')).toEqual([todayTask._id]);
    expect(await list('due=week')).toEqual([todayTask._id, week._id]);
    expect(await list('status=concluida')).toEqual([doneLate._id]);
    expect(await list('status=a_fazer,em_andamento&priorities=urgente,baixa')).toEqual([late._id, week._id]);
    expect(await list(`citizenId=${citizen.id}`)).toEqual([later._id]);
    expect(await list('sort=-priority')).toEqual([
      late._id,
      doneLate._id,
      todayTask._id,
      later._id,
      week._id,
    ]);
    const overdue = (await t.call(admin, { method: 'GET', url: `/api/tasks?q=${tag}&due=overdue` })).json();
    expect(overdue.tasks[0]).toMatchObject({ overdue: true });
    const bad = await t.call(admin, { method: 'GET', url: '/api/tasks?due=ontem' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Parâmetro prazo: Prazo: use overdue, today ou week');
  });

  it('filters by demanda', async () => {
    const demand = await demandOf(DEMO_ORG);
    const task = await created(admin, { title: 'Da demanda', demandId: demand.id });
    const res = await t.call(admin, { method: 'GET', url: `/api/tasks?demandId=${demand.id}` });
    expect(res.json().tasks.map((x: { _id: string }) => x._id)).toEqual([task._id]);
  });
});

describe('another office', () => {
  it('cannot read, list, change, move, delete or restore a tarefa', async () => {
    const task = await created(admin, { title: 'Só de Campinas' });
    const base = `/api/tasks/${task._id}`;
    for (const call of [
      { method: 'GET' as const, url: base },
      { method: 'PUT' as const, url: base, payload: { version: 1, title: 'Invadida' } },
      { method: 'PATCH' as const, url: `${base}/status`, payload: { version: 1, status: 'concluida' } },
      { method: 'DELETE' as const, url: base },
      { method: 'POST' as const, url: `${base}/restore` },
    ]) {
      expect((await t.call(otherAdmin, call)).statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect((await t.call(otherAdmin, { method: 'GET', url: '/api/tasks?q=Campinas' })).json().total).toBe(0);
    expect((await t.call(admin, { method: 'GET', url: base })).json()).toMatchObject({
      title: 'Só de Campinas',
    });
  });
});

describe('timeline and merge', () => {
  it("shows tarefas linked to the citizen on the profile's timeline and moves them on merge", async () => {
    const kept = await citizenOf(t, DEMO_ORG, 20);
    const duplicate = await citizenOf(t, DEMO_ORG, 21);
    const task = await created(admin, {
      title: 'Levar documentos',
      citizenId: duplicate.id,
      assigneeId: assessorId,
      dueDate: '2031-05-04',
    });
    const timeline = (
      await t.call(admin, { method: 'GET', url: `/api/citizens/${duplicate.id}/timeline` })
    ).json();
    expect(timeline.items).toContainEqual(
      expect.objectContaining({
        id: `task:${task._id}`,
        kind: 'task',
        title: 'Tarefa: Levar documentos',
        description: 'A fazer · prazo 04/05/2031 · responsável: Rafael Souza',
        link: `/tarefas/${task._id}`,
      }),
    );
    const merge = await t.call(admin, {
      method: 'POST',
      url: `/api/citizens/${kept.id}/merge`,
      payload: { duplicateId: duplicate.id },
    });
    expect(merge.statusCode, merge.body).toBe(200);
    expect((await t.call(admin, { method: 'GET', url: `/api/tasks/${task._id}` })).json().citizen._id).toBe(
      kept.id,
    );
  });
});
