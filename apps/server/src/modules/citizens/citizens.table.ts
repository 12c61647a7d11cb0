import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  uniqueIndex,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { municipalities } from '../geo/geo.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { users } from '../users/users.table.ts';

export const citizens = pgTable(
  'citizens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    socialName: text('social_name'),
    nickname: text('nickname'),
    /** Lower-case, accent-free name + social name + nickname: what the name search matches. */
    searchName: text('search_name').generatedAlwaysAs(
      sql`lower(f_unaccent(name || ' ' || coalesce(social_name, '') || ' ' || coalesce(nickname, '')))`,
    ),
    /** 11 digits. */
    cpf: text('cpf'),
    rg: text('rg'),
    birthDate: date('birth_date'),
    /** month * 100 + day, for birthday lists. */
    birthMonthDay: smallint('birth_month_day').generatedAlwaysAs(
      sql`(extract(month from birth_date) * 100 + extract(day from birth_date))::smallint`,
    ),
    gender: text('gender'),
    /** 12 digits. */
    voterTitle: text('voter_title'),
    voterZone: text('voter_zone'),
    voterSection: text('voter_section'),
    profession: text('profession'),
    /** 8 digits. */
    cep: text('cep'),
    street: text('street'),
    number: text('number'),
    complement: text('complement'),
    neighborhood: text('neighborhood'),
    /** lower(f_unaccent(neighborhood)): what the bairro filter matches. */
    neighborhoodKey: text('neighborhood_key').generatedAlwaysAs(sql`lower(f_unaccent(neighborhood))`),
    cityIbge: integer('city_ibge').references(() => municipalities.ibge),
    uf: text('uf'),
    referencePoint: text('reference_point'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    leaderId: uuid('leader_id').references((): AnyPgColumn => citizens.id),
    origin: text('origin'),
    notes: text('notes'),
    registeredBy: uuid('registered_by').references(() => users.id),
    /** The import that created the row (lets an import resume or roll back). */
    importId: uuid('import_id'),
    mergedInto: uuid('merged_into'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
    /** Rows removed together (PATCH /users/{id}/reset/voters) share it, to restore them together. */
    deletedBatch: uuid('deleted_batch'),
  },
  (t) => [
    index('citizens_org_name_idx')
      .on(t.organizationId, t.name, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('citizens_search_name_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // The prefix range of a name search ('joao%'), walked in order: prefix matches come first (migration 0008).
    index('citizens_org_search_prefix_idx')
      .on(t.organizationId, sql`${t.searchName} collate "C"`)
      .where(sql`${t.deletedAt} is null`),
    index('citizens_org_created_idx').on(t.organizationId, t.createdAt),
    // The trash's CPF search; live citizens are found by the unique index below (migration 0029).
    index('citizens_org_cpf_deleted_idx')
      .on(t.organizationId, t.cpf)
      .where(sql`${t.cpf} is not null and ${t.deletedAt} is not null`),
    // A CPF and a título identify one person: once among the office's live citizens (citizens-identity.ts).
    uniqueIndex('citizens_org_cpf_unique')
      .on(t.organizationId, t.cpf)
      .where(sql`${t.cpf} is not null and ${t.deletedAt} is null`),
    uniqueIndex('citizens_org_title_unique')
      .on(t.organizationId, t.voterTitle)
      .where(sql`${t.voterTitle} is not null and ${t.deletedAt} is null`),
    index('citizens_org_neighborhood_idx').on(t.organizationId, t.neighborhoodKey, t.name),
    index('citizens_org_city_idx').on(t.organizationId, t.cityIbge),
    index('citizens_org_zone_idx').on(t.organizationId, t.voterZone, t.voterSection),
    // Today's aniversariantes (the dashboard): counted from the index alone, the first names read in order.
    index('citizens_org_birthday_name_idx')
      .on(t.organizationId, t.birthMonthDay, sql`lower(f_unaccent(${t.name}))`)
      .where(sql`${t.deletedAt} is null`),
    index('citizens_leader_idx')
      .on(t.leaderId)
      .where(sql`${t.leaderId} is not null`),
    index('citizens_registered_by_idx').on(t.organizationId, t.registeredBy),
    index('citizens_deleted_idx')
      .on(t.organizationId, t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);
export type CitizenRow = typeof citizens.$inferSelect;

export const citizenPhones = pgTable(
  'citizen_phones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    citizenId: uuid('citizen_id')
      .notNull()
      .references(() => citizens.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    /** E.164. */
    number: text('number').notNull(),
    type: text('type').notNull().default('celular'),
    preferred: boolean('preferred').notNull().default(false),
    canContact: boolean('can_contact').notNull().default(true),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    index('citizen_phones_citizen_idx').on(t.citizenId),
    index('citizen_phones_org_number_idx').on(t.organizationId, t.number),
    index('citizen_phones_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
  ],
);
export type CitizenPhoneRow = typeof citizenPhones.$inferSelect;

export const citizenEmails = pgTable(
  'citizen_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    citizenId: uuid('citizen_id')
      .notNull()
      .references(() => citizens.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    address: text('address').notNull(),
    type: text('type').notNull().default('pessoal'),
    preferred: boolean('preferred').notNull().default(false),
    canContact: boolean('can_contact').notNull().default(true),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    index('citizen_emails_citizen_idx').on(t.citizenId),
    index('citizen_emails_org_address_idx').on(t.organizationId, sql`lower(${t.address})`),
  ],
);
export type CitizenEmailRow = typeof citizenEmails.$inferSelect;

/** Full change history of a citizen record: who changed which field from what to what. */
export const citizenChanges = pgTable(
  'citizen_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    citizenId: uuid('citizen_id').notNull(),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<{ field: string; from: unknown; to: unknown }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('citizen_changes_citizen_idx').on(t.citizenId, t.createdAt)],
);

export const savedFilters = pgTable(
  'saved_filters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** Which list the filter belongs to ('citizens'); other lists may reuse the table. */
    list: text('list').notNull().default('citizens'),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_filters_org_idx').on(t.organizationId, t.list)],
);
