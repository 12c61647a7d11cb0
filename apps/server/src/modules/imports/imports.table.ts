import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    userId: uuid('user_id'),
    fileName: text('file_name').notNull(),
    /** Where the uploaded file sits under the uploads directory. */
    filePath: text('file_path').notNull(),
    format: text('format').notNull(),
    encoding: text('encoding'),
    sheet: text('sheet'),
    columns: jsonb('columns').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull().default({}),
    duplicatePolicy: text('duplicate_policy').notNull().default('skip'),
    tagIds: jsonb('tag_ids').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('uploaded'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    createdRows: integer('created_rows').notNull().default(0),
    updatedRows: integer('updated_rows').notNull().default(0),
    skippedRows: integer('skipped_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    note: text('note'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('imports_org_idx').on(t.organizationId, t.createdAt)],
);
export type ImportRow = typeof imports.$inferSelect;

export const importErrors = pgTable(
  'import_errors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    field: text('field'),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, string | null>>(),
  },
  (t) => [index('import_errors_import_idx').on(t.importId, t.row)],
);

/** The mapping last used for a given set of columns, offered again for the next file like it. */
export const importMappings = pgTable(
  'import_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    /** Sorted, normalised column names joined: identifies 'the same spreadsheet layout'. */
    signature: text('signature').notNull(),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('import_mappings_signature_idx').on(t.organizationId, t.signature)],
);
