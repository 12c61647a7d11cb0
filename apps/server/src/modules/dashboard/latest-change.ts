// A table's latest change for one office, read from two indexes in O(1): the newest updated_at (every edit,
// create and restore stamps it) and the newest deleted_at (a delete may leave updated_at alone).
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

interface Stamped {
  organizationId: PgColumn;
  updatedAt: PgColumn;
  deletedAt: PgColumn;
}

export async function latestChange(
  db: Db,
  table: PgTable & Stamped,
  organizationId: string,
): Promise<string> {
  const [row] = await db
    .select({
      updated: sql<string | null>`max(${table.updatedAt})::text`,
      deleted: sql<
        string | null
      >`(select max(d.deleted_at) from ${table} d where d.organization_id = ${organizationId} and d.deleted_at is not null)::text`,
    })
    .from(table)
    .where(eq(table.organizationId, organizationId));
  return `${row?.updated ?? '-'}/${row?.deleted ?? '-'}`;
}
