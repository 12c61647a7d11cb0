import { describe, expect, it } from 'vitest';
import { createDemoBackend } from '../index.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const fresh = () => createDemoBackend({ now: () => NOW });

interface Contact {
  id: number;
  status: string;
  chat?: { id: number; unseenMsgs: number; lastMessage: { message: string; time: string; senderId: number } };
}
interface Lists {
  chatsContacts: Contact[];
  contacts: Contact[];
  profileUser: Record<string, unknown>;
}

const lists = async (b: ReturnType<typeof fresh>) =>
  (await b.handle({ method: 'GET', url: '/apps/chat/chats-and-contacts' }))?.body as Lists;

describe('GET /apps/chat/chats-and-contacts and profile-user', () => {
  it('lists 10 contacts with their statuses, the 2 chats and the short profile user', async () => {
    const l = await lists(fresh());
    expect(l.contacts).toHaveLength(10);
    const byStatus = (s: string) => l.contacts.filter((c) => c.status === s).map((c) => c.id);
    expect(byStatus('online')).toEqual([4, 6, 7]);
    expect(byStatus('busy')).toEqual([2, 3, 5]);
    expect(byStatus('away')).toEqual([8, 10]);
    expect(byStatus('offline')).toEqual([1, 9]);
    expect(l.chatsContacts.map((c) => [c.id, c.chat?.unseenMsgs])).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(l.chatsContacts[0]?.chat?.lastMessage.time).toBe(
      new Date(NOW.getTime() - 2 * 86_400_000).toISOString(),
    );
    expect(l.chatsContacts[1]?.chat?.lastMessage.time).toBe(
      new Date(NOW.getTime() - 86_400_000).toISOString(),
    );
    expect(l.contacts.filter((c) => c.chat).map((c) => c.id)).toEqual([1, 2]);
    expect(Object.keys(l.profileUser).sort()).toEqual(['avatar', 'fullName', 'id', 'status']);
    expect(l.profileUser.id).toBe(11);
  });

  it('gives the full profile user with role, about and settings', async () => {
    const res = await fresh().handle({ method: 'GET', url: '/apps/chat/users/profile-user' });
    expect(res?.status).toBe(200);
    expect(res?.body).toMatchObject({
      id: 11,
      role: 'admin',
      status: 'online',
      settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
    });
  });
});

describe('GET /apps/chat/get-chat', () => {
  it('opens a chat and resets its unseen messages', async () => {
    const b = fresh();
    const res = await b.handle({ method: 'GET', url: '/apps/chat/get-chat?id=2' });
    expect(res?.status).toBe(200);
    const body = res?.body as { chat: { chat: unknown[]; unseenMsgs: number }; contact: Contact };
    expect(body.chat.chat).toHaveLength(10);
    expect(body.chat.unseenMsgs).toBe(0);
    expect(body.contact.id).toBe(2);
    expect((await lists(b)).chatsContacts[1]?.chat?.unseenMsgs).toBe(0);
  });

  it('answers the contact alone when there is no chat, 404 for an unknown contact', async () => {
    const b = fresh();
    const res = await b.handle({ method: 'GET', url: '/apps/chat/get-chat?id=5' });
    expect(res?.status).toBe(200);
    expect(res?.body).not.toHaveProperty('chat');
    expect((await b.handle({ method: 'GET', url: '/apps/chat/get-chat?id=42' }))?.status).toBe(404);
  });
});

describe('POST /apps/chat/send-msg', () => {
  it('appends to an existing chat and answers 201 with the top-level fields', async () => {
    const b = fresh();
    const res = await b.handle({
      method: 'POST',
      url: '/apps/chat/send-msg',
      body: { obj: { contact: { id: 1, fullName: 'Mariana Lopes' }, message: 'Bom dia!' } },
    });
    expect(res).toEqual({
      status: 201,
      body: { newMessageData: { message: 'Bom dia!', time: NOW.toISOString(), senderId: 11 }, id: 1 },
    });
    const chat = (await b.handle({ method: 'GET', url: '/apps/chat/get-chat?id=1' }))?.body as {
      chat: { chat: unknown[] };
    };
    expect(chat.chat.chat).toHaveLength(7);
  });

  it('creates the chat when the contact has none, and accepts the flat body', async () => {
    const b = fresh();
    const res = await b.handle({
      method: 'POST',
      url: '/apps/chat/send-msg',
      body: { contact: { id: 7 }, message: 'Olá, Renata' },
    });
    expect(res?.status).toBe(201);
    expect(res?.body).toMatchObject({ id: 7, chat: { id: 7, userId: 7, unseenMsgs: 0 } });
    expect((await lists(b)).chatsContacts.map((c) => c.id)).toEqual([1, 2, 7]);
  });

  it('refuses a message without text (400) or to an unknown contact (404)', async () => {
    const b = fresh();
    const send = (body: unknown) => b.handle({ method: 'POST', url: '/apps/chat/send-msg', body });
    expect((await send({ obj: { contact: { id: 1 }, message: '' } }))?.status).toBe(400);
    expect((await send({ obj: { contact: { id: 99 }, message: 'oi' } }))?.status).toBe(404);
  });
});
