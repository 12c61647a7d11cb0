// Step 2: a row per spreadsheet column (samples + field), the duplicate policy, tags and 'Lembrar'.
import { Checkbox, Radio, Select, Stack, Table, Text, Title } from '@mantine/core';
import {
  DUPLICATE_POLICIES,
  DUPLICATE_POLICY_LABELS,
  ImportMappingInputSchema,
  type Import,
  type ImportField,
  type ImportPreviewSchema,
} from '@gabinete/shared';
import type { z } from 'zod';
import { IconArrowRight } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { TagSelect } from '../../tags/components/tag-select.tsx';
import { saveImportMapping } from '../api/imports.api.ts';
import {
  FIELD_OPTIONS,
  initialMapping,
  repeatedFieldErrors,
  toApiMapping,
  type ColumnMapping,
} from '../import-mapping.ts';
import { WizardActions } from './wizard-actions.tsx';

interface ImportMappingStepProps {
  imp: Import;
  samples: Record<string, string[]> | undefined;
  onSaved: (preview: ImportPreview) => void;
  onBack: () => void;
}

type Policy = (typeof DUPLICATE_POLICIES)[number];
type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export function ImportMappingStep({ imp, samples, onSaved, onBack }: ImportMappingStepProps) {
  const [mapping, setMapping] = useState<ColumnMapping>(() => initialMapping(imp.columns, imp.mapping));
  const [policy, setPolicy] = useState<Policy>(imp.duplicatePolicy);
  const [tagIds, setTagIds] = useState<string[]>(imp.tagIds);
  const [remember, setRemember] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const repeated = repeatedFieldErrors(mapping);

  const mutation = useMutation({
    mutationFn: (input: Parameters<typeof saveImportMapping>[1]) => saveImportMapping(imp._id, input),
    onSuccess: onSaved,
    onError: (e) => setError(errorMessage(e)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(repeated).length > 0) return setError('Cada campo só pode vir de uma coluna.');
    const parsed = ImportMappingInputSchema.safeParse({
      mapping: toApiMapping(mapping),
      duplicatePolicy: policy,
      tagIds,
      saveMapping: remember,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Confira o mapeamento.');
    setError(null);
    mutation.mutate(parsed.data);
  };

  const mapped = Object.values(mapping).filter(Boolean).length;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError message={error} />
        <Stack gap="xs">
          <Title order={3} fz="md">
            Colunas da planilha
          </Title>
          <Text size="sm" c="dimmed">
            {imp.fileName}: {imp.columns.length} colunas, {mapped} associadas a campos. Colunas sem campo não
            são importadas.
          </Text>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" aria-label="Mapeamento das colunas">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Coluna</Table.Th>
                  <Table.Th>Exemplos</Table.Th>
                  <Table.Th w={280}>Campo do eleitor</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {imp.columns.map((column) => (
                  <Table.Tr key={column}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {column}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed" lineClamp={2} maw={320}>
                        {samples === undefined ? '…' : samples[column]?.join(' · ') || '(vazia)'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`Campo da coluna ${column}`}
                        placeholder="Não importar"
                        data={FIELD_OPTIONS}
                        value={mapping[column] ?? null}
                        onChange={(value) => {
                          setMapping((prev) => ({ ...prev, [column]: value as ImportField | null }));
                          setError(null);
                        }}
                        clearable
                        searchable
                        nothingFoundMessage="Nenhum campo encontrado"
                        error={repeated[column]}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
        <Radio.Group
          label="Quando a linha for de um eleitor já cadastrado (mesmo CPF, título ou telefone)"
          value={policy}
          onChange={(value) => setPolicy(value as Policy)}
        >
          <Stack gap="xs" mt="xs">
            {DUPLICATE_POLICIES.map((p) => (
              <Radio key={p} value={p} label={DUPLICATE_POLICY_LABELS[p]} />
            ))}
          </Stack>
        </Radio.Group>
        <TagSelect
          label="Tags para todos os eleitores desta planilha"
          description="Opcional: por exemplo, o nome do evento ou da lista de origem."
          value={tagIds}
          onChange={setTagIds}
          maxValues={20}
        />
        <Checkbox
          label="Lembrar este mapeamento para as próximas planilhas com as mesmas colunas"
          checked={remember}
          onChange={(event) => setRemember(event.currentTarget.checked)}
        />
        <WizardActions
          backLabel="Outro arquivo"
          onBack={onBack}
          nextLabel="Conferir linhas"
          nextIcon={<IconArrowRight size={16} />}
          loading={mutation.isPending}
        />
      </Stack>
    </form>
  );
}
