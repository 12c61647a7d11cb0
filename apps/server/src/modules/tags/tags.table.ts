import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { citizens } from '../citizens/citizens.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

export const tagCategories = pgTable(
  'tag_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    color: text('color').notNull().default('gray'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tag_categories_name_idx').on(t.organizationId, sql`lower(f_unaccent(${t.name}))`)],
);

export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    color: text('color').notNull().default('blue'),
    categoryId: uuid('category_id').references(() => tagCategories.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_name_idx').on(t.organizationId, sql`lower(f_unaccent(${t.name}))`)],
);
export type TagRow = typeof tags.$inferSelect;

/** Which citizen carries which tag; organization_id repeated so filters never leave the office. */
export const citizenTags = pgTable(
  'citizen_tags',
  {
    citizenId: uuid('citizen_id')
      .notNull()
      .references((): AnyPgColumn => citizens.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.citizenId, t.tagId] }),
    index('citizen_tags_tag_idx').on(t.tagId, t.citizenId),
  ],
);
