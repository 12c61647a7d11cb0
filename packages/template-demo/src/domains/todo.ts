// To-do app (TEMPLATE-BACKEND §5, v6 rules; §16 ruling 2): list with filters and sorts, add, update, soft delete.
import { createTasks, type DemoTask } from '../data/todo.ts';
import { created, defineDomain, notFound, ok, type DemoResponse } from '../domain.ts';
import { asRecord, bodyObject, containsCI, maxId, mergeById, queryString, toNumber } from '../helpers.ts';

interface TodoState {
  tasks: DemoTask[];
}

function keep(task: DemoTask, filter: string): boolean {
  if (filter === 'important') return task.isImportant && !task.isDeleted;
  if (filter === 'completed') return task.isCompleted && !task.isDeleted;
  if (filter === 'deleted') return task.isDeleted;
  return !task.isDeleted;
}

// Plain code-unit comparison, as the template did (capitals before lower case).
const plain = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function sorter(sortBy: string): (a: DemoTask, b: DemoTask) => number {
  switch (sortBy) {
    case 'title-asc':
      return (a, b) => plain(a.title, b.title);
    case 'title-desc':
      return (a, b) => plain(b.title, a.title);
    case 'assignee':
      return (a, b) => {
        if (!a.assignee || !b.assignee) return (a.assignee ? 0 : 1) - (b.assignee ? 0 : 1);
        return plain(a.assignee.fullName, b.assignee.fullName);
      };
    case 'due-date':
      return (a, b) => new Date(a.dueDate).getTime() - new Date(b.dueDate).getTime();
    default:
      return (a, b) => b.id - a.id;
  }
}

const BAD_TASK: DemoResponse = { status: 400, body: { message: 'Informe a tarefa (task).' } };

export const todoDomain = defineDomain<TodoState>({
  name: 'todo',
  createState: () => ({ tasks: createTasks() }),
  routes: [
    {
      method: 'GET',
      path: '/apps/todo/tasks',
      handler: (req, state) => {
        const q = queryString(req, 'q');
        const filter = queryString(req, 'filter');
        const tag = queryString(req, 'tag');
        const tasks = state.tasks
          .filter((t) => containsCI(t.title, q) && keep(t, filter))
          .filter((t) => tag === '' || t.tags.some((x) => x === tag))
          .sort(sorter(queryString(req, 'sortBy', 'latest')));
        return ok(tasks);
      },
    },
    {
      method: 'POST',
      path: '/apps/todo/add-tasks',
      handler: (req, state) => {
        const input = asRecord(bodyObject(req).task);
        if (!input) return BAD_TASK;
        const task = {
          title: '',
          dueDate: '',
          description: '',
          assignee: null,
          tags: [],
          isCompleted: false,
          isDeleted: false,
          isImportant: false,
          ...input,
          id: maxId(state.tasks) + 1,
        } as DemoTask;
        state.tasks.push(task);
        return created({ task });
      },
    },
    {
      method: 'POST',
      path: '/apps/todo/update-task',
      handler: (req, state) => {
        const input = asRecord(bodyObject(req).task);
        if (!input) return BAD_TASK;
        const task = mergeById(state.tasks, input);
        return task ? ok({ task }) : notFound('Tarefa não encontrada.');
      },
    },
    {
      method: 'DELETE',
      path: '/apps/todo/delete-task',
      handler: (req, state) => {
        const id = toNumber(queryString(req, 'taskId'));
        const task = state.tasks.find((t) => t.id === id);
        if (!task) return notFound('Tarefa não encontrada.');
        task.isDeleted = true;
        return ok();
      },
    },
  ],
});
