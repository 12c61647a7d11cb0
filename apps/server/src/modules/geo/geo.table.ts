import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** IBGE municipalities with their centroids (from ../shared/data/br-geo, loaded by a migration). */
export const municipalities = pgTable(
  'municipalities',
  {
    ibge: integer('ibge').primaryKey(),
    name: text('name').notNull(),
    uf: text('uf').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    capital: boolean('capital').notNull().default(false),
  },
  (t) => [
    index('municipalities_name_idx').using('gin', sql`lower(f_unaccent(${t.name})) gin_trgm_ops`),
    index('municipalities_uf_idx').on(t.uf),
  ],
);
export type MunicipalityRow = typeof municipalities.$inferSelect;
