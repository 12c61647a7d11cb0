// Queries of the documentos; the office id is always an argument.
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parseSort, type ListDocumentsQuery } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/like.ts';
import { amendments } from '../amendments/amendments.table.ts';
import { authorities } from '../authorities/authorities.table.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { demands } from '../demands/demands.table.ts';
import { occurrences } from '../occurrences/occurrences.table.ts';
import { users } from '../users/users.table.ts';
import { documentReplies, documents as d, documentSends, documentVersions } from './documents.table.ts';

const creator = alias(users, 'creator');

const refColumns = {
  authorityName: authorities.name,
  demandYear: demands.protocolYear,
  demandNumber: demands.protocolNumber,
  demandTitle: demands.title,
  citizenName: citizens.name,
  occurrenceSubject: occurrences.subject,
  amendmentNumber: amendments.number,
  amendmentYear: amendments.year,
  amendmentCode: amendments.code,
  creatorName: creator.name,
};

function withRefs<T extends object>(columns: T) {
  return (db: Db) =>
    db
      .select({ ...columns, ...refColumns })
      .from(d)
      .leftJoin(authorities, eq(authorities.id, d.authorityId))
      .leftJoin(demands, and(eq(demands.id, d.demandId), isNull(demands.deletedAt)))
      .leftJoin(citizens, and(eq(citizens.id, d.citizenId), isNull(citizens.deletedAt)))
      .leftJoin(occurrences, and(eq(occurrences.id, d.occurrenceId), isNull(occurrences.deletedAt)))
      .leftJoin(amendments, and(eq(amendments.id, d.amendmentId), isNull(amendments.deletedAt)))
      .leftJoin(creator, eq(creator.id, d.createdBy));
}

export async function findDocument(db: Db, organizationId: string, id: string) {
  const [row] = await withRefs({ doc: d })(db)
    .where(and(eq(d.id, id), eq(d.organizationId, organizationId), isNull(d.deletedAt)))
    .limit(1);
  return row ?? null;
}
export type DocumentView = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

export async function selectDocumentHistory(db: Db, documentId: string) {
  const sender = alias(users, 'sender');
  const [replies, sends, versions] = await Promise.all([
    db
      .select({ reply: documentReplies, userName: users.name })
      .from(documentReplies)
      .leftJoin(users, eq(users.id, documentReplies.createdBy))
      .where(eq(documentReplies.documentId, documentId))
      .orderBy(asc(documentReplies.receivedOn), asc(documentReplies.createdAt)),
    db
      .select({ send: documentSends, userName: sender.name })
      .from(documentSends)
      .leftJoin(sender, eq(sender.id, documentSends.sentBy))
      .where(eq(documentSends.documentId, documentId))
      .orderBy(asc(documentSends.sentAt)),
    db
      .select({
        revision: documentVersions.revision,
        reason: documentVersions.reason,
        snapshot: documentVersions.snapshot,
        createdBy: documentVersions.createdBy,
        createdAt: documentVersions.createdAt,
        userName: users.name,
      })
      .from(documentVersions)
      .leftJoin(users, eq(users.id, documentVersions.createdBy))
      .where(eq(documentVersions.documentId, documentId))
      .orderBy(asc(documentVersions.revision)),
  ]);
  return { replies, sends, versions };
}

export function documentFilters(organizationId: string, query: ListDocumentsQuery, today: string): SQL {
  const f: SQL[] = [eq(d.organizationId, organizationId), isNull(d.deletedAt)];
  if (query.q) f.push(sql`${d.searchSubject} like lower(f_unaccent(${containsPattern(query.q)}))`);
  if (query.kind) f.push(eq(d.kind, query.kind));
  if (query.status === 'rascunho') f.push(isNull(d.emittedAt));
  if (query.status === 'emitido') f.push(isNotNull(d.emittedAt), isNull(d.answeredAt));
  if (query.status === 'respondido') f.push(isNotNull(d.answeredAt));
  if (query.awaiting) f.push(isNotNull(d.emittedAt), isNull(d.answeredAt), isNotNull(d.replyDueDate));
  if (query.year) f.push(eq(d.year, query.year));
  if (query.demandId) f.push(eq(d.demandId, query.demandId));
  if (query.citizenId) f.push(eq(d.citizenId, query.citizenId));
  if (query.authorityId) f.push(eq(d.authorityId, query.authorityId));
  if (query.occurrenceId) f.push(eq(d.occurrenceId, query.occurrenceId));
  if (query.amendmentId) f.push(eq(d.amendmentId, query.amendmentId));
  void today;
  return and(...f)!;
}

export async function selectDocumentPage(
  db: Db,
  organizationId: string,
  query: ListDocumentsQuery,
  today: string,
) {
  const where = documentFilters(organizationId, query, today);
  const { column, desc: descending } = parseSort(query.sort);
  const order = {
    updatedAt: d.updatedAt,
    emittedAt: d.emittedAt,
    replyDueDate: d.replyDueDate,
    number: sql`(${d.year}, ${d.number})`,
  }[column];
  const dir = descending ? desc(order) : asc(order);
  const [rows, [total]] = await Promise.all([
    withRefs({ doc: d })(db)
      .where(where)
      .orderBy(sql`${dir} nulls last`, desc(d.createdAt), asc(d.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(d).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
