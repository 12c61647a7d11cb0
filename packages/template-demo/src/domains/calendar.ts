// Calendar app (TEMPLATE-BACKEND §6, §16 rulings 2 and 4): events by calendar, add, update, remove.
import { createEvents, type DemoEvent } from '../data/calendar.ts';
import { created, defineDomain, notFound, ok, removeFirst, type DemoResponse } from '../domain.ts';
import { asRecord, bodyObject, maxId, mergeById, queryList, queryString, toNumber } from '../helpers.ts';

interface CalendarState {
  events: DemoEvent[];
}

const BAD_EVENT: DemoResponse = { status: 400, body: { message: 'Informe o evento (event).' } };

export const calendarDomain = defineDomain<CalendarState>({
  name: 'calendar',
  createState: (ctx) => ({ events: createEvents(ctx.now()) }),
  routes: [
    {
      method: 'GET',
      path: '/apps/calendar/events',
      handler: (req, state) => {
        // Missing → every event; an empty list → none (§16 ruling 4).
        const calendars = queryList(req, 'calendars');
        if (!calendars) return ok(state.events);
        return ok(state.events.filter((e) => calendars.includes(e.extendedProps.calendar)));
      },
    },
    {
      method: 'POST',
      path: '/apps/calendar/add-event',
      handler: (req, state) => {
        const input = asRecord(bodyObject(req).event);
        if (!input) return BAD_EVENT;
        const event = {
          url: '',
          title: '',
          start: '',
          end: '',
          allDay: false,
          extendedProps: { calendar: 'ETC' },
          ...input,
          id: maxId(state.events) + 1,
        } as DemoEvent;
        state.events.push(event);
        return created({ event });
      },
    },
    {
      method: 'POST',
      path: '/apps/calendar/update-event',
      handler: (req, state) => {
        const input = asRecord(bodyObject(req).event);
        if (!input) return BAD_EVENT;
        const event = mergeById(state.events, input);
        return event ? ok({ event }) : notFound('Evento não encontrado.');
      },
    },
    {
      method: 'DELETE',
      path: '/apps/calendar/remove-event',
      handler: (req, state) => {
        const id = toNumber(queryString(req, 'id'));
        return removeFirst(state.events, (e) => e.id === id, 'Evento não encontrado.');
      },
    },
  ],
});
