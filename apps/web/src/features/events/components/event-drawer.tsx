// One drawer for the agenda's event: its details ('Editar', 'Excluir'), the edit form and the new-event
// form from a clicked slot. Unsaved changes are confirmed before closing or leaving the page.
import { Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { EventInputSchema, UpdateEventInputSchema, type AgendaEvent } from '@gabinete/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert, FormError } from '../../../components/error-alert.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { StaleSaveAlert } from '../../../components/stale-save-alert.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useStaleSave } from '../../../lib/use-stale-save.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { createEvent, eventQuery, eventsKeys, storeSavedEvent, updateEvent } from '../api/events.api.ts';
import {
  EVENT_FIELD_LABELS,
  toEventInput,
  valuesFromEvent,
  type EventFormValues,
} from '../lib/event-form.logic.ts';
import { DeleteEventModal } from './delete-event-modal.tsx';
import { EventDetails } from './event-details.tsx';
import { EventFormFields } from './event-form-fields.tsx';

interface EventDrawerProps {
  /** The event to show (from the URL's event=…). */
  eventId: string | null;
  /** A new event's starting values (a clicked slot or 'Novo evento'). */
  draft: EventFormValues | null;
  onClose: () => void;
  /** After creating, the agenda opens the new event. */
  onCreated: (event: AgendaEvent) => void;
}

const BLANK = {} as EventFormValues;
/** Keys of the form's schema that have a place under a field. */
const FIELD_KEYS = [
  'title',
  'categoryId',
  'start',
  'end',
  'location',
  'description',
  'userIds',
  'citizenIds',
  'reminders',
];

export function EventDrawer({ eventId, draft, onClose, onCreated }: EventDrawerProps) {
  const ability = useAppAbility();
  const small = useMediaQuery('(max-width: 48em)');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const detail = useQuery({ ...eventQuery(eventId ?? ''), enabled: !!eventId && !draft });
  const event = detail.data;
  const form = useZodForm<EventFormValues>(BLANK);
  const { reset } = form;
  const mode = draft ? 'create' : editing ? 'edit' : 'view';
  const stale = useStaleSave({
    form,
    record: event,
    toValues: valuesFromEvent,
    load: async () => (await detail.refetch({ throwOnError: true })).data,
    labels: EVENT_FIELD_LABELS,
  });

  // Each opening starts from the event (or the clicked slot); edits are dropped with the drawer.
  useEffect(() => {
    if (draft) reset(draft);
    else setEditing(false);
  }, [draft, eventId, reset]);

  const save = useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      mode === 'edit' && event ? updateEvent(event._id, input as never) : createEvent(input as never),
    onSuccess: (saved) => {
      storeSavedEvent(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: eventsKeys.ranges() });
      void queryClient.invalidateQueries({ queryKey: eventsKeys.categories() });
      notifySuccess(mode === 'edit' ? `Evento ${saved.title} salvo` : `Evento ${saved.title} criado`);
      reset(valuesFromEvent(saved));
      setEditing(false);
      if (mode === 'create') onCreated(saved);
    },
    onError: (error) => {
      if (stale.catchConflict(error)) return;
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      const known = Object.entries(fields).filter(([key]) => FIELD_KEYS.includes(key));
      form.setErrors(Object.fromEntries(known));
      form.setFormError(
        known.length > 0 && known.length === Object.keys(fields).length ? null : errorMessage(error),
      );
    },
  });

  const startEditing = (current: AgendaEvent) => {
    reset(valuesFromEvent(current));
    save.reset();
    stale.restart(current);
    setEditing(true);
  };

  const dirty = mode !== 'view' && form.isDirty;
  const close = () => (dirty ? setConfirmClose(true) : finish());
  const finish = () => {
    setConfirmClose(false);
    setEditing(false);
    save.reset();
    stale.restart(null);
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = toEventInput(form.values);
    const parsed =
      mode === 'edit' && event
        ? form.validate(UpdateEventInputSchema, { ...input, version: stale.version ?? event.version })
        : form.validate(EventInputSchema, input);
    if (!parsed) return;
    stale.clear();
    save.mutate(parsed as Record<string, unknown>);
  };

  const title = mode === 'create' ? 'Novo evento' : mode === 'edit' ? 'Editar evento' : 'Evento';
  return (
    <>
      <Drawer
        opened={!!eventId || !!draft}
        onClose={close}
        position="right"
        size={small ? '100%' : 'md'}
        title={<Text fw={600}>{title}</Text>}
      >
        {mode === 'view' && (
          <Stack gap="lg">
            {detail.isPending && <Skeleton h={220} />}
            <ErrorAlert error={detail.error} title="Não foi possível abrir o evento" />
            {event && <EventDetails event={event} />}
            {event && (
              <Group gap="sm">
                {ability.can('update', 'events') && (
                  <Button leftSection={<IconEdit size={16} />} onClick={() => startEditing(event)}>
                    Editar
                  </Button>
                )}
                {ability.can('delete', 'events') && (
                  <Button
                    variant="default"
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => setDeleting(true)}
                  >
                    Excluir
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        )}
        {mode !== 'view' && form.values.title !== undefined && (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <StaleSaveAlert stale={stale} />
              <FormError message={form.formError} />
              <EventFormFields form={form} />
              <FormActions
                onCancel={() => (mode === 'edit' && !form.isDirty ? setEditing(false) : close())}
                saving={save.isPending}
                submitLabel={mode === 'create' ? 'Criar evento' : 'Salvar'}
                mt="sm"
              />
            </Stack>
          </form>
        )}
      </Drawer>
      <UnsavedChangesGuard when={dirty} />
      <ConfirmModal
        opened={confirmClose}
        title="Descartar alterações?"
        confirmLabel="Descartar"
        onConfirm={finish}
        onClose={() => setConfirmClose(false)}
      >
        O evento tem alterações não salvas. Se fechar agora, elas serão perdidas.
      </ConfirmModal>
      {event && (
        <DeleteEventModal
          event={deleting ? event : null}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            setDeleting(false);
            finish();
          }}
        />
      )}
    </>
  );
}
