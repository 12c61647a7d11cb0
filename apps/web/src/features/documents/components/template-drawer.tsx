// 'Novo modelo' / 'Editar modelo': tipo, nome, assunto and the body with {{campos}} of the list beside it; the
// kind's default is what 'Novo documento' and 'Gerar ofício' start from. Read-only for who may not change it.
import { Accordion, Code, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  DocumentTemplateInputSchema,
  type DocumentKind,
  type DocumentTemplate,
} from '@gabinete/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormDrawer } from '../../../components/form-drawer.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { createTemplate, documentsKeys, updateTemplate } from '../api/documents.api.ts';
import { BodyEditor } from './body-editor.tsx';

const KIND_OPTIONS = DOCUMENT_KINDS.map((value) => ({ value, label: DOCUMENT_KIND_LABELS[value] }));

const valuesOf = (t: DocumentTemplate | null, kind: DocumentKind) => ({
  kind: t?.kind ?? kind,
  name: t?.name ?? '',
  subject: t?.subject ?? '',
  bodyHtml: t?.bodyHtml ?? '',
  isDefault: t?.isDefault ?? false,
});

interface Props {
  opened: boolean;
  template: DocumentTemplate | null;
  /** The kind a new template starts with. */
  kind: DocumentKind;
  fields: { name: string; description: string }[];
  readOnly: boolean;
  onClose: () => void;
}

export function TemplateDrawer({ opened, template, kind, fields, readOnly, onClose }: Props) {
  const queryClient = useQueryClient();
  const form = useZodForm(valuesOf(template, kind));
  const { reset } = form;
  useEffect(() => {
    if (opened) reset(valuesOf(template, kind));
  }, [opened, template, kind, reset]);
  const v = form.values;
  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={template ? (readOnly ? template.name : 'Editar modelo') : 'Novo modelo'}
      readOnly={readOnly}
      formError={form.formError}
      validate={() => form.validate(DocumentTemplateInputSchema, v)}
      save={(input) => (template ? updateTemplate(template._id, input) : createTemplate(input))}
      onSaved={(saved) => {
        void queryClient.invalidateQueries({ queryKey: documentsKeys.templates });
        notifySuccess(`Modelo ${saved.name} salvo`);
        onClose();
      }}
      onError={form.applyApiError}
      dirty={template ? form.isDirty : undefined}
      submitLabel={template ? 'Salvar' : 'Criar modelo'}
    >
      <Select
        label="Tipo de documento"
        required
        data={KIND_OPTIONS}
        {...form.select('kind')}
        allowDeselect={false}
      />
      <TextInput label="Nome do modelo" required maxLength={120} {...form.text('name')} />
      <TextInput
        label="Assunto"
        placeholder="Ex.: {{demanda.titulo}}"
        maxLength={300}
        {...form.text('subject')}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Texto
        </Text>
        <BodyEditor
          value={v.bodyHtml}
          onChange={(html) => form.setValue('bodyHtml', html)}
          editable={!readOnly}
        />
        {form.errors.bodyHtml && (
          <Text size="xs" c="red">
            {form.errors.bodyHtml}
          </Text>
        )}
      </Stack>
      <Switch
        label="Modelo padrão do tipo (usado em 'Novo documento' e 'Gerar ofício')"
        {...form.checkbox('isDefault')}
      />
      <Accordion variant="contained">
        <Accordion.Item value="campos">
          <Accordion.Control>Campos que o modelo pode usar</Accordion.Control>
          <Accordion.Panel>
            <Stack gap={6}>
              {fields.map((f) => (
                <Text key={f.name} size="sm">
                  <Code>{f.name}</Code> {f.description}
                </Text>
              ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </FormDrawer>
  );
}
