import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const exports = pgTable(
  'exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    userId: uuid('user_id'),
    format: text('format').notNull(),
    /** The list filter, or the chosen ids. */
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('queued'),
    rowCount: integer('row_count').notNull().default(0),
    filePath: text('file_path'),
    fileSize: bigint('file_size', { mode: 'number' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('exports_org_idx').on(t.organizationId, t.createdAt)],
);
export type ExportRow = typeof exports.$inferSelect;
