import type { InfiniteData } from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { makeChat, makeMessage } from '../lib/sac-fixtures.ts';
import { applyChat, belongsTo, failPending, pendingMessage, upsertMessage } from './chats-cache.ts';
import { chatsKeys, type InboxListParams, type MessagePage } from './chats.api.ts';

type Pages = InfiniteData<MessagePage, string | null>;
const pages = (...lists: ReturnType<typeof makeMessage>[][]): Pages => ({
  pages: lists.map((messages) => ({ messages, hasMore: false })),
  pageParams: lists.map(() => null),
});
const ids = (p: Pages) => p.pages.flatMap((page) => page.messages.map((m) => `${m._id}:${m.deliveryState}`));

describe('an attendant’s reply before and after the server answers', () => {
  const author = { _id: 'u-ana', name: 'Ana' };
  const pending = pendingMessage(
    { chatId: 'c-1', text: 'Olá!', private: false, clientId: 'client-123' },
    author,
  );

  it('shows at once as Pendente, on the newest page', () => {
    const next = upsertMessage(pages([makeMessage()]), pending);
    expect(ids(next)).toEqual(['m-1:null', 'pending:client-123:pendente']);
  });

  it('is replaced by the server’s copy (same clientId), not shown twice', () => {
    const shown = upsertMessage(pages([makeMessage()]), pending);
    const stored = makeMessage({
      _id: 'm-2',
      direction: 'out',
      deliveryState: 'pendente',
      clientId: 'client-123',
    });
    const once = upsertMessage(upsertMessage(shown, stored), stored);
    expect(ids(once)).toEqual(['m-1:null', 'm-2:pendente']);
  });

  it('follows the delivery states and never goes back when acks arrive out of order', () => {
    const stored = makeMessage({
      _id: 'm-2',
      direction: 'out',
      deliveryState: 'lida',
      clientId: 'client-123',
    });
    const late = { ...stored, deliveryState: 'entregue' as const };
    expect(ids(upsertMessage(pages([stored]), late))).toEqual(['m-2:lida']);
    expect(ids(upsertMessage(pages([late]), stored))).toEqual(['m-2:lida']);
  });

  it('keeps Falhou and its reason when the send answer (pendente) arrives after the socket said it failed', () => {
    const failed = makeMessage({
      _id: 'm-2',
      direction: 'out',
      deliveryState: 'falhou',
      error: 'Este número não é um WhatsApp válido.',
      clientId: 'client-123',
    });
    const answer = { ...failed, deliveryState: 'pendente' as const, error: null };
    expect(upsertMessage(pages([failed]), answer).pages[0]!.messages[0]).toMatchObject({
      deliveryState: 'falhou',
      error: 'Este número não é um WhatsApp válido.',
    });
  });

  it('says why when the server refuses it', () => {
    const failed = failPending(upsertMessage(pages([]), pending), 'client-123', 'Sem conexão');
    expect(failed.pages[0]!.messages[0]).toMatchObject({ deliveryState: 'falhou', error: 'Sem conexão' });
  });

  it('a private note has no delivery state', () => {
    const note = pendingMessage(
      { chatId: 'c-1', text: 'ligar amanhã', private: true, clientId: 'client-456' },
      author,
    );
    expect(note).toMatchObject({ direction: 'note', deliveryState: null });
  });
});

describe('inbox lists follow the chats', () => {
  const pendingTab: InboxListParams = { tab: 'pending', areaId: null, q: '' };
  const mineTab: InboxListParams = { tab: 'mine', areaId: null, q: '' };

  it('knows which queue a chat belongs to', () => {
    const ana = { _id: 'u-ana', name: 'Ana' };
    expect(belongsTo(makeChat(), pendingTab, 'u-ana')).toBe(true);
    expect(belongsTo(makeChat({ status: 'open', agent: ana }), mineTab, 'u-ana')).toBe(true);
    expect(belongsTo(makeChat({ status: 'open', agent: ana }), mineTab, 'u-bia')).toBe(false);
    expect(belongsTo(makeChat(), { ...pendingTab, areaId: 'a-1' }, 'u-ana')).toBe(false);
  });

  it('patches a chat that stays in its list and refetches lists when one leaves', async () => {
    const client = new QueryClient();
    const list = {
      chats: [makeChat()],
      total: 1,
      page: 1,
      perPage: 100,
      counts: { pending: 1, open: 0, mine: 0 },
    };
    client.setQueryData(chatsKeys.list(pendingTab), list);
    applyChat(client, makeChat({ unseenMsgs: 3 }), 'u-ana');
    expect(client.getQueryData<typeof list>(chatsKeys.list(pendingTab))?.chats[0]?.unseenMsgs).toBe(3);
    expect(client.getQueryState(chatsKeys.list(pendingTab))?.isInvalidated).toBe(false);

    applyChat(client, makeChat({ status: 'open', agent: { _id: 'u-ana', name: 'Ana' } }), 'u-ana');
    expect(client.getQueryState(chatsKeys.list(pendingTab))?.isInvalidated).toBe(true);
  });

  it('refetches once when the action’s answer and the socket’s echo bring the same change', () => {
    const client = new QueryClient();
    client.setQueryData(chatsKeys.list(pendingTab), {
      chats: [makeChat()],
      total: 1,
      page: 1,
      perPage: 100,
      counts: { pending: 1, open: 0, mine: 0 },
    });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const assumed = makeChat({ status: 'open', agent: { _id: 'u-ana', name: 'Ana' } });
    applyChat(client, assumed, 'u-ana');
    applyChat(client, { ...assumed }, 'u-ana');
    expect(invalidate).toHaveBeenCalledTimes(1);

    applyChat(client, { ...assumed, status: 'closed' }, 'u-ana');
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
