import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { areas } from '../areas/areas.table.ts';
import { institutions } from '../institutions/institutions.table.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { municipalities } from '../geo/geo.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { users } from '../users/users.table.ts';

/** The office's editable list of statuses; `next` holds the ids a demanda may move to (409 otherwise). */
export const demandStatuses = pgTable(
  'demand_statuses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** The default status it was seeded from ('aguardando'…), null for the office's own. */
    key: text('key'),
    name: text('name').notNull(),
    color: text('color').notNull().default('gray'),
    position: smallint('position').notNull().default(0),
    isInitial: boolean('is_initial').notNull().default(false),
    isFinal: boolean('is_final').notNull().default(false),
    next: uuid('next')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('demand_statuses_name_idx').on(t.organizationId, sql`lower(f_unaccent(${t.name}))`)],
);
export type DemandStatusRow = typeof demandStatuses.$inferSelect;

export const demands = pgTable(
  'demands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    protocolYear: smallint('protocol_year').notNull(),
    protocolNumber: integer('protocol_number').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** lower(f_unaccent(title)): what the text search matches. */
    searchTitle: text('search_title').generatedAlwaysAs(sql`lower(f_unaccent(title))`),
    areaId: uuid('area_id').references(() => areas.id),
    priority: text('priority').notNull().default('media'),
    statusId: uuid('status_id')
      .notNull()
      .references(() => demandStatuses.id),
    /** Copied from the status on every move, so lists and counts need no join to know open from closed. */
    isClosed: boolean('is_closed').notNull().default(false),
    openedAt: date('opened_at').notNull(),
    dueDate: date('due_date'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    responsibleId: uuid('responsible_id').references(() => users.id),
    chamberProtocol: text('chamber_protocol'),
    cityHallProtocol: text('city_hall_protocol'),
    agency: text('agency'),
    institution: text('institution'),
    /** The instituição record (issue 17); `institution` keeps the name as typed before it existed. */
    institutionId: uuid('institution_id').references((): AnyPgColumn => institutions.id),
    cep: text('cep'),
    street: text('street'),
    number: text('number'),
    complement: text('complement'),
    neighborhood: text('neighborhood'),
    neighborhoodKey: text('neighborhood_key').generatedAlwaysAs(sql`lower(f_unaccent(neighborhood))`),
    cityIbge: integer('city_ibge').references(() => municipalities.ibge),
    uf: text('uf'),
    referencePoint: text('reference_point'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** The atendimento it was opened from. */
    occurrenceId: uuid('occurrence_id'),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the overdue notification went out for the current prazo (cleared when the prazo changes). */
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
    /** Rows removed together (PATCH /users/{id}/reset/demands) share it, to restore them together. */
    deletedBatch: uuid('deleted_batch'),
  },
  (t) => [
    uniqueIndex('demands_protocol_idx').on(t.organizationId, t.protocolYear, t.protocolNumber),
    // Newest first; the status and place columns let the unfiltered map read its points from the index alone.
    index('demands_org_created_idx')
      .on(t.organizationId, t.createdAt, t.id, t.statusId, t.lat, t.lng, t.cityIbge)
      .where(sql`${t.deletedAt} is null`),
    index('demands_org_status_idx')
      .on(t.organizationId, t.statusId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    index('demands_institution_idx')
      .on(t.institutionId)
      .where(sql`${t.institutionId} is not null`),
    index('demands_org_area_idx')
      .on(t.organizationId, t.areaId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    index('demands_org_responsible_idx')
      .on(t.organizationId, t.responsibleId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    // The list's count with responsible + statuses + áreas (and the board's columns) in one index-only scan.
    index('demands_org_resp_status_area_idx')
      .on(t.organizationId, t.responsibleId, t.statusId, t.areaId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    // The list sorted by prazo.
    index('demands_org_due_idx')
      .on(t.organizationId, t.dueDate)
      .where(sql`${t.deletedAt} is null`),
    // The dashboard's counts (status × área × open × overdue) in one index-only scan.
    index('demands_org_dashboard_idx')
      .on(t.organizationId, t.statusId, t.areaId, t.isClosed, t.dueDate)
      .where(sql`${t.deletedAt} is null`),
    // The office's latest change in one index probe: the dashboard's cache is valid while it stands.
    index('demands_org_updated_idx').on(t.organizationId, t.updatedAt),
    index('demands_org_due_open_idx')
      .on(t.organizationId, t.dueDate)
      .where(sql`${t.deletedAt} is null and not ${t.isClosed}`),
    index('demands_org_neighborhood_idx').on(t.organizationId, t.neighborhoodKey),
    index('demands_search_title_idx').using('gin', sql`${t.searchTitle} gin_trgm_ops`),
    index('demands_created_by_idx').on(t.organizationId, t.createdBy),
    index('demands_occurrence_idx')
      .on(t.occurrenceId)
      .where(sql`${t.occurrenceId} is not null`),
    index('demands_deleted_idx')
      .on(t.organizationId, t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);
export type DemandRow = typeof demands.$inferSelect;

/** The citizens a demanda is for (one or more); organization_id repeated so filters never leave the office. */
export const demandCitizens = pgTable(
  'demand_citizens',
  {
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    citizenId: uuid('citizen_id')
      .notNull()
      .references(() => citizens.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.demandId, t.citizenId] }),
    index('demand_citizens_citizen_idx').on(t.citizenId, t.demandId),
  ],
);

/** Full history of a demanda: who changed which field from what to what (status moves included). */
export const demandChanges = pgTable(
  'demand_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<{ field: string; from: unknown; to: unknown }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demand_changes_demand_idx').on(t.demandId, t.createdAt)],
);

export const demandComments = pgTable(
  'demand_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('demand_comments_demand_idx').on(t.demandId, t.createdAt)],
);

/** Files kept under DATA_DIR/attachments (never the public uploads folder), served only through the API. */
export const demandAttachments = pgTable(
  'demand_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Path relative to the attachments folder. */
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('demand_attachments_demand_idx').on(t.demandId)],
);

/** Users told of a demanda's status changes: its creator and responsible, and whoever follows it. */
export const demandFollowers = pgTable(
  'demand_followers',
  {
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    organizationId: uuid('organization_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.demandId, t.userId] }), index('demand_followers_user_idx').on(t.userId)],
);
