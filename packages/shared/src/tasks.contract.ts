// Tarefas: the team's to-dos — responsável, prazo, prioridade, situação, an optional link to a demanda or
// a citizen; list and board views and 'minhas tarefas' (issue 4).
import { z } from 'zod';
import { CitizenRefSchema, PRIORITIES, PrioritySchema, VersionSchema } from './casework.contract.ts';
import {
  clearable,
  DateOnlySchema,
  IdSchema,
  PageQuerySchema,
  sortSchema,
  singleLine,
} from './common.contract.ts';
import { csvEnumSchema, OccurrenceDemandRefSchema } from './occurrences.contract.ts';

const PersonRef = z.object({ _id: z.string(), name: z.string() });

export const TASK_STATUSES = ['a_fazer', 'em_andamento', 'concluida', 'cancelada'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  a_fazer: 'A fazer',
  em_andamento: 'Em andamento',
  concluida: 'Concluída',
  cancelada: 'Cancelada',
};
export const TASK_STATUS_COLORS: Record<TaskStatus, string> = {
  a_fazer: 'blue',
  em_andamento: 'yellow',
  concluida: 'green',
  cancelada: 'gray',
};
/** Closed tasks are never overdue and leave the 'vencidas/hoje/semana' filters. */
export const TASK_CLOSED_STATUSES: readonly TaskStatus[] = ['concluida', 'cancelada'];
/** The moves allowed from each situação (the board's drops, the list's checkbox); others answer 409. */
export const TASK_TRANSITIONS: Record<TaskStatus, TaskStatus[]> = {
  a_fazer: ['em_andamento', 'concluida', 'cancelada'],
  em_andamento: ['a_fazer', 'concluida', 'cancelada'],
  concluida: ['a_fazer', 'em_andamento'],
  cancelada: ['a_fazer'],
};
export const TaskStatusSchema = z.enum(TASK_STATUSES, { error: 'Escolha uma situação da lista' });

export const canMoveTask = (from: TaskStatus, to: TaskStatus) => TASK_TRANSITIONS[from].includes(to);

export const TaskSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  assignee: PersonRef.nullable(),
  /** Prazo, 'aaaa-mm-dd'. */
  dueDate: z.string().nullable(),
  priority: PrioritySchema,
  status: TaskStatusSchema,
  /** Past the prazo (office time zone) and not concluída/cancelada. */
  overdue: z.boolean(),
  demand: OccurrenceDemandRefSchema.nullable(),
  citizen: CitizenRefSchema.nullable(),
  completedAt: z.string().nullable(),
  version: z.number().int(),
  createdBy: PersonRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof TaskSchema>;

const taskFields = {
  title: singleLine().min(3, 'Informe o título da tarefa').max(200, 'No máximo 200 caracteres'),
  description: clearable(5_000),
  assigneeId: IdSchema.nullable().optional(),
  dueDate: DateOnlySchema.nullable().optional(),
  priority: PrioritySchema,
  status: TaskStatusSchema,
  demandId: IdSchema.nullable().optional(),
  citizenId: IdSchema.nullable().optional(),
};

export const TaskInputSchema = z.object({
  ...taskFields,
  priority: PrioritySchema.default('media'),
  status: TaskStatusSchema.default('a_fazer'),
});
export type TaskInput = z.infer<typeof TaskInputSchema>;

/** PUT /api/tasks/{id}: any subset (no defaults) plus the version read; a changed situação follows the map. */
export const UpdateTaskInputSchema = z.object(taskFields).partial().extend({ version: VersionSchema });
export type UpdateTaskInput = z.infer<typeof UpdateTaskInputSchema>;

/** PATCH /api/tasks/{id}/status: a board move or the list's checkbox; completedAt is set or cleared. */
export const ChangeTaskStatusInputSchema = z.object({ status: TaskStatusSchema, version: VersionSchema });
export type ChangeTaskStatusInput = z.infer<typeof ChangeTaskStatusInputSchema>;

// The list -------------------------------------------------------------------------------------------------

export const TaskListItemSchema = TaskSchema.omit({ description: true });
export type TaskListItem = z.infer<typeof TaskListItemSchema>;

export const TaskListSchema = z.object({
  tasks: z.array(TaskListItemSchema),
  total: z.number().int(),
  totalIsEstimate: z.boolean(),
  page: z.number().int(),
  perPage: z.number().int(),
});

export const TASK_SORT_COLUMNS = ['dueDate', 'priority', 'createdAt', 'updatedAt', 'title'] as const;

export const TASK_DUE_FILTERS = ['overdue', 'today', 'week'] as const;
export type TaskDueFilter = (typeof TASK_DUE_FILTERS)[number];
export const TASK_DUE_LABELS: Record<TaskDueFilter, string> = {
  overdue: 'Vencidas',
  today: 'Vencem hoje',
  week: 'Vencem em 7 dias',
};

/** The list's filters (GET /api/tasks), kept in the URL; 'minhas tarefas' is assigneeId=me. */
export const TaskFilterSchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: csvEnumSchema(TASK_STATUSES).optional(),
  /** A user id, 'me' (the caller) or 'none' (nobody yet). */
  assigneeId: z.union([IdSchema, z.enum(['me', 'none'])]).optional(),
  priorities: csvEnumSchema(PRIORITIES).optional(),
  /**
   * Open tasks (not concluída/cancelada) by prazo: 'overdue' before today, 'today', 'week' from today to
   * six days ahead (office time zone).
   */
  due: z.enum(TASK_DUE_FILTERS, { error: 'Prazo: use overdue, today ou week' }).optional(),
  demandId: IdSchema.optional(),
  citizenId: IdSchema.optional(),
});
export type TaskFilter = z.infer<typeof TaskFilterSchema>;

export const ListTasksQuerySchema = PageQuerySchema.extend(TaskFilterSchema.shape).extend({
  sort: sortSchema(TASK_SORT_COLUMNS, 'dueDate'),
});
export type ListTasksQuery = z.infer<typeof ListTasksQuerySchema>;
