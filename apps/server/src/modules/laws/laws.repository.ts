// Queries of the banco de leis; full-text search in Portuguese (accents ignored) over ementa and text, the
// ementa's matches first; the total exact up to 10,000, above it the planner's estimate (lib/row-counts.ts).
import { and, asc, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import { parseSort, type ListLawsQuery } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { cappedCount, countRows } from '../../lib/row-counts.ts';
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

// The row without its search vectors; the list leaves the text out too (none of them goes through its sort).
const { searchVector: _s, ementaVector: _e, ...lawColumns } = getTableColumns(l);
const listColumns = { ...lawColumns, fullText: sql<string | null>`null` };

const lawQuery = (db: Db, list = false) =>
  db
    .select({
      law: list ? listColumns : lawColumns,
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

/** The office's law types matching a condition, as a filter on laws alone (the count needs no join). */
const typeIn = (organizationId: string, cond: SQL) =>
  sql`${l.typeId} in (select ${lawTypes.id} from ${lawTypes} where ${lawTypes.organizationId} = ${organizationId} and ${cond})`;

const NUMBER_SEARCH = /^\s*([a-zA-Z]{1,12})?\s*(\d{1,6})(?:\s*[/-]\s*(\d{4}))?\s*$/;

/** 'PL 12/2026', '12/2026', 'lei 12' or words: the number and year filter, or full text in Portuguese. */
function searchFilter(organizationId: string, q: string): { where: SQL; words: SQL | null } {
  const m = NUMBER_SEARCH.exec(q);
  if (m) {
    const parts: SQL[] = [eq(l.number, Number(m[2]))];
    if (m[3]) parts.push(eq(l.year, Number(m[3])));
    if (m[1]) parts.push(typeIn(organizationId, sql`upper(${lawTypes.sigla}) = upper(${m[1]})`));
    return { where: and(...parts)!, words: null };
  }
  const words = sql`websearch_to_tsquery('portuguese'::regconfig, f_unaccent(${q}))`;
  return { where: sql`${l.searchVector} @@ ${words}`, words };
}

export interface LawPageOptions {
  /** Milliseconds a large count may take before the planner's estimate is answered (PostgreSQL only). */
  countBudgetMs?: number | null;
}

export async function selectLawPage(
  db: Db,
  organizationId: string,
  query: ListLawsQuery,
  options: LawPageOptions = {},
) {
  const f: SQL[] = [eq(l.organizationId, organizationId), isNull(l.deletedAt)];
  if (query.typeId) f.push(eq(l.typeId, query.typeId));
  if (query.house) f.push(typeIn(organizationId, eq(lawTypes.house, query.house)));
  if (query.status) f.push(eq(l.status, query.status));
  if (query.year) f.push(eq(l.year, query.year));
  if (query.number) f.push(eq(l.number, query.number));
  if (query.ownWork) f.push(eq(l.ownWork, query.ownWork === 'true'));
  const filters = and(...f)!;
  const search = query.q ? searchFilter(organizationId, query.q) : null;
  const where = search ? and(filters, search.where)! : filters;
  const { column, desc: descending } = parseSort(query.sort);
  const order = { year: l.year, number: l.number, presentedOn: l.presentedOn, updatedAt: l.updatedAt }[
    column
  ];
  const dir = (c: SQL | typeof order) => (descending ? desc(c) : asc(c));
  const pageOf = (cond: SQL, limit: number, offset: number) =>
    lawQuery(db, true).where(cond).orderBy(dir(order), desc(l.number), asc(l.id)).limit(limit).offset(offset);
  const offset = (query.page - 1) * query.perPage;
  const counting = countRows(db, l, where, options.countBudgetMs ?? null);
  if (!search?.words) {
    const [rows, counted] = await Promise.all([pageOf(where, query.perPage, offset), counting]);
    return { rows, total: counted.total, totalIsEstimate: counted.isEstimate };
  }
  // Words: the laws whose ementa has them first, then those with them in the text only, each in the sort's
  // order. Two queries the planner can each answer from the sort's index (frequent words) or a GIN index.
  const inEmenta = sql`${l.ementaVector} @@ ${search.words}`;
  const [first, counted] = await Promise.all([
    pageOf(and(filters, inEmenta)!, query.perPage, offset),
    counting,
  ]);
  let rows = first;
  if (first.length < query.perPage) {
    // This page ends the ementa matches; when it has none, they all came before it (counted, at most offset).
    const skip = first.length > 0 ? 0 : offset - (await cappedCount(db, l, and(filters, inEmenta)!, offset));
    const rest = await pageOf(and(where, sql`not (${inEmenta})`)!, query.perPage - first.length, skip);
    rows = [...first, ...rest];
  }
  return { rows, total: counted.total, totalIsEstimate: counted.isEstimate };
}
