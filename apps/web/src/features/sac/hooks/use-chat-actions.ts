// Assumir, Finalizar and Transferir: each answer (or refusal) refreshes the chat and the queues; a chat
// someone else assumed first says who has it. Assumir and Finalizar go over the socket (chat-actions).
import type { Chat } from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useUserData } from '../../../lib/session.ts';
import { applyChat } from '../api/chats-cache.ts';
import { assumeChat, finishChat } from '../api/chat-actions.ts';
import { chatsKeys, transferChat } from '../api/chats.api.ts';

export function useChatActions(chatId: string) {
  const client = useQueryClient();
  const user = useUserData();
  const userId = user?._id ?? null;
  const refresh = () => {
    void client.invalidateQueries({ queryKey: chatsKeys.detail(chatId) });
    void client.invalidateQueries({ queryKey: chatsKeys.lists() });
  };
  // applyChat refetches the lists when the chat changes queue (and so the tabs' counts): once.
  const done = (chat: Chat) => applyChat(client, chat, userId);

  const assume = useMutation({
    mutationFn: () => {
      const organizationId =
        client.getQueryData<Chat>(chatsKeys.detail(chatId))?.organizationId ?? user?.organization_id ?? '';
      return assumeChat({ _id: chatId, organizationId });
    },
    onSuccess: done,
    onError: (error) => {
      notifyError(error, 'Não foi possível assumir');
      if (error instanceof ApiError && error.status === 409) refresh();
    },
  });
  const finish = useMutation({
    mutationFn: () => finishChat(chatId),
    onSuccess: (chat) => {
      done(chat);
      notifySuccess('Conversa finalizada');
    },
    onError: refresh,
  });
  const transfer = useMutation({
    mutationFn: (target: { userId?: string; areaId?: string }) => transferChat(chatId, target),
    onSuccess: (chat) => {
      done(chat);
      notifySuccess('Conversa transferida');
    },
    onError: refresh,
  });

  return { assume, finish, transfer };
}
