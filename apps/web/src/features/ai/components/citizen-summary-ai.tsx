// 'Resumir histórico com IA' on the citizen's page: demandas, atendimentos and SAC messages summed up in a
// few lines for whoever is about to talk to the person. A suggestion to read, copy or discard.
import { Button, Card, CopyButton, Group, Stack } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useAppAbility } from '../../../lib/ability.ts';
import { useAiAvailable } from '../lib/use-ai-available.ts';
import { useAiStream } from '../lib/use-ai-stream.ts';
import { SuggestionText } from './suggestion-text.tsx';

export function CitizenSummaryAi({ citizenId }: { citizenId: string }) {
  const { available } = useAiAvailable();
  const ability = useAppAbility();
  const stream = useAiStream();
  if (!available || !ability.can('read', 'citizens')) return null;
  const generate = () => void stream.start('citizen-summary', { citizenId });

  if (stream.status === 'idle') {
    return (
      <Group>
        <Button variant="light" color="violet" leftSection={<IconSparkles size={18} />} onClick={generate}>
          Resumir histórico com IA
        </Button>
      </Group>
    );
  }
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <SuggestionText stream={stream} label="Resumo do histórico" onRetry={generate} minRows={5} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="xs" onClick={generate} disabled={stream.status === 'streaming'}>
            Gerar de novo
          </Button>
          <CopyButton value={stream.text}>
            {({ copied, copy }) => (
              <Button size="xs" onClick={copy} disabled={!stream.text} color={copied ? 'green' : undefined}>
                {copied ? 'Copiado' : 'Copiar resumo'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Card>
  );
}
