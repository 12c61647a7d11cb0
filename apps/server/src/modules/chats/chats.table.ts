import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { areas } from '../areas/areas.table.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { users } from '../users/users.table.ts';

/** SAC chats: pending → open → closed (CHAT_TRANSITIONS); one chat not closed per number and office. */
export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    status: text('status').notNull().default('pending'),
    /** E.164. */
    phone: text('phone').notNull(),
    contactName: text('contact_name'),
    citizenId: uuid('citizen_id')
      .notNull()
      .references(() => citizens.id),
    agentId: uuid('agent_id').references(() => users.id),
    areaId: uuid('area_id').references(() => areas.id),
    unseenMsgs: integer('unseen_msgs').notNull().default(0),
    lastMessageBody: text('last_message_body'),
    lastMessageDirection: text('last_message_direction'),
    lastMessageKind: text('last_message_kind'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    assumedAt: timestamp('assumed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id),
    /** The AI's sentiment of the citizen's latest classified message ('positivo' | 'neutro' | 'negativo'). */
    aiSentiment: text('ai_sentiment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Two messages from a new number at once: the second insert fails here and joins the first one's chat.
    uniqueIndex('chats_org_phone_active_uidx')
      .on(t.organizationId, t.phone)
      .where(sql`${t.status} <> 'closed'`),
    index('chats_org_status_last_idx').on(t.organizationId, t.status, t.lastMessageAt),
    index('chats_org_agent_idx').on(t.organizationId, t.agentId, t.status),
    index('chats_org_phone_idx').on(t.organizationId, t.phone, t.closedAt),
    index('chats_citizen_idx').on(t.citizenId, t.createdAt),
  ],
);
export type ChatRow = typeof chats.$inferSelect;

/** Messages, notes and events of a chat. An outbound one is stored before it is sent (the durable queue). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id),
    direction: text('direction').notNull(),
    kind: text('kind').notNull().default('text'),
    body: text('body'),
    mediaPath: text('media_path'),
    mediaMime: text('media_mime'),
    mediaName: text('media_name'),
    mediaSize: integer('media_size'),
    /** The gateway's id: a replayed webhook finds it and stores nothing. */
    providerMessageId: text('provider_message_id'),
    /** The client's key for an outbound message: a retried send is one row and one send. */
    clientId: text('client_id'),
    deliveryState: text('delivery_state'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** Claimed by a queue worker at this instant: another worker skips the row until it goes stale. */
    sendingAt: timestamp('sending_at', { withTimezone: true }),
    authorId: uuid('author_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** An inbound message read by the office's AI (migration 0022): sentiment, topic (área or 'outro'). */
    aiSentiment: text('ai_sentiment'),
    aiTopic: text('ai_topic'),
    aiClassifiedAt: timestamp('ai_classified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_messages_org_provider_uidx')
      .on(t.organizationId, t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    uniqueIndex('chat_messages_org_client_uidx')
      .on(t.organizationId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    index('chat_messages_chat_created_idx').on(t.chatId, t.createdAt, t.id),
    // The queue's view: what still waits for the gateway (pendente), oldest first.
    index('chat_messages_org_pending_idx')
      .on(t.organizationId, t.createdAt)
      .where(sql`${t.deliveryState} = 'pendente'`),
  ],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** Respostas rápidas: '/bomdia' in the message box. */
export const quickReplies = pgTable(
  'quick_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    shortcut: text('shortcut').notNull(),
    text: text('text').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quick_replies_org_shortcut_uidx').on(t.organizationId, t.shortcut)],
);
