// The inbox's live side (spec §7): joins the office's chat and message rooms whenever the connection
// (re)opens, applies new_message / update_chat to the cache, refetches on chat:refresh and after a
// reconnect. A new waiting conversation is announced by the bell (the server's chat_pending notification).
// The WhatsApp status (the banner's connection) is kept live by the navbar badge (useWhatsappLive).
// Only users who follow the WhatsApp (read on whatsapp or manage all, spec §6) join these rooms; others
// see the inbox as the REST lists answer it.
import type { Chat } from '@gabinete/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { emitWithAck, useSocketEvent, useSocketStatus } from '../../../lib/socket.ts';
import { useUserData } from '../../../lib/session.ts';
import { useWhatsappScope } from '../../whatsapp/hooks/use-whatsapp-status.ts';
import { citizenQuery } from '../../citizens/api/citizens.api.ts';
import { applyChat, applyMessage } from '../api/chats-cache.ts';
import { chatsKeys } from '../api/chats.api.ts';

export function useLiveInbox(): void {
  const client = useQueryClient();
  const user = useUserData();
  const userId = user?._id ?? null;
  const organizationId = useWhatsappScope();
  const { connected } = useSocketStatus();
  const everConnected = useRef(false);

  useEffect(() => {
    if (!connected || !organizationId) return;
    void emitWithAck('join_chat_organization', { organizationId });
    void emitWithAck('join_wpp_organization', { organizationId });
    // After a reconnect the rooms were rejoined above; what happened meanwhile comes from a refetch.
    if (everConnected.current) void client.invalidateQueries({ queryKey: chatsKeys.all });
    everConnected.current = true;
  }, [connected, organizationId, client]);

  useSocketEvent('new_message', ({ chat, message }) => {
    applyMessage(client, message);
    applyChat(client, chat, userId);
  });
  useSocketEvent('update_chat', (chat) => applyChat(client, chat, userId));
  useSocketEvent('chat:refresh', ({ chatId }) => {
    void client.invalidateQueries({ queryKey: chatsKeys.lists() });
    if (chatId) {
      // The citizen beside the chat may have been edited by a colleague (chat:update_client).
      const citizenId = client.getQueryData<Chat>(chatsKeys.detail(chatId))?.citizen._id;
      if (citizenId) void client.invalidateQueries({ queryKey: citizenQuery(citizenId).queryKey });
      void client.invalidateQueries({ queryKey: chatsKeys.detail(chatId) });
      void client.invalidateQueries({ queryKey: chatsKeys.messages(chatId) });
    }
  });
}
