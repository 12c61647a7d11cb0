// Queries of the instituições: the page's ids first, then the rows with their município and link counts.
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { normalizeCnpj, parseSort, type ListInstitutionsQuery } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/like.ts';
import { countRows } from '../../lib/row-counts.ts';
import { amendments } from '../amendments/amendments.table.ts';
import { demands } from '../demands/demands.table.ts';
import { municipalities } from '../geo/geo.table.ts';
import { users } from '../users/users.table.ts';
import { institutions as t, type InstitutionRow } from './institutions.table.ts';

const creator = alias(users, 'creator');

export interface InstitutionView {
  row: InstitutionRow;
  city: string | null;
  createdByName: string | null;
  amendmentCount: number;
  demandCount: number;
}

const amendmentCount = sql<number>`(select count(*)::int from ${amendments} a
  where a.institution_id = ${t.id} and a.deleted_at is null)`;
const demandCount = sql<number>`(select count(*)::int from ${demands} d
  where d.institution_id = ${t.id} and d.deleted_at is null)`;

function selectViews(db: Db) {
  return db
    .select({
      row: t,
      city: municipalities.name,
      createdByName: creator.name,
      amendmentCount,
      demandCount,
    })
    .from(t)
    .leftJoin(municipalities, eq(municipalities.ibge, t.cityIbge))
    .leftJoin(creator, eq(creator.id, t.createdBy));
}

export async function findInstitutionView(db: Db, organizationId: string, id: string) {
  const [view] = await selectViews(db)
    .where(and(eq(t.id, id), eq(t.organizationId, organizationId), isNull(t.deletedAt)))
    .limit(1);
  return view as InstitutionView | undefined;
}

export async function lockInstitutionRow(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.organizationId, organizationId)))
    .limit(1)
    .for('update');
  return row;
}

/** Name words (accents ignored) or, when the search looks like a CNPJ (8+ characters, 6+ digits), its start. */
export function institutionWhere(organizationId: string, q: ListInstitutionsQuery): SQL {
  const parts: (SQL | undefined)[] = [
    eq(t.organizationId, organizationId),
    q.deleted ? isNotNull(t.deletedAt) : isNull(t.deletedAt),
  ];
  if (q.q) {
    const cnpj = normalizeCnpj(q.q);
    const looksLikeCnpj =
      /^[0-9A-Za-z./-]+$/.test(q.q) && cnpj.length >= 8 && cnpj.replace(/\D/g, '').length >= 6;
    if (looksLikeCnpj) parts.push(sql`${t.cnpj} like ${`${cnpj}%`}`);
    else {
      const words = q.q.split(/\s+/).filter(Boolean).slice(0, 6);
      parts.push(...words.map((w) => sql`${t.searchName} like f_unaccent(${containsPattern(w)})`));
    }
  }
  if (q.kind?.length) parts.push(inArray(t.kind, q.kind));
  if (q.cityIbge) parts.push(eq(t.cityIbge, q.cityIbge));
  return and(...parts)!;
}

function order(sort: ListInstitutionsQuery['sort']): SQL[] {
  const { column, desc: down } = parseSort(sort);
  const dir = down ? desc : asc;
  if (column === 'name') return [dir(t.searchName), asc(t.id)];
  return [dir(column === 'createdAt' ? t.createdAt : t.updatedAt), asc(t.id)];
}

export async function selectInstitutionPage(db: Db, organizationId: string, q: ListInstitutionsQuery) {
  const where = institutionWhere(organizationId, q);
  const sorted = order(q.sort);
  const page = db
    .select({ pageId: t.id })
    .from(t)
    .where(where)
    .orderBy(...sorted)
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage)
    .as('page');
  const [views, counted] = await Promise.all([
    selectViews(db)
      .innerJoin(page, eq(page.pageId, t.id))
      .orderBy(...sorted),
    countRows(db, t, where),
  ]);
  return { views: views as InstitutionView[], ...counted };
}
