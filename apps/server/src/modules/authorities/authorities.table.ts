import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.ts';
import { users } from '../users/users.table.ts';

/** Contatos de autoridades: the letter forms (tratamento…fecho) are stored so the office may edit them. */
export const authorities = pgTable(
  'authorities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    cargo: text('cargo').notNull(),
    organ: text('organ'),
    type: text('type').notNull(),
    gender: text('gender').notNull(),
    plainFederal: boolean('plain_federal').notNull().default(false),
    tratamento: text('tratamento').notNull(),
    abbreviation: text('abbreviation').notNull(),
    vocativo: text('vocativo').notNull(),
    addressing: text('addressing').notNull(),
    closing: text('closing').notNull(),
    phone: text('phone'),
    mobile: text('mobile'),
    email: text('email'),
    street: text('street'),
    cep: text('cep'),
    city: text('city'),
    uf: text('uf'),
    birthday: date('birthday'),
    assistantName: text('assistant_name'),
    assistantPhone: text('assistant_phone'),
    assistantEmail: text('assistant_email'),
    notes: text('notes'),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(f_unaccent(name || ' ' || cargo || ' ' || coalesce(organ, '') || ' ' || coalesce(city, '')))`,
    ),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('authorities_org_name_idx')
      .on(t.organizationId, sql`lower(f_unaccent(${t.name}))`)
      .where(sql`${t.deletedAt} is null`),
    index('authorities_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
export type AuthorityRow = typeof authorities.$inferSelect;
