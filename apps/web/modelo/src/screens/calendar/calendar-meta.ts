// The calendar app's shared pieces: event type, calendars with pt-BR names and colours, the API calls.
import type { CalendarName, DemoEvent } from '@gabinete/template-demo';
import { demoApi } from '../../lib/api.ts';

export type { CalendarName };

/** An event as the fake back end sends it, with the extra fields this app writes named. */
export interface CalendarEvent extends Omit<DemoEvent, 'extendedProps'> {
  extendedProps: {
    calendar: CalendarName;
    guests?: string[];
    location?: string;
    description?: string;
  };
}

export const CALENDARS: { value: CalendarName; label: string; color: string }[] = [
  { value: 'Business', label: 'Trabalho', color: 'blue' },
  { value: 'Personal', label: 'Pessoal', color: 'red' },
  { value: 'Holiday', label: 'Feriado', color: 'green' },
  { value: 'Family', label: 'Família', color: 'orange' },
  { value: 'ETC', label: 'Outros', color: 'cyan' },
];

export const calendarInfo = (name: string) => CALENDARS.find((c) => c.value === name) ?? CALENDARS[4]!;

/** People offered as guests (free names may be typed too). */
export const GUESTS = [
  'Beatriz Souza',
  'Caio Mendes',
  'Aline Prado',
  'Otávio Reis',
  'Sofia Lima',
  'Nelson Vieira',
];

export const calendarKeys = {
  events: (calendars: CalendarName[]) => ['calendar', 'events', calendars] as const,
};

/** No calendar ticked asks for nothing (the back end would read a missing list as 'every calendar'). */
export const fetchEvents = (calendars: CalendarName[]) =>
  calendars.length === 0
    ? Promise.resolve([] as CalendarEvent[])
    : demoApi.get<CalendarEvent[]>('/apps/calendar/events', { calendars });

export const addEvent = (event: Omit<CalendarEvent, 'id'>) =>
  demoApi.post<{ event: CalendarEvent }>('/apps/calendar/add-event', { event });

export const updateEvent = (event: Partial<CalendarEvent> & { id: number }) =>
  demoApi.post<{ event: CalendarEvent }>('/apps/calendar/update-event', { event });

export const removeEvent = (id: number) => demoApi.delete('/apps/calendar/remove-event', { id });
