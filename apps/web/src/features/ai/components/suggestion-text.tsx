// The streamed suggestion on screen: the label, the text growing as it arrives (editable once it stops),
// 'Parar' while it streams, and a pt-BR error above the text received so far, with 'Tentar de novo'.
import { Alert, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { useAiStream } from '../lib/use-ai-stream.ts';
import { AiLabel, DemoNotice } from './ai-label.tsx';

interface SuggestionTextProps {
  stream: ReturnType<typeof useAiStream>;
  label: string;
  onRetry: () => void;
  minRows?: number;
}

export function SuggestionText({ stream, label, onRetry, minRows = 8 }: SuggestionTextProps) {
  const streaming = stream.status === 'streaming';
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <AiLabel isDemo={stream.isDemo} />
        {streaming && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="xs" c="dimmed">
              Escrevendo…
            </Text>
            <Button size="compact-xs" variant="default" onClick={stream.stop}>
              Parar
            </Button>
          </Group>
        )}
      </Group>
      {stream.error && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" py="xs">
          <Stack gap={4}>
            <span>{stream.error}</span>
            {stream.text && <span>O texto recebido até aqui continua abaixo, para você editar.</span>}
            <Button size="compact-xs" variant="white" color="red" w="fit-content" onClick={onRetry}>
              Tentar de novo
            </Button>
          </Stack>
        </Alert>
      )}
      <Textarea
        label={label}
        description="Revise e edite antes de usar: a IA pode errar."
        autosize
        minRows={minRows}
        maxRows={20}
        value={stream.text}
        readOnly={streaming}
        aria-busy={streaming}
        onChange={(e) => stream.setText(e.currentTarget.value)}
      />
      {stream.previous !== null && (
        <Button size="compact-xs" variant="subtle" w="fit-content" onClick={stream.restorePrevious}>
          Voltar ao texto anterior
        </Button>
      )}
      {stream.isDemo && <DemoNotice />}
    </Stack>
  );
}
