// Citizens API: query-key factory, fetchers parsing the shared schemas, and the record's mutations.
import {
  CitizenHistorySchema,
  CitizenListSchema,
  CitizenSchema,
  DuplicateCheckSchema,
  OkSchema,
  ReferralsSchema,
  TimelineSchema,
  type CitizenInput,
  type UpdateCitizenInput,
} from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

/** The list's query string as the API takes it (filters already in API shape). */
export type CitizensListParams = Record<string, string | number | null>;

export const citizensKeys = {
  all: ['citizens'] as const,
  lists: () => [...citizensKeys.all, 'list'] as const,
  list: (params: CitizensListParams) => [...citizensKeys.lists(), params] as const,
  details: () => [...citizensKeys.all, 'detail'] as const,
  detail: (id: string) => [...citizensKeys.details(), id] as const,
  timeline: (id: string) => [...citizensKeys.detail(id), 'timeline'] as const,
  history: (id: string) => [...citizensKeys.detail(id), 'history'] as const,
  referrals: (id: string) => [...citizensKeys.detail(id), 'referrals'] as const,
};

const path = (id: string, sub = '') => `/api/citizens/${encodeURIComponent(id)}${sub}`;

export const citizensListQuery = (params: CitizensListParams) =>
  queryOptions({
    queryKey: citizensKeys.list(params),
    queryFn: ({ signal }) => api.get(withQuery('/api/citizens', params), CitizenListSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const citizenQuery = (id: string) =>
  queryOptions({
    queryKey: citizensKeys.detail(id),
    queryFn: ({ signal }) => api.get(path(id), CitizenSchema, { signal, noRedirectFor: ['NOT_FOUND'] }),
    retry: (count, error) =>
      count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });

export const citizenHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: citizensKeys.history(id),
    queryFn: ({ signal }) => api.get(path(id, '/history'), CitizenHistorySchema, { signal }),
  });

export const citizenReferralsQuery = (id: string) =>
  queryOptions({
    queryKey: citizensKeys.referrals(id),
    queryFn: ({ signal }) => api.get(path(id, '/referrals'), ReferralsSchema, { signal }),
  });

export const TIMELINE_PAGE = 30;
export const fetchTimeline = (id: string, before: string | undefined, signal?: AbortSignal) =>
  api.get(withQuery(path(id, '/timeline'), { before, limit: TIMELINE_PAGE }), TimelineSchema, { signal });

export const createCitizen = (input: CitizenInput) => api.post('/api/citizens', input, CitizenSchema);

export const updateCitizen = (id: string, input: UpdateCitizenInput) =>
  api.put(path(id), input, CitizenSchema);

export const deleteCitizen = (id: string) => api.del(path(id), OkSchema);

/** The restored record or a plain ok: either way the caller refetches. */
const RestoredSchema = z.union([CitizenSchema, OkSchema]);
export const restoreCitizen = (id: string) => api.post(path(id, '/restore'), undefined, RestoredSchema);

export interface DuplicateCheck {
  cpf?: string;
  voterTitle?: string;
  phones?: string[];
  excludeId?: string;
}
export const checkDuplicates = (input: DuplicateCheck, signal?: AbortSignal) =>
  api.post('/api/citizens/duplicates/check', { ...input }, DuplicateCheckSchema, { signal });
