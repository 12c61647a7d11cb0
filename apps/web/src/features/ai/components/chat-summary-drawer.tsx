// 'Resumir conversa' in the SAC: a long chat summed up by the office's AI, streamed into a drawer beside the
// conversation — 'Sugestão gerada por IA', to read, copy or ask again. Nothing is sent to the citizen.
import { Button, CopyButton, Drawer, Group, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useAiStream } from '../lib/use-ai-stream.ts';
import { SuggestionText } from './suggestion-text.tsx';

interface ChatSummaryDrawerProps {
  chatId: string;
  opened: boolean;
  onClose: () => void;
}

export function ChatSummaryDrawer({ chatId, opened, onClose }: ChatSummaryDrawerProps) {
  const stream = useAiStream();
  const generate = () => void stream.start('chat-summary', { chatId });
  // Starts when opened (the conversation is the input); closing keeps nothing running.
  useEffect(() => {
    if (opened) generate();
    else stream.stop();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, chatId]);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title="Resumo da conversa"
      closeButtonProps={{ 'aria-label': 'Fechar o resumo' }}
    >
      <Stack gap="sm">
        <SuggestionText stream={stream} label="Resumo" onRetry={generate} minRows={8} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="xs" onClick={generate} disabled={stream.status === 'streaming'}>
            Gerar de novo
          </Button>
          <CopyButton value={stream.text}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                onClick={copy}
                disabled={!stream.text || stream.status === 'streaming'}
                color={copied ? 'green' : undefined}
              >
                {copied ? 'Copiado' : 'Copiar resumo'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Drawer>
  );
}
