// The chat on screen: joins its room (and leaves it when another is opened), marks it read when opened
// and when a citizen's message arrives while it is open.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { emitWithAck, useSocketEvent, useSocketStatus } from '../../../lib/socket.ts';
import { chatsKeys, markChatRead } from '../api/chats.api.ts';

export function useOpenChat(chatId: string | null, canRead: boolean): void {
  const client = useQueryClient();
  const { connected } = useSocketStatus();

  useEffect(() => {
    if (!chatId || !connected) return;
    void emitWithAck('join_chat', { chatId });
    return () => void emitWithAck('leave_chat', { chatId });
  }, [chatId, connected]);

  useEffect(() => {
    if (!chatId || !canRead) return;
    void markChatRead(chatId)
      .then(() => client.invalidateQueries({ queryKey: chatsKeys.lists() }))
      .catch(() => undefined);
  }, [chatId, canRead, client]);

  useSocketEvent('new_message', ({ chat, message }) => {
    if (!canRead || chat._id !== chatId || message.direction !== 'in' || document.hidden) return;
    void markChatRead(chat._id).catch(() => undefined);
  });
}
