import { index, pgTable, text, timestamp, uuid, boolean } from 'drizzle-orm/pg-core';

/** Append-only consent ledger: the latest entry per channel × purpose is the citizen's current choice. */
export const citizenConsents = pgTable(
  'citizen_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    citizenId: uuid('citizen_id').notNull(),
    channel: text('channel').notNull(),
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    legalBasis: text('legal_basis').notNull(),
    source: text('source').notNull(),
    evidence: text('evidence'),
    text: text('text'),
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('citizen_consents_citizen_idx').on(t.citizenId, t.channel, t.purpose, t.createdAt)],
);

/** A citizen's LGPD request (art. 18) with its deadline and how it was answered. */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    citizenId: uuid('citizen_id').notNull(),
    type: text('type').notNull(),
    channel: text('channel').notNull(),
    details: text('details'),
    status: text('status').notNull().default('aberta'),
    response: text('response'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by'),
    resolvedBy: uuid('resolved_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('privacy_requests_org_idx').on(t.organizationId, t.status, t.dueAt),
    index('privacy_requests_citizen_idx').on(t.citizenId),
  ],
);
