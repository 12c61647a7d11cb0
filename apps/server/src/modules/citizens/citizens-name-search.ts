// A name search in name order. Product decision (issue 15): when it matches more than 10,000 citizens, the
// names that START with the first word come first, in accent-free alphabetical order ('joao' → every João
// before 'Maria João'), then the other matches in name order; the answer says so (prefixFirst) and the list
// explains it. The prefix range is walked in order on citizens_org_search_prefix_idx (migration 0008), so
// the first page reads a few index entries instead of sorting tens of thousands of trigram matches.
import { and, count, eq, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { CitizenListItem, ListCitizensQuery } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { EXACT_COUNT_LIMIT, estimateRows, type RowCount } from '../../lib/row-counts.ts';
import { countCitizens } from './citizens-count.ts';
import { citizenOrder, selectListItems } from './citizens-list.repository.ts';
import { citizenFilterWhere, nameWords, nameWordsCondition } from './citizens.filter.ts';
import { citizens } from './citizens.table.ts';

const c = citizens;
/** Names of the office walked in name order before the matches are sorted instead (see byName). */
const NAME_WINDOW = 2_000;
/** U+10FFFF sorts after every character in byte order: [p, p || MAX) is every text that starts with p. */
const MAX_CHAR = String.fromCodePoint(0x10ffff);

/** search_name starts with the first word (accent-free, lower case): the range the prefix index walks. */
export function prefixCondition(q: string): SQL {
  const first = nameWords(q)[0] ?? '';
  const from = sql`lower(f_unaccent(${first}))`;
  return sql`(${c.searchName} collate "C" >= ${from} and ${c.searchName} collate "C" < ${from} || ${MAX_CHAR})`;
}

/**
 * Matches in name order: the planner walks the name index expecting matches everywhere, but first names
 * cluster ('Sebastião' only under S). So try the first NAME_WINDOW names of the office; when the page is not
 * complete there, sort the matches found through the trigram index instead.
 */
async function byName(
  db: Db,
  organizationId: string,
  where: SQL,
  query: ListCitizensQuery,
  limit: number,
  offset: number,
): Promise<CitizenListItem[]> {
  const desc = query.sort === '-name';
  const dir = sql.raw(desc ? 'desc' : 'asc');
  // The window stands in for the table under its name, so the filter cannot be pushed below its LIMIT.
  const window = db
    .select()
    .from(c)
    .where(and(eq(c.organizationId, organizationId), isNull(c.deletedAt)))
    .orderBy(sql`${c.name} ${dir}`, sql`${c.id} ${dir}`)
    .limit(NAME_WINDOW)
    .as('citizens');
  const walked = await selectListItems(db, where, citizenOrder(query.sort), limit, offset, { from: window });
  if (walked.length === limit) return walked;
  // (name || '') sorts like name but cannot use the name index, so the planner gathers the matches first.
  const sorted = [sql`(${c.name} || '') ${dir}`, sql`${c.id} ${dir}`];
  return selectListItems(db, where, sorted, limit, offset);
}

async function countAll(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(c).where(where);
  return row?.n ?? 0;
}

/** Prefix matches first (their own order), then the other matches by name; offset counts across both. */
async function prefixFirst(db: Db, organizationId: string, where: SQL, query: ListCitizensQuery) {
  const offset = (query.page - 1) * query.perPage;
  // The first word only as the range (its '%word%' would lead the planner to the trigram index and a sort).
  const words = nameWords(query.q!);
  const prefix = and(
    citizenFilterWhere(organizationId, { ...query, q: undefined }),
    prefixCondition(query.q!),
    nameWordsCondition(words.slice(1)),
  )!;
  const order = [sql`${c.searchName} collate "C"`, sql`${c.id}`];
  const head = await selectListItems(db, prefix, order, query.perPage, offset);
  if (head.length === query.perPage) return { rows: head, prefixMatches: offset + head.length };
  // The prefix group ends on this page (or before it): how many it holds places the rest.
  const prefixMatches = head.length > 0 || offset === 0 ? offset + head.length : await countAll(db, prefix);
  const rest = await byName(
    db,
    organizationId,
    and(where, not(prefixCondition(query.q!)))!,
    query,
    query.perPage - head.length,
    Math.max(0, offset - prefixMatches),
  );
  return { rows: [...head, ...rest], prefixMatches };
}

export interface NameSearchPage {
  citizens: CitizenListItem[];
  total: number;
  totalIsEstimate: boolean;
  /** The page lists the names starting with the search first (more than 10,000 matches). */
  prefixFirst: boolean;
}

export async function nameSearch(
  db: Db,
  organizationId: string,
  where: SQL,
  query: ListCitizensQuery,
  countBudgetMs: number | null | undefined,
): Promise<NameSearchPage> {
  // The planner's estimate decides (one EXPLAIN): above the limit it is also the total the list shows.
  const estimate = query.sort === 'name' ? await estimateRows(db, citizens, where) : 0;
  if (estimate > EXACT_COUNT_LIMIT) {
    const { rows, prefixMatches } = await prefixFirst(db, organizationId, where, query);
    return { citizens: rows, total: estimate, totalIsEstimate: true, prefixFirst: prefixMatches > 0 };
  }
  const offset = (query.page - 1) * query.perPage;
  const sorted = await sortedWithTotal(db, where, query, offset);
  if (sorted) return { ...sorted, totalIsEstimate: false, prefixFirst: false };
  // A page past the last match: only the count is left to answer.
  const counted: RowCount = await countCitizens(db, where, countBudgetMs ?? null);
  return { citizens: [], total: counted.total, totalIsEstimate: counted.isEstimate, prefixFirst: false };
}

/**
 * Up to 10,000 expected matches: ONE scan of the trigram index gives the page and the exact total
 * (count(*) over () beside a top-N sort). Counting and sorting in two statements read the same matches twice
 * ('maria souza': two ~5,000-row bitmap scans; issue 15). Null when the page is past the last match.
 */
async function sortedWithTotal(db: Db, where: SQL, query: ListCitizensQuery, offset: number) {
  const dir = sql.raw(query.sort === '-name' ? 'desc' : 'asc');
  // (name || '') sorts like name but cannot use the name index, so the planner gathers the matches first.
  const page = await db
    .select({ id: c.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(c)
    .where(where)
    .orderBy(sql`(${c.name} || '') ${dir}`, sql`${c.id} ${dir}`)
    .limit(query.perPage)
    .offset(offset);
  if (!page.length) return null;
  const ids = page.map((r) => r.id);
  const rows = await selectListItems(db, inArray(c.id, ids), citizenOrder(query.sort), ids.length);
  return { citizens: rows, total: page[0]!.total };
}
