// The office's demanda statuses (situações): list in office order, and the settings writes.
import {
  DemandStatusListSchema,
  DemandStatusSchema,
  OkSchema,
  type DemandStatusInputSchema,
  type UpdateDemandStatusInputSchema,
} from '@gabinete/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const statusesKeys = { all: ['demands', 'statuses'] as const };

export const demandStatusesQuery = () =>
  queryOptions({
    queryKey: statusesKeys.all,
    queryFn: async ({ signal }) =>
      (await api.get('/api/demands/statuses', DemandStatusListSchema, { signal })).statuses,
    staleTime: 60_000,
  });

const path = (id: string) => `/api/demands/statuses/${encodeURIComponent(id)}`;
const ReorderedSchema = z.union([DemandStatusListSchema, OkSchema]);

export const createDemandStatus = (input: z.input<typeof DemandStatusInputSchema>) =>
  api.post('/api/demands/statuses', input, DemandStatusSchema);
export const updateDemandStatus = (id: string, input: z.input<typeof UpdateDemandStatusInputSchema>) =>
  api.put(path(id), input, DemandStatusSchema);
export const deleteDemandStatus = (id: string) => api.del(path(id), OkSchema);
export const reorderDemandStatuses = (ids: string[]) =>
  api.put('/api/demands/statuses/order', { ids }, ReorderedSchema);
