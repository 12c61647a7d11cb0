// The first message of a new conversation: a text box where '/' offers the office's quick replies, as
// in the chat's own message box (arrows move, Enter or Tab uses one, Esc clears the '/').
import { Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { quickRepliesQuery } from '../api/quick-replies.api.ts';
import { filterQuickReplies, slashQuery } from '../lib/quick-replies.ts';
import { QuickReplyMenu } from './quick-reply-menu.tsx';

interface NewChatMessageProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

export function NewChatMessage({ value, error, onChange }: NewChatMessageProps) {
  const [active, setActive] = useState(0);
  const replies = useQuery(quickRepliesQuery());
  const query = slashQuery(value);
  const matches = useMemo(
    () => (query === null ? [] : filterQuickReplies(replies.data ?? [], query)),
    [query, replies.data],
  );
  const menuOpen = query !== null;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!menuOpen) return;
    if (matches.length > 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + matches.length) % matches.length);
    } else if (matches.length > 0 && (event.key === 'Enter' || event.key === 'Tab')) {
      event.preventDefault();
      const pick = matches[Math.min(active, matches.length - 1)];
      if (pick) onChange(pick.text);
    } else if (event.key === 'Escape') {
      // Closes the list, not the modal.
      event.preventDefault();
      event.stopPropagation();
      onChange('');
    }
  };

  return (
    <div>
      {menuOpen && <QuickReplyMenu replies={matches} active={active} onPick={(r) => onChange(r.text)} />}
      <Textarea
        label="Mensagem"
        withAsterisk
        placeholder="Escreva a primeira mensagem ('/' para respostas rápidas)"
        autosize
        minRows={3}
        maxRows={8}
        maxLength={4096}
        value={value}
        error={error}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? 'sac-quick-replies' : undefined}
      />
    </div>
  );
}
