// Test fixtures: demo users' ids and notifications inserted (and pushed) the way the areas do it.
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { users } from '../users/users.table.ts';
import { insertNotifications, pushNotifications, type NotificationInput } from './notify.ts';

export async function userOf(t: TestApp, email: string): Promise<{ id: string; organizationId: string }> {
  const [row] = await t.deps.database.db
    .select({ id: users.id, organizationId: users.organizationId })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** Inserts in a transaction and pushes after it commits, as an area's service would. */
export async function notify(
  t: TestApp,
  to: { id: string; organizationId: string },
  extra: Partial<NotificationInput> = {},
) {
  const created = await t.deps.database.db.transaction((tx) =>
    insertNotifications(tx, [
      {
        organizationId: to.organizationId,
        userId: to.id,
        kind: 'demand_assigned',
        title: 'Demanda 2026/0142 atribuída a você',
        body: 'Troca de lâmpadas na Rua das Palmeiras',
        link: '/demandas/00000000-0000-4000-8000-00000000abcd',
        ...extra,
      },
    ]),
  );
  pushNotifications(t.deps, created);
  return created;
}
