// Step 1: drop or pick a .csv/.xlsx; checked here first, then uploaded (the server reads the header).
import { Button, FileButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type Import } from '@gabinete/shared';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type DragEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatFileSize } from '../../../lib/file-size.ts';
import { formatNumber } from '../../../lib/format.ts';
import { uploadImport } from '../api/imports.api.ts';
import { ACCEPT_ATTRIBUTE, checkImportFile } from '../import-file-check.ts';

export function ImportUploadStep({ onUploaded }: { onUploaded: (imp: Import) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const mutation = useMutation({
    mutationFn: uploadImport,
    onSuccess: onUploaded,
    onError: (e) => setError(errorMessage(e)),
  });

  const choose = (file: File | null | undefined) => {
    if (!file) return;
    const problem = checkImportFile(file);
    setError(problem);
    if (!problem) mutation.mutate(file);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 1) return setError('Envie uma planilha por vez.');
    choose(event.dataTransfer.files[0]);
  };

  return (
    <Stack gap="md">
      <FormError message={error} />
      <Paper
        withBorder
        radius="md"
        p="xl"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        bg={dragging ? 'var(--mantine-primary-color-light)' : 'var(--gab-surface-muted)'}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'var(--mantine-color-blue-5)' : undefined,
        }}
        aria-label="Área para soltar a planilha"
      >
        <Stack align="center" gap="sm" py="lg">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconFileSpreadsheet size={30} />
          </ThemeIcon>
          <Text fw={600} ta="center">
            {mutation.isPending
              ? `Enviando ${mutation.variables?.name ?? 'a planilha'}…`
              : 'Arraste a planilha para cá'}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            CSV ou XLSX, até {formatFileSize(IMPORT_MAX_BYTES)} e {formatNumber(IMPORT_MAX_ROWS)} linhas. A
            primeira linha deve ter os nomes das colunas.
          </Text>
          <Group>
            <FileButton onChange={choose} accept={ACCEPT_ATTRIBUTE}>
              {(props) => (
                <Button {...props} leftSection={<IconUpload size={18} />} loading={mutation.isPending}>
                  Escolher arquivo
                </Button>
              )}
            </FileButton>
          </Group>
        </Stack>
      </Paper>
      <Text size="xs" c="dimmed">
        Planilhas exportadas do Excel em Latin-1 (acentos “estranhos”) são reconhecidas automaticamente. No
        XLSX, é importada a primeira aba com dados; fórmulas entram pelo valor calculado.
      </Text>
    </Stack>
  );
}
