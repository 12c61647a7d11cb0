// Identificação: nome (the only required field), nome social, apelido, CPF, RG, nascimento, gênero, profissão.
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { formatCpfInput, GENDERS, GENDER_LABELS } from '@gabinete/shared';
import type { ZodForm } from '../../../../lib/use-zod-form.ts';
import { formatDateInput, type CitizenFormValues } from '../../lib/citizen-form.logic.ts';
import { FormSection } from './form-section.tsx';

const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

interface Props {
  form: ZodForm<CitizenFormValues>;
  autoFocusName: boolean;
  onDocumentBlur: () => void;
}

export function IdentificationSection({ form, autoFocusName, onDocumentBlur }: Props) {
  return (
    <FormSection title="Identificação" hint="Só o nome é obrigatório. Enter salva o cadastro.">
      <TextInput
        label="Nome completo"
        required
        autoFocus={autoFocusName}
        autoComplete="off"
        maxLength={160}
        {...form.text('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Nome social"
          description="Como a pessoa prefere ser chamada"
          maxLength={160}
          {...form.text('socialName')}
        />
        <TextInput
          label="Apelido"
          description="Como é conhecida no bairro"
          maxLength={80}
          {...form.text('nickname')}
        />
        <TextInput
          label="CPF"
          placeholder="000.000.000-00"
          inputMode="numeric"
          autoComplete="off"
          value={form.values.cpf}
          error={form.errors.cpf}
          onChange={(event) => form.setValue('cpf', formatCpfInput(event.currentTarget.value))}
          onBlur={onDocumentBlur}
        />
        <TextInput label="RG" maxLength={20} {...form.text('rg')} />
        <TextInput
          label="Data de nascimento"
          placeholder="dd/mm/aaaa"
          inputMode="numeric"
          autoComplete="off"
          value={form.values.birthDate}
          error={form.errors.birthDate}
          onChange={(event) => form.setValue('birthDate', formatDateInput(event.currentTarget.value))}
        />
        <Select label="Gênero" data={GENDER_OPTIONS} clearable {...form.select('gender')} />
        <TextInput label="Profissão" maxLength={80} {...form.text('profession')} />
      </SimpleGrid>
    </FormSection>
  );
}
