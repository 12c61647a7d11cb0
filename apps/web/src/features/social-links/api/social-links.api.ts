// Links sociais API: query-key factory, the list parsed by the shared schema, and the writes.
import {
  OkSchema,
  SocialLinkListSchema,
  SocialLinkSchema,
  type SocialLinkInputSchema,
  type UpdateSocialLinkInputSchema,
} from '@gabinete/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const socialLinksKeys = { all: ['social-links'] as const };

export const socialLinksQuery = () =>
  queryOptions({
    queryKey: socialLinksKeys.all,
    queryFn: async ({ signal }) =>
      (await api.get('/api/social-links', SocialLinkListSchema, { signal })).links,
    staleTime: 60_000,
  });

const path = (id: string) => `/api/social-links/${encodeURIComponent(id)}`;

export const createSocialLink = (input: z.input<typeof SocialLinkInputSchema>) =>
  api.post('/api/social-links', input, SocialLinkSchema);
export const updateSocialLink = (id: string, input: z.input<typeof UpdateSocialLinkInputSchema>) =>
  api.put(path(id), input, SocialLinkSchema);
export const deleteSocialLink = (id: string) => api.del(path(id), OkSchema);
export const reorderSocialLinks = async (ids: string[]) =>
  (await api.put('/api/social-links/order', { ids }, SocialLinkListSchema)).links;
