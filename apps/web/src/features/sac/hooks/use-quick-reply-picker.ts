// '/' in a message box (the chat's composer, the first message of 'Nova conversa'): the quick replies that
// match what follows the slash, the highlighted one, and the keys of the list (arrows move, Enter or Tab
// uses one, Esc clears the '/'). The box renders QuickReplyMenu from what this returns.
import type { QuickReply } from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { quickRepliesQuery } from '../api/quick-replies.api.ts';
import { filterQuickReplies, slashQuery } from '../lib/quick-replies.ts';

export interface QuickReplyPicker {
  /** The box asks for a quick reply (its text is '/' and a search). */
  open: boolean;
  matches: QuickReply[];
  active: number;
  /** Handles the list's keys and says whether the key was the list's (the box then does nothing else). */
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
  /** After typing, the first match is highlighted again. */
  restart: () => void;
}

/** `setText` puts the chosen reply's text in the box ('' when Esc clears the slash). */
export function useQuickReplyPicker(
  text: string,
  setText: (text: string) => void,
  enabled = true,
): QuickReplyPicker {
  const [active, setActive] = useState(0);
  const replies = useQuery({ ...quickRepliesQuery(), enabled });
  const query = slashQuery(text);
  const matches = useMemo(
    () => (query === null ? [] : filterQuickReplies(replies.data ?? [], query)),
    [query, replies.data],
  );
  const open = query !== null && enabled;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    if (matches.length > 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + matches.length) % matches.length);
      return true;
    }
    if (matches.length > 0 && (event.key === 'Enter' || event.key === 'Tab')) {
      event.preventDefault();
      const pick = matches[Math.min(active, matches.length - 1)];
      if (pick) setText(pick.text);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      setText('');
      return true;
    }
    return false;
  };

  return { open, matches, active, onKeyDown, restart: () => setActive(0) };
}
