// The event form's fields: título, categoria, dia inteiro, início/término, local, participantes, lembretes,
// descrição. Messages under the fields come from the shared schema (start/end/userIds… keys).
import {
  ColorSwatch,
  Group,
  Input,
  MultiSelect,
  Pill,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { getTimeRange, TimePicker } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateField } from '../../../components/date-field.tsx';
import type { ZodForm } from '../../../lib/use-zod-form.ts';
import { CitizenPicker } from '../../citizens/components/citizen-picker.tsx';
import { eventCategoriesQuery, teamQuery } from '../api/events.api.ts';
import { categoryColor } from '../lib/calendar-events.ts';
import { REMINDER_OPTIONS, shiftEnd, type EventFormValues } from '../lib/event-form.logic.ts';

type Form = ZodForm<EventFormValues>;

/** Half-hour steps of an office day, offered in the time field's dropdown. */
const TIME_PRESETS = getTimeRange({ startTime: '06:00:00', endTime: '23:30:00', interval: '00:30:00' });

/** Clears the message of a schema key ('start') when a field feeding it changes. */
const clearError = (form: Form, key: string) =>
  form.setErrors((prev) => {
    if (!(key in prev)) return prev;
    const next = { ...prev };
    delete next[key];
    return next;
  });

function WhenFields({ form }: { form: Form }) {
  const { values, errors } = form;
  const setStart = (startDay: string | null, startTime: string) => {
    const end = shiftEnd(values, startDay, startTime);
    form.setValue('startDay', startDay);
    form.setValue('startTime', startTime);
    if (end.endDay) form.setValue('endDay', end.endDay);
    if (end.endTime) form.setValue('endTime', end.endTime);
    clearError(form, 'start');
    clearError(form, 'end');
  };
  const setEnd = (endDay: string | null, endTime: string) => {
    form.setValue('endDay', endDay);
    form.setValue('endTime', endTime);
    clearError(form, 'end');
  };
  const row = (
    label: string,
    error: string | undefined,
    day: string | null,
    hhmm: string,
    which: 'start' | 'end',
  ) => (
    <Input.Wrapper label={label} required error={error}>
      <Group gap="xs" wrap="nowrap" mt={4}>
        <DateField
          aria-label={`Data de ${label.toLowerCase()}`}
          value={day}
          clearable={false}
          onChange={(v) => (which === 'start' ? setStart(v, values.startTime) : setEnd(v, values.endTime))}
          error={Boolean(error)}
          style={{ flex: 1 }}
        />
        {!values.allDay && (
          <TimePicker
            aria-label={`Hora de ${label.toLowerCase()}`}
            hoursInputLabel={`Horas de ${label.toLowerCase()}`}
            minutesInputLabel={`Minutos de ${label.toLowerCase()}`}
            format="24h"
            withDropdown
            presets={TIME_PRESETS}
            maxDropdownContentHeight={220}
            value={hhmm ? `${hhmm}:00` : ''}
            onChange={(v) => {
              const time = v.slice(0, 5);
              if (which === 'start') setStart(values.startDay, time);
              else setEnd(values.endDay, time);
            }}
            error={Boolean(error)}
            w={96}
          />
        )}
      </Group>
    </Input.Wrapper>
  );
  return (
    <Stack gap="sm">
      <Switch label="Dia inteiro" {...form.checkbox('allDay')} />
      {row('Início', errors.start, values.startDay, values.startTime, 'start')}
      {row('Término', errors.end, values.endDay, values.endTime, 'end')}
    </Stack>
  );
}

function CitizensField({ form }: { form: Form }) {
  const [round, setRound] = useState(0);
  const { citizens } = form.values;
  return (
    <Stack gap={6}>
      <CitizenPicker
        key={round}
        label="Eleitores"
        value={null}
        error={form.errors.citizenIds}
        onChange={(picked) => {
          if (picked && !citizens.some((c) => c._id === picked._id)) {
            form.setValue('citizens', [...citizens, picked]);
            clearError(form, 'citizenIds');
          }
          setRound((n) => n + 1);
        }}
      />
      {citizens.length > 0 && (
        <Pill.Group>
          {citizens.map((c) => (
            <Pill
              key={c._id}
              withRemoveButton
              removeButtonProps={{ 'aria-label': `Remover ${c.name}` }}
              onRemove={() =>
                form.setValue(
                  'citizens',
                  citizens.filter((x) => x._id !== c._id),
                )
              }
            >
              {c.name}
            </Pill>
          ))}
        </Pill.Group>
      )}
    </Stack>
  );
}

export function EventFormFields({ form }: { form: Form }) {
  const categories = useQuery(eventCategoriesQuery());
  const team = useQuery(teamQuery());
  const { values } = form;
  const colorOf = new Map((categories.data ?? []).map((c) => [c._id, c.color]));
  // People already chosen stay listed even if the options have not loaded (or they left the office).
  const people = new Map([...values.users, ...(team.data ?? [])].map((u) => [u._id, u.name]));

  return (
    <Stack gap="md">
      <TextInput label="Título" required data-autofocus maxLength={200} {...form.text('title')} />
      <Select
        label="Categoria"
        placeholder="Sem categoria"
        clearable
        data={(categories.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
        leftSection={
          values.categoryId ? (
            <ColorSwatch size={12} color={categoryColor(colorOf.get(values.categoryId))} />
          ) : null
        }
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <ColorSwatch size={12} color={categoryColor(colorOf.get(option.value))} />
            <Text size="sm">{option.label}</Text>
          </Group>
        )}
        {...form.select('categoryId')}
      />
      <WhenFields form={form} />
      <TextInput
        label="Local"
        maxLength={300}
        placeholder="Endereço ou nome do lugar"
        {...form.text('location')}
      />
      <MultiSelect
        label="Participantes da equipe"
        placeholder={values.users.length ? undefined : 'Escolha quem vai'}
        searchable
        nothingFoundMessage="Ninguém encontrado"
        data={[...people].map(([value, label]) => ({ value, label }))}
        value={values.users.map((u) => u._id)}
        onChange={(ids) => {
          form.setValue(
            'users',
            ids.map((id) => ({ _id: id, name: people.get(id) ?? '' })),
          );
          clearError(form, 'userIds');
        }}
        error={form.errors.userIds}
      />
      <CitizensField form={form} />
      <MultiSelect
        label="Lembretes"
        description="Quem participa recebe uma notificação"
        placeholder={values.reminders.length ? undefined : 'Sem lembrete'}
        data={REMINDER_OPTIONS}
        maxValues={5}
        value={values.reminders}
        onChange={(v) => {
          form.setValue('reminders', v);
          clearError(form, 'reminders');
        }}
        error={form.errors.reminders}
      />
      <Textarea
        label="Descrição"
        autosize
        minRows={2}
        maxRows={8}
        maxLength={5000}
        value={values.description}
        onChange={(e) => form.setValue('description', e.currentTarget.value)}
        error={form.errors.description}
      />
    </Stack>
  );
}
