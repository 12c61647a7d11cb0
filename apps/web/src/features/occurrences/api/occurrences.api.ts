// Atendimentos API: query-key factory, fetchers parsing the shared schemas, and the record's writes.
import {
  OccurrenceListSchema,
  OccurrenceSchema,
  OkSchema,
  type ChangeOccurrenceStatusInput,
  type OccurrenceInputSchema,
  type UpdateOccurrenceInputSchema,
} from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export type OccurrenceQueryParams = Record<string, string | number | null>;

export const occurrencesKeys = {
  all: ['occurrences'] as const,
  lists: () => [...occurrencesKeys.all, 'list'] as const,
  list: (params: OccurrenceQueryParams) => [...occurrencesKeys.lists(), params] as const,
  details: () => [...occurrencesKeys.all, 'detail'] as const,
  detail: (id: string) => [...occurrencesKeys.details(), id] as const,
};

const path = (id: string, sub = '') => `/api/occurrences/${encodeURIComponent(id)}${sub}`;

export const occurrencesListQuery = (params: OccurrenceQueryParams) =>
  queryOptions({
    queryKey: occurrencesKeys.list(params),
    queryFn: ({ signal }) => api.get(withQuery('/api/occurrences', params), OccurrenceListSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const occurrenceQuery = (id: string) =>
  queryOptions({
    queryKey: occurrencesKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(path(id), OccurrenceSchema, { signal, noRedirectFor: ['NOT_FOUND', 'OCCURRENCE_NOT_FOUND'] }),
    retry: (count, error) =>
      count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });

export type OccurrenceInput = z.input<typeof OccurrenceInputSchema>;
export type UpdateOccurrenceInput = z.input<typeof UpdateOccurrenceInputSchema>;

export const createOccurrence = (input: OccurrenceInput) =>
  api.post('/api/occurrences', input, OccurrenceSchema);
export const updateOccurrence = (id: string, input: UpdateOccurrenceInput) =>
  api.put(path(id), input, OccurrenceSchema);
export const changeOccurrenceStatus = (id: string, input: ChangeOccurrenceStatusInput) =>
  api.patch(path(id, '/status'), input, OccurrenceSchema);
export const deleteOccurrence = (id: string) => api.del(path(id), OkSchema);
export const restoreOccurrence = (id: string) => api.post(path(id, '/restore'), undefined, OccurrenceSchema);
