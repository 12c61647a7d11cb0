// 'Sugestão gerada por IA' on every AI text (TSE Res. 23.732/2024: AI content is labelled; a person reviews
// it), and the plain notice when the text comes from the built-in demonstration provider.
import { Badge, Group, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { AI_SUGGESTION_LABEL } from '@gabinete/shared';

export function AiLabel({ isDemo }: { isDemo: boolean }) {
  return (
    <Group gap={6}>
      <Badge color="violet" variant="light" leftSection={<IconSparkles size={12} aria-hidden />}>
        {AI_SUGGESTION_LABEL}
      </Badge>
      {isDemo && (
        <Badge color="gray" variant="outline">
          Provedor de demonstração
        </Badge>
      )}
    </Group>
  );
}

export function DemoNotice() {
  return (
    <Text size="xs" c="dimmed">
      Este texto vem do provedor de demonstração embutido no sistema: um modelo de exemplo montado com os
      dados do registro, sem inteligência artificial de verdade e sem enviar nada para fora. O administrador
      pode configurar um provedor real em Inteligência Artificial.
    </Text>
  );
}
