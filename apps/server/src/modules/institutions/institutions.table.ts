import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { municipalities } from '../geo/geo.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { users } from '../users/users.table.ts';

/** Beneficiários of emendas and the 'instituição' of demandas; one live row per CNPJ and office. */
export const institutions = pgTable(
  'institutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    /** lower(f_unaccent(name)): what the search matches. */
    searchName: text('search_name').generatedAlwaysAs(sql`lower(f_unaccent(name))`),
    /** 14 characters, no punctuation (letters allowed: the alphanumeric CNPJ). */
    cnpj: text('cnpj'),
    kind: text('kind').notNull().default('outro'),
    cep: text('cep'),
    street: text('street'),
    number: text('number'),
    complement: text('complement'),
    neighborhood: text('neighborhood'),
    cityIbge: integer('city_ibge').references(() => municipalities.ibge),
    uf: text('uf'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    phones: text('phones')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emails: text('emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    website: text('website'),
    contactName: text('contact_name'),
    notes: text('notes'),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('institutions_cnpj_idx')
      .on(t.organizationId, t.cnpj)
      .where(sql`${t.deletedAt} is null and ${t.cnpj} is not null`),
    index('institutions_org_name_idx')
      .on(t.organizationId, t.searchName)
      .where(sql`${t.deletedAt} is null`),
    index('institutions_search_name_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);
export type InstitutionRow = typeof institutions.$inferSelect;
