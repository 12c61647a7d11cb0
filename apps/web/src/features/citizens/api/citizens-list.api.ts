// Calls behind the list page: bairro suggestions, bulk tags, exports, saved filters, reset undo.
import {
  BulkResultSchema,
  ExportSchema,
  NeighborhoodListSchema,
  OkSchema,
  SavedFilterListSchema,
  SavedFilterSchema,
  type CitizenFilter,
} from '@gabinete/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

/** Chosen rows, or every row of the current filter. */
export type Selection = { ids: string[] } | { filter: Partial<CitizenFilter> };

export const neighborhoodsQuery = (q: string) =>
  queryOptions({
    queryKey: ['citizens', 'neighborhoods', q] as const,
    queryFn: ({ signal }) =>
      api.get(withQuery('/api/citizens/neighborhoods', { q }), NeighborhoodListSchema, { signal }),
    staleTime: 60_000,
  });

export const bulkTags = (selection: Selection, tagIds: string[], action: 'add' | 'remove') =>
  api.post('/api/citizens/bulk/tags', { selection, tagIds, action }, BulkResultSchema);

export const createExport = (format: 'csv' | 'xlsx', selection: Selection) =>
  api.post('/api/exports', { format, ...selection }, ExportSchema);

export const savedFiltersKeys = { all: ['citizens', 'saved-filters'] as const };

export const savedFiltersQuery = () =>
  queryOptions({
    queryKey: savedFiltersKeys.all,
    queryFn: ({ signal }) => api.get('/api/citizens/saved-filters', SavedFilterListSchema, { signal }),
  });

export const saveFilter = (input: { name: string; query: Record<string, string>; shared: boolean }) =>
  api.post('/api/citizens/saved-filters', input, SavedFilterSchema);

export const deleteSavedFilter = (id: string) =>
  api.del(`/api/citizens/saved-filters/${encodeURIComponent(id)}`, OkSchema);

/** Undo of 'Remover eleitores cadastrados' (30 days). */
export const restoreDeletionBatch = (batchId: string) =>
  api.post(
    `/api/citizens/deletions/${encodeURIComponent(batchId)}/restore`,
    undefined,
    z.object({ ok: z.literal(true), message: z.string().optional(), affected: z.number().int().optional() }),
  );
