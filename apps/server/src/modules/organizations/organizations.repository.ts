import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { parseSort, type ListOrganizationsQuerySchema } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/like.ts';
import { organizations, type OrganizationRow } from './organizations.table.ts';

export type OrganizationWithCount = OrganizationRow & {
  usersCount: number;
  lastActivityAt: Date | string | null;
};

// Written out in full: inside a select list drizzle would render the outer column unqualified.
const usersCount = sql<number>`(select count(*)::int from users u where u.organization_id = "organizations"."id" and u.deleted_at is null)`;
/** The office's last sign of life: its newest audit entry (index on org, created_at) or its users' last login. */
const lastActivityAt = sql<Date | string | null>`(select greatest(
  (select max(a.created_at) from audit_log a where a.organization_id = "organizations"."id"),
  (select max(u.last_login_at) from users u where u.organization_id = "organizations"."id")))`;

export async function findOrganization(db: Db, id: string): Promise<OrganizationWithCount | undefined> {
  const [row] = await db
    .select({ org: organizations, usersCount, lastActivityAt })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row ? { ...row.org, usersCount: row.usersCount, lastActivityAt: row.lastActivityAt } : undefined;
}

function organizationOrder(sort: z.infer<typeof ListOrganizationsQuerySchema>['sort']): SQL[] {
  const { column, desc } = parseSort(sort);
  const col = { name: organizations.name, createdAt: organizations.createdAt, usersCount, lastActivityAt }[
    column
  ];
  return [sql`${col} ${sql.raw(desc ? 'desc nulls last' : 'asc nulls first')}`, asc(organizations.id)];
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
      .select({ org: organizations, usersCount, lastActivityAt })
      .from(organizations)
      .where(where)
      .orderBy(...organizationOrder(query.sort))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(organizations).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.org, usersCount: r.usersCount, lastActivityAt: r.lastActivityAt })),
    total: total?.n ?? 0,
  };
}
