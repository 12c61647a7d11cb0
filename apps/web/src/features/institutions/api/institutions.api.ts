// Instituições API: query-key factory, fetchers parsing the shared schemas, and the writes.
import {
  InstitutionLinksSchema,
  InstitutionListSchema,
  InstitutionSchema,
  OkSchema,
  type InstitutionInputSchema,
  type UpdateInstitutionInputSchema,
} from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export type InstitutionQueryParams = Record<string, string | number | null>;

export const institutionsKeys = {
  all: ['institutions'] as const,
  list: (params: InstitutionQueryParams) => [...institutionsKeys.all, 'list', params] as const,
  detail: (id: string) => [...institutionsKeys.all, 'detail', id] as const,
  links: (id: string) => [...institutionsKeys.all, 'links', id] as const,
};

const path = (id: string, sub = '') => `/api/institutions/${encodeURIComponent(id)}${sub}`;

export const institutionsListQuery = (params: InstitutionQueryParams) =>
  queryOptions({
    queryKey: institutionsKeys.list(params),
    queryFn: ({ signal }) =>
      api.get(withQuery('/api/institutions', params), InstitutionListSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const institutionQuery = (id: string) =>
  queryOptions({
    queryKey: institutionsKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(path(id), InstitutionSchema, { signal, noRedirectFor: ['NOT_FOUND', 'INSTITUTION_NOT_FOUND'] }),
    retry: (count, error) =>
      count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });

export const institutionLinksQuery = (id: string) =>
  queryOptions({
    queryKey: institutionsKeys.links(id),
    queryFn: ({ signal }) => api.get(path(id, '/links'), InstitutionLinksSchema, { signal }),
  });

export type InstitutionInput = z.input<typeof InstitutionInputSchema>;
export type UpdateInstitutionInput = z.input<typeof UpdateInstitutionInputSchema>;

export const createInstitution = (input: InstitutionInput) =>
  api.post('/api/institutions', input, InstitutionSchema);
export const updateInstitution = (id: string, input: UpdateInstitutionInput) =>
  api.put(path(id), input, InstitutionSchema);
export const deleteInstitution = (id: string) => api.del(path(id), OkSchema);
export const restoreInstitution = (id: string) =>
  api.post(path(id, '/restore'), undefined, InstitutionSchema);
