import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.ts';

/** Provider parameters; the secret ones never leave the server (the settings API answers `has…` flags). */
export interface WhatsappConfig {
  wppconnectUrl?: string | null;
  wppconnectSession?: string | null;
  wppconnectSecretKey?: string | null;
  /** The bearer token generate-token gave for the session (cached). */
  wppconnectToken?: string | null;
  cloudPhoneNumberId?: string | null;
  cloudApiVersion?: string | null;
  /** WhatsApp Business Account id: its message templates are listed from it. */
  cloudWabaId?: string | null;
  cloudAccessToken?: string | null;
  cloudAppSecret?: string | null;
  cloudVerifyToken?: string | null;
}

/** One row per office: its gateway and the last status it reported (GET /whatsapp/getconnection reads it). */
export const whatsappConnections = pgTable('whatsapp_connections', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  provider: text('provider').notNull().default('simulator'),
  /** The raw WPPConnect status string (spec §4), null before the first one. */
  status: text('status'),
  statusAt: timestamp('status_at', { withTimezone: true }),
  /** data: URL of the QR code while the status is notLogged. */
  qrCode: text('qr_code'),
  /** The paired number (E.164). */
  phone: text('phone'),
  /** Random; part of the WPPConnect webhook URL (its webhooks are unsigned). */
  webhookSecret: text('webhook_secret').notNull(),
  config: jsonb('config').$type<WhatsappConfig>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type WhatsappConnectionRow = typeof whatsappConnections.$inferSelect;

/** Every status change, for the WhatsApp page's history. */
export const whatsappStatusHistory = pgTable(
  'whatsapp_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('whatsapp_status_history_org_at_idx').on(t.organizationId, t.at)],
);
