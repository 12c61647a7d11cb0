import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const organizationStatus = pgEnum('organization_status', ['active', 'suspended']);

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    representativeName: text('representative_name'),
    cargo: text('cargo'),
    partido: text('partido'),
    uf: text('uf'),
    municipio: text('municipio'),
    logo: text('logo'),
    /** IANA zone from BRAZIL_TIME_ZONES. */
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    /** A Mantine palette name from ACCENT_COLORS, the office's primaryColor. */
    accentColor: text('accent_color').notNull().default('blue'),
    status: organizationStatus('status').notNull().default('active'),
    isTrial: boolean('is_trial').notNull().default(false),
    isPlatform: boolean('is_platform').notNull().default(false),
    /** Points per action in the citizens' ranking (RankingWeightsSchema). */
    rankingWeights: jsonb('ranking_weights')
      .$type<{ referral: number }>()
      .notNull()
      .default({ referral: 10 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organizations_name_idx').on(sql`lower(f_unaccent(${t.name}))`)],
);
export type OrganizationRow = typeof organizations.$inferSelect;
