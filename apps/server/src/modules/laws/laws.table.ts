import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LawHouse, LawNumbering, LawStatus } from '@gabinete/shared';
import { demands } from '../demands/demands.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { users } from '../users/users.table.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Types of proposição and norma as office rows (casa, sigla, descrição), never an enum (§3.1). */
export const lawTypes = pgTable(
  'law_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    house: text('house').$type<LawHouse>().notNull(),
    sigla: text('sigla').notNull(),
    description: text('description').notNull(),
    numbering: text('numbering').$type<LawNumbering>().notNull().default('ano'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('law_types_sigla_idx').on(t.organizationId, t.house, t.sigla)],
);

export const laws = pgTable(
  'laws',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    typeId: uuid('type_id')
      .notNull()
      .references(() => lawTypes.id),
    number: integer('number').notNull(),
    year: smallint('year').notNull(),
    ementa: text('ementa').notNull(),
    author: text('author'),
    coAuthors: text('co_authors'),
    ownWork: boolean('own_work').notNull().default(true),
    status: text('status').$type<LawStatus>().notNull().default('apresentada'),
    houseStatus: text('house_status'),
    presentedOn: date('presented_on'),
    statusOn: date('status_on'),
    fullText: text('full_text'),
    link: text('link'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    demandId: uuid('demand_id').references(() => demands.id, { onDelete: 'set null' }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('portuguese'::regconfig, f_unaccent(coalesce(ementa, '') || ' ' || coalesce(full_text, '')))`,
    ),
    /** The ementa alone (a few lexemes, kept in the row): its matches come first in a search. */
    ementaVector: tsvector('ementa_vector').generatedAlwaysAs(
      sql`to_tsvector('portuguese'::regconfig, f_unaccent(coalesce(ementa, '')))`,
    ),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('laws_number_idx')
      .on(t.organizationId, t.typeId, t.year, t.number)
      .where(sql`${t.deletedAt} is null`),
    index('laws_org_year_idx')
      .on(t.organizationId, t.year, t.number)
      .where(sql`${t.deletedAt} is null`),
    index('laws_search_idx').using('gin', t.searchVector),
    index('laws_ementa_search_idx').using('gin', t.ementaVector),
  ],
);
export type LawRow = typeof laws.$inferSelect;
