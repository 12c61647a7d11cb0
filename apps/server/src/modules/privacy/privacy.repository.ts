// Consent ledger and titular-request queries; the office is always an argument.
import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/like.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { users } from '../users/users.table.ts';
import { citizenConsents, privacyRequests } from './privacy.table.ts';

export const OPEN_STATUSES = ['aberta', 'em_andamento'];

export type ConsentRow = typeof citizenConsents.$inferSelect & { userName: string | null };

/** The ledger of one citizen, newest first (`before` pages the timeline). */
export async function selectConsents(
  db: Db,
  organizationId: string,
  citizenId: string,
  opts: { before?: Date; limit?: number } = {},
): Promise<ConsentRow[]> {
  const rows = await db
    .select({ consent: citizenConsents, userName: users.name })
    .from(citizenConsents)
    .leftJoin(users, eq(users.id, citizenConsents.userId))
    .where(
      and(
        eq(citizenConsents.organizationId, organizationId),
        eq(citizenConsents.citizenId, citizenId),
        opts.before ? lt(citizenConsents.createdAt, opts.before) : undefined,
      ),
    )
    .orderBy(desc(citizenConsents.createdAt), desc(citizenConsents.id))
    .limit(opts.limit ?? 10_000);
  return rows.map((r) => ({ ...r.consent, userName: r.userName }));
}

const creator = alias(users, 'creator');
const resolver = alias(users, 'resolver');

export type RequestRow = typeof privacyRequests.$inferSelect & {
  citizenName: string;
  creatorName: string | null;
  resolverName: string | null;
};

export interface RequestFilter {
  id?: string;
  citizenId?: string;
  status?: string;
  type?: string;
  overdue?: boolean;
  q?: string;
  before?: Date;
}

function requestWhere(organizationId: string, f: RequestFilter, now: Date): SQL {
  const r = privacyRequests;
  return and(
    eq(r.organizationId, organizationId),
    f.id ? eq(r.id, f.id) : undefined,
    f.citizenId ? eq(r.citizenId, f.citizenId) : undefined,
    f.status ? eq(r.status, f.status) : undefined,
    f.type ? eq(r.type, f.type) : undefined,
    f.overdue ? and(inArray(r.status, OPEN_STATUSES), lt(r.dueAt, now)) : undefined,
    f.before ? lt(r.createdAt, f.before) : undefined,
    f.q ? sql`${citizens.searchName} like f_unaccent(${containsPattern(f.q)})` : undefined,
  )!;
}

export async function selectRequests(
  db: Db,
  organizationId: string,
  filter: RequestFilter,
  page: { limit: number; offset: number },
  now = new Date(),
): Promise<RequestRow[]> {
  const r = privacyRequests;
  const rows = await db
    .select({
      request: r,
      citizenName: citizens.name,
      creatorName: creator.name,
      resolverName: resolver.name,
    })
    .from(r)
    .innerJoin(citizens, eq(citizens.id, r.citizenId))
    .leftJoin(creator, eq(creator.id, r.createdBy))
    .leftJoin(resolver, eq(resolver.id, r.resolvedBy))
    .where(requestWhere(organizationId, filter, now))
    // Open requests first, the nearest deadline on top; then the answered ones, newest first.
    .orderBy(
      sql`case when ${r.status} in ('aberta', 'em_andamento') then 0 else 1 end`,
      sql`case when ${r.status} in ('aberta', 'em_andamento') then ${r.dueAt} end asc`,
      desc(r.createdAt),
      asc(r.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((x) => ({
    ...x.request,
    citizenName: x.citizenName,
    creatorName: x.creatorName,
    resolverName: x.resolverName,
  }));
}

export async function countRequests(db: Db, organizationId: string, filter: RequestFilter, now = new Date()) {
  const [row] = await db
    .select({ n: count() })
    .from(privacyRequests)
    .innerJoin(citizens, eq(citizens.id, privacyRequests.citizenId))
    .where(requestWhere(organizationId, filter, now));
  return row?.n ?? 0;
}
