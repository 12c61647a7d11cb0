// GET /api/citizens/ranking (lideranças by points) and PUT /api/citizens/ranking/weights.
import { RankingSchema, type RankingWeightsSchema } from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export type RankingWeights = z.infer<typeof RankingWeightsSchema>;
export type Ranking = z.infer<typeof RankingSchema>;

export const rankingKeys = {
  all: ['citizens', 'ranking'] as const,
  page: (page: number, perPage: number) => [...rankingKeys.all, page, perPage] as const,
};

export const rankingQuery = (page: number, perPage: number) =>
  queryOptions({
    queryKey: rankingKeys.page(page, perPage),
    queryFn: ({ signal }) =>
      api.get(withQuery('/api/citizens/ranking', { page, perPage }), RankingSchema, { signal }),
    placeholderData: keepPreviousData,
  });

/** The page reloads the ranking afterwards, so any successful answer will do. */
export const saveRankingWeights = (weights: RankingWeights) =>
  api.put('/api/citizens/ranking/weights', weights, z.unknown());
