// Campanhas API: list, record, preview, create, pause / resume / cancel, the report and its CSV; the office's
// sending window and suppression list (Configurações › Envio).
import {
  CampaignListSchema,
  CampaignPreviewSchema,
  CampaignRecipientListSchema,
  CampaignSchema,
  MessagingSettingsSchema,
  SuppressionListSchema,
  type CampaignInputSchema,
  type CampaignPreviewInputSchema,
  type MessagingSettingsInputSchema,
} from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export type CampaignQueryParams = Record<string, string | number | null>;

export const campaignsKeys = {
  all: ['campaigns'] as const,
  lists: () => [...campaignsKeys.all, 'list'] as const,
  list: (params: CampaignQueryParams) => [...campaignsKeys.lists(), params] as const,
  detail: (id: string) => [...campaignsKeys.all, 'detail', id] as const,
  recipients: (id: string, params: CampaignQueryParams) =>
    [...campaignsKeys.all, 'recipients', id, params] as const,
  settings: () => [...campaignsKeys.all, 'settings'] as const,
  suppressions: (params: CampaignQueryParams) => [...campaignsKeys.all, 'suppressions', params] as const,
};

export const campaignListQuery = (params: CampaignQueryParams) =>
  queryOptions({
    queryKey: campaignsKeys.list(params),
    queryFn: ({ signal }) => api.get(withQuery('/api/campaigns', params), CampaignListSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: campaignsKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/campaigns/${encodeURIComponent(id)}`, CampaignSchema, { signal }),
  });

export const recipientsQuery = (id: string, params: CampaignQueryParams) =>
  queryOptions({
    queryKey: campaignsKeys.recipients(id, params),
    queryFn: ({ signal }) =>
      api.get(
        withQuery(`/api/campaigns/${encodeURIComponent(id)}/recipients`, params),
        CampaignRecipientListSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const messagingSettingsQuery = () =>
  queryOptions({
    queryKey: campaignsKeys.settings(),
    queryFn: ({ signal }) => api.get('/api/campaigns/settings', MessagingSettingsSchema, { signal }),
    staleTime: 60_000,
  });

export const suppressionsQuery = (params: CampaignQueryParams) =>
  queryOptions({
    queryKey: campaignsKeys.suppressions(params),
    queryFn: ({ signal }) =>
      api.get(withQuery('/api/campaigns/suppressions', params), SuppressionListSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const previewCampaign = (input: z.input<typeof CampaignPreviewInputSchema>) =>
  api.post('/api/campaigns/preview', input, CampaignPreviewSchema);

export const createCampaign = (input: z.input<typeof CampaignInputSchema>) =>
  api.post('/api/campaigns', input, CampaignSchema);

export const moveCampaign = (id: string, move: 'start' | 'pause' | 'resume' | 'cancel') =>
  api.post(`/api/campaigns/${encodeURIComponent(id)}/${move}`, {}, CampaignSchema);

export const campaignReportCsv = (id: string) =>
  api.blob(`/api/campaigns/${encodeURIComponent(id)}/report.csv`);

export const saveMessagingSettings = (input: z.input<typeof MessagingSettingsInputSchema>) =>
  api.put('/api/campaigns/settings', input, MessagingSettingsSchema);

export const addSuppression = (input: { address: string; reason: string }) =>
  api.post('/api/campaigns/suppressions', input, z.unknown());

export const removeSuppression = (id: string) =>
  api.del(`/api/campaigns/suppressions/${encodeURIComponent(id)}`, z.unknown());
