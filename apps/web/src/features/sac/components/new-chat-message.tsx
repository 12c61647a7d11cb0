// The first message of a new conversation: a text box where '/' offers the office's quick replies, as
// in the chat's own message box (arrows move, Enter or Tab uses one, Esc clears the '/').
import { Textarea } from '@mantine/core';
import { useQuickReplyPicker } from '../hooks/use-quick-reply-picker.ts';
import { QuickReplyMenu } from './quick-reply-menu.tsx';

interface NewChatMessageProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

export function NewChatMessage({ value, error, onChange }: NewChatMessageProps) {
  const picker = useQuickReplyPicker(value, onChange);

  return (
    <div>
      {picker.open && (
        <QuickReplyMenu replies={picker.matches} active={picker.active} onPick={(r) => onChange(r.text)} />
      )}
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
          picker.restart();
        }}
        onKeyDown={(event) => {
          // Esc closes the list, not the modal.
          if (picker.onKeyDown(event) && event.key === 'Escape') event.stopPropagation();
        }}
        aria-expanded={picker.open}
        aria-controls={picker.open ? 'sac-quick-replies' : undefined}
      />
    </div>
  );
}
