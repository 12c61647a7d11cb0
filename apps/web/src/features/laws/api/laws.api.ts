// Banco de leis API: types, search, record, writes.
import {
  LawListSchema,
  LawSchema,
  LawTypeListSchema,
  LawTypeSchema,
  OkSchema,
  type LawInputSchema,
  type LawTypeInputSchema,
  type UpdateLawInputSchema,
} from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export const lawsKeys = {
  all: ['laws'] as const,
  list: (params: Record<string, string | number | null>) => [...lawsKeys.all, 'list', params] as const,
  one: (id: string) => [...lawsKeys.all, 'one', id] as const,
  types: ['laws', 'types'] as const,
};

export const lawsQuery = (params: Record<string, string | number | null>) =>
  queryOptions({
    queryKey: lawsKeys.list(params),
    queryFn: ({ signal }) => api.get(withQuery('/api/laws', params), LawListSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const lawQuery = (id: string) =>
  queryOptions({
    queryKey: lawsKeys.one(id),
    queryFn: ({ signal }) => api.get(path(id), LawSchema, { signal }),
  });

export const lawTypesQuery = () =>
  queryOptions({
    queryKey: lawsKeys.types,
    queryFn: async ({ signal }) => (await api.get('/api/laws/types', LawTypeListSchema, { signal })).types,
    staleTime: 60_000,
  });

const path = (id: string) => `/api/laws/${encodeURIComponent(id)}`;
export const createLaw = (input: z.input<typeof LawInputSchema>) => api.post('/api/laws', input, LawSchema);
export const updateLaw = (id: string, input: z.input<typeof UpdateLawInputSchema>) =>
  api.put(path(id), input, LawSchema);
export const deleteLaw = (id: string) => api.del(path(id), OkSchema);
export const createLawType = (input: z.input<typeof LawTypeInputSchema>) =>
  api.post('/api/laws/types', input, LawTypeSchema);
