// Suporte API: the office's tickets and the platform team's queue, one thread, and the writes.
import {
  SupportAgentListSchema,
  SupportTicketDetailSchema,
  SupportTicketListSchema,
  type AssignSupportTicketInput,
  type ChangeSupportStatusInput,
  type CreateSupportTicketInput,
  type RateSupportTicketInput,
  type SupportReplyInput,
} from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client.ts';

export type SupportQueryParams = Record<string, string | number | null>;

export const supportKeys = {
  all: ['support'] as const,
  lists: () => [...supportKeys.all, 'list'] as const,
  list: (params: SupportQueryParams) => [...supportKeys.lists(), params] as const,
  detail: (id: string) => [...supportKeys.all, 'detail', id] as const,
  agents: () => [...supportKeys.all, 'agents'] as const,
};

const path = (id: string, sub = '') => `/api/support/tickets/${encodeURIComponent(id)}${sub}`;

export const supportListQuery = (params: SupportQueryParams) =>
  queryOptions({
    queryKey: supportKeys.list(params),
    queryFn: ({ signal }) =>
      api.get(withQuery('/api/support/tickets', params), SupportTicketListSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const supportTicketQuery = (id: string) =>
  queryOptions({
    queryKey: supportKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(path(id), SupportTicketDetailSchema, {
        signal,
        noRedirectFor: ['NOT_FOUND', 'SUPPORT_TICKET_NOT_FOUND'],
      }),
    retry: (count, error) =>
      count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });

export const supportAgentsQuery = () =>
  queryOptions({
    queryKey: supportKeys.agents(),
    queryFn: ({ signal }) => api.get('/api/support/agents', SupportAgentListSchema, { signal }),
    staleTime: 60_000,
  });

export const createSupportTicket = (input: CreateSupportTicketInput) =>
  api.post('/api/support/tickets', input, SupportTicketDetailSchema);
export const replySupportTicket = (id: string, input: SupportReplyInput) =>
  api.post(path(id, '/messages'), input, SupportTicketDetailSchema);
export const rateSupportTicket = (id: string, input: RateSupportTicketInput) =>
  api.post(path(id, '/rating'), input, SupportTicketDetailSchema);
export const changeSupportStatus = (id: string, input: ChangeSupportStatusInput) =>
  api.patch(path(id, '/status'), input, SupportTicketDetailSchema);
export const assignSupportTicket = (id: string, input: AssignSupportTicketInput) =>
  api.patch(path(id, '/assignee'), input, SupportTicketDetailSchema);
