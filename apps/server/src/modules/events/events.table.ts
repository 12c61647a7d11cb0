import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { citizens } from '../citizens/citizens.table.ts';
import { demands } from '../demands/demands.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { users } from '../users/users.table.ts';

/** The agenda's categories with their colours (Reunião, Visita, Sessão…), editable per office. */
export const eventCategories = pgTable(
  'event_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    color: text('color').notNull().default('blue'),
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_categories_name_idx').on(t.organizationId, sql`lower(f_unaccent(${t.name}))`)],
);

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    title: text('title').notNull(),
    description: text('description'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    categoryId: uuid('category_id').references(() => eventCategories.id, { onDelete: 'set null' }),
    location: text('location'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Minutes before the start at which participants are reminded ({15, 1440}). */
    reminders: integer('reminders')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    demandId: uuid('demand_id').references(() => demands.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('events_org_start_idx')
      .on(t.organizationId, t.startsAt)
      .where(sql`${t.deletedAt} is null`),
    index('events_org_end_idx')
      .on(t.organizationId, t.endsAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);
export type EventRow = typeof events.$inferSelect;

/** Who takes part: users of the office and citizens (exactly one of the two per row). */
export const eventParticipants = pgTable(
  'event_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    userId: uuid('user_id').references(() => users.id),
    citizenId: uuid('citizen_id').references(() => citizens.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('event_participants_event_idx').on(t.eventId),
    uniqueIndex('event_participants_user_idx')
      .on(t.userId, t.eventId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('event_participants_citizen_idx')
      .on(t.citizenId, t.eventId)
      .where(sql`${t.citizenId} is not null`),
  ],
);

/** One row per reminder to send, rebuilt when the event's time or reminders change; claimed once when due. */
export const eventReminders = pgTable(
  'event_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    minutesBefore: integer('minutes_before').notNull(),
    remindAt: timestamp('remind_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('event_reminders_due_idx')
      .on(t.remindAt)
      .where(sql`${t.sentAt} is null`),
    index('event_reminders_event_idx').on(t.eventId),
  ],
);
