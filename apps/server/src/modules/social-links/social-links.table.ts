import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.ts';

/** The representative's networks (Instagram, site, canal do WhatsApp…), in the office's order. */
export const socialLinks = pgTable(
  'social_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    network: text('network').notNull(),
    label: text('label').notNull(),
    url: text('url').notNull(),
    visible: boolean('visible').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('social_links_org_idx').on(t.organizationId, t.position)],
);
export type SocialLinkRow = typeof socialLinks.$inferSelect;
