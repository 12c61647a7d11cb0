import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.ts';

/** The office's WhatsApp message templates as Meta last reported them (Cloud API), with our field mapping. */
export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** Meta's lower_snake name. */
    name: text('name').notNull(),
    language: text('language').notNull(),
    category: text('category').notNull(),
    body: text('body').notNull(),
    /** params[i]: the merge field that fills {{i+1}} (null until mapped). */
    params: jsonb('params').$type<(string | null)[]>().notNull().default([]),
    status: text('status').notNull(),
    metaId: text('meta_id'),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('whatsapp_templates_name_idx').on(t.organizationId, t.name, t.language)],
);
export type WhatsappTemplateRow = typeof whatsappTemplates.$inferSelect;
