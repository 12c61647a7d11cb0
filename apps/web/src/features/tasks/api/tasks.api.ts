// Tarefas API: query-key factory, fetchers parsing the shared schemas, and the writes.
import {
  OkSchema,
  TaskListSchema,
  TaskSchema,
  type ChangeTaskStatusInput,
  type TaskInputSchema,
  type UpdateTaskInputSchema,
} from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';
import { BOARD_STATUSES, columnSort, type TaskBoard } from '../lib/task-board.ts';

export type TaskQueryParams = Record<string, string | number | null>;

export const tasksKeys = {
  all: ['tasks'] as const,
  lists: () => [...tasksKeys.all, 'list'] as const,
  list: (params: TaskQueryParams) => [...tasksKeys.lists(), params] as const,
  boards: () => [...tasksKeys.all, 'board'] as const,
  board: (params: TaskQueryParams) => [...tasksKeys.boards(), params] as const,
  details: () => [...tasksKeys.all, 'detail'] as const,
  detail: (id: string) => [...tasksKeys.details(), id] as const,
};

const path = (id: string, sub = '') => `/api/tasks/${encodeURIComponent(id)}${sub}`;

export const fetchTaskPage = (params: TaskQueryParams, signal?: AbortSignal) =>
  api.get(withQuery('/api/tasks', params), TaskListSchema, { signal });

export const tasksListQuery = (params: TaskQueryParams) =>
  queryOptions({
    queryKey: tasksKeys.list(params),
    queryFn: ({ signal }) => fetchTaskPage(params, signal),
    placeholderData: keepPreviousData,
  });

export const taskQuery = (id: string) =>
  queryOptions({
    queryKey: tasksKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(path(id), TaskSchema, { signal, noRedirectFor: ['NOT_FOUND', 'TASK_NOT_FOUND'] }),
    retry: (count, error) =>
      count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });

export type TaskInput = z.input<typeof TaskInputSchema>;
export type UpdateTaskInput = z.input<typeof UpdateTaskInputSchema>;

export const createTask = (input: TaskInput) => api.post('/api/tasks', input, TaskSchema);
export const updateTask = (id: string, input: UpdateTaskInput) => api.put(path(id), input, TaskSchema);
export const changeTaskStatus = (id: string, input: ChangeTaskStatusInput) =>
  api.patch(path(id, '/status'), input, TaskSchema);
export const deleteTask = (id: string) => api.del(path(id), OkSchema);
export const restoreTask = (id: string) => api.post(path(id, '/restore'), undefined, TaskSchema);

/** The board: one page per situação (open ones by prazo, closed ones most recent first). */
export const taskBoardQuery = (params: TaskQueryParams, perColumn: number) =>
  queryOptions({
    queryKey: tasksKeys.board({ ...params, perColumn }),
    queryFn: async ({ signal }): Promise<TaskBoard> => ({
      columns: await Promise.all(
        BOARD_STATUSES.map(async (status) => {
          const page = await fetchTaskPage(
            { ...params, status, perPage: perColumn, sort: columnSort(status) },
            signal,
          );
          return { status, tasks: page.tasks, total: page.total };
        }),
      ),
    }),
    placeholderData: keepPreviousData,
  });
