// 'Sugerir resposta' in the SAC composer: the AI drafts the next reply from the conversation (as the team,
// never as the parlamentar); the attendant edits it and puts it in the message box — replacing or after
// what they had typed, which is never thrown away. Sending stays the attendant's act.
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSparkles } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useAppAbility } from '../../../lib/ability.ts';
import { useAiAvailable } from '../lib/use-ai-available.ts';
import { useAiStream } from '../lib/use-ai-stream.ts';
import { SuggestionText } from './suggestion-text.tsx';

interface SacReplyAiButtonProps {
  chatId: string;
  /** What is in the message box now. */
  draft: string;
  onUse: (text: string) => void;
}

export function SacReplyAiButton(props: SacReplyAiButtonProps) {
  const { available } = useAiAvailable();
  const ability = useAppAbility();
  const [opened, modal] = useDisclosure(false);
  if (!available || !ability.can('update', 'sac')) return null;
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        color="violet"
        leftSection={<IconSparkles size={14} aria-hidden />}
        onClick={modal.open}
      >
        Sugerir resposta
      </Button>
      {opened && <SacReplyModal {...props} onClose={modal.close} />}
    </>
  );
}

function SacReplyModal({ chatId, draft, onUse, onClose }: SacReplyAiButtonProps & { onClose: () => void }) {
  const stream = useAiStream();
  const generate = () => void stream.start('sac-reply', { chatId, ...(draft.trim() ? { draft } : {}) });
  // Starts at once: the conversation is the input.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(generate, []);
  const ready = stream.status !== 'streaming' && stream.text.trim() !== '';
  const use = (text: string) => {
    onUse(text);
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title="Sugestão de resposta" size="lg">
      <Stack gap="md">
        <SuggestionText stream={stream} label="Resposta sugerida" onRetry={generate} minRows={5} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          {draft.trim() && (
            <Button
              variant="default"
              disabled={!ready}
              onClick={() => use(`${draft.trimEnd()}\n${stream.text}`)}
            >
              Acrescentar ao que escrevi
            </Button>
          )}
          <Button disabled={!ready} onClick={() => use(stream.text)}>
            {draft.trim() ? 'Substituir o que escrevi' : 'Usar na resposta'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
