// Dados: título, descrição, eleitores, área, prioridade, situação (only when creating), datas, responsável.
import { Grid, Select, Textarea, TextInput } from '@mantine/core';
import { PRIORITIES, PRIORITY_LABELS, type Priority } from '@gabinete/shared';
import { DateField } from '../../../../components/date-field.tsx';
import { useAppAbility } from '../../../../lib/ability.ts';
import type { ZodForm } from '../../../../lib/use-zod-form.ts';
import { FormSection } from '../../../citizens/components/form/form-section.tsx';
import type { DemandFormValues } from '../../lib/demand-form.logic.ts';
import { useDemandLookups } from '../../lib/use-demand-lookups.ts';
import { DemandTriageAi } from '../../../ai/components/demand-triage-ai.tsx';
import { CitizensField } from './citizens-field.tsx';

const PRIORITY_OPTIONS = PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }));

export function DataSection({ form, creating }: { form: ZodForm<DemandFormValues>; creating: boolean }) {
  const lookups = useDemandLookups({ includeInactiveAreas: true });
  const ability = useAppAbility();
  const { values, setValue, errors } = form;
  // Inactive áreas are not offered, except the one the record already has.
  const areaOptions = lookups.areas
    .filter((a) => a.active || a._id === values.areaId)
    .map((a) => ({ value: a._id, label: a.active ? a.name : `${a.name} (inativa)` }));
  const initial = lookups.statuses.find((s) => s.isInitial);

  return (
    <FormSection title="Dados">
      <Grid gap="md">
        <Grid.Col span={12}>
          <TextInput
            label="Título"
            placeholder="Ex.: Troca de lâmpada na Rua das Flores"
            required
            maxLength={200}
            data-autofocus={creating || undefined}
            {...form.text('title')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label="Descrição"
            autosize
            minRows={3}
            maxRows={12}
            maxLength={10_000}
            {...form.text('description')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <CitizensField
            value={values.citizens}
            onChange={(c) => setValue('citizens', c)}
            error={errors.citizens}
            canCreateCitizen={ability.can('create', 'citizens')}
          />
        </Grid.Col>
        {creating && (
          <Grid.Col span={12}>
            <DemandTriageAi
              title={values.title}
              description={values.description}
              onApply={(s) => {
                if (s.area) setValue('areaId', s.area._id);
                setValue('priority', s.priority);
              }}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Área"
            placeholder="Sem área"
            data={areaOptions}
            clearable
            searchable
            {...form.select('areaId')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Prioridade"
            required
            data={PRIORITY_OPTIONS}
            allowDeselect={false}
            value={values.priority}
            error={errors.priority}
            onChange={(v) => v && setValue('priority', v as Priority)}
          />
        </Grid.Col>
        {creating && (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Situação"
              placeholder={initial ? `${initial.name} (inicial)` : 'A situação inicial'}
              description="Vazio: a situação inicial do gabinete."
              data={lookups.statuses.map((s) => ({ value: s._id, label: s.name }))}
              clearable
              {...form.select('statusId')}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Responsável"
            placeholder="Ninguém ainda"
            data={lookups.team.options}
            clearable
            searchable
            nothingFoundMessage="Ninguém encontrado"
            {...form.select('responsibleId')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DateField
            label="Data de abertura"
            value={values.openedAt}
            error={errors.openedAt}
            onChange={(v) => setValue('openedAt', v ? String(v).slice(0, 10) : null)}
            clearable={false}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DateField
            label="Prazo"
            value={values.dueDate}
            error={errors.dueDate}
            onChange={(v) => setValue('dueDate', v ? String(v).slice(0, 10) : null)}
          />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}
