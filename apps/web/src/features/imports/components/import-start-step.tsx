// Step 4: what will happen, then 'Iniciar importação' (runs in the background; the page can be closed).
import { List, Stack, Text } from '@mantine/core';
import { DUPLICATE_POLICY_LABELS, type Import } from '@gabinete/shared';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { startImport } from '../api/imports.api.ts';
import { WizardActions } from './wizard-actions.tsx';

interface ImportStartStepProps {
  imp: Import;
  tagNames: string[];
  onBack: () => void;
  onStarted: (imp: Import) => void;
}

export function ImportStartStep({ imp, tagNames, onBack, onStarted }: ImportStartStepProps) {
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => startImport(imp._id),
    onSuccess: onStarted,
    onError: (e) => setError(errorMessage(e)),
  });
  const mapped = Object.keys(imp.mapping).length;

  return (
    <Stack gap="md">
      <FormError message={error} />
      <Text fw={600}>Tudo pronto para importar {imp.fileName}</Text>
      <List size="sm" spacing={6}>
        <List.Item>
          {formatNumber(imp.totalRows)} linhas, {mapped} colunas associadas a campos.
        </List.Item>
        <List.Item>Já cadastrados: {DUPLICATE_POLICY_LABELS[imp.duplicatePolicy].toLowerCase()}.</List.Item>
        <List.Item>
          {tagNames.length ? `Tags em todos: ${tagNames.join(', ')}.` : 'Nenhuma tag adicional.'}
        </List.Item>
        <List.Item>
          Linhas com erro são puladas e ficam no relatório de erros, para corrigir e importar depois.
        </List.Item>
      </List>
      <Text size="sm" c="dimmed">
        A importação roda em segundo plano: você pode sair desta página e acompanhar pelo histórico de
        importação.
      </Text>
      <WizardActions
        backLabel="Voltar à prévia"
        onBack={onBack}
        nextLabel="Iniciar importação"
        nextIcon={<IconPlayerPlay size={16} />}
        onNext={() => mutation.mutate()}
        loading={mutation.isPending}
      />
    </Stack>
  );
}
