// The message box: Enter sends, Shift+Enter breaks the line, '/' offers the quick replies, 'Nota interna'
// keeps it in the office, the clip attaches a file (type and size checked here first).
import { ActionIcon, Group, Switch, Text, Textarea, Tooltip } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { CHAT_MEDIA_MAX_BYTES, CHAT_MEDIA_TYPES } from '@gabinete/shared';
import { useRef, useState, type KeyboardEvent } from 'react';
import { formatFileSize } from '../../../lib/file-size.ts';
import { SacReplyAiButton } from '../../ai/components/sac-reply-ai-button.tsx';
import { useQuickReplyPicker } from '../hooks/use-quick-reply-picker.ts';
import { QuickReplyMenu } from './quick-reply-menu.tsx';

/** What was typed and not sent, per chat, while the attendant looks at another conversation. */
const drafts = new Map<string, string>();
const finePointer = () => typeof window !== 'undefined' && window.matchMedia?.('(pointer: fine)').matches;

interface ComposerProps {
  chatId: string;
  /** Why the attendant cannot write here, or null when they can. */
  disabledReason: string | null;
  onSendText: (text: string, isPrivate: boolean) => void;
  onSendFile: (file: File) => void;
}

export function checkFile(file: File): string | null {
  if (!(CHAT_MEDIA_TYPES as readonly string[]).includes(file.type)) {
    return 'Tipo de arquivo não aceito: envie imagem (JPG, PNG, WebP), áudio, vídeo MP4, PDF, Word, Excel ou texto.';
  }
  if (file.size > CHAT_MEDIA_MAX_BYTES) {
    return `Arquivo grande demais (${formatFileSize(file.size)}): o máximo é ${formatFileSize(CHAT_MEDIA_MAX_BYTES)}.`;
  }
  return null;
}

export function Composer({ chatId, disabledReason, onSendText, onSendFile }: ComposerProps) {
  const [text, setTextState] = useState(() => drafts.get(chatId) ?? '');
  const setText = (value: string) => {
    setTextState(value);
    if (value) drafts.set(chatId, value);
    else drafts.delete(chatId);
  };
  const [note, setNote] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const picker = useQuickReplyPicker(text, setText, !disabledReason);

  if (disabledReason) {
    return (
      <div className="gab-sac-composer">
        <Text size="sm" c="dimmed" ta="center" py="xs">
          {disabledReason}
        </Text>
      </div>
    );
  }

  const send = () => {
    const value = text.trim();
    if (!value) return;
    onSendText(value, note);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picker.onKeyDown(event)) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <div className="gab-sac-composer" data-note={note || undefined}>
      {picker.open && (
        <QuickReplyMenu replies={picker.matches} active={picker.active} onPick={(r) => setText(r.text)} />
      )}
      {fileError && (
        <Text size="xs" c="red.7" mb={4} role="alert">
          {fileError}
        </Text>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Tooltip label="Anexar arquivo">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label="Anexar arquivo"
            disabled={note}
            onClick={() => fileInput.current?.click()}
          >
            <IconPaperclip size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={CHAT_MEDIA_TYPES.join(',')}
          aria-label="Arquivo para enviar"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!file) return;
            const problem = checkFile(file);
            setFileError(problem);
            if (!problem) onSendFile(file);
          }}
        />
        <Textarea
          style={{ flex: 1 }}
          aria-label={note ? 'Nota interna' : 'Mensagem'}
          placeholder={
            note ? 'Nota interna: só a equipe vê' : "Escreva uma mensagem ('/' para respostas rápidas)"
          }
          autosize
          minRows={1}
          maxRows={6}
          value={text}
          // Ready to type when the conversation is the attendant's (not on a phone: no keyboard popping up).
          autoFocus={finePointer()}
          onChange={(event) => {
            setText(event.currentTarget.value);
            picker.restart();
          }}
          onKeyDown={onKeyDown}
          aria-expanded={picker.open}
          aria-controls={picker.open ? 'sac-quick-replies' : undefined}
        />
        <Tooltip label={note ? 'Salvar nota' : 'Enviar'}>
          <ActionIcon
            size="lg"
            color={note ? 'yellow' : undefined}
            aria-label={note ? 'Salvar nota' : 'Enviar'}
            onClick={send}
            disabled={!text.trim()}
          >
            <IconSend size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group justify="space-between" mt={4}>
        <Group gap="sm">
          <Switch
            size="xs"
            color="yellow"
            label="Nota interna"
            checked={note}
            onChange={(event) => setNote(event.currentTarget.checked)}
          />
          {!note && <SacReplyAiButton chatId={chatId} draft={text} onUse={setText} />}
        </Group>
        <Text size="xs" c="dimmed" visibleFrom="sm">
          Enter envia · Shift+Enter quebra a linha
        </Text>
      </Group>
    </div>
  );
}
