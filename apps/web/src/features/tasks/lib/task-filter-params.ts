// The tarefas page's URL: the tab ('Minhas tarefas' by default, aba=todas), the view (visao=quadro) and
// the filters named as TaskFilterSchema, so the dashboard can link to '/tarefas?due=overdue'.
import {
  PRIORITY_LABELS,
  TASK_DUE_LABELS,
  TASK_STATUS_LABELS,
  type Priority,
  type TaskDueFilter,
  type TaskStatus,
} from '@gabinete/shared';
import { chipCollector, type FilterChip } from '../../../lib/chip-list.ts';

export const TASK_URL_KEYS = [
  'aba',
  'visao',
  'status',
  'assigneeId',
  'priorities',
  'due',
  'demandId',
  'demandLabel',
  'citizenId',
  'citizenName',
  'nova',
] as const;
export type TaskUrlKey = (typeof TASK_URL_KEYS)[number];
export type TaskUrlValues = Record<TaskUrlKey, string | null>;

/** What 'Limpar' removes (not the tab, the view or an open drawer). */
export const TASK_FILTER_KEYS: readonly TaskUrlKey[] = [
  'status',
  'assigneeId',
  'priorities',
  'due',
  'demandId',
  'demandLabel',
  'citizenId',
  'citizenName',
];

export const OPEN_STATUSES = 'a_fazer,em_andamento';
export const CLOSED_STATUSES = 'concluida,cancelada';
/** The list's 'Todas' situação (the API takes no status for it). */
export const ALL_STATUSES = 'todas';

export type Situation = 'abertas' | 'encerradas' | 'todas';

/** Which 'Abertas / Encerradas / Todas' button a status value means (null: a custom list from a link). */
export function situationOf(status: string | null): Situation | null {
  if (!status || status === OPEN_STATUSES) return 'abertas';
  if (status === CLOSED_STATUSES) return 'encerradas';
  if (status === ALL_STATUSES) return 'todas';
  return null;
}

export const SITUATION_STATUS: Record<Situation, string | null> = {
  abertas: null,
  encerradas: CLOSED_STATUSES,
  todas: ALL_STATUSES,
};

/** 'Minhas tarefas' unless the tab says 'todas' or the link names someone else. */
export const isMineTab = (f: TaskUrlValues) => f.aba !== 'todas' && (!f.assigneeId || f.assigneeId === 'me');

/** The query string of GET /api/tasks for the list (status included) or a board column (status apart). */
export function toTaskApiQuery(q: string, f: TaskUrlValues, board = false): Record<string, string> {
  const out: Record<string, string> = {};
  if (q) out.q = q;
  const assignee = isMineTab(f) ? 'me' : f.assigneeId;
  if (assignee) out.assigneeId = assignee;
  if (!board) {
    const status = f.status ?? OPEN_STATUSES;
    if (status !== ALL_STATUSES) out.status = status;
  }
  for (const key of ['priorities', 'due', 'demandId', 'citizenId'] as const) {
    const value = f[key];
    if (value) out[key] = value;
  }
  return out;
}

export function taskChips(
  q: string,
  f: TaskUrlValues,
  users: Map<string, string>,
  board = false,
): FilterChip[] {
  const { chips, add } = chipCollector();
  if (q) add('q', `Busca: ${q}`);
  if (!board && f.status && situationOf(f.status) === null) {
    const labels = f.status.split(',').map((s) => TASK_STATUS_LABELS[s as TaskStatus] ?? s);
    add('status', `Situação: ${labels.join(', ')}`);
  }
  if (!isMineTab(f) && f.assigneeId === 'none') add('assigneeId', 'Sem responsável');
  else if (!isMineTab(f) && f.assigneeId)
    add('assigneeId', `Responsável: ${users.get(f.assigneeId) ?? 'usuário'}`);
  if (f.priorities) {
    const labels = f.priorities.split(',').map((p) => PRIORITY_LABELS[p as Priority] ?? p);
    add('priorities', `Prioridade: ${labels.join(', ')}`);
  }
  if (f.due) add('due', `Prazo: ${TASK_DUE_LABELS[f.due as TaskDueFilter] ?? f.due}`);
  if (f.demandId) add('demandId', `Demanda ${f.demandLabel ?? 'escolhida'}`, ['demandId', 'demandLabel']);
  if (f.citizenId) add('citizenId', `Eleitor: ${f.citizenName ?? 'escolhido'}`, ['citizenId', 'citizenName']);
  return chips;
}
