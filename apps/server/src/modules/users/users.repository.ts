// Drizzle queries for users; the organization is always an argument.
import { and, asc, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { parseSort, type ListUsersQuery } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/like.ts';
import { users, type UserRow } from './users.table.ts';

const live = isNull(users.deletedAt);

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, live))
    .limit(1);
  return row;
}

export async function findUser(db: Db, organizationId: string, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.organizationId, organizationId), live))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live))
    .limit(1);
  return row;
}

function listFilter(organizationId: string, query: ListUsersQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(users.organizationId, organizationId), live];
  if (query.q) {
    const term = containsPattern(query.q);
    parts.push(
      sql`(lower(f_unaccent(${users.name})) like f_unaccent(${term}) or lower(${users.email}) like ${term})`,
    );
  }
  if (query.role) parts.push(eq(users.role, query.role));
  if (query.status === 'inactive') parts.push(eq(users.active, false));
  if (query.status === 'invited') parts.push(and(eq(users.active, true), isNull(users.passwordHash)));
  if (query.status === 'active')
    parts.push(and(eq(users.active, true), sql`${users.passwordHash} is not null`));
  return and(...parts);
}

// The plain list (no filters) is what every visit to the users page asks for: prepared once per database
// so the SQL is not rebuilt per request, and the server keeps a named plan.
function preparePlainList(db: Db) {
  const where = and(eq(users.organizationId, sql.placeholder('org')), live);
  return {
    page: db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('users_plain_page'),
    count: db.select({ n: count() }).from(users).where(where).prepare('users_plain_count'),
  };
}
const plainList = new WeakMap<Db, ReturnType<typeof preparePlainList>>();

export async function selectUserPage(
  db: Db,
  organizationId: string,
  query: ListUsersQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  if (!query.q && !query.role && !query.status && query.sort === 'name') {
    let prepared = plainList.get(db);
    if (!prepared) plainList.set(db, (prepared = preparePlainList(db)));
    const offset = (query.page - 1) * query.perPage;
    const [rows, [totalRow]] = await Promise.all([
      prepared.page.execute({ org: organizationId, limit: query.perPage, offset }),
      prepared.count.execute({ org: organizationId }),
    ]);
    return { rows, total: totalRow?.n ?? 0 };
  }
  const where = listFilter(organizationId, query);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...userOrder(query.sort))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

const SORT_COLUMNS = {
  name: users.name,
  email: users.email,
  role: users.role,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

/** The order of a sort parameter; never-logged users go last either way, and the id keeps pages stable. */
function userOrder(sort: ListUsersQuery['sort']): SQL[] {
  const { column, desc } = parseSort(sort);
  const col = SORT_COLUMNS[column];
  return [sql`${col} ${sql.raw(desc ? 'desc' : 'asc')} nulls last`, asc(users.id)];
}

export async function countOtherAdmins(db: Db, organizationId: string, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.role, 'admin'),
        eq(users.active, true),
        ne(users.id, exceptId),
        live,
      ),
    );
  return row?.n ?? 0;
}

/** Active, live users of the office (invited ones included: work can wait for them), by name. */
export function selectUserOptions(db: Db, organizationId: string) {
  return db
    .select({ id: users.id, name: users.name, avatar: users.avatar })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), isNull(users.deletedAt), eq(users.active, true)))
    .orderBy(asc(users.name), asc(users.id));
}
