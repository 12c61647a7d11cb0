// What a new demanda may start from: the atendimento it is opened from (h3's GET /api/occurrences/{id}).
import { OccurrenceSchema } from '@gabinete/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const occurrenceForDemandQuery = (id: string) =>
  queryOptions({
    queryKey: ['occurrences', 'detail', id] as const,
    queryFn: ({ signal }) =>
      api.get(`/api/occurrences/${encodeURIComponent(id)}`, OccurrenceSchema, {
        signal,
        noRedirectFor: ['NOT_FOUND', 'OCCURRENCE_NOT_FOUND'],
      }),
    retry: false,
  });
