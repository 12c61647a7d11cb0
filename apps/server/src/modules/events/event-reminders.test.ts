import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sendDueReminders } from './event-reminders.ts';
import { caller, createEvent, notificationsOf, reminderRows, userIdOf } from './events-test-helpers.ts';

let t: TestApp;
let admin: string;
let adminId: string;
let rafael: string;
let juliana: string;
const pushed: {
  room: string;
  event: string;
  payload: { title: string; kind?: string; link?: string | null };
}[] = [];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  adminId = await userIdOf(t, 'admin@gabinete.demo');
  rafael = await userIdOf(t, 'assessor@gabinete.demo');
  juliana = await userIdOf(t, 'recepcao@gabinete.demo');
  t.deps.realtime.attach({
    to: (room) => ({ emit: (event, payload) => pushed.push({ room, event, payload: payload as never }) }),
  });
});
afterAll(() => t.close());

const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

describe('event reminders', () => {
  it('keeps one row per future reminder and rebuilds them when the event moves', async () => {
    const start = Date.now() + 3 * HOUR;
    const event = await createEvent(t, admin, {
      start: iso(start),
      end: iso(start + HOUR),
      // 1 semana antes is already past: no row for it.
      reminders: [10, 60, 10080],
    });
    const before = await reminderRows(t, event._id);
    expect(before.map((r) => [r.minutes_before, new Date(r.remind_at).getTime()])).toEqual([
      [60, start - HOUR],
      [10, start - 10 * 60_000],
    ]);
    const later = start + 24 * HOUR;
    const moved = await caller(t)(admin, 'PUT', `/api/events/${event._id}`, {
      start: iso(later),
      end: iso(later + HOUR),
      version: event.version,
    });
    expect(moved.statusCode).toBe(200);
    const after = await reminderRows(t, event._id);
    expect(after.map((r) => [r.minutes_before, new Date(r.remind_at).getTime()])).toEqual([
      [60, later - HOUR],
      [10, later - 10 * 60_000],
    ]);
    await caller(t)(admin, 'DELETE', `/api/events/${event._id}`);
    expect(await reminderRows(t, event._id)).toEqual([]);
  });

  it('counts all-day reminders from 08:00 of the first day', async () => {
    const event = await createEvent(t, admin, {
      start: '2031-06-10',
      end: '2031-06-10',
      allDay: true,
      reminders: [1440],
    });
    const [row] = await reminderRows(t, event._id);
    expect(new Date(row!.remind_at).toISOString()).toBe('2031-06-09T11:00:00.000Z');
  });

  it('notifies participants and the creator once, even when the check runs twice', async () => {
    const start = Date.now() + 45 * 60_000;
    const event = await createEvent(t, admin, {
      title: 'Reunião com a Secretaria de Saúde',
      start: iso(start),
      end: iso(start + HOUR),
      location: 'Paço Municipal',
      userIds: [rafael],
      reminders: [30],
    });
    pushed.length = 0;
    const due = new Date(start - 29 * 60_000);
    await sendDueReminders(t.deps, due);
    await sendDueReminders(t.deps, due);
    const [forRafael] = await notificationsOf(t, rafael, 'event_reminder').then((n) =>
      n.filter((x) => x.entity_id === event._id),
    );
    expect(forRafael).toMatchObject({
      title: expect.stringMatching(
        /^Lembrete: Reunião com a Secretaria de Saúde (às|amanhã às) \d{2}:\d{2}$/,
      ),
      body: 'Paço Municipal',
      link: expect.stringMatching(new RegExp(`^/agenda\\?date=\\d{4}-\\d{2}-\\d{2}&event=${event._id}$`)),
    });
    const forAdmin = (await notificationsOf(t, adminId, 'event_reminder')).filter(
      (x) => x.entity_id === event._id,
    );
    expect(forAdmin).toHaveLength(1);
    const rafaelRows = (await notificationsOf(t, rafael, 'event_reminder')).filter(
      (x) => x.entity_id === event._id,
    );
    expect(rafaelRows).toHaveLength(1);
    // Pushed after the commit to both, once. (The app's own minute jobs may push other notices meanwhile.)
    expect(
      pushed
        .filter(
          (p) =>
            p.event === 'notification:new' &&
            p.payload.kind === 'event_reminder' &&
            p.payload.link?.endsWith(`event=${event._id}`),
        )
        .map((p) => p.room)
        .sort(),
    ).toEqual([`user:${adminId}`, `user:${rafael}`].sort());
    const [row] = await reminderRows(t, event._id);
    expect(row!.sent_at).not.toBeNull();
  });

  it('sends once when two checks run at the same time', async () => {
    const start = Date.now() + 45 * 60_000;
    const event = await createEvent(t, admin, {
      title: 'Visita ao Jardim Aurélia',
      start: iso(start),
      end: iso(start + HOUR),
      userIds: [juliana],
      reminders: [10, 30],
    });
    const due = new Date(start - 5 * 60_000);
    await Promise.all([sendDueReminders(t.deps, due), sendDueReminders(t.deps, due)]);
    const rows = (await notificationsOf(t, juliana, 'event_reminder')).filter(
      (x) => x.entity_id === event._id,
    );
    // Two reminders (30 and 10 minutes before) were due: each reached her exactly once.
    expect(rows).toHaveLength(2);
  });

  it('claims reminders of deleted or finished events without notifying', async () => {
    const start = Date.now() + 2 * HOUR;
    const event = await createEvent(t, admin, {
      title: 'Evento que já passou',
      start: iso(start),
      end: iso(start + HOUR),
      userIds: [rafael],
      reminders: [60],
    });
    await sendDueReminders(t.deps, new Date(start + 2 * HOUR));
    expect(
      (await notificationsOf(t, rafael, 'event_reminder')).filter((x) => x.entity_id === event._id),
    ).toEqual([]);
    const [row] = await reminderRows(t, event._id);
    expect(row!.sent_at).not.toBeNull();
  });
});

describe('invitations', () => {
  it('invites the users added, never the one who added them, and only once', async () => {
    pushed.length = 0;
    const event = await createEvent(t, admin, {
      title: 'Audiência pública sobre transporte',
      start: '2031-07-01T19:00:00-03:00',
      end: '2031-07-01T21:00:00-03:00',
      location: 'Câmara Municipal',
      userIds: [adminId, rafael],
    });
    const invites = (await notificationsOf(t, rafael, 'event_invited')).filter(
      (x) => x.entity_id === event._id,
    );
    expect(invites).toEqual([
      {
        title: 'Convite: Audiência pública sobre transporte',
        body: 'Em 01/07 às 19:00 · Câmara Municipal',
        link: `/agenda?date=2031-07-01&event=${event._id}`,
        entity_id: event._id,
      },
    ]);
    expect(
      (await notificationsOf(t, adminId, 'event_invited')).filter((x) => x.entity_id === event._id),
    ).toEqual([]);
    // Only this event's invitation (the app's own minute jobs may push other notices meanwhile).
    expect(pushed.filter((p) => p.payload.link?.endsWith(`event=${event._id}`)).map((p) => p.room)).toEqual([
      `user:${rafael}`,
    ]);

    // Keeping Rafael and adding Juliana invites only Juliana.
    const res = await caller(t)(admin, 'PUT', `/api/events/${event._id}`, {
      userIds: [rafael, juliana],
      version: event.version,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await notificationsOf(t, rafael, 'event_invited')).filter((x) => x.entity_id === event._id),
    ).toHaveLength(1);
    expect(
      (await notificationsOf(t, juliana, 'event_invited')).filter((x) => x.entity_id === event._id),
    ).toHaveLength(1);
  });
});
