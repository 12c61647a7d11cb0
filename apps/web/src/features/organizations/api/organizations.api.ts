// Platform admin: offices (list, detail, create, update, suspend, reactivate).
import {
  OrganizationListSchema,
  OrganizationSchema,
  type CreateOrganizationInput,
  type UpdateOrganizationInputSchema,
} from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export interface OrganizationsListParams {
  q: string;
  page: number;
  perPage: number;
  sort: string | null;
  status: string | null;
}

export const organizationsKeys = {
  all: ['organizations'] as const,
  lists: () => [...organizationsKeys.all, 'list'] as const,
  list: (params: OrganizationsListParams) => [...organizationsKeys.lists(), params] as const,
  detail: (id: string) => [...organizationsKeys.all, 'detail', id] as const,
};

export const organizationsListQuery = (params: OrganizationsListParams) =>
  queryOptions({
    queryKey: organizationsKeys.list(params),
    queryFn: ({ signal }) =>
      api.get(withQuery('/api/organizations', { ...params }), OrganizationListSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const organizationQuery = (id: string) =>
  queryOptions({
    queryKey: organizationsKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(`/api/organizations/${encodeURIComponent(id)}`, OrganizationSchema, { signal }),
  });

export const createOrganization = (input: CreateOrganizationInput) =>
  api.post('/api/organizations', input, OrganizationSchema);

export type UpdateOrganizationInput = z.output<typeof UpdateOrganizationInputSchema>;

export const updateOrganization = (id: string, input: UpdateOrganizationInput) =>
  api.put(`/api/organizations/${encodeURIComponent(id)}`, input, OrganizationSchema);

export const suspendOrganization = (id: string) =>
  api.patch(`/api/organizations/${encodeURIComponent(id)}/suspend`, undefined, OrganizationSchema);

export const reactivateOrganization = (id: string) =>
  api.patch(`/api/organizations/${encodeURIComponent(id)}/reactivate`, undefined, OrganizationSchema);
