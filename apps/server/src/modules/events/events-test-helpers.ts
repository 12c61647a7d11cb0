// Test-only helpers for the agenda tests: ids of demo people and a compact way to create events.
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';

export const DEMO_ORG = '00000000-0000-4000-8000-000000000001';
export const BH_ORG = '00000000-0000-4000-8000-000000000002';

export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const { rows } = await t.deps.database.executeSql('select id from users where email = $1', [email]);
  return (rows[0] as { id: string }).id;
}

export async function categoryIdOf(t: TestApp, org: string, name: string): Promise<string> {
  const { rows } = await t.deps.database.executeSql(
    'select id from event_categories where organization_id = $1 and name = $2',
    [org, name],
  );
  return (rows[0] as { id: string }).id;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const caller = (t: TestApp) => (token: string, method: Method, url: string, payload?: unknown) =>
  t.call(token, { method, url, payload: payload as never });

/** Creates an event (a one-hour meeting in 2031 unless told otherwise) and returns it. */
export async function createEvent(t: TestApp, token: string, input: Record<string, unknown> = {}) {
  const res = await caller(t)(token, 'POST', '/api/events', {
    title: 'Reunião com a Secretaria de Saúde',
    start: '2031-03-11T14:00:00-03:00',
    end: '2031-03-11T15:00:00-03:00',
    ...input,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export async function reminderRows(t: TestApp, eventId: string) {
  const { rows } = await t.deps.database.executeSql(
    'select minutes_before, remind_at, sent_at from event_reminders where event_id = $1 order by remind_at',
    [eventId],
  );
  return rows as { minutes_before: number; remind_at: string | Date; sent_at: string | Date | null }[];
}

export async function notificationsOf(t: TestApp, userId: string, kind: string) {
  const { rows } = await t.deps.database.executeSql(
    'select title, body, link, entity_id from notifications where user_id = $1 and kind = $2 order by created_at',
    [userId, kind],
  );
  return rows as { title: string; body: string | null; link: string | null; entity_id: string }[];
}
