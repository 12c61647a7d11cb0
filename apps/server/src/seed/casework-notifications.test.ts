import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notifications } from '../modules/notifications/notifications.table.ts';
import { runAlertChecks } from '../modules/notifications/alert-checks.ts';
import { seedNotifications } from './casework-notifications.ts';
import { DEMO_ORG_ID } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seeded = () =>
  t.deps.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.organizationId, DEMO_ORG_ID), like(notifications.dedupeKey, 'seed:%')));

describe('demo notifications', () => {
  it('gives the demo team a dozen, of several kinds, some read, linking to seeded records', async () => {
    const rows = await seeded();
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.kind)).size).toBeGreaterThanOrEqual(6);
    expect(rows.some((r) => r.readAt) && rows.some((r) => !r.readAt)).toBe(true);
    expect(new Set(rows.map((r) => r.userId)).size).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.link?.startsWith('/demandas/')).length).toBeGreaterThan(0);
  });

  it('answers them through the API, newest first', async () => {
    const token = await t.login('assessor@gabinete.demo');
    const res = (await t.call(token, { method: 'GET', url: '/api/notifications?perPage=100' })).json();
    const times = res.notifications.map((n: { createdAt: string }) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(res.unread).toBeGreaterThan(0);
  });

  it('adds nothing when run again', async () => {
    await seedNotifications(t.deps.database.db);
    expect(await seeded()).toHaveLength(12);
  });

  it('leaves nothing for the first alert tick: a demo user is not met by a burst of toasts', async () => {
    const before = await t.deps.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.organizationId, DEMO_ORG_ID));
    await runAlertChecks(t.deps);
    const after = await t.deps.database.db
      .select({ id: notifications.id, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.organizationId, DEMO_ORG_ID));
    const known = new Set(before.map((n) => n.id));
    expect(after.filter((n) => !known.has(n.id)).map((n) => n.title)).toEqual([]);
  });
});
