// Demandas API: query-key factory, fetchers parsing the shared schemas, and the record's writes.
import {
  DemandBoardSchema,
  DemandFollowSchema,
  DemandListSchema,
  DemandSchema,
  OkSchema,
  type DemandInputSchema,
  type UpdateDemandInputSchema,
} from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export type DemandQueryParams = Record<string, string | number | null>;

export const demandsKeys = {
  all: ['demands'] as const,
  lists: () => [...demandsKeys.all, 'list'] as const,
  list: (params: DemandQueryParams) => [...demandsKeys.lists(), params] as const,
  boards: () => [...demandsKeys.all, 'board'] as const,
  board: (params: DemandQueryParams) => [...demandsKeys.boards(), params] as const,
  details: () => [...demandsKeys.all, 'detail'] as const,
  detail: (id: string) => [...demandsKeys.details(), id] as const,
  comments: (id: string) => [...demandsKeys.detail(id), 'comments'] as const,
  attachments: (id: string) => [...demandsKeys.detail(id), 'attachments'] as const,
  history: (id: string) => [...demandsKeys.detail(id), 'history'] as const,
};

export const path = (id: string, sub = '') => `/api/demands/${encodeURIComponent(id)}${sub}`;

export const demandsListQuery = (params: DemandQueryParams) =>
  queryOptions({
    queryKey: demandsKeys.list(params),
    queryFn: ({ signal }) => api.get(withQuery('/api/demands', params), DemandListSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const demandBoardQuery = (params: DemandQueryParams) =>
  queryOptions({
    queryKey: demandsKeys.board(params),
    queryFn: ({ signal }) => api.get(withQuery('/api/demands/board', params), DemandBoardSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const fetchDemandPage = (params: DemandQueryParams, signal?: AbortSignal) =>
  api.get(withQuery('/api/demands', params), DemandListSchema, { signal });

export const demandQuery = (id: string) =>
  queryOptions({
    queryKey: demandsKeys.detail(id),
    queryFn: ({ signal }) => api.get(path(id), DemandSchema, { signal, noRedirectFor: ['NOT_FOUND'] }),
    retry: (count, error) =>
      count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });

export type DemandInput = z.input<typeof DemandInputSchema>;
export type UpdateDemandInput = z.input<typeof UpdateDemandInputSchema>;

export const createDemand = (input: DemandInput) => api.post('/api/demands', input, DemandSchema);
export const updateDemand = (id: string, input: UpdateDemandInput) =>
  api.put(path(id), input, DemandSchema, { noRedirectFor: ['VERSION_CONFLICT'] });
export const deleteDemand = (id: string) => api.del(path(id), OkSchema);

const RestoredSchema = z.union([DemandSchema, OkSchema]);
export const restoreDemand = (id: string) => api.post(path(id, '/restore'), undefined, RestoredSchema);

export const changeDemandStatus = (
  id: string,
  input: { statusId: string; version: number; note?: string | null },
) => api.patch(path(id, '/status'), input, DemandSchema);

export const followDemand = (id: string, follow: boolean) =>
  follow
    ? api.put(path(id, '/follow'), undefined, DemandFollowSchema)
    : api.del(path(id, '/follow'), DemandFollowSchema);
