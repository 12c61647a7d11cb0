import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { citizens } from '../citizens/citizens.table.ts';
import { demandStatuses } from '../demands/demands.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { users } from '../users/users.table.ts';

/** Felicitações automáticas of one office (absent row = the defaults: off). */
export const greetingSettings = pgTable('greeting_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  enabled: boolean('enabled').notNull().default(false),
  /** 'whatsapp' | 'sms', in order of preference. */
  channels: text('channels')
    .array()
    .notNull()
    .default(sql`'{sms}'::text[]`),
  smsTemplate: text('sms_template').notNull(),
  whatsappTemplate: text('whatsapp_template').notNull(),
  sendHour: smallint('send_hour').notNull().default(9),
  maxPerMinute: smallint('max_per_minute').notNull().default(6),
  timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type GreetingSettingsRow = typeof greetingSettings.$inferSelect;

/** Per status: tell the demanda's citizens when a demanda moves into it (absent row = nobody is told). */
export const demandStatusMessages = pgTable('demand_status_messages', {
  statusId: uuid('status_id')
    .primaryKey()
    .references(() => demandStatuses.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id),
  enabled: boolean('enabled').notNull().default(false),
  channel: text('channel').notNull().default('sms'),
  template: text('template').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type DemandStatusMessageRow = typeof demandStatusMessages.$inferSelect;

/**
 * Every automatic message to a citizen (birthday greeting, demanda-status message): the log the timeline and
 * 'Enviados hoje' read. The message itself travels in sms_messages or chat_messages (their durable queues);
 * `year` makes a greeting once a year per citizen.
 */
export const autoMessages = pgTable(
  'auto_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    citizenId: uuid('citizen_id').references(() => citizens.id, { onDelete: 'set null' }),
    /** 'aniversario' | 'demanda_status'. */
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    year: smallint('year'),
    demandId: uuid('demand_id'),
    smsMessageId: uuid('sms_message_id'),
    chatMessageId: uuid('chat_message_id'),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auto_messages_greeting_uidx')
      .on(t.organizationId, t.citizenId, t.year)
      .where(sql`${t.kind} = 'aniversario'`),
    index('auto_messages_org_created_idx').on(t.organizationId, t.kind, t.createdAt),
    index('auto_messages_citizen_idx').on(t.citizenId, t.createdAt),
    index('auto_messages_chat_message_idx')
      .on(t.chatMessageId)
      .where(sql`${t.chatMessageId} is not null`),
  ],
);
export type AutoMessageRow = typeof autoMessages.$inferSelect;
