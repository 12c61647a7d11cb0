// Contatos de autoridades API: query keys, fetchers parsing the shared schemas, writes.
import {
  AuthorityListSchema,
  AuthoritySchema,
  OkSchema,
  type AuthorityInputSchema,
  type UpdateAuthorityInputSchema,
} from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export const authoritiesKeys = {
  all: ['authorities'] as const,
  list: (params: Record<string, string | number | null>) => [...authoritiesKeys.all, 'list', params] as const,
  one: (id: string) => [...authoritiesKeys.all, 'one', id] as const,
};

export const authoritiesQuery = (params: Record<string, string | number | null>) =>
  queryOptions({
    queryKey: authoritiesKeys.list(params),
    queryFn: ({ signal }) => api.get(withQuery('/api/authorities', params), AuthorityListSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const authorityQuery = (id: string) =>
  queryOptions({
    queryKey: authoritiesKeys.one(id),
    queryFn: ({ signal }) =>
      api.get(`/api/authorities/${encodeURIComponent(id)}`, AuthoritySchema, { signal }),
  });

const path = (id: string) => `/api/authorities/${encodeURIComponent(id)}`;
export const createAuthority = (input: z.input<typeof AuthorityInputSchema>) =>
  api.post('/api/authorities', input, AuthoritySchema);
export const updateAuthority = (id: string, input: z.input<typeof UpdateAuthorityInputSchema>) =>
  api.put(path(id), input, AuthoritySchema);
export const deleteAuthority = (id: string) => api.del(path(id), OkSchema);
