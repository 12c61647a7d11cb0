import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.ts';
import { users } from '../users/users.table.ts';

/** A user who hid the first-login checklist from their dashboard (one row per user). */
export const tutorialDismissals = pgTable('tutorial_dismissals', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
});
