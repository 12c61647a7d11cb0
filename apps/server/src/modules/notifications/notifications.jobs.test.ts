import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { registerAlertCheck } from './alert-checks.ts';
import { notify, userOf } from './notifications-test-helpers.ts';
import { notifications } from './notifications.table.ts';
import { ALERTS_QUEUE, KEEP_READ_DAYS, purgeOldNotifications } from './notifications.jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notification jobs', () => {
  it('the casework-alerts queue runs the registered checks', async () => {
    let ranAt: Date | null = null;
    registerAlertCheck('test-probe', async (_deps, now) => {
      ranAt = now;
    });
    // The other areas' checks run too; only the probe matters here.
    await t.deps.jobs.run(ALERTS_QUEUE, {}).catch(() => {});
    expect(ranAt).toBeInstanceOf(Date);
  });

  it(`removes read notifications older than ${KEEP_READ_DAYS} days and keeps unread ones`, async () => {
    const user = await userOf(t, 'sac@gabinete.demo');
    const db = t.deps.database.db;
    const [oldRead] = await notify(t, user, { title: 'Antiga lida' });
    const [oldUnread] = await notify(t, user, { title: 'Antiga não lida' });
    const [recentRead] = await notify(t, user, { title: 'Recente lida' });
    const old = new Date(Date.now() - (KEEP_READ_DAYS + 1) * 86_400_000);
    await db
      .update(notifications)
      .set({ createdAt: old, readAt: old })
      .where(eq(notifications.id, oldRead!.id));
    await db.update(notifications).set({ createdAt: old }).where(eq(notifications.id, oldUnread!.id));
    await db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, recentRead!.id));

    expect(await purgeOldNotifications(t.deps)).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.id, [oldRead!.id, oldUnread!.id, recentRead!.id]));
    expect(left.map((r) => r.id).sort()).toEqual([oldUnread!.id, recentRead!.id].sort());
  });
});
