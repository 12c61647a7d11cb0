// Queries of the banco de leis; full-text search in Portuguese (accents ignored) over ementa and text.
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { parseSort, type ListLawsQuery } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { demands } from '../demands/demands.table.ts';
import { users } from '../users/users.table.ts';
import { laws as l, lawTypes } from './laws.table.ts';

export async function selectLawTypes(db: Db, organizationId: string) {
  return db
    .select({
      type: lawTypes,
      lawsCount: sql<number>`(select count(*)::int from laws where laws.type_id = ${lawTypes.id} and laws.deleted_at is null)`,
    })
    .from(lawTypes)
    .where(eq(lawTypes.organizationId, organizationId))
    .orderBy(
      sql`case ${lawTypes.house} when 'municipal' then 0 when 'estadual' then 1 else 2 end`,
      asc(lawTypes.sigla),
    );
}

const lawQuery = (db: Db) =>
  db
    .select({
      law: l,
      type: lawTypes,
      demandYear: demands.protocolYear,
      demandNumber: demands.protocolNumber,
      demandTitle: demands.title,
      creatorName: users.name,
    })
    .from(l)
    .innerJoin(lawTypes, eq(lawTypes.id, l.typeId))
    .leftJoin(demands, and(eq(demands.id, l.demandId), isNull(demands.deletedAt)))
    .leftJoin(users, eq(users.id, l.createdBy));

export async function findLaw(db: Db, organizationId: string, id: string) {
  const [row] = await lawQuery(db)
    .where(and(eq(l.id, id), eq(l.organizationId, organizationId), isNull(l.deletedAt)))
    .limit(1);
  return row ?? null;
}
export type LawView = NonNullable<Awaited<ReturnType<typeof findLaw>>>;

/** 'PL 12/2026', '12/2026', 'lei 12' or words: the number and year filter, or full text in Portuguese. */
function searchFilter(q: string): SQL {
  const m = /^\s*([a-zA-Z]{1,12})?\s*(\d{1,6})(?:\s*[/-]\s*(\d{4}))?\s*$/.exec(q);
  if (m) {
    const parts: SQL[] = [eq(l.number, Number(m[2]))];
    if (m[3]) parts.push(eq(l.year, Number(m[3])));
    if (m[1]) parts.push(sql`upper(${lawTypes.sigla}) = upper(${m[1]})`);
    return and(...parts)!;
  }
  return sql`${l.searchVector} @@ websearch_to_tsquery('portuguese'::regconfig, f_unaccent(${q}))`;
}

export async function selectLawPage(db: Db, organizationId: string, query: ListLawsQuery) {
  const f: SQL[] = [eq(l.organizationId, organizationId), isNull(l.deletedAt)];
  if (query.q) f.push(searchFilter(query.q));
  if (query.typeId) f.push(eq(l.typeId, query.typeId));
  if (query.house) f.push(eq(lawTypes.house, query.house));
  if (query.status) f.push(eq(l.status, query.status));
  if (query.year) f.push(eq(l.year, query.year));
  if (query.number) f.push(eq(l.number, query.number));
  if (query.ownWork) f.push(eq(l.ownWork, query.ownWork === 'true'));
  const where = and(...f)!;
  const { column, desc: descending } = parseSort(query.sort);
  const order = { year: l.year, number: l.number, presentedOn: l.presentedOn, updatedAt: l.updatedAt }[
    column
  ];
  const dir = (c: SQL | typeof order) => (descending ? desc(c) : asc(c));
  const [rows, [total]] = await Promise.all([
    lawQuery(db)
      .where(where)
      .orderBy(dir(order), desc(l.number), asc(l.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(l).innerJoin(lawTypes, eq(lawTypes.id, l.typeId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
