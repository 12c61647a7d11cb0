// Chat app (TEMPLATE-BACKEND §4 with §16 ruling 1): contacts with their chats, open, send.
import {
  createChats,
  createContacts,
  createProfileUser,
  PROFILE_USER_ID,
  type ChatContact,
  type DemoChat,
  type ProfileUser,
} from '../data/chat.ts';
import { created, defineDomain, notFound, ok, type DemoResponse } from '../domain.ts';
import { bodyObject, queryString, toNumber } from '../helpers.ts';

interface ChatState {
  profileUser: ProfileUser;
  contacts: ChatContact[];
  chats: DemoChat[];
}

function summary(chat: DemoChat) {
  return { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: chat.chat.at(-1) };
}

const BAD_MESSAGE: DemoResponse = { status: 400, body: { message: 'Informe o contato e a mensagem.' } };

export const chatDomain = defineDomain<ChatState>({
  name: 'chat',
  createState: (ctx) => ({
    profileUser: createProfileUser(),
    contacts: createContacts(),
    chats: createChats(ctx.now()),
  }),
  routes: [
    {
      method: 'GET',
      path: '/apps/chat/chats-and-contacts',
      handler: (_req, state) => {
        const chatOf = (contact: ChatContact) => state.chats.find((c) => c.userId === contact.id);
        const contacts = state.contacts.map((contact) => {
          const chat = chatOf(contact);
          return chat ? { ...contact, chat: summary(chat) } : contact;
        });
        const chatsContacts = state.chats.flatMap((chat) => {
          const contact = state.contacts.find((c) => c.id === chat.userId);
          return contact ? [{ ...contact, chat: summary(chat) }] : [];
        });
        const { id, avatar, fullName, status } = state.profileUser;
        return ok({ chatsContacts, contacts, profileUser: { id, avatar, fullName, status } });
      },
    },
    {
      method: 'GET',
      path: '/apps/chat/users/profile-user',
      handler: (_req, state) => ok(state.profileUser),
    },
    {
      method: 'GET',
      path: '/apps/chat/get-chat',
      handler: (req, state) => {
        const id = toNumber(queryString(req, 'id'));
        const contact = state.contacts.find((c) => c.id === id);
        if (!contact) return notFound('Contato não encontrado.');
        const chat = state.chats.find((c) => c.userId === contact.id);
        if (!chat) return ok({ contact });
        chat.unseenMsgs = 0;
        return ok({ chat, contact: { ...contact, chat: summary(chat) } });
      },
    },
    {
      method: 'POST',
      path: '/apps/chat/send-msg',
      handler: (req, state, ctx) => {
        const body = bodyObject(req);
        const input =
          body.obj !== null && typeof body.obj === 'object' ? (body.obj as Record<string, unknown>) : body;
        const rawContact = input.contact;
        const contactId = toNumber(
          rawContact !== null && typeof rawContact === 'object'
            ? (rawContact as { id?: unknown }).id
            : rawContact,
        );
        const message = input.message;
        if (contactId === undefined || typeof message !== 'string' || message.trim() === '')
          return BAD_MESSAGE;
        if (!state.contacts.some((c) => c.id === contactId)) return notFound('Contato não encontrado.');
        const newMessageData = { message, time: ctx.now().toISOString(), senderId: PROFILE_USER_ID };
        const existing = state.chats.find((c) => c.userId === contactId);
        if (existing) {
          existing.chat.push(newMessageData);
          return created({ newMessageData, id: contactId });
        }
        const chat: DemoChat = { id: contactId, userId: contactId, unseenMsgs: 0, chat: [newMessageData] };
        state.chats.push(chat);
        return created({ newMessageData, id: contactId, chat });
      },
    },
  ],
});
