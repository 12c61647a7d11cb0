// Municipalities (IBGE) and CEP lookup for the citizen form and the filters.
import { CepAddressSchema, MunicipalityListSchema } from '@gabinete/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client.ts';

export const municipalitiesQuery = (q: string, uf?: string | null) =>
  queryOptions({
    queryKey: ['geo', 'municipalities', q, uf ?? null] as const,
    queryFn: ({ signal }) =>
      api.get(withQuery('/api/geo/municipalities', { q, uf, limit: 20 }), MunicipalityListSchema, { signal }),
    staleTime: 5 * 60_000,
  });

/** 404 (unknown CEP) and 503 (provider unreachable) come back as ApiError with the server's message. */
export const lookupCep = (cep: string, signal?: AbortSignal) =>
  api.get(`/api/geo/cep/${encodeURIComponent(cep)}`, CepAddressSchema, {
    signal,
    noRedirectFor: ['CEP_NOT_FOUND', 'CEP_UNAVAILABLE', 'NOT_FOUND'],
  });
