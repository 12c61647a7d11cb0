// Tag queries; usage counts read the (tag_id, citizen_id) index and subtract the few soft-deleted citizens.
import { and, asc, count, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { parseSort, type TAG_COLORS, type TAG_SORT_COLUMNS } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/like.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { citizenTags, tagCategories, tags } from './tags.table.ts';

export interface TagView {
  id: string;
  name: string;
  color: (typeof TAG_COLORS)[number];
  categoryId: string | null;
  categoryName: string | null;
  usageCount: number;
  createdAt: Date;
}

export interface TagQuery {
  q?: string;
  categoryId?: string;
  ids?: string[];
  sort?: `${(typeof TAG_SORT_COLUMNS)[number]}` | `-${(typeof TAG_SORT_COLUMNS)[number]}`;
  limit?: number;
  offset?: number;
}

function tagWhere(organizationId: string, query: TagQuery): SQL {
  const parts: (SQL | undefined)[] = [eq(tags.organizationId, organizationId)];
  if (query.q) parts.push(sql`lower(f_unaccent(${tags.name})) like f_unaccent(${containsPattern(query.q)})`);
  if (query.categoryId === 'none') parts.push(isNull(tags.categoryId));
  else if (query.categoryId) parts.push(eq(tags.categoryId, query.categoryId));
  if (query.ids) parts.push(inArray(tags.id, query.ids));
  return and(...parts)!;
}

export async function selectTags(db: Db, organizationId: string, query: TagQuery): Promise<TagView[]> {
  // Tag rows of soft-deleted citizens, counted once per request (the bin is small next to the office).
  const gone = db.$with('gone').as(
    db
      .select({ tagId: citizenTags.tagId, n: sql<number>`count(*)::int`.as('n') })
      .from(citizens)
      .innerJoin(citizenTags, eq(citizenTags.citizenId, citizens.id))
      .where(and(eq(citizens.organizationId, organizationId), isNotNull(citizens.deletedAt)))
      .groupBy(citizenTags.tagId),
  );
  // Outer columns spelled out: Drizzle leaves them unqualified in some selects, and "id" would bind to ct.
  const usage = sql<number>`((select count(*) from ${citizenTags} ct where ct.tag_id = "tags"."id") - coalesce(${gone.n}, 0))::int`;
  const { column, desc } = parseSort(query.sort ?? 'name');
  const dir = sql.raw(desc ? 'desc' : 'asc');
  const order =
    column === 'usageCount'
      ? sql`${usage} ${dir}`
      : column === 'createdAt'
        ? sql`${tags.createdAt} ${dir}`
        : sql`lower(f_unaccent(${tags.name})) ${dir}`;
  const rows = await db
    .with(gone)
    .select({
      id: tags.id,
      name: tags.name,
      color: tags.color,
      categoryId: tags.categoryId,
      categoryName: tagCategories.name,
      usageCount: usage,
      createdAt: tags.createdAt,
    })
    .from(tags)
    .leftJoin(tagCategories, eq(tagCategories.id, tags.categoryId))
    .leftJoin(gone, eq(gone.tagId, tags.id))
    .where(tagWhere(organizationId, query))
    .orderBy(order, asc(tags.id))
    .limit(query.limit ?? 1000)
    .offset(query.offset ?? 0);
  return rows as TagView[];
}

export async function countTags(db: Db, organizationId: string, query: TagQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tags).where(tagWhere(organizationId, query));
  return row?.n ?? 0;
}

export async function findTagView(db: Db, organizationId: string, id: string): Promise<TagView | undefined> {
  const [row] = await selectTags(db, organizationId, { ids: [id], limit: 1 });
  return row;
}

/** Another tag (or category) of the office already spelled this way, ignoring accents and case. */
export async function nameTaken(
  db: Db,
  table: typeof tags | typeof tagCategories,
  organizationId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.organizationId, organizationId),
        sql`lower(f_unaccent(${table.name})) = lower(f_unaccent(${name}))`,
        exceptId ? ne(table.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function officeTagRows(db: Db, organizationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(eq(tags.organizationId, organizationId), inArray(tags.id, ids)));
}

export async function findCategory(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(tagCategories)
    .where(and(eq(tagCategories.id, id), eq(tagCategories.organizationId, organizationId)))
    .limit(1);
  return row;
}

export async function selectCategories(db: Db, organizationId: string) {
  return db
    .select({
      id: tagCategories.id,
      name: tagCategories.name,
      color: tagCategories.color,
      tagsCount: sql<number>`(select count(*) from ${tags} t where t.category_id = "tag_categories"."id")::int`,
    })
    .from(tagCategories)
    .where(eq(tagCategories.organizationId, organizationId))
    .orderBy(sql`lower(f_unaccent(${tagCategories.name}))`, asc(tagCategories.id));
}
