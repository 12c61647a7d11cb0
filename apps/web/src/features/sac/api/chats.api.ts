// SAC API (issue 5): the inbox lists with their queue counts, a chat and its messages (older pages on
// scroll-up), sending (text, note, file) with a clientId, and the assume/finish/transfer/read actions.
// The screens act through ./chat-actions.ts (the spec's socket events); these REST calls are its fallback.
import {
  ChatListSchema,
  ChatMessageSchema,
  ChatSchema,
  MessageListSchema,
  type ChatStatus,
} from '@gabinete/shared';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export type InboxTab = 'pending' | 'open' | 'mine' | 'closed';
export const INBOX_TABS: readonly InboxTab[] = ['pending', 'open', 'mine', 'closed'];

export interface InboxListParams {
  tab: InboxTab;
  areaId: string | null;
  q: string;
  /** 'Negativos primeiro': chats whose latest message the AI read as negative come first. */
  negativeFirst?: boolean;
}

export const MESSAGES_PAGE = 50;

export const chatsKeys = {
  all: ['chats'] as const,
  lists: () => [...chatsKeys.all, 'list'] as const,
  list: (params: InboxListParams) => [...chatsKeys.lists(), params] as const,
  details: () => [...chatsKeys.all, 'detail'] as const,
  detail: (id: string) => [...chatsKeys.details(), id] as const,
  messages: (id: string) => [...chatsKeys.all, 'messages', id] as const,
  citizenChats: (citizenId: string) => [...chatsKeys.all, 'citizen', citizenId] as const,
};

const tabFilter = (tab: InboxTab): { status?: ChatStatus; mine?: string } =>
  tab === 'mine' ? { status: 'open', mine: 'true' } : { status: tab };

export const chatListQuery = (params: InboxListParams) =>
  queryOptions({
    queryKey: chatsKeys.list(params),
    queryFn: ({ signal }) =>
      api.get(
        withQuery('/api/chats', {
          ...tabFilter(params.tab),
          areaId: params.areaId,
          q: params.q.trim() || null,
          sort: params.negativeFirst ? 'negative_first' : null,
          perPage: 100,
        }),
        ChatListSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** The citizen's earlier conversations, for the side panel. */
export const citizenChatsQuery = (citizenId: string) =>
  queryOptions({
    queryKey: chatsKeys.citizenChats(citizenId),
    queryFn: ({ signal }) =>
      api.get(withQuery('/api/chats', { citizenId, perPage: 20 }), ChatListSchema, { signal }),
  });

const path = (id: string, sub = '') => `/api/chats/${encodeURIComponent(id)}${sub}`;

export const fetchChat = (id: string, signal?: AbortSignal) =>
  api.get(path(id), ChatSchema, { signal, noRedirectFor: ['CHAT_NOT_FOUND', 'NOT_FOUND'] });

export const chatQuery = (id: string) =>
  queryOptions({
    queryKey: chatsKeys.detail(id),
    queryFn: ({ signal }) => fetchChat(id, signal),
    retry: false,
  });

export type MessagePage = z.infer<typeof MessageListSchema>;

/** Pages from the newest backwards: page 0 is the latest, the next page is older (`before`). */
export const messagesQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: chatsKeys.messages(id),
    queryFn: ({ signal, pageParam }) =>
      api.get(
        withQuery(path(id, '/messages'), { before: pageParam, limit: MESSAGES_PAGE }),
        MessageListSchema,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MessagePage) => {
      if (!last.hasMore || last.messages.length === 0) return undefined;
      const oldest = [...last.messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
      return oldest?._id;
    },
  });

export const sendMessage = (chatId: string, input: { text: string; private: boolean; clientId: string }) =>
  api.post(path(chatId, '/messages'), input, ChatMessageSchema);

export function sendMedia(chatId: string, file: File, clientId: string, caption?: string) {
  const form = new FormData();
  form.append('clientId', clientId);
  if (caption) form.append('caption', caption);
  form.append('file', file);
  return api.upload('POST', path(chatId, '/media'), form, ChatMessageSchema);
}

const CHAT_ACTION_ERRORS = ['CHAT_ALREADY_ASSUMED', 'CHAT_NOT_OPEN', 'CHAT_CLOSED', 'CHAT_NOT_YOURS'];
const quiet = { noRedirectFor: CHAT_ACTION_ERRORS };

export interface StartChatInput {
  citizenId?: string;
  phone?: string;
  text: string;
  clientId: string;
}
/** Starts (or continues) the conversation with a citizen or a number, sending its first message. */
export const startChat = (input: StartChatInput) =>
  api.post('/api/chats', { ...input }, ChatSchema, {
    noRedirectFor: [...CHAT_ACTION_ERRORS, 'WHATSAPP_INVALID_RECIPIENT'],
  });

export const assumeChat = (id: string) => api.post(path(id, '/assume'), {}, ChatSchema, quiet);
export const finishChat = (id: string) => api.post(path(id, '/finish'), {}, ChatSchema, quiet);
export const transferChat = (id: string, target: { userId?: string | null; areaId?: string | null }) =>
  api.post(path(id, '/transfer'), target, ChatSchema, quiet);
export const markChatRead = (id: string) => api.post(path(id, '/read'), {}, z.unknown());
