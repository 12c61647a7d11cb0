// SMS API: the office's history, sending one SMS, the provider settings and the simulator's reply.
import {
  SmsListSchema,
  SmsMessageSchema,
  SmsSettingsSchema,
  type SmsSendInputSchema,
  type SmsSettingsInputSchema,
} from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export type SmsQueryParams = Record<string, string | number | null>;

export const smsKeys = {
  all: ['sms'] as const,
  lists: () => [...smsKeys.all, 'list'] as const,
  list: (params: SmsQueryParams) => [...smsKeys.lists(), params] as const,
  settings: () => [...smsKeys.all, 'settings'] as const,
};

export const smsListQuery = (params: SmsQueryParams) =>
  queryOptions({
    queryKey: smsKeys.list(params),
    queryFn: ({ signal }) => api.get(withQuery('/api/sms', params), SmsListSchema, { signal }),
    placeholderData: keepPreviousData,
    // A message goes pendente → enviada → entregue in seconds: keep the list current while one is on its way.
    refetchInterval: (query) =>
      query.state.data?.messages.some((m) => m.status === 'pendente' || m.status === 'enviada')
        ? 2000
        : false,
  });

export const smsSettingsQuery = () =>
  queryOptions({
    queryKey: smsKeys.settings(),
    queryFn: ({ signal }) => api.get('/api/sms/settings', SmsSettingsSchema, { signal }),
    staleTime: 60_000,
  });

export const sendSms = (input: z.input<typeof SmsSendInputSchema>) =>
  api.post('/api/sms', input, SmsMessageSchema);

export const saveSmsSettings = (input: z.input<typeof SmsSettingsInputSchema>) =>
  api.put('/api/sms/settings', input, SmsSettingsSchema);

export const simulateSmsReply = (input: { phone: string; text: string }) =>
  api.post('/api/sms/simulator/inbound', input, z.object({ providerMessageId: z.string() }));
