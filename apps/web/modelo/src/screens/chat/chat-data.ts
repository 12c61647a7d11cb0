// The chat app's types (the fake back end's records as they arrive), pt-BR status names and colours, time formats and TanStack Query hooks over the fake back end.
import type {
  ChatContact as DemoContact,
  ChatMessage,
  ChatStatus,
  DemoChat,
  ProfileUser,
} from '@gabinete/template-demo';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { demoApi } from '../../lib/api.ts';

export type { ChatMessage, ChatStatus, ProfileUser };

export interface ChatSummary {
  id: number;
  unseenMsgs: number;
  lastMessage?: ChatMessage;
}

/** A contact as the list sends it: with a summary of its chat when there is one. */
export interface ChatContact extends DemoContact {
  chat?: ChatSummary;
}

export type ChatThread = DemoChat;

export interface ChatsAndContacts {
  chatsContacts: (ChatContact & { chat: ChatSummary })[];
  contacts: ChatContact[];
  profileUser: Pick<ProfileUser, 'id' | 'avatar' | 'fullName' | 'status'>;
}

export interface OpenChat {
  chat?: ChatThread;
  contact: ChatContact;
}

export const STATUS: Record<ChatStatus, { label: string; color: string }> = {
  online: { label: 'Online', color: 'green' },
  busy: { label: 'Ocupado', color: 'red' },
  away: { label: 'Ausente', color: 'yellow' },
  offline: { label: 'Offline', color: 'gray' },
};

export function useChatsAndContacts() {
  return useQuery({
    queryKey: ['chat', 'list'],
    queryFn: () => demoApi.get<ChatsAndContacts>('/apps/chat/chats-and-contacts'),
  });
}

export function useProfileUser(enabled: boolean) {
  return useQuery({
    queryKey: ['chat', 'profile'],
    queryFn: () => demoApi.get<ProfileUser>('/apps/chat/users/profile-user'),
    enabled,
  });
}

/** Opening a chat zeroes its unseen count on the server, so the list is fetched again afterwards. */
export function useOpenChat(contactId: number | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['chat', 'open', contactId],
    queryFn: async () => {
      const data = await demoApi.get<OpenChat>('/apps/chat/get-chat', { id: contactId });
      void client.invalidateQueries({ queryKey: ['chat', 'list'] });
      return data;
    },
    enabled: contactId !== null,
  });
}

interface SendAnswer {
  newMessageData: ChatMessage;
  id: number;
  chat?: ChatThread;
}

export function useSendMessage(contact: ChatContact | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      demoApi.post<SendAnswer>('/apps/chat/send-msg', { obj: { contact: { id: contact?.id }, message } }),
    onSuccess: (answer) => {
      // The reply shows at once; the list (last message, new chat under Conversas) follows from the server.
      client.setQueryData<OpenChat>(['chat', 'open', answer.id], (old) => {
        if (!old) return old;
        const chat = old.chat
          ? { ...old.chat, chat: [...old.chat.chat, answer.newMessageData] }
          : answer.chat;
        return { ...old, chat };
      });
      void client.invalidateQueries({ queryKey: ['chat', 'list'] });
    },
  });
}
