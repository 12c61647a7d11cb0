// Unit tests of the event drawer's conversions: all-day days stay on their date, drags keep the stored form.
import { describe, expect, it } from 'vitest';
import { forCalendar, movedDates, toDraft, toEvent, validate } from './calendar-form.ts';
import type { CalendarEvent } from './calendar-meta.ts';

const allDay: CalendarEvent = {
  id: 3,
  url: '',
  title: 'Feriado municipal',
  start: '2026-11-18T00:00:00.000Z',
  end: '2026-11-20T00:00:00.000Z',
  allDay: true,
  extendedProps: { calendar: 'Holiday' },
};

describe('the event form conversions', () => {
  it('shows an all-day end as the last day and stores it back as the next midnight', () => {
    const draft = toDraft(allDay);
    expect(draft.start).toBe('2026-11-18 00:00:00');
    expect(draft.end).toBe('2026-11-19 00:00:00');
    const back = toEvent(draft);
    expect(back.start).toBe(allDay.start);
    expect(back.end).toBe(allDay.end);
    expect(back.extendedProps.calendar).toBe('Holiday');
  });

  it('gives FullCalendar plain dates for all-day events', () => {
    expect(forCalendar(allDay)).toMatchObject({
      id: '3',
      start: '2026-11-18',
      end: '2026-11-20',
      allDay: true,
    });
  });

  it('stores a dragged all-day event at UTC midnights of the local days', () => {
    const moved = movedDates(new Date(2026, 10, 11), new Date(2026, 10, 12), true);
    expect(moved).toEqual({ start: '2026-11-11T00:00:00.000Z', end: '2026-11-12T00:00:00.000Z' });
  });

  it('validates in pt-BR', () => {
    const draft = { ...toDraft(allDay), title: ' ', end: '2026-11-17 00:00:00', url: 'ftp:x' };
    expect(validate(draft)).toEqual({
      title: 'Informe o título do evento.',
      end: 'O fim deve ser depois do início.',
      url: 'Informe um endereço válido, começando com http:// ou https://.',
    });
  });
});
