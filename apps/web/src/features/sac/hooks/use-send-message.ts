// Sending from the composer: the message shows at once as 'Pendente', the server's copy replaces it (same
// clientId), a refusal marks it 'Falhou' with the reason, and 'Tentar de novo' resends with the same clientId.
import { type ChatMessage, type MessageKind } from '@gabinete/shared';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUserData } from '../../../lib/session.ts';
import {
  applyMessage,
  failPending,
  pendingMessage,
  removeMessage,
  upsertMessage,
} from '../api/chats-cache.ts';
import { chatsKeys, sendMedia, sendMessage, type MessagePage } from '../api/chats.api.ts';

type Pages = InfiniteData<MessagePage, string | null>;

export const newClientId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `c-${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function mediaKind(mimeType: string): MessageKind {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('audio/')) return 'audio';
  if (mimeType.startsWith('video/')) return 'video';
  return 'document';
}

/** Files waiting to be resent, by clientId (a text is resent from the bubble's own body). */
const files = new Map<string, File>();

export function useSendMessage(chatId: string) {
  const client = useQueryClient();
  const user = useUserData();
  const key = chatsKeys.messages(chatId);
  const author = { _id: user?._id ?? '', name: user?.name ?? '' };

  const put = (message: ChatMessage) => {
    const cached = client.getQueryData<Pages>(key);
    // A retry starts over: the failed copy goes, the new pending one shows.
    if (cached) client.setQueryData<Pages>(key, upsertMessage(removeMessage(cached, message._id), message));
  };

  const deliver = async (message: ChatMessage, request: () => Promise<ChatMessage>) => {
    put(message);
    try {
      const stored = await request();
      const cached = client.getQueryData<Pages>(key);
      if (cached && stored.clientId !== message.clientId) {
        client.setQueryData<Pages>(key, removeMessage(cached, message._id));
      }
      applyMessage(client, stored);
      if (message.clientId) files.delete(message.clientId);
    } catch (error) {
      const cached = client.getQueryData<Pages>(key);
      if (cached && message.clientId) {
        client.setQueryData<Pages>(key, failPending(cached, message.clientId, errorMessage(error)));
      }
    }
  };

  const sendText = (text: string, isPrivate: boolean, clientId = newClientId()) => {
    const message = pendingMessage({ chatId, text, private: isPrivate, clientId }, author);
    return deliver(message, () => sendMessage(chatId, { text, private: isPrivate, clientId }));
  };

  const sendFile = (file: File, clientId = newClientId()) => {
    files.set(clientId, file);
    const base = pendingMessage({ chatId, text: '', private: false, clientId }, author);
    const message: ChatMessage = {
      ...base,
      body: null,
      kind: mediaKind(file.type),
      media: { url: URL.createObjectURL(file), mimeType: file.type, fileName: file.name, size: file.size },
    };
    return deliver(message, () => sendMedia(chatId, file, clientId));
  };

  /** Resends a failed pending message with its own clientId: the server stores it once. */
  const retry = (message: ChatMessage) => {
    if (!message.clientId) return;
    const file = files.get(message.clientId);
    if (file) return sendFile(file, message.clientId);
    return sendText(message.body ?? '', message.direction === 'note', message.clientId);
  };

  return { sendText, sendFile, retry };
}
