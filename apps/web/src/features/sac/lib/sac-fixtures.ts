// Chats and messages as the API answers them, for the SAC tests.
import type { Chat, ChatMessage } from '@gabinete/shared';

export function makeMessage(extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: 'm-1',
    chatId: 'c-1',
    direction: 'in',
    kind: 'text',
    body: 'Bom dia, preciso de ajuda',
    media: null,
    deliveryState: null,
    error: null,
    author: null,
    clientId: null,
    ai: null,
    createdAt: '2026-11-23T13:00:00.000Z',
    ...extra,
  };
}

export function makeChat(extra: Partial<Chat> = {}): Chat {
  const _id = extra._id ?? 'c-1';
  return {
    _id,
    chatId: _id,
    organizationId: 'o1',
    status: 'pending',
    phone: '+5561999990000',
    contactName: 'Dona Maria',
    citizen: { _id: 'ct-1', name: 'Maria das Graças' },
    agent: null,
    area: null,
    unseenMsgs: 1,
    lastMessage: { body: 'Bom dia', direction: 'in', kind: 'text', at: '2026-11-23T13:00:00.000Z' },
    lastInboundAt: '2026-11-23T13:00:00.000Z',
    sentiment: null,
    assumedAt: null,
    closedAt: null,
    createdAt: '2026-11-23T13:00:00.000Z',
    updatedAt: '2026-11-23T13:00:00.000Z',
    ...extra,
  };
}
