// Step 3: the first rows read with the chosen mapping, errors and duplicates shown before anything is written.
import { Alert, Group, Stack, Text } from '@mantine/core';
import { DUPLICATE_POLICY_LABELS, type ImportPreviewSchema } from '@gabinete/shared';
import { IconAlertTriangle, IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import type { z } from 'zod';
import { formatNumber } from '../../../lib/format.ts';
import { toApiMapping, initialMapping } from '../import-mapping.ts';
import { ImportPreviewTable } from './import-preview-table.tsx';
import { WizardActions } from './wizard-actions.tsx';

type Preview = z.infer<typeof ImportPreviewSchema>;

interface ImportPreviewStepProps {
  preview: Preview;
  onBack: () => void;
  onNext: () => void;
}

export function ImportPreviewStep({ preview, onBack, onNext }: ImportPreviewStepProps) {
  const { import: imp, rows } = preview;
  const mapping = toApiMapping(initialMapping(imp.columns, imp.mapping));
  const withErrors = rows.filter((r) => r.errors.length > 0).length;
  const duplicates = rows.filter((r) => r.duplicateOf).length;

  return (
    <Stack gap="md">
      <Group gap="md">
        <Text size="sm">
          {rows.length >= imp.totalRows
            ? `Prévia das ${formatNumber(rows.length)} linhas da planilha.`
            : `Prévia das primeiras ${formatNumber(rows.length)} de ${formatNumber(imp.totalRows)} linhas.`}
        </Text>
      </Group>
      {withErrors > 0 ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {withErrors === 1
            ? '1 linha da prévia tem erro: ela não será importada e vai para o relatório de erros.'
            : `${formatNumber(withErrors)} linhas da prévia têm erro: elas não serão importadas e vão para o relatório de erros.`}{' '}
          Corrija o mapeamento ou a planilha, ou siga assim.
        </Alert>
      ) : (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
          Nenhum erro nas linhas da prévia.
        </Alert>
      )}
      {duplicates > 0 && (
        <Text size="sm" c="dimmed">
          {duplicates === 1 ? '1 linha corresponde' : `${formatNumber(duplicates)} linhas correspondem`} a
          eleitores já cadastrados; regra escolhida:{' '}
          {DUPLICATE_POLICY_LABELS[imp.duplicatePolicy].toLowerCase()}.
        </Text>
      )}
      <ImportPreviewTable rows={rows} mapping={mapping} />
      <WizardActions
        backLabel="Ajustar colunas"
        onBack={onBack}
        nextLabel="Continuar"
        nextIcon={<IconArrowRight size={16} />}
        onNext={onNext}
      />
    </Stack>
  );
}
