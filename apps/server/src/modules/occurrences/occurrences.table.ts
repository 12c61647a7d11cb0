import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { areas } from '../areas/areas.table.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { users } from '../users/users.table.ts';

/** Atendimentos (the spec's 'occurrences'): each contact of a citizen with the office. */
export const occurrences = pgTable(
  'occurrences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    channel: text('channel').notNull(),
    subject: text('subject').notNull(),
    /** lower(f_unaccent(subject)): what the text search matches. */
    searchSubject: text('search_subject').generatedAlwaysAs(sql`lower(f_unaccent(subject))`),
    description: text('description'),
    areaId: uuid('area_id').references(() => areas.id),
    responsibleId: uuid('responsible_id').references(() => users.id),
    status: text('status').notNull(),
    citizenId: uuid('citizen_id')
      .notNull()
      .references(() => citizens.id),
    /** The demanda opened from it. */
    demandId: uuid('demand_id'),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
    /** Rows removed together (PATCH /users/{id}/reset/occurrences) share it, to restore them together. */
    deletedBatch: uuid('deleted_batch'),
  },
  (t) => [
    index('occurrences_org_occurred_idx')
      .on(t.organizationId, t.occurredAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The office's latest change in one index probe: the dashboard's weekly counts are cached while it stands.
    index('occurrences_org_updated_idx').on(t.organizationId, t.updatedAt),
    index('occurrences_citizen_idx').on(t.citizenId, t.occurredAt),
    index('occurrences_org_responsible_idx')
      .on(t.organizationId, t.responsibleId, t.occurredAt)
      .where(sql`${t.deletedAt} is null`),
    index('occurrences_org_area_idx')
      .on(t.organizationId, t.areaId, t.occurredAt)
      .where(sql`${t.deletedAt} is null`),
    index('occurrences_search_subject_idx').using('gin', sql`${t.searchSubject} gin_trgm_ops`),
    index('occurrences_created_by_idx').on(t.organizationId, t.createdBy),
    index('occurrences_deleted_idx')
      .on(t.organizationId, t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);
export type OccurrenceRow = typeof occurrences.$inferSelect;
