// Test records of the atendimentos and tarefas screens, in the shapes the API answers.
import type { Occurrence, TaskListItem } from '@gabinete/shared';

export const oid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeOccurrence(extra: Partial<Occurrence> = {}): Occurrence {
  return {
    _id: oid(1),
    occurredAt: '2026-03-10T13:30:00.000Z',
    channel: 'telefone',
    subject: 'Poda de árvore',
    description: 'Galhos na fiação.',
    area: null,
    responsible: null,
    status: 'aberto',
    citizen: { _id: oid(100), name: 'Maria das Dores', phone: '+5519999990000' },
    demand: null,
    version: 1,
    createdBy: { _id: 'u-admin', name: 'Ana Souza' },
    updatedBy: { _id: 'u-admin', name: 'Ana Souza' },
    createdAt: '2026-03-10T13:35:00.000Z',
    updatedAt: '2026-03-10T13:35:00.000Z',
    deletedAt: null,
    ...extra,
  };
}

export function makeTaskItem(n: number, extra: Partial<TaskListItem> = {}): TaskListItem {
  return {
    _id: oid(200 + n),
    title: `Tarefa ${n}`,
    assignee: { _id: 'u-admin', name: 'Ana Souza' },
    dueDate: null,
    priority: 'media',
    status: 'a_fazer',
    overdue: false,
    demand: null,
    citizen: null,
    completedAt: null,
    version: 1,
    createdBy: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    ...extra,
  };
}
