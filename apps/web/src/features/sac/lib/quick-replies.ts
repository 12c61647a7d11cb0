// '/' in the message box: what was typed after the slash, and the quick replies that match it
// (shortcut starting with it first, then shortcut or text containing it; accents and case ignored).
import type { QuickReply } from '@gabinete/shared';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The search after a leading '/', or null when the box is not asking for a quick reply. */
export function slashQuery(text: string): string | null {
  const match = /^\/(\S*)$/.exec(text);
  return match ? (match[1] ?? '') : null;
}

export function filterQuickReplies(replies: readonly QuickReply[], query: string, limit = 8): QuickReply[] {
  const q = fold(query.trim());
  if (!q) return [...replies].sort((a, b) => a.shortcut.localeCompare(b.shortcut)).slice(0, limit);
  const starts = replies.filter((r) => fold(r.shortcut).startsWith(q));
  const contains = replies.filter(
    (r) => !starts.includes(r) && (fold(r.shortcut).includes(q) || fold(r.text).includes(q)),
  );
  return [...starts.sort((a, b) => a.shortcut.localeCompare(b.shortcut)), ...contains].slice(0, limit);
}
