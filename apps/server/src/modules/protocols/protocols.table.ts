import { integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';

/** The last number given per office, kind ('demand', later 'oficio'…) and year: protocols never repeat. */
export const protocolCounters = pgTable(
  'protocol_counters',
  {
    organizationId: uuid('organization_id').notNull(),
    kind: text('kind').notNull(),
    year: smallint('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.kind, t.year] })],
);
