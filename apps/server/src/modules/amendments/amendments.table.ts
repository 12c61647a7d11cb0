import { sql } from 'drizzle-orm';
import {
  bigint,
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
} from 'drizzle-orm/pg-core';
import { areas } from '../areas/areas.table.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { demands } from '../demands/demands.table.ts';
import { municipalities } from '../geo/geo.table.ts';
import { institutions } from '../institutions/institutions.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { users } from '../users/users.table.ts';

/** Centavos; bigint in the database, a JS number (safe up to R$ 90 trilhões) in the code. */
const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

export const amendments = pgTable(
  'amendments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    sphere: text('sphere').notNull(),
    year: smallint('year').notNull(),
    number: text('number'),
    /** The Portal's 12-digit código when federal; not unique in old data ('S/I'), so never a key. */
    code: text('code'),
    kind: text('kind').notNull(),
    author: text('author').notNull(),
    object: text('object'),
    /** lower(f_unaccent(author || object || number || code)): the text search. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(f_unaccent(coalesce(author, '') || ' ' || coalesce(object, '') || ' ' || coalesce(number, '') || ' ' || coalesce(code, '')))`,
    ),
    areaId: uuid('area_id').references(() => areas.id),
    cityIbge: integer('city_ibge').references(() => municipalities.ibge),
    uf: text('uf'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    institutionId: uuid('institution_id').references(() => institutions.id),
    modality: text('modality'),
    agency: text('agency'),
    indicated: cents('indicated'),
    approved: cents('approved'),
    committed: cents('committed'),
    liquidated: cents('liquidated'),
    paid: cents('paid'),
    rapRegistered: cents('rap_registered'),
    rapCancelled: cents('rap_cancelled'),
    rapPaid: cents('rap_paid'),
    indicatedOn: date('indicated_on'),
    approvedOn: date('approved_on'),
    committedOn: date('committed_on'),
    liquidatedOn: date('liquidated_on'),
    paidOn: date('paid_on'),
    status: text('status').notNull().default('indicada'),
    sourceStatus: text('source_status'),
    commitmentNumber: text('commitment_number'),
    agreementNumber: text('agreement_number'),
    seiNumber: text('sei_number'),
    indicationDeadline: date('indication_deadline'),
    workPlanDeadline: date('work_plan_deadline'),
    accountabilityDeadline: date('accountability_deadline'),
    impedimentReason: text('impediment_reason'),
    responsibleId: uuid('responsible_id').references(() => users.id),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    syncSource: text('sync_source'),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // Newest year first; the sums and the map's columns ride along so the common filters read the index only.
    index('amendments_org_year_idx')
      .on(t.organizationId, t.year, t.status, t.cityIbge, t.indicated, t.committed, t.paid)
      .where(sql`${t.deletedAt} is null`),
    // The list's default order (-year), read in order from the index (0023).
    index('amendments_org_order_idx')
      .on(t.organizationId, t.year.desc(), t.createdAt.desc(), t.id)
      .where(sql`${t.deletedAt} is null`),
    // The map's points in a box, grouped in (lat, lng, status) order; the migration (0031) INCLUDEs indicated, id
    // and year for an index-only read.
    index('amendments_org_map_idx')
      .on(t.organizationId, t.lat, t.lng, t.status)
      .where(sql`${t.deletedAt} is null and ${t.lat} is not null`),
    index('amendments_org_status_idx')
      .on(t.organizationId, t.status, t.year)
      .where(sql`${t.deletedAt} is null`),
    index('amendments_org_city_idx')
      .on(t.organizationId, t.cityIbge, t.status, t.indicated, t.committed, t.paid)
      .where(sql`${t.deletedAt} is null`),
    index('amendments_org_code_idx')
      .on(t.organizationId, t.code)
      .where(sql`${t.deletedAt} is null and ${t.code} is not null`),
    index('amendments_institution_idx')
      .on(t.institutionId)
      .where(sql`${t.institutionId} is not null`),
    index('amendments_search_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
export type AmendmentRow = typeof amendments.$inferSelect;

/** The full history: field diffs in readable values, status moves, imports ('Portal 2026-11-20'). */
export const amendmentChanges = pgTable(
  'amendment_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    amendmentId: uuid('amendment_id')
      .notNull()
      .references(() => amendments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id),
    action: text('action').notNull(),
    changes: jsonb('changes').notNull().$type<{ field: string; from: unknown; to: unknown }[]>(),
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('amendment_changes_amendment_idx').on(t.amendmentId, t.createdAt)],
);

export const amendmentDemands = pgTable(
  'amendment_demands',
  {
    amendmentId: uuid('amendment_id')
      .notNull()
      .references(() => amendments.id, { onDelete: 'cascade' }),
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.amendmentId, t.demandId] }),
    index('amendment_demands_demand_idx').on(t.demandId),
  ],
);

/** The citizens (lideranças, moradores) who asked for the emenda: the citizen's timeline shows it. */
export const amendmentCitizens = pgTable(
  'amendment_citizens',
  {
    amendmentId: uuid('amendment_id')
      .notNull()
      .references(() => amendments.id, { onDelete: 'cascade' }),
    citizenId: uuid('citizen_id')
      .notNull()
      .references(() => citizens.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.amendmentId, t.citizenId] }),
    index('amendment_citizens_citizen_idx').on(t.citizenId),
  ],
);

export const amendmentComments = pgTable(
  'amendment_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    amendmentId: uuid('amendment_id')
      .notNull()
      .references(() => amendments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('amendment_comments_amendment_idx').on(t.amendmentId, t.createdAt)],
);

/** Anexos of an emenda (plano de trabalho, termo, fotos): files under DATA_DIR/attachments like the demandas'. */
export const amendmentAttachments = pgTable(
  'amendment_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    amendmentId: uuid('amendment_id')
      .notNull()
      .references(() => amendments.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Path relative to the attachments folder. */
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('amendment_attachments_amendment_idx').on(t.amendmentId)],
);

/** One upload of the Portal's CSV: its preview (what will change), then its execution. */
export const amendmentImports = pgTable(
  'amendment_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('preview'),
    rows: integer('rows').notNull().default(0),
    /** The grouped emendas (código → values), kept between preview and execution. */
    groups: jsonb('groups').notNull(),
    summary: jsonb('summary').notNull(),
    errors: jsonb('errors').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    executedAt: timestamp('executed_at', { withTimezone: true }),
  },
  (t) => [index('amendment_imports_org_idx').on(t.organizationId, t.createdAt)],
);

/** Rows of an import that matched no emenda of the office: waiting for someone to link, create or dismiss. */
export const amendmentParkedRows = pgTable(
  'amendment_parked_rows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    importId: uuid('import_id')
      .notNull()
      .references(() => amendmentImports.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    year: smallint('year').notNull(),
    author: text('author').notNull(),
    kind: text('kind').notNull(),
    cityIbge: integer('city_ibge'),
    money: jsonb('money').notNull().$type<Record<string, number>>(),
    status: text('status').notNull().default('pending'),
    amendmentId: uuid('amendment_id').references(() => amendments.id, { onDelete: 'set null' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('amendment_parked_org_idx').on(t.organizationId, t.status, t.createdAt),
    uniqueIndex('amendment_parked_code_idx').on(t.organizationId, t.code),
  ],
);
