// The event drawer's draft: how an event becomes form values and back (all-day dates kept as UTC midnights, the
// end shown inclusive), and the pt-BR validation.
import dayjs from 'dayjs';
import type { CalendarEvent, CalendarName } from './calendar-meta.ts';

export interface EventDraft {
  title: string;
  calendar: CalendarName;
  /** 'YYYY-MM-DD HH:mm:ss' in local time (all-day: the day at 00:00:00). */
  start: string | null;
  end: string | null;
  allDay: boolean;
  url: string;
  guests: string[];
  location: string;
  description: string;
}

const F = 'YYYY-MM-DD HH:mm:ss';
const day = (iso: string) => `${iso.slice(0, 10)} 00:00:00`;

export function toDraft(event: CalendarEvent | null, clicked?: { date: Date; allDay: boolean }): EventDraft {
  if (!event) {
    const start = clicked ? dayjs(clicked.date) : dayjs().startOf('hour').add(1, 'hour');
    const allDay = clicked?.allDay ?? false;
    return {
      title: '',
      calendar: 'Business',
      start: allDay ? start.format('YYYY-MM-DD 00:00:00') : start.format(F),
      end: allDay ? start.format('YYYY-MM-DD 00:00:00') : start.add(1, 'hour').format(F),
      allDay,
      url: '',
      guests: [],
      location: '',
      description: '',
    };
  }
  const { calendar, guests = [], location = '', description = '' } = event.extendedProps;
  let start: string | null;
  let end: string | null;
  if (event.allDay) {
    start = day(event.start);
    end = event.end ? dayjs(event.end.slice(0, 10)).subtract(1, 'day').format('YYYY-MM-DD 00:00:00') : start;
    if (end < start) end = start;
  } else {
    start = dayjs(event.start).format(F);
    end = event.end ? dayjs(event.end).format(F) : start;
  }
  return {
    title: event.title,
    calendar,
    start,
    end,
    allDay: event.allDay,
    url: event.url,
    guests,
    location,
    description,
  };
}

export function toEvent(draft: EventDraft): Omit<CalendarEvent, 'id'> {
  const start = draft.start ?? dayjs().format(F);
  const end = draft.end ?? start;
  return {
    title: draft.title.trim(),
    url: draft.url.trim(),
    allDay: draft.allDay,
    start: draft.allDay ? `${start.slice(0, 10)}T00:00:00.000Z` : dayjs(start).toISOString(),
    end: draft.allDay
      ? `${dayjs(end.slice(0, 10)).add(1, 'day').format('YYYY-MM-DD')}T00:00:00.000Z`
      : dayjs(end).toISOString(),
    extendedProps: {
      calendar: draft.calendar,
      guests: draft.guests,
      location: draft.location.trim(),
      description: draft.description.trim(),
    },
  };
}

export type DraftErrors = Partial<Record<'title' | 'start' | 'end' | 'url', string>>;

export function validate(draft: EventDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.title.trim()) errors.title = 'Informe o título do evento.';
  if (!draft.start) errors.start = 'Informe o início.';
  if (draft.start && draft.end) {
    const bad = draft.allDay ? draft.end.slice(0, 10) < draft.start.slice(0, 10) : draft.end <= draft.start;
    if (bad) errors.end = 'O fim deve ser depois do início.';
  }
  if (draft.url.trim() && !/^https?:\/\/\S+\.\S+/.test(draft.url.trim()))
    errors.url = 'Informe um endereço válido, começando com http:// ou https://.';
  return errors;
}

/** FullCalendar's input: all-day events as plain dates, so the UTC midnight does not slip to the day before. */
export function forCalendar(event: CalendarEvent) {
  return {
    id: String(event.id),
    title: event.title,
    start: event.allDay ? event.start.slice(0, 10) : event.start,
    end: event.end ? (event.allDay ? event.end.slice(0, 10) : event.end) : undefined,
    allDay: event.allDay,
  };
}

/** A dragged or resized event's new dates in the stored form. */
export function movedDates(start: Date, end: Date | null, allDay: boolean): { start: string; end: string } {
  if (allDay) {
    const s = `${dayjs(start).format('YYYY-MM-DD')}T00:00:00.000Z`;
    const e = end
      ? `${dayjs(end).format('YYYY-MM-DD')}T00:00:00.000Z`
      : `${dayjs(start).add(1, 'day').format('YYYY-MM-DD')}T00:00:00.000Z`;
    return { start: s, end: e };
  }
  return { start: start.toISOString(), end: (end ?? dayjs(start).add(1, 'hour').toDate()).toISOString() };
}
