// The drawer to add or edit an event: title, calendar, start/end, all day, URL, guests, place, description.
import { Button, Drawer, Group, Select, Stack, Switch, TagsInput, TextInput, Textarea } from '@mantine/core';
import { DateInput, DateTimePicker } from '@mantine/dates';
import { useState } from 'react';
import { toDraft, validate, type DraftErrors, type EventDraft } from './calendar-form.ts';
import { CALENDARS, GUESTS, type CalendarEvent, type CalendarName } from './calendar-meta.ts';

export interface DrawerState {
  event: CalendarEvent | null;
  clicked?: { date: Date; allDay: boolean };
}

interface CalendarDrawerProps {
  state: DrawerState | null;
  saving: boolean;
  onClose: () => void;
  onSave: (draft: EventDraft) => void;
  onDelete: (event: CalendarEvent) => void;
}

export function CalendarDrawer(props: CalendarDrawerProps) {
  const { state, onClose } = props;
  return (
    <Drawer
      opened={state !== null}
      onClose={onClose}
      position="right"
      title={state?.event ? 'Editar evento' : 'Adicionar evento'}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {state && <EventForm key={state.event?.id ?? 'new'} {...props} state={state} />}
    </Drawer>
  );
}

function EventForm({ state, saving, onSave, onDelete }: CalendarDrawerProps & { state: DrawerState }) {
  const [draft, setDraft] = useState<EventDraft>(() => toDraft(state.event, state.clicked));
  const [errors, setErrors] = useState<DraftErrors>({});
  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const dateProps = { valueFormat: 'DD/MM/YYYY', locale: 'pt-br', placeholder: 'dd/mm/aaaa' };
  const timeProps = { valueFormat: 'DD/MM/YYYY HH:mm', locale: 'pt-br', placeholder: 'dd/mm/aaaa hh:mm' };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = validate(draft);
        setErrors(found);
        if (Object.values(found).every((v) => !v)) onSave(draft);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Título"
          required
          value={draft.title}
          error={errors.title}
          onChange={(e) => set('title', e.currentTarget.value)}
        />
        <Select
          label="Calendário"
          data={CALENDARS.map((c) => ({ value: c.value, label: c.label }))}
          value={draft.calendar}
          onChange={(value) => value && set('calendar', value as CalendarName)}
          allowDeselect={false}
        />
        <Switch
          label="Dia inteiro"
          checked={draft.allDay}
          onChange={(e) => set('allDay', e.currentTarget.checked)}
        />
        {draft.allDay ? (
          <>
            <DateInput
              {...dateProps}
              label="Início"
              required
              value={draft.start?.slice(0, 10) ?? null}
              error={errors.start}
              onChange={(v) => set('start', v ? `${v} 00:00:00` : null)}
            />
            <DateInput
              {...dateProps}
              label="Fim"
              value={draft.end?.slice(0, 10) ?? null}
              error={errors.end}
              onChange={(v) => set('end', v ? `${v} 00:00:00` : null)}
            />
          </>
        ) : (
          <>
            <DateTimePicker
              {...timeProps}
              label="Início"
              required
              value={draft.start}
              error={errors.start}
              onChange={(v) => set('start', v)}
            />
            <DateTimePicker
              {...timeProps}
              label="Fim"
              value={draft.end}
              error={errors.end}
              onChange={(v) => set('end', v)}
            />
          </>
        )}
        <TextInput
          label="URL do evento"
          placeholder="https://"
          value={draft.url}
          error={errors.url}
          onChange={(e) => set('url', e.currentTarget.value)}
        />
        <TagsInput
          label="Convidados"
          placeholder="Digite ou escolha nomes"
          data={GUESTS}
          value={draft.guests}
          onChange={(v) => set('guests', v)}
          clearable
        />
        <TextInput
          label="Local"
          value={draft.location}
          onChange={(e) => set('location', e.currentTarget.value)}
        />
        <Textarea
          label="Descrição"
          autosize
          minRows={3}
          value={draft.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        <Group justify="space-between" mt="sm">
          {state.event ? (
            <Button color="red" variant="light" onClick={() => onDelete(state.event!)} disabled={saving}>
              Excluir
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={saving}>
            {state.event ? 'Salvar' : 'Adicionar'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
