// The emenda form: identificação, destino, valores (centavos typed as 'R$ 1.234,56'), processo e prazos,
// responsável and the citizens who asked — validated with the shared zod schema, as the server does.
import {
  Alert,
  Badge,
  CloseButton,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  AMENDMENT_KINDS,
  AMENDMENT_KIND_LABELS,
  AMENDMENT_MODALITIES,
  AMENDMENT_MODALITY_LABELS,
  AMENDMENT_MONEY_FIELDS,
  AMENDMENT_MONEY_LABELS,
  AMENDMENT_SPHERES,
  AMENDMENT_SPHERE_LABELS,
  AMENDMENT_STATUSES,
  AMENDMENT_STATUS_LABELS,
  AmendmentInputSchema,
  UpdateAmendmentInputSchema,
  type Amendment,
} from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateField } from '../../../components/date-field.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { areasQuery } from '../../areas/api/areas.api.ts';
import { CitizenPicker } from '../../citizens/components/citizen-picker.tsx';
import { FormSection } from '../../citizens/components/form/form-section.tsx';
import { MunicipalitySelect } from '../../citizens/components/municipality-select.tsx';
import { ResponsibleSelect } from '../../demands/components/responsible-select.tsx';
import { InstitutionSelect } from '../../institutions/components/institution-select.tsx';
import { createAmendment, updateAmendment } from '../api/amendments.api.ts';
import { valuesToInput, type AmendmentFormValues } from '../lib/amendment-form.logic.ts';
import { MoneyInput } from './money-input.tsx';

interface AmendmentFormProps {
  initial: AmendmentFormValues;
  /** Editing: the record read (its version travels with the save). */
  amendment?: Amendment;
  onSaved: (a: Amendment) => void;
  onCancel: () => void;
}

const day = (v: unknown) => (v ? String(v).slice(0, 10) : null);

export function AmendmentForm({ initial, amendment, onSaved, onCancel }: AmendmentFormProps) {
  const form = useZodForm<AmendmentFormValues>(initial);
  const { values, errors, setValue } = form;
  const [saving, setSaving] = useState(false);
  const areas = useQuery(areasQuery(false));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = valuesToInput(values);
    const parsed = amendment
      ? form.validate(UpdateAmendmentInputSchema, { ...input, version: amendment.version })
      : form.validate(AmendmentInputSchema, { ...input, status: values.status });
    if (!parsed) return;
    setSaving(true);
    try {
      const saved = amendment
        ? await updateAmendment(amendment._id, { ...input, version: amendment.version })
        : await createAmendment({ ...input, kind: input.kind!, status: values.status });
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
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                label="Esfera"
                required
                data={AMENDMENT_SPHERES.map((s) => ({ value: s, label: AMENDMENT_SPHERE_LABELS[s] }))}
                {...form.select('sphere')}
                allowDeselect={false}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <NumberInput
                label="Ano"
                required
                value={values.year}
                onChange={(v) => setValue('year', Number(v))}
                error={errors.year}
                min={2000}
                max={2100}
                hideControls
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <TextInput label="Número" placeholder="0006" {...form.text('number')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label="Tipo"
                required
                data={AMENDMENT_KINDS.map((k) => ({ value: k, label: AMENDMENT_KIND_LABELS[k] }))}
                {...form.select('kind')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Código (Portal)"
                description="12 dígitos nas emendas federais"
                {...form.text('code')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label="Autor"
                required
                placeholder="Dep. Federal Fulano de Tal"
                {...form.text('author')}
              />
            </Grid.Col>
          </Grid>
        </FormSection>
        <FormSection title="Destino">
          <Grid>
            <Grid.Col span={12}>
              <Textarea label="Objeto" autosize minRows={2} {...form.text('object')} />
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
              <InstitutionSelect
                label="Beneficiário"
                value={values.institution}
                onChange={(i) => setValue('institution', i)}
                error={errors.institutionId}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                label="Área"
                data={(areas.data ?? []).map((a) => ({ value: a._id, label: a.name }))}
                clearable
                {...form.select('areaId')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                label="Modalidade"
                data={AMENDMENT_MODALITIES.map((m) => ({ value: m, label: AMENDMENT_MODALITY_LABELS[m] }))}
                clearable
                {...form.select('modality')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Órgão / ministério" {...form.text('agency')} />
            </Grid.Col>
          </Grid>
        </FormSection>
        <FormSection title="Valores">
          <Grid>
            {AMENDMENT_MONEY_FIELDS.map((f) => (
              <Grid.Col key={f} span={{ base: 12, xs: 6, sm: 3 }}>
                <MoneyInput
                  label={AMENDMENT_MONEY_LABELS[f].replace(/^./, (c) => c.toUpperCase())}
                  value={values[f]}
                  onChange={(v) => setValue(f, v)}
                  error={errors[f]}
                />
              </Grid.Col>
            ))}
          </Grid>
        </FormSection>
        <FormSection title="Processo e prazos">
          <Grid>
            {!amendment && (
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Select
                  label="Situação"
                  data={AMENDMENT_STATUSES.map((s) => ({ value: s, label: AMENDMENT_STATUS_LABELS[s] }))}
                  {...form.select('status')}
                  allowDeselect={false}
                />
              </Grid.Col>
            )}
            <Grid.Col span={{ base: 12, sm: amendment ? 6 : 4 }}>
              <TextInput
                label="Situação na origem"
                description="Como aparece no Transferegov / SIOP"
                {...form.text('sourceStatus')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: amendment ? 6 : 4 }}>
              <ResponsibleSelect {...form.select('responsibleId')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Nº do empenho" {...form.text('commitmentNumber')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Nº do convênio / instrumento" {...form.text('agreementNumber')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Nº SEI" {...form.text('seiNumber')} />
            </Grid.Col>
            {(
              [
                ['indicationDeadline', 'Prazo de indicação'],
                ['workPlanDeadline', 'Prazo do plano de trabalho'],
                ['accountabilityDeadline', 'Prazo da prestação de contas'],
              ] as const
            ).map(([key, label]) => (
              <Grid.Col key={key} span={{ base: 12, sm: 4 }}>
                <DateField
                  label={label}
                  value={values[key]}
                  error={errors[key]}
                  onChange={(v) => setValue(key, day(v))}
                />
              </Grid.Col>
            ))}
            <Grid.Col span={12}>
              <Textarea
                label="Motivo do impedimento"
                autosize
                minRows={1}
                {...form.text('impedimentReason')}
              />
            </Grid.Col>
          </Grid>
        </FormSection>
        <FormSection title="Quem pediu">
          <Stack gap="xs">
            <CitizenPicker
              label="Adicionar eleitor"
              value={null}
              onChange={(c) => {
                if (c && !values.citizens.some((x) => x._id === c._id))
                  setValue('citizens', [...values.citizens, { _id: c._id, name: c.name }]);
              }}
            />
            <Group gap="xs">
              {values.citizens.map((c) => (
                <Badge
                  key={c._id}
                  variant="light"
                  tt="none"
                  rightSection={
                    <CloseButton
                      size="xs"
                      aria-label={`Remover ${c.name}`}
                      onClick={() =>
                        setValue(
                          'citizens',
                          values.citizens.filter((x) => x._id !== c._id),
                        )
                      }
                    />
                  }
                >
                  {c.name}
                </Badge>
              ))}
            </Group>
          </Stack>
        </FormSection>
        <FormActions onCancel={onCancel} saving={saving} dirty={amendment ? form.isDirty : undefined} />
      </Stack>
    </form>
  );
}
