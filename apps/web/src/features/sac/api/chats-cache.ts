// Keeps the inbox's cached lists, the open chat and its messages in step with the socket and with this
// tab's own sends: a message is an upsert by _id (delivery changes come again as new_message), a pending
// copy is matched to the server's by clientId, and a delivery state never goes back.
import { DELIVERY_RANK, type Chat, type ChatMessage } from '@gabinete/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChatListSchema } from '@gabinete/shared';
import { chatsKeys, type InboxListParams, type MessagePage } from './chats.api.ts';

type ChatList = z.infer<typeof ChatListSchema>;
type Pages = InfiniteData<MessagePage, string | null>;

const later = (current: ChatMessage, next: ChatMessage): ChatMessage => {
  const a = current.deliveryState;
  const b = next.deliveryState;
  // An answer that arrives after a later state (entregue after lida, the send's 201 'pendente' after the
  // socket's 'falhou') keeps the later state and its reason.
  if (a && b && DELIVERY_RANK[b] < DELIVERY_RANK[a])
    return { ...next, deliveryState: a, error: current.error };
  return next;
};

/** Puts the message in the pages: replaces the same _id or the pending copy with its clientId, else adds it. */
export function upsertMessage(pages: Pages, message: ChatMessage): Pages {
  let found = false;
  const next = pages.pages.map((page) => {
    const messages = page.messages.flatMap((m) => {
      const same = m._id === message._id || (message.clientId !== null && m.clientId === message.clientId);
      if (!same) return [m];
      if (found) return [];
      found = true;
      return [m._id === message._id ? later(m, message) : message];
    });
    return { ...page, messages };
  });
  if (!found && next[0]) next[0] = { ...next[0], messages: [...next[0].messages, message] };
  return { ...pages, pages: next };
}

export const pendingId = (clientId: string) => `pending:${clientId}`;

/** The attendant's message as it shows before the server answers: 'Pendente'. */
export function pendingMessage(
  input: { chatId: string; text: string; private: boolean; clientId: string },
  author: { _id: string; name: string },
  now: Date = new Date(),
): ChatMessage {
  return {
    _id: pendingId(input.clientId),
    chatId: input.chatId,
    direction: input.private ? 'note' : 'out',
    kind: 'text',
    body: input.text,
    media: null,
    deliveryState: input.private ? null : 'pendente',
    error: null,
    author,
    clientId: input.clientId,
    ai: null,
    createdAt: now.toISOString(),
  };
}

/** A send the server refused: the pending copy says why ('Falhou: …'). */
export function failPending(pages: Pages, clientId: string, reason: string): Pages {
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      messages: page.messages.map((m) =>
        m._id === pendingId(clientId) ? { ...m, deliveryState: 'falhou' as const, error: reason } : m,
      ),
    })),
  };
}

/** Drops a pending copy the server's answer does not name (a file upload carries no clientId). */
export function removeMessage(pages: Pages, id: string): Pages {
  return {
    ...pages,
    pages: pages.pages.map((p) => ({ ...p, messages: p.messages.filter((m) => m._id !== id) })),
  };
}

/** Changes the chat's cached message pages, when it has any (a chat never opened has none to keep). */
export function updateMessages(client: QueryClient, chatId: string, change: (pages: Pages) => Pages): void {
  const key = chatsKeys.messages(chatId);
  const cached = client.getQueryData<Pages>(key);
  if (cached) client.setQueryData<Pages>(key, change(cached));
}

export function applyMessage(client: QueryClient, message: ChatMessage): void {
  updateMessages(client, message.chatId, (pages) => upsertMessage(pages, message));
}

/** Does the chat belong in this inbox list (tab, área, agent)? */
export function belongsTo(chat: Chat, params: InboxListParams, userId: string | null): boolean {
  if (params.areaId && chat.area?._id !== params.areaId) return false;
  if (params.tab === 'mine') return chat.status === 'open' && chat.agent?._id === userId;
  return chat.status === params.tab;
}

const lastAt = (chat: Chat) => chat.lastMessage?.at ?? chat.updatedAt;
const negativeRank = (chat: Chat) => (chat.sentiment === 'negativo' ? 0 : 1);

/** The last state of each chat applied through each client: the socket's echo of one's own change is a no-op. */
const applied = new WeakMap<QueryClient, Map<string, string>>();

function alreadyApplied(client: QueryClient, chat: Chat): boolean {
  let seen = applied.get(client);
  if (!seen) applied.set(client, (seen = new Map()));
  const state = JSON.stringify(chat);
  if (seen.get(chat._id) === state) return true;
  seen.set(chat._id, state);
  return false;
}

/**
 * A changed chat: patched in place in the lists it stays in; when it enters or leaves any list, every list
 * is refetched (the queue counts of the tabs change with it). The same state twice (the action's answer, then
 * the socket's `update_chat` for it) refetches once: a second invalidation would cancel and repeat the first.
 */
export function applyChat(client: QueryClient, chat: Chat, userId: string | null): void {
  if (alreadyApplied(client, chat)) return;
  if (client.getQueryData(chatsKeys.detail(chat._id))) client.setQueryData(chatsKeys.detail(chat._id), chat);
  let moved = false;
  for (const query of client.getQueryCache().findAll({ queryKey: chatsKeys.lists() })) {
    const params = query.queryKey[2] as InboxListParams | undefined;
    const list = query.state.data as ChatList | undefined;
    if (!params || !list) continue;
    const present = list.chats.some((c) => c._id === chat._id);
    const belongs = belongsTo(chat, params, userId);
    if (present && belongs && !params.q) {
      const chats = list.chats.map((c) => (c._id === chat._id ? chat : c));
      // The waiting queue keeps the server's order (oldest first); the others show the latest activity on top.
      if (params.tab !== 'pending') chats.sort((a, b) => lastAt(b).localeCompare(lastAt(a)));
      // 'Negativos primeiro': the chats the AI read as negative on top, each group in its own order.
      if (params.negativeFirst) chats.sort((a, b) => negativeRank(a) - negativeRank(b));
      client.setQueryData<ChatList>(query.queryKey, { ...list, chats });
    } else if (present || belongs) {
      moved = true;
    }
  }
  if (moved) void client.invalidateQueries({ queryKey: chatsKeys.lists() });
}
