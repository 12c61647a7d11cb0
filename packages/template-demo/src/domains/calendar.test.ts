import { describe, expect, it } from 'vitest';
import { createDemoBackend } from '../index.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const fresh = (now = NOW) => createDemoBackend({ now: () => now });

interface Event {
  id: number;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  extendedProps: { calendar: string };
}

async function events(b: ReturnType<typeof fresh>, query = ''): Promise<Event[]> {
  const res = await b.handle({ method: 'GET', url: `/apps/calendar/events${query}` });
  expect(res?.status).toBe(200);
  return res?.body as Event[];
}
const ids = (list: Event[]) => list.map((e) => e.id);

describe('GET /apps/calendar/events', () => {
  it('returns all 10 events without calendars and none for an empty list', async () => {
    const b = fresh();
    expect(await events(b)).toHaveLength(10);
    expect(await events(b, '?calendars=')).toEqual([]);
  });

  it('filters by calendars given as repeated keys, key[] keys or a comma list', async () => {
    const b = fresh();
    expect(ids(await events(b, '?calendars=Business'))).toEqual([1, 2, 8, 9]);
    expect(ids(await events(b, '?calendars=Personal&calendars=Holiday'))).toEqual([3, 4, 6, 10]);
    expect(ids(await events(b, '?calendars[]=Family&calendars[]=ETC'))).toEqual([5, 7]);
    expect(ids(await events(b, '?calendars=Family,ETC'))).toEqual([5, 7]);
  });

  it('places the events relative to now: id 1 today, 2–8 late this month, 9 next month, 10 last month', async () => {
    const list = await events(fresh());
    const byId = (id: number) => list.find((e) => e.id === id) as Event;
    expect(byId(1)).toMatchObject({
      allDay: false,
      start: NOW.toISOString(),
      end: '2026-03-11T12:00:00.000Z',
    });
    expect(list.filter((e) => !e.allDay).map((e) => e.id)).toEqual([1]);
    for (const id of [2, 3, 4, 5, 6, 7, 8]) {
      const day = new Date(byId(id).start).getUTCDate();
      expect(day).toBeGreaterThanOrEqual(31 - 13);
      expect(day).toBeLessThanOrEqual(31 - 9);
    }
    expect(byId(9).start).toBe('2026-04-01T00:00:00.000Z');
    expect(byId(10).start).toBe('2026-02-01T00:00:00.000Z');
  });

  it('gets the previous month right in January and the next month right in December', async () => {
    const jan = await events(fresh(new Date('2027-01-15T08:00:00Z')));
    expect(jan.find((e) => e.id === 10)?.start).toBe('2026-12-01T00:00:00.000Z');
    const dec = await events(fresh(new Date('2026-12-15T08:00:00Z')));
    expect(dec.find((e) => e.id === 9)?.start).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('add, update and remove events', () => {
  it('adds with max id + 1 and answers 201 {event}', async () => {
    const b = fresh();
    const event = { title: 'Novo', start: NOW.toISOString(), end: NOW.toISOString(), allDay: true };
    const res = await b.handle({
      method: 'POST',
      url: '/apps/calendar/add-event',
      body: { event: { ...event, extendedProps: { calendar: 'Family' } } },
    });
    expect(res?.status).toBe(201);
    expect(res?.body).toMatchObject({ event: { id: 11, title: 'Novo' } });
    expect(ids(await events(b, '?calendars=Family'))).toEqual([7, 11]);
  });

  it('updates a stored event and answers 404 for an unknown one', async () => {
    const b = fresh();
    const res = await b.handle({
      method: 'POST',
      url: '/apps/calendar/update-event',
      body: { event: { id: '5', title: 'Revisão do carro', extendedProps: { calendar: 'Personal' } } },
    });
    expect(res?.status).toBe(200);
    expect(res?.body).toMatchObject({ event: { id: 5, title: 'Revisão do carro' } });
    expect(ids(await events(b, '?calendars=Personal'))).toEqual([4, 5, 6, 10]);
    const missing = await b.handle({
      method: 'POST',
      url: '/apps/calendar/update-event',
      body: { event: { id: 77 } },
    });
    expect(missing?.status).toBe(404);
    expect((await b.handle({ method: 'POST', url: '/apps/calendar/add-event', body: {} }))?.status).toBe(400);
  });

  it('removes permanently and answers 404 for an unknown id without touching others', async () => {
    const b = fresh();
    expect(await b.handle({ method: 'DELETE', url: '/apps/calendar/remove-event?id=3' })).toEqual({
      status: 200,
    });
    expect(await events(b)).toHaveLength(9);
    expect((await b.handle({ method: 'DELETE', url: '/apps/calendar/remove-event?id=3' }))?.status).toBe(404);
    expect(await events(b)).toHaveLength(9);
  });
});
