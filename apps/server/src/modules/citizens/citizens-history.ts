// The change history of a citizen (citizen_changes): written by every change, read by the history tab.
import { and, desc, eq, lt } from 'drizzle-orm';
import type { CITIZEN_CHANGE_ACTIONS } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import type { FieldChange } from './citizens-diff.ts';
import { citizenChanges } from './citizens.table.ts';

export type ChangeAction = (typeof CITIZEN_CHANGE_ACTIONS)[number];
export const HISTORY_LIMIT = 1000;

export async function recordChange(
  db: Db,
  entry: {
    organizationId: string;
    citizenId: string;
    userId: string | null;
    action: ChangeAction;
    changes?: FieldChange[];
  },
): Promise<void> {
  await db.insert(citizenChanges).values({ ...entry, changes: entry.changes ?? [] });
}

/** The newest changes first (optionally before an instant), with the author's name. */
export async function selectChanges(
  db: Db,
  organizationId: string,
  citizenId: string,
  limit: number,
  before?: Date,
) {
  const rows = await db
    .select({
      id: citizenChanges.id,
      action: citizenChanges.action,
      changes: citizenChanges.changes,
      createdAt: citizenChanges.createdAt,
      userId: citizenChanges.userId,
      userName: users.name,
    })
    .from(citizenChanges)
    .leftJoin(users, eq(users.id, citizenChanges.userId))
    .where(
      and(
        eq(citizenChanges.citizenId, citizenId),
        eq(citizenChanges.organizationId, organizationId),
        before ? lt(citizenChanges.createdAt, before) : undefined,
      ),
    )
    .orderBy(desc(citizenChanges.createdAt), desc(citizenChanges.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    action: r.action as ChangeAction,
    user: r.userId && r.userName ? { _id: r.userId, name: r.userName } : null,
  }));
}
