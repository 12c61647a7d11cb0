import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { citizens } from '../citizens/citizens.table.ts';
import { demands } from '../demands/demands.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { users } from '../users/users.table.ts';

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    title: text('title').notNull(),
    searchTitle: text('search_title').generatedAlwaysAs(sql`lower(f_unaccent(title))`),
    description: text('description'),
    assigneeId: uuid('assignee_id').references(() => users.id),
    dueDate: date('due_date'),
    priority: text('priority').notNull().default('media'),
    status: text('status').notNull(),
    demandId: uuid('demand_id').references(() => demands.id, { onDelete: 'set null' }),
    citizenId: uuid('citizen_id').references(() => citizens.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the overdue notification went out for the current due date. */
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('tasks_org_assignee_idx')
      .on(t.organizationId, t.assigneeId, t.status, t.dueDate)
      .where(sql`${t.deletedAt} is null`),
    index('tasks_org_due_idx')
      .on(t.organizationId, t.dueDate)
      .where(sql`${t.deletedAt} is null`),
    index('tasks_demand_idx')
      .on(t.demandId)
      .where(sql`${t.demandId} is not null`),
    index('tasks_search_title_idx').using('gin', sql`${t.searchTitle} gin_trgm_ops`),
    index('tasks_citizen_idx')
      .on(t.citizenId)
      .where(sql`${t.citizenId} is not null`),
  ],
);
export type TaskRow = typeof tasks.$inferSelect;
