import type { QuickReply } from '@gabinete/shared';
import { describe, expect, it } from 'vitest';
import { composerBlock, chatName, chatPreview } from './chat-display.ts';
import { deliveryView } from './delivery.ts';
import { dayLabel, groupByDay, messageTime, orderMessages } from './messages.ts';
import { filterQuickReplies, slashQuery } from './quick-replies.ts';
import { makeChat, makeMessage } from './sac-fixtures.ts';

// 23/11/2026 15:00 in São Paulo (UTC-3).
const NOW = new Date('2026-11-23T18:00:00.000Z');

describe('messages by day', () => {
  it('orders every page once, oldest first, whatever order the pages came in', () => {
    const a = makeMessage({ _id: 'a', createdAt: '2026-11-23T10:00:00.000Z' });
    const b = makeMessage({ _id: 'b', createdAt: '2026-11-23T11:00:00.000Z' });
    const c = makeMessage({ _id: 'c', createdAt: '2026-11-22T11:00:00.000Z' });
    const ordered = orderMessages([{ messages: [b, a] }, { messages: [c, a] }]);
    expect(ordered.map((m) => m._id)).toEqual(['c', 'a', 'b']);
  });

  it("names the office's today 'Hoje', yesterday 'Ontem' and older days dd/mm/aaaa", () => {
    expect(dayLabel('2026-11-23T12:00:00.000Z', NOW)).toBe('Hoje');
    expect(dayLabel('2026-11-22T12:00:00.000Z', NOW)).toBe('Ontem');
    expect(dayLabel('2026-11-20T12:00:00.000Z', NOW)).toBe('20/11/2026');
  });

  it('puts a message sent at 23:30 in São Paulo on its local day, not the UTC one', () => {
    // 02:30 UTC on the 23rd is 23:30 on the 22nd in São Paulo.
    expect(dayLabel('2026-11-23T02:30:00.000Z', NOW)).toBe('Ontem');
    expect(messageTime('2026-11-23T02:30:00.000Z')).toBe('23:30');
  });

  it('groups consecutive messages of a day under one separator', () => {
    const days = groupByDay(
      [
        makeMessage({ _id: '1', createdAt: '2026-11-20T12:00:00.000Z' }),
        makeMessage({ _id: '2', createdAt: '2026-11-22T12:00:00.000Z' }),
        makeMessage({ _id: '3', createdAt: '2026-11-22T13:00:00.000Z' }),
        makeMessage({ _id: '4', createdAt: '2026-11-23T13:00:00.000Z' }),
      ],
      NOW,
    );
    expect(days.map((d) => [d.label, d.messages.map((m) => m._id)])).toEqual([
      ['20/11/2026', ['1']],
      ['Ontem', ['2', '3']],
      ['Hoje', ['4']],
    ]);
  });
});

describe('delivery ticks', () => {
  const out = (
    deliveryState: 'pendente' | 'enviada' | 'entregue' | 'lida' | 'falhou',
    error: string | null = null,
  ) => deliveryView(makeMessage({ direction: 'out', deliveryState, error }));

  it('labels every state for screen readers, not only by colour', () => {
    expect(out('pendente')).toMatchObject({ icon: 'clock', label: 'Pendente' });
    expect(out('enviada')).toMatchObject({ icon: 'check', label: 'Enviada' });
    expect(out('entregue')).toMatchObject({ icon: 'checks', label: 'Entregue', color: 'dimmed' });
    expect(out('lida')).toMatchObject({ icon: 'checks', label: 'Lido', color: 'blue' });
  });

  it('says why a send failed', () => {
    expect(out('falhou', 'Este número não é um WhatsApp válido.')).toMatchObject({
      color: 'red',
      label: 'Falhou: Este número não é um WhatsApp válido.',
    });
  });

  it('shows nothing for the citizen’s messages and for notes', () => {
    expect(deliveryView(makeMessage({ direction: 'in' }))).toBeNull();
    expect(deliveryView(makeMessage({ direction: 'note', deliveryState: null }))).toBeNull();
  });
});

describe('quick replies after /', () => {
  const reply = (shortcut: string, text: string): QuickReply => ({
    _id: shortcut,
    shortcut,
    text,
    updatedAt: '2026-11-01T00:00:00.000Z',
  });
  const replies = [
    reply('horario', 'Atendemos de segunda a sexta, das 8h às 17h.'),
    reply('bomdia', 'Bom dia! Como podemos ajudar?'),
    reply('endereco', 'Estamos na Câmara Municipal, gabinete 12.'),
  ];

  it('opens only for a leading slash without spaces', () => {
    expect(slashQuery('/')).toBe('');
    expect(slashQuery('/bom')).toBe('bom');
    expect(slashQuery('olá /bom')).toBeNull();
    expect(slashQuery('/bom dia')).toBeNull();
  });

  it('lists shortcuts that start with the typed text first, then those that contain it', () => {
    expect(filterQuickReplies(replies, 'bo').map((r) => r.shortcut)).toEqual(['bomdia']);
    expect(filterQuickReplies(replies, '').map((r) => r.shortcut)).toEqual(['bomdia', 'endereco', 'horario']);
  });

  it('finds words in the text, ignoring accents and case', () => {
    expect(filterQuickReplies(replies, 'camara').map((r) => r.shortcut)).toEqual(['endereco']);
  });
});

describe('the inbox row and the composer', () => {
  it('names the chat by the citizen record, else the WhatsApp name', () => {
    expect(chatName(makeChat())).toBe('Maria das Graças');
    expect(chatName(makeChat({ citizen: { _id: 'x', name: '' } }))).toBe('Dona Maria');
  });

  it('previews media and notes in words', () => {
    const last = { body: null, direction: 'in' as const, kind: 'audio' as const, at: NOW.toISOString() };
    expect(chatPreview(makeChat({ lastMessage: last }))).toBe('🎤 Áudio');
    expect(
      chatPreview(makeChat({ lastMessage: { ...last, body: 'ligar', direction: 'note', kind: 'text' } })),
    ).toBe('Nota: ligar');
  });

  it('lets only the agent of an open chat write, and says why otherwise', () => {
    const ana = { _id: 'u-ana', name: 'Ana' };
    expect(composerBlock(makeChat({ status: 'pending' }), 'u-ana', true)).toBe(
      'Assuma a conversa para responder.',
    );
    expect(composerBlock(makeChat({ status: 'open', agent: ana }), 'u-ana', true)).toBeNull();
    expect(composerBlock(makeChat({ status: 'open', agent: ana }), 'u-bia', true)).toBe(
      'Esta conversa está com Ana.',
    );
    expect(composerBlock(makeChat({ status: 'closed', agent: ana }), 'u-ana', true)).toBe(
      'Esta conversa foi finalizada.',
    );
    expect(composerBlock(makeChat({ status: 'open', agent: ana }), 'u-ana', false)).toMatch(/não responder/);
  });
});
