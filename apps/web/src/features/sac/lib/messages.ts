// The chat window's reading of the message pages: one ordered list without repeats, grouped by the
// office's calendar day ('Hoje', 'Ontem', 'dd/mm/aaaa'), times as HH:mm.
import type { ChatMessage } from '@gabinete/shared';
import { formatDate, officeFormatter, todayIso } from '../../../lib/format.ts';

const TIME = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

/** 'HH:mm' on the office's clock. */
export const messageTime = (iso: string): string => officeFormatter(TIME).format(new Date(iso));

/** Every page's messages once, oldest first (a message in two pages, or pending and stored, counts once). */
export function orderMessages(pages: readonly { messages: readonly ChatMessage[] }[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const page of pages) for (const m of page.messages) if (!byId.has(m._id)) byId.set(m._id, m);
  return [...byId.values()].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id),
  );
}

/** 'Hoje', 'Ontem' or 'dd/mm/aaaa' for the office's calendar day of a moment. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const key = todayIso(new Date(iso));
  if (key === todayIso(now)) return 'Hoje';
  if (key === todayIso(new Date(now.getTime() - 24 * 3600_000))) return 'Ontem';
  return formatDate(iso);
}

export interface MessageDay {
  key: string;
  label: string;
  messages: ChatMessage[];
}

/** Consecutive messages of one calendar day under one separator. */
export function groupByDay(messages: readonly ChatMessage[], now: Date = new Date()): MessageDay[] {
  const days: MessageDay[] = [];
  for (const message of messages) {
    const key = todayIso(new Date(message.createdAt));
    const last = days[days.length - 1];
    if (last?.key === key) last.messages.push(message);
    else days.push({ key, label: dayLabel(message.createdAt, now), messages: [message] });
  }
  return days;
}
