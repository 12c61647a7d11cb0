// Rows → the API's Chat and ChatMessage (chats.contract.ts).
import type {
  AiSentiment,
  Chat,
  ChatMessage,
  ChatStatus,
  DeliveryState,
  MessageDirection,
  MessageKind,
} from '@gabinete/shared';
import type { ChatMessageRow } from './chats.table.ts';
import type { ChatView, MessageView } from './chats.repository.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toChat(v: ChatView): Chat {
  const c = v.chat;
  return {
    _id: c.id,
    chatId: c.id,
    organizationId: c.organizationId,
    status: c.status as ChatStatus,
    phone: c.phone,
    contactName: c.contactName,
    citizen: { _id: c.citizenId, name: v.citizenName ?? c.contactName ?? c.phone },
    agent: c.agentId ? { _id: c.agentId, name: v.agentName ?? '' } : null,
    area: c.areaId ? { _id: c.areaId, name: v.areaName ?? '', color: v.areaColor ?? 'blue' } : null,
    unseenMsgs: c.unseenMsgs,
    lastMessage:
      c.lastMessageAt && c.lastMessageDirection
        ? {
            body: c.lastMessageBody,
            direction: c.lastMessageDirection as MessageDirection,
            kind: (c.lastMessageKind ?? 'text') as MessageKind,
            at: c.lastMessageAt.toISOString(),
          }
        : null,
    lastInboundAt: iso(c.lastInboundAt),
    sentiment: (c.aiSentiment as AiSentiment | null) ?? null,
    assumedAt: iso(c.assumedAt),
    closedAt: iso(c.closedAt),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export const mediaUrl = (m: ChatMessageRow) => `/api/chats/${m.chatId}/media/${m.id}`;

export function toChatMessage(v: MessageView): ChatMessage {
  const m = v.message;
  return {
    _id: m.id,
    chatId: m.chatId,
    direction: m.direction as MessageDirection,
    kind: m.kind as MessageKind,
    body: m.body,
    media: m.mediaPath
      ? {
          url: mediaUrl(m),
          mimeType: m.mediaMime ?? 'application/octet-stream',
          fileName: m.mediaName,
          size: m.mediaSize ?? 0,
        }
      : null,
    deliveryState: (m.deliveryState as DeliveryState | null) ?? null,
    error: m.error,
    author: m.authorId ? { _id: m.authorId, name: v.authorName ?? '' } : null,
    clientId: m.clientId,
    ai: m.aiSentiment && m.aiTopic ? { sentiment: m.aiSentiment as AiSentiment, topic: m.aiTopic } : null,
    createdAt: m.createdAt.toISOString(),
  };
}
