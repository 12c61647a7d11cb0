// The instituição form: nome, CNPJ (checked as typed), tipo, endereço with the CEP lookup, contatos, notes —
// validated with the shared zod schema, as the server does.
import { Alert, Button, Grid, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  formatCep,
  formatCnpj,
  formatCnpjInput,
  formatPhone,
  INSTITUTION_KINDS,
  INSTITUTION_KIND_LABELS,
  InstitutionInputSchema,
  UpdateInstitutionInputSchema,
  type Institution,
  type InstitutionKind,
} from '@gabinete/shared';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { lookupCep } from '../../citizens/api/geo.api.ts';
import { FormSection } from '../../citizens/components/form/form-section.tsx';
import {
  MunicipalitySelect,
  type MunicipalityValue,
} from '../../citizens/components/municipality-select.tsx';
import { createInstitution, updateInstitution } from '../api/institutions.api.ts';

type Values = {
  name: string;
  cnpj: string;
  kind: InstitutionKind;
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: MunicipalityValue | null;
  phones: string;
  emails: string;
  website: string;
  contactName: string;
  notes: string;
};

export const institutionToValues = (i?: Institution): Values => ({
  name: i?.name ?? '',
  cnpj: i?.cnpj ? formatCnpj(i.cnpj) : '',
  kind: i?.kind ?? 'prefeitura',
  cep: i?.cep ? formatCep(i.cep) : '',
  street: i?.street ?? '',
  number: i?.number ?? '',
  complement: i?.complement ?? '',
  neighborhood: i?.neighborhood ?? '',
  city: i?.cityIbge && i.city && i.uf ? { ibge: i.cityIbge, name: i.city, uf: i.uf } : null,
  phones: (i?.phones ?? []).map(formatPhone).join(', '),
  emails: (i?.emails ?? []).join(', '),
  website: i?.website ?? '',
  contactName: i?.contactName ?? '',
  notes: i?.notes ?? '',
});

/** '13025000' → '13025-000' as it is typed. */
const cepInput = (v: string) => {
  const d = v.replace(/\D/g, '').slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
};

const list = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

interface Props {
  institution?: Institution;
  onSaved: (i: Institution) => void;
  onCancel: () => void;
}

export function InstitutionForm({ institution, onSaved, onCancel }: Props) {
  const form = useZodForm<Values>(institutionToValues(institution));
  const { values, errors, setValue } = form;
  const [saving, setSaving] = useState(false);
  const [cepError, setCepError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);

  async function findCep() {
    setLooking(true);
    setCepError(null);
    try {
      const a = await lookupCep(values.cep.replace(/\D/g, ''));
      if (a.street) setValue('street', a.street);
      if (a.neighborhood) setValue('neighborhood', a.neighborhood);
      if (a.cityIbge && a.city && a.uf) setValue('city', { ibge: a.cityIbge, name: a.city, uf: a.uf });
    } catch (error) {
      setCepError(errorMessage(error));
    } finally {
      setLooking(false);
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = {
      name: values.name,
      cnpj: values.cnpj,
      kind: values.kind,
      cep: values.cep,
      street: values.street,
      number: values.number,
      complement: values.complement,
      neighborhood: values.neighborhood,
      cityIbge: values.city?.ibge ?? null,
      phones: list(values.phones),
      emails: list(values.emails),
      website: values.website,
      contactName: values.contactName,
      notes: values.notes,
    };
    const ok = institution
      ? form.validate(UpdateInstitutionInputSchema, { ...input, version: institution.version })
      : form.validate(InstitutionInputSchema, input);
    if (!ok) return;
    setSaving(true);
    try {
      const saved = institution
        ? await updateInstitution(institution._id, { ...input, version: institution.version })
        : await createInstitution(input);
      form.reset(values);
      onSaved(saved);
    } catch (error) {
      form.applyApiError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <UnsavedChangesGuard when={form.isDirty && !saving} />
      <Stack gap="lg">
        {form.formError && <Alert color="red">{form.formError}</Alert>}
        <FormSection title="Identificação">
          <Grid>
            <Grid.Col span={12}>
              <TextInput label="Nome" required {...form.text('name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="CNPJ"
                placeholder="00.000.000/0000-00"
                value={values.cnpj}
                onChange={(e) => setValue('cnpj', formatCnpjInput(e.currentTarget.value))}
                error={errors.cnpj}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label="Tipo"
                required
                data={INSTITUTION_KINDS.map((k) => ({ value: k, label: INSTITUTION_KIND_LABELS[k] }))}
                {...form.select('kind')}
                allowDeselect={false}
              />
            </Grid.Col>
          </Grid>
        </FormSection>
        <FormSection title="Endereço">
          <Grid>
            <Grid.Col span={{ base: 8, sm: 4 }}>
              <TextInput
                label="CEP"
                value={values.cep}
                onChange={(e) => setValue('cep', cepInput(e.currentTarget.value))}
                error={errors.cep ?? cepError}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 4, sm: 2 }} style={{ alignSelf: 'flex-end' }}>
              <Button
                variant="default"
                onClick={() => void findCep()}
                loading={looking}
                disabled={values.cep.replace(/\D/g, '').length !== 8}
              >
                Buscar
              </Button>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <MunicipalitySelect
                label="Município"
                value={values.city}
                onChange={(c) => setValue('city', c)}
                error={errors.cityIbge}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Logradouro" {...form.text('street')} />
            </Grid.Col>
            <Grid.Col span={{ base: 4, sm: 2 }}>
              <TextInput label="Número" {...form.text('number')} />
            </Grid.Col>
            <Grid.Col span={{ base: 8, sm: 4 }}>
              <TextInput label="Bairro" {...form.text('neighborhood')} />
            </Grid.Col>
          </Grid>
        </FormSection>
        <FormSection title="Contatos">
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Responsável na instituição" {...form.text('contactName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Telefones" description="Separe com vírgula" {...form.text('phones')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="E-mails" description="Separe com vírgula" {...form.text('emails')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Site" {...form.text('website')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea label="Observações" autosize minRows={2} {...form.text('notes')} />
            </Grid.Col>
          </Grid>
        </FormSection>
        <FormActions onCancel={onCancel} saving={saving} dirty={institution ? form.isDirty : undefined} />
      </Stack>
    </form>
  );
}
