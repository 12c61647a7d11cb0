// The import's live progress: bar, 'x de y linhas', counts, the resume/rollback note and 'Cancelar'.
import { Alert, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { Import } from '@gabinete/shared';
import { IconAlertTriangle, IconInfoCircle, IconPlayerStop } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/format.ts';
import { isImportActive } from '../api/imports.api.ts';
import { importPercent, importProgressLabel } from '../import-progress.ts';
import { ImportCounts } from './import-counts.tsx';

interface ImportProgressCardProps {
  imp: Import;
  canCancel: boolean;
  onCancel: () => void;
}

const PROGRESS_COLOR: Record<Import['status'], string> = {
  uploaded: 'gray',
  queued: 'gray',
  running: 'blue',
  completed: 'green',
  failed: 'red',
  cancelled: 'orange',
};

export function ImportProgressCard({ imp, canCancel, onCancel }: ImportProgressCardProps) {
  const active = isImportActive(imp);
  const percent = importPercent(imp);
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Text size="sm" aria-live="polite">
            {imp.status === 'queued' ? 'Na fila, começa em instantes…' : importProgressLabel(imp)} · {percent}
            %
          </Text>
          {active && canCancel && (
            <Button
              color="red"
              variant="light"
              size="compact-sm"
              leftSection={<IconPlayerStop size={14} />}
              onClick={onCancel}
            >
              Cancelar
            </Button>
          )}
        </Group>
        <Progress
          value={percent}
          size="xl"
          radius="md"
          color={PROGRESS_COLOR[imp.status]}
          striped={active}
          animated={imp.status === 'running'}
          aria-label={`Progresso da importação: ${percent}%`}
        />
        <ImportCounts imp={imp} />
        {imp.error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title="A importação falhou"
          >
            {imp.error}
          </Alert>
        )}
        {imp.note && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            {imp.note}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          Enviada {formatDateTime(imp.createdAt)}
          {imp.user ? ` por ${imp.user.name}` : ''}
          {imp.startedAt ? ` · iniciada ${formatDateTime(imp.startedAt)}` : ''}
          {imp.finishedAt ? ` · terminada ${formatDateTime(imp.finishedAt)}` : ''}
          {imp.encoding
            ? ` · codificação ${imp.encoding === 'latin1' ? 'Latin-1 (Excel)' : imp.encoding.toUpperCase()}`
            : ''}
          {imp.sheet ? ` · aba “${imp.sheet}”` : ''}
        </Text>
      </Stack>
    </Card>
  );
}
