import { sql } from 'drizzle-orm';
import {
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
import { citizens } from '../citizens/citizens.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

/** Plain provider parameters (the secrets live encrypted in `secrets`). */
export interface SmsConfig {
  zenviaFrom?: string | null;
  twilioAccountSid?: string | null;
  twilioFrom?: string | null;
}
/** What `secrets` decrypts to. */
export interface SmsSecrets {
  zenviaToken?: string | null;
  twilioAuthToken?: string | null;
}

export const smsSettings = pgTable('sms_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  provider: text('provider').notNull().default('simulator'),
  config: jsonb('config').$type<SmsConfig>().notNull().default({}),
  /** AES-256-GCM of the SmsSecrets JSON (lib/encryption.ts). */
  secrets: text('secrets'),
  webhookSecret: text('webhook_secret').notNull(),
  pricePerSegmentCents: integer('price_per_segment_cents').notNull().default(9),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SmsSettingsRow = typeof smsSettings.$inferSelect;

/** One message to or from one phone: a campaign (later) writes one row per recipient here too. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    campaignId: uuid('campaign_id'),
    citizenId: uuid('citizen_id').references(() => citizens.id, { onDelete: 'set null' }),
    /** 'out' | 'in'. */
    direction: text('direction').notNull(),
    kind: text('kind').notNull().default('manual'),
    purpose: text('purpose'),
    /** E.164. */
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    encoding: text('encoding').notNull(),
    segments: smallint('segments').notNull(),
    costCents: integer('cost_cents'),
    status: text('status').notNull(),
    error: text('error'),
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id'),
    attempts: integer('attempts').notNull().default(0),
    /** Set while a worker holds the row. */
    sendingAt: timestamp('sending_at', { withTimezone: true }),
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_messages_org_idx').on(t.organizationId, t.createdAt),
    index('sms_messages_citizen_idx').on(t.citizenId, t.createdAt),
    index('sms_messages_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pendente'`),
    uniqueIndex('sms_messages_provider_id_idx')
      .on(t.organizationId, t.direction, t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    uniqueIndex('sms_messages_campaign_citizen_idx')
      .on(t.campaignId, t.citizenId)
      .where(sql`${t.campaignId} is not null`),
  ],
);
export type SmsMessageRow = typeof smsMessages.$inferSelect;
