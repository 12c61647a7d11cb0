// Drag to move and resize: a PUT with the times and the version the calendar holds; on any refusal
// (409 someone saved first, 4xx a rule) the event goes back where it was and the server's message shows.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { eventsKeys, storeSavedEvent, updateEvent } from '../api/events.api.ts';
import { moveInput } from './calendar-events.ts';

/** What FullCalendar's eventDrop and eventResize hand over (the part this needs). */
export interface MoveInfo {
  event: {
    id: string;
    title: string;
    start: Date | null;
    end: Date | null;
    allDay: boolean;
    extendedProps: Record<string, unknown>;
  };
  revert: () => void;
}

export function useMoveEvent() {
  const queryClient = useQueryClient();
  return useCallback(
    async (info: MoveInfo) => {
      const { event } = info;
      try {
        const saved = await updateEvent(
          event.id,
          moveInput({
            start: event.start,
            end: event.end,
            allDay: event.allDay,
            version: Number(event.extendedProps.version),
          }),
        );
        storeSavedEvent(queryClient, saved);
        notifySuccess(`Evento ${saved.title} remarcado`);
      } catch (error) {
        info.revert();
        notifyError(error, 'Não foi possível mover o evento');
        // A conflict means the calendar holds an old copy: bring the current one.
        void queryClient.invalidateQueries({ queryKey: eventsKeys.ranges() });
      }
    },
    [queryClient],
  );
}
