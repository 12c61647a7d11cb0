// Between the API's events and FullCalendar's: colours by category, all-day events as office days, and
// the PUT a drag or resize sends (times plus the version the event was read at).
import { EVENT_TIME_ZONE, type AgendaEvent } from '@gabinete/shared';
import type { EventInput } from '@fullcalendar/core';
import dayjs from 'dayjs';
import type { EventUpdate } from '../api/events.api.ts';
import { NO_CATEGORY } from './agenda-params.ts';

// All-day events are stored as whole days in EVENT_TIME_ZONE whatever the office's zone (server event-times.ts),
// so their days are read there; timed events go to FullCalendar as instants.
const officeDay = new Intl.DateTimeFormat('en-CA', { timeZone: EVENT_TIME_ZONE });
/** 'aaaa-mm-dd' of an all-day event's bound (midnight in EVENT_TIME_ZONE). */
export const dayOf = (iso: string | Date) => officeDay.format(new Date(iso));

/** The last day (inclusive) of an all-day event, whose end is the midnight after it. */
export const lastDayOf = (event: Pick<AgendaEvent, 'start' | 'end'>) =>
  dayOf(new Date(Math.max(Date.parse(event.start), Date.parse(event.end) - 1)));

/** Mantine palette colour of a category (events without one get a neutral dark). */
export const categoryColor = (color: string | null | undefined) =>
  color ? `var(--mantine-color-${color}-6)` : 'var(--mantine-color-dark-4)';

export function toCalendarEvent(event: AgendaEvent, editable: boolean): EventInput {
  const color = categoryColor(event.category?.color);
  return {
    id: event._id,
    title: event.title,
    start: event.allDay ? dayOf(event.start) : event.start,
    // FullCalendar's all-day end is exclusive, like ours: the day after the last one.
    end: event.allDay ? dayOf(event.end) : event.end,
    allDay: event.allDay,
    backgroundColor: color,
    borderColor: color,
    textColor: '#fff',
    editable,
    extendedProps: { version: event.version, location: event.location },
  };
}

/** Events of the categories the filter chips leave visible. */
export function visibleEvents(events: AgendaEvent[], hidden: string[]): AgendaEvent[] {
  if (hidden.length === 0) return events;
  const off = new Set(hidden);
  return events.filter((e) => !off.has(e.category?._id ?? NO_CATEGORY));
}

export interface MovedEvent {
  start: Date | null;
  end: Date | null;
  allDay: boolean;
  version: number;
}

const HOUR = 3_600_000;

/**
 * The body of the PUT for a move or resize. All-day events send their first and last day; a timed event
 * dropped without an end (from the all-day row) lasts one hour.
 */
export function moveInput(moved: MovedEvent): EventUpdate {
  const start = moved.start ?? new Date();
  if (moved.allDay) {
    const startDay = dayjs(start).format('YYYY-MM-DD');
    const lastDay = moved.end ? dayjs(moved.end.getTime() - 1).format('YYYY-MM-DD') : startDay;
    return {
      start: startDay,
      end: lastDay < startDay ? startDay : lastDay,
      allDay: true,
      version: moved.version,
    };
  }
  const end = moved.end ?? new Date(start.getTime() + HOUR);
  return {
    start: dayjs(start).format(),
    end: dayjs(end).format(),
    allDay: false,
    version: moved.version,
  };
}
