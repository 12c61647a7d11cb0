// Áreas API: query-key factory, fetchers parsing the shared schemas, and the writes.
import {
  AreaListSchema,
  AreaSchema,
  OkSchema,
  type AreaInputSchema,
  type UpdateAreaInputSchema,
} from '@gabinete/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export const areasKeys = {
  all: ['areas'] as const,
  list: (includeInactive: boolean) => [...areasKeys.all, 'list', includeInactive] as const,
};

/** The office's áreas; forms ask for the active ones only, the Áreas page for all of them. */
export const areasQuery = (includeInactive = false) =>
  queryOptions({
    queryKey: areasKeys.list(includeInactive),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          withQuery('/api/areas', { includeInactive: includeInactive ? 'true' : null }),
          AreaListSchema,
          { signal },
        )
      ).areas,
    staleTime: 60_000,
  });

const path = (id: string) => `/api/areas/${encodeURIComponent(id)}`;

export const createArea = (input: z.input<typeof AreaInputSchema>) =>
  api.post('/api/areas', input, AreaSchema);
export const updateArea = (id: string, input: z.input<typeof UpdateAreaInputSchema>) =>
  api.put(path(id), input, AreaSchema);
export const deleteArea = (id: string) => api.del(path(id), OkSchema);
