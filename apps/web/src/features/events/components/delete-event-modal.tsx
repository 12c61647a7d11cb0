// 'Excluir o evento …?' naming the event and its day (UI.md: destructive actions confirmed).
import type { AgendaEvent } from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { deleteEvent, eventsKeys } from '../api/events.api.ts';
import { eventWhen } from './event-details.tsx';

interface DeleteEventModalProps {
  event: AgendaEvent | null;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteEventModal({ event, onClose, onDeleted }: DeleteEventModalProps) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: string) => deleteEvent(id),
    onSuccess: (_, id) => {
      queryClient.setQueriesData<AgendaEvent[]>({ queryKey: eventsKeys.ranges() }, (list) =>
        list?.filter((e) => e._id !== id),
      );
      queryClient.removeQueries({ queryKey: eventsKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: eventsKeys.all });
      notifySuccess(`Evento ${event?.title ?? ''} excluído`);
      onDeleted();
    },
  });
  return (
    <ConfirmModal
      opened={!!event}
      title={`Excluir o evento ${event?.title ?? ''}?`}
      confirmLabel="Excluir evento"
      loading={mutation.isPending}
      error={mutation.error ? errorMessage(mutation.error) : null}
      onConfirm={() => event && mutation.mutate(event._id)}
      onClose={() => {
        mutation.reset();
        onClose();
      }}
    >
      {event && `${eventWhen(event)}. Os participantes não recebem mais os lembretes dele.`}
    </ConfirmModal>
  );
}
