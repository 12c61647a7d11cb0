// The inbox's live side (spec §7): joins the office's chat and message rooms whenever the connection
// (re)opens, applies new_message / update_chat to the cache, refetches on chat:refresh and after a
// reconnect, and tells of a new waiting conversation when the attendant is looking at another tab.
import { notifications as toasts } from '@mantine/notifications';
import type { Chat } from '@gabinete/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { emitWithAck, useSocketEvent, useSocketStatus } from '../../../lib/socket.ts';
import { useUserData } from '../../../lib/session.ts';
import { applyChat, applyMessage } from '../api/chats-cache.ts';
import { chatsKeys, type InboxTab } from '../api/chats.api.ts';
import { chatName } from '../lib/chat-display.ts';

export function useLiveInbox({ tab, onOpen }: { tab: InboxTab; onOpen: (chatId: string) => void }): void {
  const client = useQueryClient();
  const user = useUserData();
  const userId = user?._id ?? null;
  const organizationId = user?.organization_id ?? null;
  const { connected } = useSocketStatus();
  const everConnected = useRef(false);
  const known = useRef(new Map<string, Chat['status']>());
  const latest = useRef({ tab, onOpen });
  useEffect(() => {
    latest.current = { tab, onOpen };
  });

  useEffect(() => {
    if (!connected || !organizationId) return;
    void emitWithAck('join_chat_organization', { organizationId });
    void emitWithAck('join_wpp_organization', { organizationId });
    void emitWithAck('join_wpp_status_organization', { organizationId }).then((ack) => {
      if (ack.ok) client.setQueryData(['whatsapp', 'connection'], ack.data);
    });
    // After a reconnect the rooms were rejoined above; what happened meanwhile comes from a refetch.
    if (everConnected.current) void client.invalidateQueries({ queryKey: chatsKeys.all });
    everConnected.current = true;
  }, [connected, organizationId, client]);

  const notifyPending = (chat: Chat) => {
    const before = known.current.get(chat._id);
    known.current.set(chat._id, chat.status);
    if (chat.status !== 'pending' || before === 'pending' || latest.current.tab === 'pending') return;
    const id = `sac-pending-${chat._id}`;
    toasts.show({
      id,
      color: 'orange',
      title: 'Nova conversa aguardando',
      message: `${chatName(chat)}: ${chat.lastMessage?.body ?? 'nova mensagem'}`,
      autoClose: 6000,
      withBorder: true,
      style: { cursor: 'pointer' },
      onClick: () => {
        toasts.hide(id);
        latest.current.onOpen(chat._id);
      },
    });
  };

  useSocketEvent('new_message', ({ chat, message }) => {
    applyMessage(client, message);
    applyChat(client, chat, userId);
    if (message.direction === 'in') notifyPending(chat);
  });
  useSocketEvent('update_chat', (chat) => applyChat(client, chat, userId));
  useSocketEvent('chat:refresh', ({ chatId }) => {
    void client.invalidateQueries({ queryKey: chatsKeys.lists() });
    if (chatId) {
      void client.invalidateQueries({ queryKey: chatsKeys.detail(chatId) });
      void client.invalidateQueries({ queryKey: chatsKeys.messages(chatId) });
    }
  });
  useSocketEvent('wpp_change_status', ({ connection }) => {
    client.setQueryData(['whatsapp', 'connection'], connection);
  });
}
