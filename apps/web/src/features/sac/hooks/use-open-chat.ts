// The chat on screen: joins its room (and leaves it when another is opened) for users who follow the live
// SAC (read on whatsapp, spec §6), and marks it read when opened and when a citizen's message arrives while
// it is open — only for who may act on the SAC: reading never needs a write, so a read-only user sees the
// conversation without marking it read (the attendants' unread counts stay theirs).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppAbility } from '../../../lib/ability.ts';
import { emitWithAck, useSocketEvent, useSocketStatus } from '../../../lib/socket.ts';
import { canFollowWhatsapp } from '../../whatsapp/lib/whatsapp-status.ts';
import { chatsKeys, markChatRead } from '../api/chats.api.ts';

export function useOpenChat(chatId: string | null, loaded: boolean): void {
  const client = useQueryClient();
  const ability = useAppAbility();
  const live = canFollowWhatsapp(ability);
  const canMarkRead = loaded && ability.can('update', 'sac');
  const { connected } = useSocketStatus();

  useEffect(() => {
    if (!chatId || !connected || !live) return;
    void emitWithAck('join_chat', { chatId });
    return () => void emitWithAck('leave_chat', { chatId });
  }, [chatId, connected, live]);

  useEffect(() => {
    if (!chatId || !canMarkRead) return;
    void markChatRead(chatId)
      .then(() => client.invalidateQueries({ queryKey: chatsKeys.lists() }))
      .catch(() => undefined);
  }, [chatId, canMarkRead, client]);

  useSocketEvent('new_message', ({ chat, message }) => {
    if (!canMarkRead || chat._id !== chatId || message.direction !== 'in' || document.hidden) return;
    void markChatRead(chat._id).catch(() => undefined);
  });
}
