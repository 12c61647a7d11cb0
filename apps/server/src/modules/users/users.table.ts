import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AbilityRule } from '@gabinete/shared';
import { organizations } from '../organizations/organizations.table.ts';

export const userRole = pgEnum('user_role', [
  'platform_admin',
  'admin',
  'assessor',
  'recepcao',
  'atendente_sac',
  'leitura',
]);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: userRole('role').notNull(),
    /** null means the role preset applies. */
    ability: jsonb('ability').$type<AbilityRule[]>(),
    avatar: text('avatar'),
    phone: text('phone'),
    /** The user's own colour scheme: 'light', 'dark' or 'auto' (follows the device). */
    colorScheme: text('color_scheme').$type<'light' | 'dark' | 'auto'>().notNull().default('light'),
    active: boolean('active').notNull().default(true),
    isTrial: boolean('is_trial').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_live_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index('users_org_name_idx').on(t.organizationId, t.name),
  ],
);
export type UserRow = typeof users.$inferSelect;
