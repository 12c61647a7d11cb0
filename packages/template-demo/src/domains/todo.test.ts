import { describe, expect, it } from 'vitest';
import { createDemoBackend } from '../index.ts';

const fresh = () => createDemoBackend();

interface Task {
  id: number;
  title: string;
  dueDate: string;
  assignee: { fullName: string } | null;
  tags: string[];
  isCompleted: boolean;
  isDeleted: boolean;
  isImportant: boolean;
}

async function tasks(b: ReturnType<typeof fresh>, query = ''): Promise<Task[]> {
  const res = await b.handle({ method: 'GET', url: `/apps/todo/tasks${query}` });
  expect(res?.status).toBe(200);
  return res?.body as Task[];
}
const ids = (list: Task[]) => list.map((t) => t.id);

describe('GET /apps/todo/tasks', () => {
  it('lists the 16 tasks that are not deleted, latest (id descending) first by default', async () => {
    const list = await tasks(fresh());
    expect(list).toHaveLength(16);
    expect(ids(list)).toEqual([18, 17, 16, 15, 14, 13, 12, 11, 10, 8, 7, 5, 4, 3, 2, 1]);
    expect(ids(await tasks(fresh(), '?sortBy=whatever'))).toEqual(ids(list));
  });

  it('filters important (6), completed (6), deleted (2) and by tag (high → task 3)', async () => {
    const b = fresh();
    expect(await tasks(b, '?filter=important')).toHaveLength(6);
    expect(await tasks(b, '?filter=completed')).toHaveLength(6);
    expect(ids(await tasks(b, '?filter=deleted'))).toEqual([9, 6]);
    expect(ids(await tasks(b, '?tag=high'))).toEqual([3]);
    expect(await tasks(b, '?tag=medium')).toHaveLength(9);
    expect(ids(await tasks(b, '?filter=important&tag=update'))).toEqual([13, 5]);
  });

  it('searches titles case-insensitively', async () => {
    expect(ids(await tasks(fresh(), '?q=RELATÓRIO'))).toEqual([8]);
  });

  it('sorts by title (plain compare, capitals first), assignee and due date', async () => {
    const b = fresh();
    const asc = await tasks(b, '?sortBy=title-asc');
    expect(asc[0]?.title).toBe('Agendar treinamento da equipe');
    expect(asc.at(-1)?.title).toBe('revisar textos do site');
    expect(ids(await tasks(b, '?sortBy=title-desc'))).toEqual(ids(asc).reverse());
    const byAssignee = (await tasks(b, '?sortBy=assignee')).map((t) => t.assignee?.fullName ?? '');
    expect(byAssignee).toEqual([...byAssignee].sort());
    const due = (await tasks(b, '?sortBy=due-date')).map((t) => t.dueDate);
    expect(due[0]).toBe('2020-11-18T00:00:00.000Z');
    expect(due.at(-1)).toBe('2020-12-14T00:00:00.000Z');
    expect(due).toEqual([...due].sort());
  });
});

describe('add, update and delete tasks', () => {
  it('adds a task with max id + 1 and answers 201 {task}', async () => {
    const b = fresh();
    const res = await b.handle({
      method: 'POST',
      url: '/apps/todo/add-tasks',
      body: { task: { title: 'Nova tarefa', tags: ['low'], isImportant: true } },
    });
    expect(res?.status).toBe(201);
    expect(res?.body).toMatchObject({ task: { id: 19, title: 'Nova tarefa', isDeleted: false } });
    expect(ids(await tasks(b))[0]).toBe(19);
    expect(await tasks(b, '?filter=important')).toHaveLength(7);
  });

  it('updates the given fields and answers the merged task', async () => {
    const b = fresh();
    const res = await b.handle({
      method: 'POST',
      url: '/apps/todo/update-task',
      body: { task: { id: '3', isCompleted: true } },
    });
    expect(res?.status).toBe(200);
    expect(res?.body).toMatchObject({
      task: { id: 3, isCompleted: true, isImportant: true, tags: ['high'] },
    });
    expect(await tasks(b, '?filter=completed')).toHaveLength(7);
  });

  it('answers 404 when updating or deleting an unknown task, 400 without a task', async () => {
    const b = fresh();
    const update = await b.handle({
      method: 'POST',
      url: '/apps/todo/update-task',
      body: { task: { id: 99 } },
    });
    expect(update?.status).toBe(404);
    expect((await b.handle({ method: 'DELETE', url: '/apps/todo/delete-task?taskId=99' }))?.status).toBe(404);
    expect((await b.handle({ method: 'POST', url: '/apps/todo/add-tasks', body: {} }))?.status).toBe(400);
  });

  it('deletes softly: the task leaves the list and shows under filter=deleted', async () => {
    const b = fresh();
    expect(await b.handle({ method: 'DELETE', url: '/apps/todo/delete-task?taskId=1' })).toEqual({
      status: 200,
    });
    expect(await tasks(b)).toHaveLength(15);
    const deleted = await tasks(b, '?filter=deleted');
    expect(ids(deleted)).toEqual([9, 6, 1]);
    expect(deleted.find((t) => t.id === 1)?.isImportant).toBe(true);
  });
});
