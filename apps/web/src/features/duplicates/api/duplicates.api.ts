// GET /api/citizens/duplicates (likely pairs) and POST /api/citizens/{id}/merge.
import { CitizenSchema, DuplicatePairListSchema, type MergeCitizensInputSchema } from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export type DuplicatePair = z.infer<typeof DuplicatePairListSchema>['pairs'][number];
export type MergeInput = z.output<typeof MergeCitizensInputSchema>;

export const duplicatesKeys = {
  all: ['citizens', 'duplicates'] as const,
  page: (page: number, perPage: number) => [...duplicatesKeys.all, page, perPage] as const,
};

export const duplicatePairsQuery = (page: number, perPage: number) =>
  queryOptions({
    queryKey: duplicatesKeys.page(page, perPage),
    queryFn: ({ signal }) =>
      api.get(withQuery('/api/citizens/duplicates', { page, perPage }), DuplicatePairListSchema, { signal }),
    placeholderData: keepPreviousData,
  });

/** {keptId} stays; the duplicate is folded into it and goes to the bin. */
export const mergeCitizens = (keptId: string, input: MergeInput) =>
  api.post(`/api/citizens/${encodeURIComponent(keptId)}/merge`, input, CitizenSchema);
