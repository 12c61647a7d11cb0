import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { DocumentKind, Recipient } from '@gabinete/shared';
import { amendments } from '../amendments/amendments.table.ts';
import { authorities } from '../authorities/authorities.table.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { demands } from '../demands/demands.table.ts';
import { occurrences } from '../occurrences/occurrences.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { users } from '../users/users.table.ts';

/** The office's issuer siglas, city, signature and reply days per kind. */
export const documentSettings = pgTable('document_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  issuer: text('issuer').notNull().default('GAB'),
  city: text('city'),
  signerName: text('signer_name'),
  signerCargo: text('signer_cargo'),
  replyDays: jsonb('reply_days').$type<Partial<Record<DocumentKind, number | null>>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const documentTemplates = pgTable(
  'document_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    kind: text('kind').$type<DocumentKind>().notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull().default(''),
    bodyHtml: text('body_html').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('document_templates_org_kind_idx')
      .on(t.organizationId, t.kind)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('document_templates_default_idx')
      .on(t.organizationId, t.kind)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    kind: text('kind').$type<DocumentKind>().notNull(),
    number: integer('number'),
    year: smallint('year'),
    identifier: text('identifier'),
    subject: text('subject').notNull().default(''),
    searchSubject: text('search_subject').generatedAlwaysAs(
      sql`lower(f_unaccent(subject || ' ' || coalesce(identifier, '') || ' ' || coalesce(recipient->>'name', '')))`,
    ),
    bodyHtml: text('body_html').notNull().default(''),
    authorityId: uuid('authority_id').references(() => authorities.id),
    recipient: jsonb('recipient').$type<Recipient>().notNull(),
    signerName: text('signer_name').notNull().default(''),
    signerCargo: text('signer_cargo').notNull().default(''),
    demandId: uuid('demand_id').references(() => demands.id, { onDelete: 'set null' }),
    citizenId: uuid('citizen_id').references(() => citizens.id, { onDelete: 'set null' }),
    occurrenceId: uuid('occurrence_id').references(() => occurrences.id, { onDelete: 'set null' }),
    /** The emenda it was written for ('Gerar ofício' on an emenda). */
    amendmentId: uuid('amendment_id').references((): AnyPgColumn => amendments.id, { onDelete: 'set null' }),
    documentDate: date('document_date'),
    emittedAt: timestamp('emitted_at', { withTimezone: true }),
    emittedBy: uuid('emitted_by').references(() => users.id),
    replyDueDate: date('reply_due_date'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    replyNotifiedAt: timestamp('reply_notified_at', { withTimezone: true }),
    revision: integer('revision').notNull().default(1),
    version: integer('version').notNull().default(1),
    unknownFields: text('unknown_fields')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdBy: uuid('created_by').references(() => users.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('documents_number_idx')
      .on(t.organizationId, t.kind, t.year, t.number)
      .where(sql`${t.number} is not null`),
    index('documents_org_updated_idx')
      .on(t.organizationId, t.updatedAt)
      .where(sql`${t.deletedAt} is null`),
    index('documents_awaiting_idx')
      .on(t.replyDueDate)
      .where(sql`${t.emittedAt} is not null and ${t.answeredAt} is null and ${t.deletedAt} is null`),
    index('documents_demand_idx')
      .on(t.demandId)
      .where(sql`${t.demandId} is not null`),
    index('documents_citizen_idx')
      .on(t.citizenId)
      .where(sql`${t.citizenId} is not null`),
    index('documents_amendment_idx')
      .on(t.amendmentId)
      .where(sql`${t.amendmentId} is not null`),
    index('documents_authority_idx')
      .on(t.authorityId)
      .where(sql`${t.authorityId} is not null`),
    index('documents_search_idx').using('gin', sql`${t.searchSubject} gin_trgm_ops`),
  ],
);
export type DocumentRow = typeof documents.$inferSelect;

/** What an emitted document said at each revision (1 = as emitted); corrections add rows. */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    reason: text('reason'),
    snapshot: jsonb('snapshot').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_versions_revision_idx').on(t.documentId, t.revision)],
);

export const documentReplies = pgTable(
  'document_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    receivedOn: date('received_on').notNull(),
    text: text('text'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    fileSize: integer('file_size'),
    storageKey: text('storage_key'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_replies_document_idx').on(t.documentId)],
);

export const documentSends = pgTable(
  'document_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    toEmail: text('to_email').notNull(),
    revision: integer('revision').notNull(),
    sentBy: uuid('sent_by').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_sends_document_idx').on(t.documentId)],
);
