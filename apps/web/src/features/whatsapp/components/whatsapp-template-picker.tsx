// The campaign wizard's WhatsApp step: pick one of the office's approved Cloud API templates and see its
// body as a citizen reads it (each {{n}} filled from its merge field with an example citizen).
import { Card, Select, Stack, Text } from '@mantine/core';
import {
  fillTemplateBody,
  templateParamValues,
  type MessageFieldSource,
  type WhatsappTemplate,
} from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import { templatesQuery } from '../api/whatsapp.api.ts';

interface Props {
  value: WhatsappTemplate | null;
  onChange: (template: WhatsappTemplate | null) => void;
  /** The example citizen and the office (the preview's field values). */
  source: MessageFieldSource;
  /** Only the preview (the message step, once the template was chosen). */
  readOnly?: boolean;
}

export function templatePreview(template: WhatsappTemplate, source: MessageFieldSource): string {
  const values = templateParamValues(template.params, source).map((v) => v.trim() || '-');
  return fillTemplateBody(template.body, values);
}

export function WhatsappTemplatePicker({ value, onChange, source, readOnly }: Props) {
  const query = useQuery(templatesQuery());
  const usable = (query.data?.templates ?? []).filter((t) => t.usable);
  return (
    <Stack gap="xs">
      <Select
        label="Modelo de mensagem aprovado pela Meta"
        description="O texto é o do modelo: a Meta não aceita outro em envio em massa."
        placeholder={
          query.isPending ? 'Carregando…' : usable.length ? 'Escolha o modelo' : 'Nenhum modelo aprovado'
        }
        data={usable.map((t) => ({ value: t._id, label: `${t.name} (${t.language})` }))}
        value={value?._id ?? null}
        onChange={(id) => onChange(usable.find((t) => t._id === id) ?? null)}
        searchable
        readOnly={readOnly}
      />
      {value && (
        <Card withBorder bg="green.0" p="sm" data-testid="whatsapp-template-preview">
          <Text size="xs" c="dimmed" mb={4}>
            Prévia com os parâmetros preenchidos
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {templatePreview(value, source)}
          </Text>
        </Card>
      )}
    </Stack>
  );
}
