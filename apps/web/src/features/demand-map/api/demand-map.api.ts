// GET /api/demands/map (points of the filtered demandas) and /map/neighborhoods (the heat view by bairro).
import { DemandMapSchema, DemandNeighborhoodHeatSchema } from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export type DemandMapData = z.infer<typeof DemandMapSchema>;
export type DemandMapPoint = DemandMapData['points'][number];
export type NeighborhoodHeat = z.infer<typeof DemandNeighborhoodHeatSchema>['neighborhoods'][number];

export const demandMapQuery = (filters: Record<string, string>) =>
  queryOptions({
    queryKey: ['demands', 'map', filters] as const,
    queryFn: ({ signal }) => api.get(withQuery('/api/demands/map', filters), DemandMapSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const neighborhoodHeatQuery = (filters: Record<string, string>) =>
  queryOptions({
    queryKey: ['demands', 'map', 'neighborhoods', filters] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get(withQuery('/api/demands/map/neighborhoods', filters), DemandNeighborhoodHeatSchema, {
          signal,
        })
      ).neighborhoods,
    placeholderData: keepPreviousData,
  });
