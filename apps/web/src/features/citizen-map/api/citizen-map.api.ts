// GET /api/geo/map-config (tiles, centre) and GET /api/citizens/map (points for the list's filters).
import { CitizenMapSchema, MapConfigSchema } from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export type CitizenMapData = z.infer<typeof CitizenMapSchema>;
export type MapPoint = CitizenMapData['points'][number];
export type MapConfig = z.infer<typeof MapConfigSchema>;

export const mapConfigQuery = () =>
  queryOptions({
    queryKey: ['geo', 'map-config'] as const,
    queryFn: ({ signal }) => api.get('/api/geo/map-config', MapConfigSchema, { signal }),
    staleTime: 10 * 60_000,
  });

export const citizenMapQuery = (filters: Record<string, string>) =>
  queryOptions({
    queryKey: ['citizens', 'map', filters] as const,
    queryFn: ({ signal }) => api.get(withQuery('/api/citizens/map', filters), CitizenMapSchema, { signal }),
    placeholderData: keepPreviousData,
  });
