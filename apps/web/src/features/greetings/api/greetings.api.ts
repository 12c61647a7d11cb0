// /api/greetings: Felicitações automáticas (settings, 'Prévia de amanhã', sent today) and the per-status
// messages to citizens (Configurações › Situações).
import {
  GreetingPreviewSchema,
  GreetingSentSchema,
  GreetingSettingsSchema,
  StatusMessageListSchema,
  StatusMessageSchema,
  type GreetingSettingsInput,
  type StatusMessageInput,
} from '@gabinete/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const greetingsKeys = {
  all: ['greetings'] as const,
  settings: () => [...greetingsKeys.all, 'settings'] as const,
  preview: (day: 'today' | 'tomorrow') => [...greetingsKeys.all, 'preview', day] as const,
  sent: () => [...greetingsKeys.all, 'sent'] as const,
  statusMessages: () => [...greetingsKeys.all, 'status-messages'] as const,
};

export const greetingSettingsQuery = () =>
  queryOptions({
    queryKey: greetingsKeys.settings(),
    queryFn: ({ signal }) => api.get('/api/greetings/settings', GreetingSettingsSchema, { signal }),
  });

export const greetingPreviewQuery = (day: 'today' | 'tomorrow') =>
  queryOptions({
    queryKey: greetingsKeys.preview(day),
    queryFn: ({ signal }) => api.get(`/api/greetings/preview?day=${day}`, GreetingPreviewSchema, { signal }),
  });

export const greetingsSentQuery = () =>
  queryOptions({
    queryKey: greetingsKeys.sent(),
    queryFn: ({ signal }) => api.get('/api/greetings/sent', GreetingSentSchema, { signal }),
    // While one is on its way, follow it to entregue / falhou.
    refetchInterval: (query) =>
      query.state.data?.messages.some((m) => m.status === 'pendente' || m.status === 'enviada')
        ? 5000
        : false,
  });

export const saveGreetingSettings = (input: GreetingSettingsInput) =>
  api.put('/api/greetings/settings', input, GreetingSettingsSchema);

export const statusMessagesQuery = () =>
  queryOptions({
    queryKey: greetingsKeys.statusMessages(),
    queryFn: ({ signal }) => api.get('/api/greetings/status-messages', StatusMessageListSchema, { signal }),
  });

export const saveStatusMessage = (statusId: string, input: StatusMessageInput) =>
  api.put(`/api/greetings/status-messages/${statusId}`, input, StatusMessageSchema);
