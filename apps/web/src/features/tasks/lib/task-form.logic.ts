// The tarefa form's values ↔ the API input: one vínculo at a time (a demanda or an eleitor), the prazo as
// 'aaaa-mm-dd', and the API's field names mapped back onto the form's.
import type { Priority, Task, TaskStatus } from '@gabinete/shared';

export type TaskLinkKind = 'none' | 'demand' | 'citizen';

export interface TaskFormValues extends Record<string, unknown> {
  title: string;
  description: string;
  assigneeId: string | null;
  dueDate: string | null;
  priority: Priority;
  status: TaskStatus;
  link: TaskLinkKind;
  demand: { _id: string; protocol: string; title: string } | null;
  citizen: { _id: string; name: string } | null;
}

export interface TaskDefaults {
  assigneeId?: string | null;
  demand?: TaskFormValues['demand'];
  citizen?: TaskFormValues['citizen'];
}

export function emptyTaskValues(defaults: TaskDefaults = {}): TaskFormValues {
  const demand = defaults.demand ?? null;
  const citizen = demand ? null : (defaults.citizen ?? null);
  return {
    title: '',
    description: '',
    assigneeId: defaults.assigneeId ?? null,
    dueDate: null,
    priority: 'media',
    status: 'a_fazer',
    link: demand ? 'demand' : citizen ? 'citizen' : 'none',
    demand,
    citizen,
  };
}

/** The fields' names in the 'Recarregar dados' notice; the vínculo's kind and its choice go together. */
export const TASK_FIELD_LABELS: Record<keyof TaskFormValues & string, string> = {
  title: 'título',
  description: 'descrição',
  assigneeId: 'responsável',
  dueDate: 'prazo',
  priority: 'prioridade',
  status: 'situação',
  link: 'vínculo',
  demand: 'vínculo',
  citizen: 'vínculo',
};

export function taskToValues(t: Task): TaskFormValues {
  return {
    title: t.title,
    description: t.description ?? '',
    assigneeId: t.assignee?._id ?? null,
    dueDate: t.dueDate,
    priority: t.priority,
    status: t.status,
    link: t.demand ? 'demand' : t.citizen ? 'citizen' : 'none',
    demand: t.demand,
    citizen: t.citizen ? { _id: t.citizen._id, name: t.citizen.name } : null,
  };
}

/** What POST/PUT take; the vínculo not chosen is cleared. */
export function valuesToInput(v: TaskFormValues) {
  return {
    title: v.title,
    description: v.description,
    assigneeId: v.assigneeId,
    dueDate: v.dueDate,
    priority: v.priority,
    status: v.status,
    demandId: v.link === 'demand' ? (v.demand?._id ?? null) : null,
    citizenId: v.link === 'citizen' ? (v.citizen?._id ?? null) : null,
  };
}

/** The vínculo chosen but left empty is a mistake to point out, not a silent 'no link'. */
export function missingLink(v: TaskFormValues): Record<string, string> {
  if (v.link === 'demand' && !v.demand) return { demand: 'Escolha a demanda ou marque “Nenhum”' };
  if (v.link === 'citizen' && !v.citizen) return { citizen: 'Escolha o eleitor ou marque “Nenhum”' };
  return {};
}

/** The API names demandId/citizenId; the form shows their messages under the pickers. */
export function remapTaskErrors(errors: Record<string, string>): Record<string, string> {
  const { demandId, citizenId, ...rest } = errors;
  return { ...rest, ...(demandId ? { demand: demandId } : {}), ...(citizenId ? { citizen: citizenId } : {}) };
}
