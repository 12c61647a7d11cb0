import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.ts';
import { users } from '../users/users.table.ts';

/** One row per office that has touched its AI settings; no row means 'off'. */
export const aiSettings = pgTable('ai_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  /** 'off' | 'demo' | 'openai'. */
  provider: text('provider').notNull().default('off'),
  baseUrl: text('base_url'),
  model: text('model'),
  /** AES-GCM under the server's secret (lib/encryption.ts); never answered. */
  apiKeyEncrypted: text('api_key_encrypted'),
  monthlyTokenLimit: integer('monthly_token_limit').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type AiSettingsRow = typeof aiSettings.$inferSelect;

/** Every call to a provider: who, what for, which model, tokens, time and outcome. Never the texts. */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    userId: uuid('user_id').references(() => users.id),
    feature: text('feature').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    totalTokens: integer('total_tokens').notNull().default(0),
    durationMs: integer('duration_ms').notNull().default(0),
    /** 'ok' | 'error' | 'cancelled'. */
    status: text('status').notNull(),
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_calls_org_created_idx').on(t.organizationId, t.createdAt.desc())],
);
export type AiCallRow = typeof aiCalls.$inferSelect;
