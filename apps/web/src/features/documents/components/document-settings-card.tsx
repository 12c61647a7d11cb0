// Configurações de documentos: the issuer siglas of the identificação ('OFÍCIO Nº 12/2026/GAB-…'), the city of
// the local e data line, the signature block and, per kind, the days until a reply is due (empty: no reminder).
import { Card, Fieldset, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  DocumentSettingsInputSchema,
  type DocumentKind,
  type DocumentSettings,
} from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { documentsKeys, updateDocumentSettings } from '../api/documents.api.ts';

const valuesOf = (s: DocumentSettings) => ({
  issuer: s.issuer,
  city: s.city,
  signerName: s.signerName,
  signerCargo: s.signerCargo,
  replyDays: { ...s.replyDays } as Record<DocumentKind, number | null>,
});

export function DocumentSettingsCard({
  settings,
  readOnly,
}: {
  settings: DocumentSettings;
  readOnly: boolean;
}) {
  const queryClient = useQueryClient();
  const form = useZodForm(valuesOf(settings));
  const { reset } = form;
  useEffect(() => reset(valuesOf(settings)), [settings, reset]);
  const save = useMutation({
    mutationFn: updateDocumentSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(documentsKeys.settings, saved);
      notifySuccess('Configurações de documentos salvas');
    },
    onError: form.applyApiError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(DocumentSettingsInputSchema);
    if (input) save.mutate(input);
  };
  const v = form.values;
  return (
    <Card withBorder radius="md" padding="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Text fw={600}>Configurações</Text>
            <Text size="sm" c="dimmed">
              Usadas na identificação, no local e data e na assinatura de todos os documentos emitidos.
            </Text>
          </div>
          <FormError message={form.formError} />
          <Fieldset variant="unstyled" disabled={readOnly}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Sigla do emissor"
                  description="Vai depois do número: OFÍCIO Nº 12/2026/GAB-…"
                  maxLength={80}
                  {...form.text('issuer')}
                />
                <TextInput label="Cidade (local e data)" maxLength={120} {...form.text('city')} />
                <TextInput label="Quem assina" maxLength={160} {...form.text('signerName')} />
                <TextInput label="Cargo de quem assina" maxLength={160} {...form.text('signerCargo')} />
              </SimpleGrid>
              <div>
                <Text size="sm" fw={500}>
                  Prazo para a resposta (dias)
                </Text>
                <Text size="xs" c="dimmed" mb="xs">
                  Em branco: sem lembrete. Passado o prazo sem resposta, o autor é avisado.
                </Text>
                <Group gap="sm">
                  {DOCUMENT_KINDS.map((kind) => (
                    <NumberInput
                      key={kind}
                      label={DOCUMENT_KIND_LABELS[kind]}
                      w={150}
                      min={1}
                      max={365}
                      allowDecimal={false}
                      value={v.replyDays[kind] ?? ''}
                      onChange={(n) =>
                        form.setValue('replyDays', {
                          ...v.replyDays,
                          [kind]: typeof n === 'number' ? n : null,
                        })
                      }
                      error={form.errors[`replyDays.${kind}`]}
                    />
                  ))}
                </Group>
              </div>
            </Stack>
          </Fieldset>
          {!readOnly && <FormActions onCancel={() => reset()} saving={save.isPending} dirty={form.isDirty} />}
        </Stack>
      </form>
    </Card>
  );
}
