import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { localDay } from '../citizens/citizens-dates.ts';
import { capturePushes, notificationsOf, userId, type Push } from '../occurrences/casework-test-helpers.ts';
import { addDays } from './tasks.filter.ts';
import { notifyOverdueTasks } from './tasks-overdue.ts';

let t: TestApp;
let admin: string;
let assessorId: string;
let pushes: Push[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  assessorId = await userId(t, 'assessor@gabinete.demo');
  pushes = capturePushes(t);
  // The seeded late tasks are warned first, so each test sees only its own.
  await notifyOverdueTasks(t.deps, new Date());
});
afterAll(() => t.close());

async function task(payload: Record<string, unknown>) {
  const res = await t.call(admin, { method: 'POST', url: '/api/tasks', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; version: number };
}

describe("the 'tasks-overdue' alert check", () => {
  it('tells the responsável once per prazo, live, and again after the prazo changes', async () => {
    const today = localDay();
    const late = await task({ title: 'Enviar ofício', assigneeId: assessorId, dueDate: addDays(today, -1) });
    await task({ title: 'Vence hoje', assigneeId: assessorId, dueDate: today });
    await task({ title: 'Sem responsável', dueDate: addDays(today, -3) });
    await task({
      title: 'Já feita',
      assigneeId: assessorId,
      dueDate: addDays(today, -3),
      status: 'concluida',
    });
    pushes.length = 0;

    await notifyOverdueTasks(t.deps, new Date());
    const sent = (await notificationsOf(t, assessorId, 'task_overdue')).filter((n) =>
      n.link?.endsWith(late._id),
    );
    expect(sent).toEqual([
      expect.objectContaining({
        title: 'Tarefa atrasada: Enviar ofício',
        link: `/tarefas/${late._id}`,
        actor_id: null,
        dedupe_key: `task_overdue:${late._id}:${addDays(today, -1)}`,
      }),
    ]);
    expect(pushes.map((p) => [p.room, p.payload.title])).toEqual([
      [`user:${assessorId}`, 'Tarefa atrasada: Enviar ofício'],
    ]);

    await notifyOverdueTasks(t.deps, new Date());
    await notifyOverdueTasks(t.deps, new Date());
    expect(
      (await notificationsOf(t, assessorId, 'task_overdue')).filter((n) => n.link?.endsWith(late._id)),
    ).toHaveLength(1);
    expect(pushes).toHaveLength(1);

    // A new prazo that also passes is a new warning.
    await t.call(admin, {
      method: 'PUT',
      url: `/api/tasks/${late._id}`,
      payload: { version: late.version, dueDate: addDays(today, -2) },
    });
    await notifyOverdueTasks(t.deps, new Date());
    expect(
      (await notificationsOf(t, assessorId, 'task_overdue')).filter((n) => n.link?.endsWith(late._id)),
    ).toHaveLength(2);
  });

  it('folds a pile of late tarefas into one notice per person instead of filling the bell', async () => {
    const today = localDay();
    const recepcaoId = await userId(t, 'recepcao@gabinete.demo');
    for (let i = 1; i <= 7; i++) {
      await task({ title: `Retornar ligação ${i}`, assigneeId: recepcaoId, dueDate: addDays(today, -i) });
    }
    const before = (await notificationsOf(t, recepcaoId, 'task_overdue')).length;
    pushes.length = 0;
    await notifyOverdueTasks(t.deps, new Date());
    expect((await notificationsOf(t, recepcaoId, 'task_overdue')).slice(before)).toEqual([
      expect.objectContaining({ title: '7 tarefas atrasadas', link: '/tarefas?assigneeId=me&due=overdue' }),
    ]);
    expect(pushes.map((p) => p.payload.title)).toEqual(['7 tarefas atrasadas']);
    // Each one counts as warned: the next minute says nothing more.
    await notifyOverdueTasks(t.deps, new Date());
    expect(await notificationsOf(t, recepcaoId, 'task_overdue')).toHaveLength(before + 1);
  });
});
