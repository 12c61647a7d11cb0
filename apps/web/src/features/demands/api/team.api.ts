// GET /api/users/options: the office's active people for the responsável pickers (any signed-in user).
import { UserOptionListSchema } from '@gabinete/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const teamOptionsQuery = () =>
  queryOptions({
    queryKey: ['users', 'options'] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/api/users/options', UserOptionListSchema, { signal })).users,
    staleTime: 5 * 60_000,
  });
