// 'Sugerir área e prioridade' on a new demanda: the AI reads the título and descrição and proposes one of
// the office's áreas and a prioridade with a reason; 'Aplicar' fills the two fields, which stay editable.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { PRIORITY_LABELS, type AiDemandTriage } from '@gabinete/shared';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client.ts';
import { suggestTriage } from '../api/ai.api.ts';
import { useAiAvailable } from '../lib/use-ai-available.ts';
import { AiLabel } from './ai-label.tsx';

interface DemandTriageAiProps {
  title: string;
  description: string;
  onApply: (suggestion: AiDemandTriage) => void;
}

export function DemandTriageAi({ title, description, onApply }: DemandTriageAiProps) {
  const { available } = useAiAvailable();
  const ask = useMutation({ mutationFn: suggestTriage });
  if (!available) return null;
  const s = ask.data;
  const tooShort = title.trim().length < 3;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button
          size="xs"
          variant="light"
          color="violet"
          leftSection={<IconSparkles size={16} aria-hidden />}
          loading={ask.isPending}
          disabled={tooShort}
          onClick={() => ask.mutate({ title: title.trim(), description: description.trim() || undefined })}
        >
          Sugerir área e prioridade
        </Button>
        {tooShort && (
          <Text size="xs" c="dimmed">
            Escreva o título para pedir a sugestão.
          </Text>
        )}
      </Group>
      {ask.isError && (
        <Alert color="red" variant="light" py="xs" role="alert">
          {errorMessage(ask.error)}
        </Alert>
      )}
      {s && (
        <Alert color="violet" variant="light" py="xs">
          <Stack gap={6}>
            <AiLabel isDemo={s.isDemo} />
            <Text size="sm">
              Área: <b>{s.area?.name ?? 'nenhuma sugerida'}</b> · Prioridade:{' '}
              <b>{PRIORITY_LABELS[s.priority]}</b>
            </Text>
            {s.reason && (
              <Text size="xs" c="dimmed">
                {s.reason}
              </Text>
            )}
            <Group gap="xs">
              <Button size="compact-xs" onClick={() => onApply(s)}>
                Aplicar
              </Button>
              <Button size="compact-xs" variant="default" onClick={() => ask.reset()}>
                Descartar
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
