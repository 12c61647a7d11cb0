// Relacionamento (tags, liderança, origem do cadastro) and Observações.
import { Select, SimpleGrid, Textarea } from '@mantine/core';
import { CITIZEN_ORIGINS, CITIZEN_ORIGIN_LABELS } from '@gabinete/shared';
import type { ZodForm } from '../../../../lib/use-zod-form.ts';
import { TagSelect } from '../../../tags/components/tag-select.tsx';
import type { CitizenFormValues } from '../../lib/citizen-form.logic.ts';
import { CitizenPicker } from '../citizen-picker.tsx';
import { FormSection } from './form-section.tsx';

const ORIGIN_OPTIONS = CITIZEN_ORIGINS.map((value) => ({ value, label: CITIZEN_ORIGIN_LABELS[value] }));

export function RelationshipSection({
  form,
  citizenId,
}: {
  form: ZodForm<CitizenFormValues>;
  citizenId?: string;
}) {
  return (
    <FormSection title="Relacionamento">
      <TagSelect
        label="Tags"
        value={form.values.tagIds}
        onChange={(ids) => form.setValue('tagIds', ids)}
        error={form.errors.tagIds}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CitizenPicker
          label="Liderança"
          description="Quem trouxe esta pessoa até o gabinete"
          value={form.values.leader}
          excludeId={citizenId}
          error={form.errors.leaderId}
          onChange={(leader) => form.setValue('leader', leader)}
        />
        <Select
          label="Origem do cadastro"
          description="Por onde a pessoa chegou"
          data={ORIGIN_OPTIONS}
          clearable
          {...form.select('origin')}
        />
      </SimpleGrid>
    </FormSection>
  );
}

export function NotesSection({ form }: { form: ZodForm<CitizenFormValues> }) {
  return (
    <FormSection title="Observações">
      <Textarea
        aria-label="Observações"
        autosize
        minRows={3}
        maxRows={10}
        maxLength={5000}
        placeholder="O que a equipe precisa saber sobre esta pessoa"
        value={form.values.notes}
        error={form.errors.notes}
        onChange={(event) => form.setValue('notes', event.currentTarget.value)}
      />
    </FormSection>
  );
}
