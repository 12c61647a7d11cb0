// Quick replies (issue 5): the office's canned answers, typed after '/' in the message box.
import { QuickReplyListSchema, QuickReplySchema, type QuickReplyInputSchema } from '@gabinete/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const quickRepliesKey = ['quick-replies'] as const;

export const quickRepliesQuery = () =>
  queryOptions({
    queryKey: quickRepliesKey,
    queryFn: async ({ signal }) =>
      (await api.get('/api/quick-replies', QuickReplyListSchema, { signal })).quickReplies,
    staleTime: 60_000,
  });

type Input = z.input<typeof QuickReplyInputSchema>;
const path = (id: string) => `/api/quick-replies/${encodeURIComponent(id)}`;
const quiet = { noRedirectFor: ['QUICK_REPLY_SHORTCUT_IN_USE', 'QUICK_REPLY_NOT_FOUND'] };

export const createQuickReply = (input: Input) =>
  api.post('/api/quick-replies', input, QuickReplySchema, quiet);
export const updateQuickReply = (id: string, input: Input) =>
  api.put(path(id), input, QuickReplySchema, quiet);
export const deleteQuickReply = (id: string) => api.del(path(id), z.unknown(), quiet);
