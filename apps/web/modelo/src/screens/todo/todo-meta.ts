// The to-do app's shared pieces: task type, filters, tags with colours, sort options and the API calls.
import type { DemoTask, TaskTag } from '@gabinete/template-demo';
import { demoApi } from '../../lib/api.ts';

export type { TaskTag };
export type TaskFilter = '' | 'important' | 'completed' | 'deleted';

/** A task as the fake back end sends it. */
export type Task = DemoTask;
export type Assignee = NonNullable<Task['assignee']>;

export const FILTERS: { value: TaskFilter; label: string }[] = [
  { value: '', label: 'Minhas tarefas' },
  { value: 'important', label: 'Importantes' },
  { value: 'completed', label: 'Concluídas' },
  { value: 'deleted', label: 'Excluídas' },
];

export const TAGS: { value: TaskTag; label: string; color: string }[] = [
  { value: 'team', label: 'Equipe', color: 'blue' },
  { value: 'low', label: 'Baixa', color: 'green' },
  { value: 'medium', label: 'Média', color: 'yellow' },
  { value: 'high', label: 'Alta', color: 'red' },
  { value: 'update', label: 'Atualização', color: 'violet' },
];

export const SORTS: { value: string; label: string }[] = [
  { value: 'latest', label: 'Mais recentes' },
  { value: 'title-asc', label: 'Título A–Z' },
  { value: 'title-desc', label: 'Título Z–A' },
  { value: 'assignee', label: 'Responsável' },
  { value: 'due-date', label: 'Prazo' },
];

export const tagInfo = (tag: string) => TAGS.find((t) => t.value === tag);

export interface TaskQuery {
  filter: TaskFilter;
  tag: string;
  q: string;
  sortBy: string;
}

export const todoKeys = {
  /** Every task list (what a change makes stale). */
  tasks: ['todo', 'tasks'] as const,
  list: (query: TaskQuery) => ['todo', 'tasks', query] as const,
  assignees: ['todo', 'assignees'] as const,
};

export const fetchTasks = (query: TaskQuery) =>
  demoApi.get<Task[]>('/apps/todo/tasks', {
    filter: query.filter,
    tag: query.tag,
    q: query.q,
    sortBy: query.sortBy,
  });

export const addTask = (task: Omit<Task, 'id'>) =>
  demoApi.post<{ task: Task }>('/apps/todo/add-tasks', { task });

export const updateTask = (task: Partial<Task> & { id: number }) =>
  demoApi.post<{ task: Task }>('/apps/todo/update-task', { task });

export const deleteTask = (id: number) => demoApi.delete('/apps/todo/delete-task', { taskId: id });

/** The people tasks can be given to: the assignees found in the sample tasks. */
export async function fetchAssignees(): Promise<Assignee[]> {
  const tasks = await demoApi.get<Task[]>('/apps/todo/tasks', { filter: '' });
  const seen = new Map<string, Assignee>();
  for (const task of tasks) if (task.assignee) seen.set(task.assignee.fullName, task.assignee);
  return [...seen.values()].sort((a, b) => a.fullName.localeCompare(b.fullName, 'pt-BR'));
}
