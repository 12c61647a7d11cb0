// Sending from the composer: the message shows at once as 'Pendente', the server's copy replaces it (same
// clientId), a refusal marks it 'Falhou' with the reason, and 'Tentar de novo' resends with the same clientId.
import { type ChatMessage, type MessageKind } from '@gabinete/shared';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUserData } from '../../../lib/session.ts';
import {
  applyMessage,
  failPending,
  pendingMessage,
  removeMessage,
  updateMessages,
  upsertMessage,
} from '../api/chats-cache.ts';
import { sendMessage } from '../api/chat-actions.ts';
import { sendMedia } from '../api/chats.api.ts';

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
  const author = { _id: user?._id ?? '', name: user?.name ?? '' };

  // A retry starts over: the failed copy goes, the new pending one shows.
  const put = (message: ChatMessage) =>
    updateMessages(client, chatId, (pages) => upsertMessage(removeMessage(pages, message._id), message));

  const deliver = async (message: ChatMessage, request: () => Promise<ChatMessage>) => {
    put(message);
    try {
      const stored = await request();
      if (stored.clientId !== message.clientId) {
        updateMessages(client, chatId, (pages) => removeMessage(pages, message._id));
      }
      applyMessage(client, stored);
      if (message.clientId) files.delete(message.clientId);
    } catch (error) {
      const { clientId } = message;
      if (clientId)
        updateMessages(client, chatId, (pages) => failPending(pages, clientId, errorMessage(error)));
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
