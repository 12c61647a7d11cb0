// Queries of the contatos de autoridades; the office id is always an argument.
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { parseSort, type ListAuthoritiesQuery } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/like.ts';
import { authorities as a } from './authorities.table.ts';

/** How many documents (drafts included) name the authority as recipient. */
const documentsCount = sql<number>`(select count(*)::int from documents d
  where d.authority_id = ${a.id} and d.deleted_at is null)`;

export const authorityColumns = {
  id: a.id,
  name: a.name,
  cargo: a.cargo,
  organ: a.organ,
  type: a.type,
  gender: a.gender,
  plainFederal: a.plainFederal,
  tratamento: a.tratamento,
  abbreviation: a.abbreviation,
  vocativo: a.vocativo,
  addressing: a.addressing,
  closing: a.closing,
  phone: a.phone,
  mobile: a.mobile,
  email: a.email,
  street: a.street,
  cep: a.cep,
  city: a.city,
  uf: a.uf,
  birthday: a.birthday,
  assistantName: a.assistantName,
  assistantPhone: a.assistantPhone,
  assistantEmail: a.assistantEmail,
  notes: a.notes,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  documentsCount,
};

export async function findAuthority(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select(authorityColumns)
    .from(a)
    .where(and(eq(a.id, id), eq(a.organizationId, organizationId), isNull(a.deletedAt)))
    .limit(1);
  return row ?? null;
}
export type AuthorityView = NonNullable<Awaited<ReturnType<typeof findAuthority>>>;

export async function selectAuthorityPage(db: Db, organizationId: string, query: ListAuthoritiesQuery) {
  const filters: SQL[] = [eq(a.organizationId, organizationId), isNull(a.deletedAt)];
  if (query.q) filters.push(sql`${a.searchText} like lower(f_unaccent(${containsPattern(query.q)}))`);
  if (query.type) filters.push(eq(a.type, query.type));
  const where = and(...filters)!;
  const { column, desc: descending } = parseSort(query.sort);
  const order = { name: sql`lower(f_unaccent(${a.name}))`, cargo: a.cargo, createdAt: a.createdAt }[column];
  const [rows, [total]] = await Promise.all([
    db
      .select(authorityColumns)
      .from(a)
      .where(where)
      .orderBy(descending ? desc(order) : asc(order), asc(a.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(a).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
