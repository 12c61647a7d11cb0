// LGPD API: a citizen's consent ledger, titular requests (per citizen and office-wide), data export and
// anonymisation.
import {
  type ConsentEntrySchema,
  ConsentsSchema,
  OkSchema,
  PrivacyRequestListSchema,
  PrivacyRequestSchema,
  type ConsentInputSchema,
  type PrivacyRequestInputSchema,
  type UpdatePrivacyRequestInputSchema,
} from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export type ConsentInput = z.output<typeof ConsentInputSchema>;
export type ConsentEntry = z.infer<typeof ConsentEntrySchema>;
export type PrivacyRequest = z.infer<typeof PrivacyRequestSchema>;
export type PrivacyRequestInput = z.output<typeof PrivacyRequestInputSchema>;
export type PrivacyRequestUpdate = z.output<typeof UpdatePrivacyRequestInputSchema>;

export interface PrivacyRequestsParams {
  page: number;
  perPage: number;
  status?: string | null;
  type?: string | null;
  overdue?: string | null;
  citizenId?: string | null;
}

const citizenPath = (id: string, sub: string) => `/api/citizens/${encodeURIComponent(id)}${sub}`;

export const privacyKeys = {
  all: ['privacy'] as const,
  consents: (citizenId: string) => [...privacyKeys.all, 'consents', citizenId] as const,
  requests: () => [...privacyKeys.all, 'requests'] as const,
  requestList: (params: PrivacyRequestsParams) => [...privacyKeys.requests(), params] as const,
};

export const consentsQuery = (citizenId: string) =>
  queryOptions({
    queryKey: privacyKeys.consents(citizenId),
    queryFn: ({ signal }) => api.get(citizenPath(citizenId, '/consents'), ConsentsSchema, { signal }),
  });

/** Answers the citizen's consents as they stand after the new entry. */
export const recordConsent = (citizenId: string, input: ConsentInput) =>
  api.post(citizenPath(citizenId, '/consents'), input, ConsentsSchema);

export const privacyRequestsQuery = (params: PrivacyRequestsParams) =>
  queryOptions({
    queryKey: privacyKeys.requestList(params),
    queryFn: ({ signal }) =>
      api.get(withQuery('/api/privacy-requests', { ...params }), PrivacyRequestListSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const createPrivacyRequest = (citizenId: string, input: PrivacyRequestInput) =>
  api.post(citizenPath(citizenId, '/privacy-requests'), input, PrivacyRequestSchema);

export const updatePrivacyRequest = (id: string, input: PrivacyRequestUpdate) =>
  api.put(`/api/privacy-requests/${encodeURIComponent(id)}`, input, PrivacyRequestSchema);

/** Everything the office holds about the citizen (LGPD access/portability), as JSON. */
export const fetchCitizenData = (citizenId: string) => api.blob(citizenPath(citizenId, '/data'));

/** Office admins only; the typed confirmation is checked in the modal. */
export const anonymizeCitizen = (citizenId: string) =>
  api.post(citizenPath(citizenId, '/anonymize'), undefined, OkSchema);
