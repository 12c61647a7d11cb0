import { boolean, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.ts';
import { users } from '../users/users.table.ts';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    number: integer('number').generatedAlwaysAsIdentity().notNull().unique(),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull().default('aberto'),
    pagePath: text('page_path'),
    openedBy: uuid('opened_by').references(() => users.id),
    assigneeId: uuid('assignee_id').references(() => users.id),
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_org_idx').on(t.organizationId, t.lastMessageAt.desc()),
    index('support_tickets_queue_idx').on(t.status, t.lastMessageAt.desc()),
  ],
);
export type SupportTicketRow = typeof supportTickets.$inferSelect;

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    authorId: uuid('author_id').references(() => users.id),
    fromPlatform: boolean('from_platform').notNull().default(false),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);
export type SupportMessageRow = typeof supportMessages.$inferSelect;
