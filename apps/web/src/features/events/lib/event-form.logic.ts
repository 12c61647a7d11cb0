// The event form: values from an event or a clicked slot, and the input the shared schema validates
// (so the messages under the fields are the server's).
import {
  EVENT_REMINDER_LABELS,
  EVENT_REMINDER_MINUTES,
  type AgendaEvent,
  type EventReminderMinutes,
} from '@gabinete/shared';
import dayjs from 'dayjs';
import { dayOf, lastDayOf } from './calendar-events.ts';

export interface PersonOption {
  _id: string;
  name: string;
}

export interface EventFormValues {
  [key: string]: unknown;
  title: string;
  categoryId: string | null;
  allDay: boolean;
  /** 'aaaa-mm-dd' and 'HH:mm' as the fields hold them. */
  startDay: string | null;
  startTime: string;
  endDay: string | null;
  endTime: string;
  location: string;
  description: string;
  users: PersonOption[];
  citizens: PersonOption[];
  /** Minutes before, as the multi-select's strings. */
  reminders: string[];
}

/** The fields' names in the 'Recarregar dados' notice; the day, times and 'Dia inteiro' travel together. */
export const EVENT_FIELD_LABELS: Record<string, string> = {
  title: 'título',
  categoryId: 'categoria',
  allDay: 'data e hora',
  startDay: 'data e hora',
  startTime: 'data e hora',
  endDay: 'data e hora',
  endTime: 'data e hora',
  location: 'local',
  description: 'descrição',
  users: 'participantes da equipe',
  citizens: 'eleitores',
  reminders: 'lembretes',
};

export const REMINDER_OPTIONS = EVENT_REMINDER_MINUTES.map((m) => ({
  value: String(m),
  label: EVENT_REMINDER_LABELS[m as EventReminderMinutes],
}));

const time = (iso: string) => dayjs(iso).format('HH:mm');

export function valuesFromEvent(event: AgendaEvent): EventFormValues {
  return {
    title: event.title,
    categoryId: event.category?._id ?? null,
    allDay: event.allDay,
    startDay: event.allDay ? dayOf(event.start) : dayjs(event.start).format('YYYY-MM-DD'),
    startTime: event.allDay ? '09:00' : time(event.start),
    endDay: event.allDay ? lastDayOf(event) : dayjs(event.end).format('YYYY-MM-DD'),
    endTime: event.allDay ? '10:00' : time(event.end),
    location: event.location ?? '',
    description: event.description ?? '',
    users: event.participants.users,
    citizens: event.participants.citizens.map((c) => ({ _id: c._id, name: c.name })),
    reminders: event.reminders.map(String),
  };
}

export interface Slot {
  start: Date;
  end: Date;
  allDay: boolean;
}

/**
 * A new event for the clicked slot. A single day clicked in the month view becomes a one-hour meeting
 * at 09:00 (most of an office's events have a time); several days stay all-day.
 */
export function valuesFromSlot(slot: Slot, me: PersonOption | null, monthView = false): EventFormValues {
  const start = dayjs(slot.start);
  const end = dayjs(slot.end);
  const days = end.diff(start, 'day');
  const timed = !slot.allDay || (monthView && days <= 1);
  const startAt = slot.allDay ? start.hour(9) : start;
  const endAt = slot.allDay ? start.hour(10) : end;
  return {
    title: '',
    categoryId: null,
    allDay: !timed,
    startDay: start.format('YYYY-MM-DD'),
    startTime: startAt.format('HH:mm'),
    endDay: timed ? endAt.format('YYYY-MM-DD') : end.subtract(1, 'day').format('YYYY-MM-DD'),
    endTime: endAt.format('HH:mm'),
    location: '',
    description: '',
    users: me ? [me] : [],
    citizens: [],
    reminders: ['30'],
  };
}

/** 'aaaa-mm-dd' + 'HH:mm' in the browser's clock → an ISO instant with its offset; '' when incomplete. */
function instant(day: string | null, hhmm: string): string {
  if (!day || !/^\d{2}:\d{2}$/.test(hhmm)) return day ?? '';
  return dayjs(`${day}T${hhmm}`).format();
}

/** What the form sends (and what EventInputSchema checks before sending). */
export function toEventInput(values: EventFormValues) {
  return {
    title: values.title,
    categoryId: values.categoryId,
    allDay: values.allDay,
    start: values.allDay ? (values.startDay ?? '') : instant(values.startDay, values.startTime),
    end: values.allDay ? (values.endDay ?? '') : instant(values.endDay, values.endTime),
    location: values.location,
    description: values.description,
    userIds: values.users.map((u) => u._id),
    citizenIds: values.citizens.map((c) => c._id),
    reminders: values.reminders.map(Number).sort((a, b) => a - b),
  };
}

/** Moving the start keeps the event's length, as calendar apps do. */
export function shiftEnd(values: EventFormValues, startDay: string | null, startTime: string) {
  const before = dayjs(`${values.startDay}T${values.startTime}`);
  const after = dayjs(`${startDay}T${startTime}`);
  const end = dayjs(`${values.endDay}T${values.endTime}`);
  if (!before.isValid() || !after.isValid() || !end.isValid()) return {};
  const moved = end.add(after.diff(before, 'minute'), 'minute');
  return { endDay: moved.format('YYYY-MM-DD'), endTime: moved.format('HH:mm') };
}
