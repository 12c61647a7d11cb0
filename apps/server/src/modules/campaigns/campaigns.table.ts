import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CitizenFilter } from '@gabinete/shared';
import { organizations } from '../organizations/organizations.table.ts';

/** The office's sending window and rates for mass messages (defaults: DOMAIN-NOTES §4.4). */
export const messagingSettings = pgTable('messaging_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  startHour: smallint('start_hour').notNull().default(9),
  endHour: smallint('end_hour').notNull().default(18),
  weekdays: smallint('weekdays')
    .array()
    .notNull()
    .default(sql`'{1,2,3,4,5,6}'`),
  saturdayEndHour: smallint('saturday_end_hour').default(13),
  skipSundaysAndHolidays: boolean('skip_sundays_and_holidays').notNull().default(true),
  blockedDates: text('blocked_dates')
    .array()
    .notNull()
    .default(sql`'{}'`),
  senderIdentification: text('sender_identification').notNull().default(''),
  smsPerMinute: integer('sms_per_minute').notNull().default(60),
  emailPerMinute: integer('email_per_minute').notNull().default(120),
  whatsappPerMinute: integer('whatsapp_per_minute').notNull().default(20),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type MessagingSettingsRow = typeof messagingSettings.$inferSelect;

/** Phones (E.164) and e-mails (lower case) that never receive mass messages from the office. */
export const messageSuppressions = pgTable(
  'message_suppressions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    address: text('address').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('message_suppressions_address_idx').on(t.organizationId, t.address)],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    channel: text('channel').notNull(),
    purpose: text('purpose').notNull(),
    status: text('status').notNull(),
    segmentFilter: jsonb('segment_filter').$type<CitizenFilter>().notNull(),
    segmentLabel: text('segment_label').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    removeAccents: boolean('remove_accents').notNull().default(true),
    /** WhatsApp: the Cloud API template sent (whatsapp_templates.id). */
    whatsappTemplateId: uuid('whatsapp_template_id'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    note: text('note'),
    /** The recipients were written (once, at start). */
    recipientsReady: boolean('recipients_ready').notNull().default(false),
    /** Held by the worker sending it; an expired lease belongs to a dead worker. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_org_idx').on(t.organizationId, t.createdAt),
    index('campaigns_due_idx')
      .on(t.status, t.nextAttemptAt)
      .where(sql`${t.status} in ('agendada', 'enviando')`),
  ],
);
export type CampaignRow = typeof campaigns.$inferSelect;

/** One row per campaign × citizen, written at start with INSERT … SELECT. */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** No foreign key: its per-row check was most of the cost of writing 50,000 recipients at once. */
    campaignId: uuid('campaign_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    citizenId: uuid('citizen_id').notNull(),
    /** E.164 phone or lower-case e-mail. */
    address: text('address').notNull(),
    /** The recipient's IANA zone (citizen's UF, else the office's). */
    timeZone: text('time_zone').notNull(),
    status: text('status').notNull().default('pendente'),
    reason: text('reason'),
    error: text('error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** WhatsApp: set just before the message goes to the Cloud API (a crash after it must not send twice). */
    sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    smsMessageId: uuid('sms_message_id'),
    /** WhatsApp: the message id the Cloud API gave. */
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('campaign_recipients_citizen_idx').on(t.campaignId, t.citizenId),
    index('campaign_recipients_status_idx').on(t.campaignId, t.status, t.timeZone),
    index('campaign_recipients_provider_msg_idx')
      .on(t.organizationId, t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
  ],
);
export type CampaignRecipientRow = typeof campaignRecipients.$inferSelect;
