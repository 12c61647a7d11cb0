// Live pushes of the SAC (after the commit): new_message to the chat and the office's wpp room, update_chat to
// the inbox lists and the chat itself — each in one emit to the union of its rooms, so a socket in both hears
// it once. A reply entering or leaving 'pendente' also refreshes the WhatsApp page's 'Aguardando envio'.
import { chatRoom, chatsRoom, wppRoom, type Chat, type ChatMessage } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { toChat, toChatMessage } from './chats.mapper.ts';
import { findChatView, findMessageView } from './chats.repository.ts';
import { pushConnectionUpdate } from '../whatsapp/whatsapp-events.ts';

export async function loadChat(deps: AppDeps, organizationId: string, chatId: string): Promise<Chat> {
  const view = await findChatView(deps.database.db, organizationId, chatId);
  if (!view) throw new AppError('CHAT_NOT_FOUND', 404);
  return toChat(view);
}

export async function loadMessage(deps: AppDeps, organizationId: string, id: string): Promise<ChatMessage> {
  const view = await findMessageView(deps.database.db, organizationId, id);
  if (!view) throw new AppError('CHAT_MESSAGE_NOT_FOUND', 404);
  return toChatMessage(view);
}

/** An outbound reply just queued, sent or failed: the office's count of replies waiting changed. */
const movesPendingCount = (m: ChatMessage) =>
  m.direction === 'out' &&
  (m.deliveryState === 'pendente' || m.deliveryState === 'enviada' || m.deliveryState === 'falhou');

/** Pushes each message (in order) and then the chat once; returns the last message. */
export async function pushMessages(
  deps: AppDeps,
  organizationId: string,
  chatId: string,
  messageIds: string[],
): Promise<{ chat: Chat; messages: ChatMessage[] }> {
  const chat = await loadChat(deps, organizationId, chatId);
  const messages: ChatMessage[] = [];
  for (const id of messageIds) {
    const message = await loadMessage(deps, organizationId, id);
    messages.push(message);
    deps.realtime.toRooms([chatRoom(chatId), wppRoom(organizationId)], 'new_message', { chat, message });
  }
  deps.realtime.toRooms([chatsRoom(organizationId), chatRoom(chatId)], 'update_chat', chat);
  if (messages.some(movesPendingCount)) await pushConnectionUpdate(deps, organizationId);
  return { chat, messages };
}

/** update_chat only (no message). */
export const pushChat = async (deps: AppDeps, organizationId: string, chatId: string): Promise<Chat> =>
  (await pushMessages(deps, organizationId, chatId, [])).chat;

/** Never lets a failed push (the data is stored) fail the caller. */
export function pushLater(deps: AppDeps, work: () => Promise<unknown>): void {
  void work().catch(() => {});
}
