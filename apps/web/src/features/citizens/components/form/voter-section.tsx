// Título eleitoral: número (validated by its check digits), zona and seção.
import { SimpleGrid, TextInput } from '@mantine/core';
import type { ZodForm } from '../../../../lib/use-zod-form.ts';
import { formatVoterTitleInput, type CitizenFormValues } from '../../lib/citizen-form.logic.ts';
import { FormSection } from './form-section.tsx';

const digits = (value: string) => value.replace(/\D/g, '').slice(0, 4);

export function VoterSection({
  form,
  onDocumentBlur,
}: {
  form: ZodForm<CitizenFormValues>;
  onDocumentBlur: () => void;
}) {
  return (
    <FormSection title="Título eleitoral">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label="Título de eleitor"
          placeholder="0000 0000 0000"
          inputMode="numeric"
          autoComplete="off"
          value={form.values.voterTitle}
          error={form.errors.voterTitle}
          onChange={(event) => form.setValue('voterTitle', formatVoterTitleInput(event.currentTarget.value))}
          onBlur={onDocumentBlur}
        />
        <TextInput
          label="Zona"
          inputMode="numeric"
          value={form.values.voterZone}
          error={form.errors.voterZone}
          onChange={(event) => form.setValue('voterZone', digits(event.currentTarget.value))}
        />
        <TextInput
          label="Seção"
          inputMode="numeric"
          value={form.values.voterSection}
          error={form.errors.voterSection}
          onChange={(event) => form.setValue('voterSection', digits(event.currentTarget.value))}
        />
      </SimpleGrid>
    </FormSection>
  );
}
