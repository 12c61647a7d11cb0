import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { parseSort, type ListOrganizationsQuerySchema } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/like.ts';
import { organizations, type OrganizationRow } from './organizations.table.ts';

export type OrganizationWithCount = OrganizationRow & { usersCount: number };

// Written out in full: inside a select list drizzle would render the outer column unqualified.
const usersCount = sql<number>`(select count(*)::int from users u where u.organization_id = "organizations"."id" and u.deleted_at is null)`;

export async function findOrganization(db: Db, id: string): Promise<OrganizationWithCount | undefined> {
  const [row] = await db
    .select({ org: organizations, usersCount })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row ? { ...row.org, usersCount: row.usersCount } : undefined;
}

function organizationOrder(sort: z.infer<typeof ListOrganizationsQuerySchema>['sort']): SQL[] {
  const { column, desc } = parseSort(sort);
  const col = { name: organizations.name, createdAt: organizations.createdAt, usersCount }[column];
  return [sql`${col} ${sql.raw(desc ? 'desc' : 'asc')}`, asc(organizations.id)];
}

export async function selectOrganizationPage(
  db: Db,
  query: z.infer<typeof ListOrganizationsQuerySchema>,
): Promise<{ rows: OrganizationWithCount[]; total: number }> {
  const parts: SQL[] = [];
  if (query.q) {
    const term = containsPattern(query.q);
    parts.push(
      sql`(lower(f_unaccent(${organizations.name})) like f_unaccent(${term}) or lower(f_unaccent(coalesce(${organizations.representativeName}, ''))) like f_unaccent(${term}))`,
    );
  }
  if (query.status) parts.push(eq(organizations.status, query.status));
  const where = parts.length ? and(...parts) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ org: organizations, usersCount })
      .from(organizations)
      .where(where)
      .orderBy(...organizationOrder(query.sort))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(organizations).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.org, usersCount: r.usersCount })), total: total?.n ?? 0 };
}
