import { EventInputSchema, type AgendaEvent } from '@gabinete/shared';
import { describe, expect, it } from 'vitest';
import { zodFieldErrors } from '../../../lib/use-zod-form.ts';
import { agendaSearch, parseAgendaParams, stepDate } from './agenda-params.ts';
import { moveInput, toCalendarEvent, visibleEvents } from './calendar-events.ts';
import { toEventInput, valuesFromEvent, valuesFromSlot } from './event-form.logic.ts';

const TODAY = '2026-11-23';
const params = (qs: string, small = false) => parseAgendaParams(new URLSearchParams(qs), TODAY, small);

describe('agenda URL', () => {
  it('reads view, date, open event and filters, as the dashboard links them', () => {
    expect(params('date=2026-12-01&view=week&event=e1&mine=1&hidden=a,none')).toEqual({
      view: 'week',
      date: '2026-12-01',
      eventId: 'e1',
      mine: true,
      hidden: ['a', 'none'],
    });
  });

  it('starts on today, in the week view, or the day view on a phone', () => {
    expect(params('')).toMatchObject({ view: 'week', date: TODAY, eventId: null, mine: false, hidden: [] });
    expect(params('', true).view).toBe('day');
    expect(params('view=month', true).view).toBe('month');
  });

  it('ignores views and dates it does not know', () => {
    expect(params('view=year&date=2026-02-31')).toMatchObject({ view: 'week', date: TODAY });
    expect(params('date=31/12/2026').date).toBe(TODAY);
  });

  it('writes changes back, leaving defaults out of the link', () => {
    const next = agendaSearch(
      new URLSearchParams('view=week&date=2026-12-01'),
      { date: TODAY, mine: true },
      TODAY,
    );
    expect(next.toString()).toBe('view=week&mine=1');
    const cleared = agendaSearch(next, { mine: false, eventId: 'e9', hidden: [] }, TODAY);
    expect(cleared.toString()).toBe('view=week&event=e9');
  });

  it('steps by the unit of the view', () => {
    expect(stepDate('2026-01-31', 'month', 1)).toBe('2026-02-28');
    expect(stepDate('2026-11-23', 'week', -1)).toBe('2026-11-16');
    expect(stepDate('2026-12-31', 'day', 1)).toBe('2027-01-01');
  });
});

const event = (extra: Partial<AgendaEvent> = {}): AgendaEvent => ({
  _id: 'e1',
  title: 'Feira de serviços',
  description: null,
  start: '2026-12-05T03:00:00.000Z',
  end: '2026-12-07T03:00:00.000Z',
  allDay: true,
  category: { _id: 'c1', name: 'Evento comunitário', color: 'orange' },
  location: null,
  lat: null,
  lng: null,
  participants: { users: [], citizens: [] },
  reminders: [],
  demand: null,
  version: 3,
  createdBy: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...extra,
});

describe('calendar events', () => {
  it('shows all-day events on the office days, coloured by category', () => {
    expect(toCalendarEvent(event(), true)).toMatchObject({
      start: '2026-12-05',
      end: '2026-12-07',
      allDay: true,
      backgroundColor: 'var(--mantine-color-orange-6)',
      extendedProps: { version: 3 },
    });
  });

  it('hides the categories switched off, including events without one', () => {
    const list = [event(), event({ _id: 'e2', category: null })];
    expect(visibleEvents(list, ['none']).map((e) => e._id)).toEqual(['e1']);
    expect(visibleEvents(list, ['c1']).map((e) => e._id)).toEqual(['e2']);
  });

  it('sends a moved all-day event as its first and last day, with the version', () => {
    expect(
      moveInput({ start: new Date(2026, 11, 8), end: new Date(2026, 11, 10), allDay: true, version: 3 }),
    ).toEqual({ start: '2026-12-08', end: '2026-12-09', allDay: true, version: 3 });
  });

  it('gives an event dropped from the all-day row one hour', () => {
    const input = moveInput({ start: new Date(2026, 11, 8, 14, 0), end: null, allDay: false, version: 1 });
    expect(Date.parse(input.end!) - Date.parse(input.start!)).toBe(3_600_000);
    expect(input.start).toMatch(/^2026-12-08T14:00:00[+-]\d{2}:\d{2}$/);
  });
});

describe('event form', () => {
  it('refuses an end before the start with the message under término', () => {
    const values = {
      ...valuesFromSlot(
        { start: new Date(2026, 11, 8, 14), end: new Date(2026, 11, 8, 15), allDay: false },
        null,
      ),
      title: 'Reunião',
      endTime: '13:00',
    };
    const parsed = EventInputSchema.safeParse(toEventInput(values));
    expect(parsed.success).toBe(false);
    expect(zodFieldErrors(parsed.error!)).toEqual({ end: 'O término não pode ser antes do início' });
  });

  it('turns a day clicked in the month into a one-hour meeting at 09:00', () => {
    const v = valuesFromSlot(
      { start: new Date(2026, 11, 8), end: new Date(2026, 11, 9), allDay: true },
      { _id: 'me', name: 'Mariana' },
      true,
    );
    expect(v).toMatchObject({
      allDay: false,
      startDay: '2026-12-08',
      startTime: '09:00',
      endDay: '2026-12-08',
      endTime: '10:00',
      users: [{ _id: 'me', name: 'Mariana' }],
    });
  });

  it('edits an all-day event with its last day inclusive', () => {
    expect(valuesFromEvent(event())).toMatchObject({
      allDay: true,
      startDay: '2026-12-05',
      endDay: '2026-12-06',
    });
    expect(toEventInput(valuesFromEvent(event()))).toMatchObject({ start: '2026-12-05', end: '2026-12-06' });
  });
});
