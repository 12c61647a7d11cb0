// The atendimento form (quick logging at the reception): eleitor first (or 'Cadastrar novo eleitor'), canal,
// data e hora (now by default), assunto, descrição, área, responsável, situação, and the switch that opens
// a demanda with these data right after saving.
import {
  Button,
  Chip,
  Group,
  Input,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import {
  OCCURRENCE_CHANNEL_LABELS,
  OCCURRENCE_CHANNELS,
  OCCURRENCE_STATUS_LABELS,
  OCCURRENCE_STATUSES,
  OCCURRENCE_TRANSITIONS,
  OccurrenceInputSchema,
  UpdateOccurrenceInputSchema,
  type Occurrence,
} from '@gabinete/shared';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { DateField } from '../../../components/date-field.tsx';
import { FormError } from '../../../components/error-alert.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { StaleSaveAlert } from '../../../components/stale-save-alert.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { useStaleSave } from '../../../lib/use-stale-save.ts';
import { useZodForm, zodFieldErrors } from '../../../lib/use-zod-form.ts';
import { areasQuery } from '../../areas/api/areas.api.ts';
import { CitizenPicker } from '../../citizens/components/citizen-picker.tsx';
import { ResponsibleSelect } from '../../demands/components/responsible-select.tsx';
import {
  createOccurrence,
  occurrenceQuery,
  updateOccurrence,
  type OccurrenceInput,
} from '../api/occurrences.api.ts';
import {
  OCCURRENCE_FIELD_LABELS,
  emptyOccurrenceValues,
  occurrenceToValues,
  remapFieldErrors,
  valuesToInput,
} from '../lib/occurrence-form.logic.ts';
import { CHANNEL_ICONS } from './occurrence-badges.tsx';
import { NewCitizenModal } from './new-citizen-modal.tsx';

interface OccurrenceFormProps {
  /** The atendimento being edited; absent for a new one. */
  occurrence?: Occurrence;
  /** A new atendimento for this citizen (the profile's 'Registrar atendimento'). */
  citizen?: { _id: string; name: string } | null;
  onSaved: (saved: Occurrence, openDemand: boolean) => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

export function OccurrenceForm({
  occurrence,
  citizen,
  onSaved,
  onCancel,
  onDirtyChange,
}: OccurrenceFormProps) {
  const ability = useAppAbility();
  const form = useZodForm(occurrence ? occurrenceToValues(occurrence) : emptyOccurrenceValues(citizen));
  const [newCitizenOpened, newCitizen] = useDisclosure(false);
  const areas = useQuery(areasQuery(true));
  const v = form.values;
  useEffect(() => onDirtyChange?.(form.isDirty), [form.isDirty, onDirtyChange]);
  const queryClient = useQueryClient();
  const stale = useStaleSave({
    form,
    record: occurrence,
    toValues: occurrenceToValues,
    load: () => queryClient.fetchQuery({ ...occurrenceQuery(occurrence?._id ?? ''), staleTime: 0 }),
    labels: OCCURRENCE_FIELD_LABELS,
    savedBy: (o) => o.updatedBy?.name,
  });
  const version = stale.version ?? 0;

  const mutation = useMutation({
    mutationFn: (input: OccurrenceInput) =>
      occurrence ? updateOccurrence(occurrence._id, { ...input, version }) : createOccurrence(input),
    onSuccess: (saved) => onSaved(saved, !occurrence && v.openDemand),
    onError: (error) => {
      if (stale.catchConflict(error)) return;
      form.applyApiError(error);
      const fields = (error as { fields?: Record<string, string> }).fields;
      if (fields?.occurredAt) form.setErrors(remapFieldErrors(fields));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = valuesToInput(v);
    const schema = occurrence ? UpdateOccurrenceInputSchema : OccurrenceInputSchema;
    const parsed = schema.safeParse(occurrence ? { ...input, version } : input);
    if (!parsed.success) {
      const errors = remapFieldErrors(zodFieldErrors(parsed.error));
      if (!input.occurredAt) errors.date = 'Informe a data e a hora do atendimento';
      form.setErrors(errors);
      return;
    }
    form.setFormError(null);
    stale.clear();
    mutation.mutate(input as OccurrenceInput);
  };

  // Only the situações the current one (as last read) may move to, and itself, when editing.
  const from = stale.current?.status;
  const statuses = from
    ? OCCURRENCE_STATUSES.filter((s) => s === from || OCCURRENCE_TRANSITIONS[from].includes(s))
    : OCCURRENCE_STATUSES;
  const areaOptions = (areas.data ?? [])
    .filter((a) => a.active || a._id === v.areaId)
    .map((a) => ({ value: a._id, label: a.active ? a.name : `${a.name} (inativa)` }));
  const canOpenDemand = !occurrence && ability.can('create', 'demands');

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <StaleSaveAlert stale={stale} />
          <FormError message={form.formError} />
          <div style={{ position: 'relative' }}>
            <CitizenPicker
              label="Eleitor"
              required
              data-autofocus={!occurrence && !citizen ? true : undefined}
              value={v.citizenId ? { _id: v.citizenId, name: v.citizenName ?? '' } : null}
              onChange={(c) => {
                form.setValue('citizenId', c?._id ?? null);
                form.setValue('citizenName', c?.name ?? null);
              }}
              error={form.errors.citizenId}
              comboboxProps={{ withinPortal: true }}
            />
            {/* Beside the label, so the search's dropdown never covers it. */}
            {ability.can('create', 'citizens') && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconUserPlus size={14} />}
                onClick={newCitizen.open}
                style={{ position: 'absolute', top: -2, right: 0 }}
              >
                Cadastrar novo eleitor
              </Button>
            )}
          </div>
          <Input.Wrapper label="Canal" required error={form.errors.channel}>
            <Chip.Group
              value={v.channel ?? ''}
              onChange={(value) => form.setValue('channel', (value || null) as typeof v.channel)}
            >
              <Group gap={6} mt={4}>
                {OCCURRENCE_CHANNELS.map((c) => {
                  const Icon = CHANNEL_ICONS[c];
                  return (
                    <Chip key={c} value={c} size="sm" icon={<Icon size={14} />}>
                      {OCCURRENCE_CHANNEL_LABELS[c]}
                    </Chip>
                  );
                })}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
          <SimpleGrid cols={2} spacing="sm">
            <DateField
              label="Data"
              required
              clearable={false}
              maxDate={new Date()}
              value={v.date}
              onChange={(value) => form.setValue('date', value)}
              error={form.errors.date}
            />
            <TimePicker
              label="Hora"
              required
              format="24h"
              value={v.time}
              onChange={(value) => form.setValue('time', value)}
              error={form.errors.time}
            />
          </SimpleGrid>
          <TextInput
            label="Assunto"
            required
            placeholder="Ex.: Vaga em creche, Poda de árvore"
            maxLength={200}
            {...form.text('subject')}
          />
          <Textarea
            label="Descrição"
            placeholder="O que a pessoa pediu ou contou (opcional)"
            autosize
            minRows={3}
            maxRows={8}
            maxLength={10_000}
            {...form.text('description')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label="Área"
              placeholder="Sem área"
              data={areaOptions}
              clearable
              searchable
              nothingFoundMessage="Nenhuma área encontrada"
              comboboxProps={{ withinPortal: true }}
              {...form.select('areaId')}
            />
            <ResponsibleSelect {...form.select('responsibleId')} />
          </SimpleGrid>
          <Select
            label="Situação"
            required
            allowDeselect={false}
            data={statuses.map((s) => ({ value: s, label: OCCURRENCE_STATUS_LABELS[s] }))}
            comboboxProps={{ withinPortal: true }}
            {...form.select('status')}
          />
          {canOpenDemand && (
            <Switch
              label="Abrir uma demanda com estes dados"
              description="Depois de salvar, o formulário da demanda abre já preenchido com este atendimento."
              {...form.checkbox('openDemand')}
            />
          )}
          <FormActions
            onCancel={onCancel}
            saving={mutation.isPending}
            dirty={occurrence ? form.isDirty : undefined}
            submitLabel={v.openDemand && canOpenDemand ? 'Salvar e abrir demanda' : 'Salvar'}
          />
        </Stack>
      </form>
      {/* Outside the form: a portal still bubbles React events, and the citizen form submits its own. */}
      <NewCitizenModal
        opened={newCitizenOpened}
        onClose={newCitizen.close}
        onCreated={(c) => {
          form.setValue('citizenId', c._id);
          form.setValue('citizenName', c.name);
          newCitizen.close();
        }}
      />
    </>
  );
}
