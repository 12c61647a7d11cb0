// Queries of the support tickets: one office's own, or every office's for the platform team (the queue).
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListSupportTicketsQuery, SupportMessage, SupportTicket } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/like.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { users } from '../users/users.table.ts';
import { supportMessages as m, supportTickets as t } from './support.table.ts';

const opener = alias(users, 'opener');
const assignee = alias(users, 'assignee');
const author = alias(users, 'author');

/** Null = every office (the platform team); otherwise the caller's own office. */
export type TicketScope = string | null;

const inScope = (scope: TicketScope): SQL | undefined => (scope ? eq(t.organizationId, scope) : undefined);

function selectTickets(db: Db) {
  return db
    .select({
      row: t,
      organizationName: organizations.name,
      openerName: opener.name,
      assigneeName: assignee.name,
    })
    .from(t)
    .innerJoin(organizations, eq(organizations.id, t.organizationId))
    .leftJoin(opener, eq(opener.id, t.openedBy))
    .leftJoin(assignee, eq(assignee.id, t.assigneeId));
}

type TicketView = Awaited<ReturnType<ReturnType<typeof selectTickets>['where']>>[number];

const ref = (id: string | null, name: string | null) => (id ? { _id: id, name: name ?? '' } : null);

function toTicket(v: TicketView): SupportTicket {
  const r = v.row;
  return {
    _id: r.id,
    number: r.number,
    subject: r.subject,
    category: r.category as SupportTicket['category'],
    status: r.status as SupportTicket['status'],
    pagePath: r.pagePath,
    organization: { _id: r.organizationId, name: v.organizationName },
    openedBy: ref(r.openedBy, v.openerName),
    assignee: ref(r.assigneeId, v.assigneeName),
    rating: r.rating,
    ratingComment: r.ratingComment,
    lastMessageAt: r.lastMessageAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

function filterWhere(scope: TicketScope, q: ListSupportTicketsQuery, userId: string): SQL | undefined {
  const platform = scope === null;
  const term = q.q?.trim();
  return and(
    inScope(scope),
    q.status ? eq(t.status, q.status) : undefined,
    q.state === 'open' ? sql`${t.status} not in ('resolvido', 'fechado')` : undefined,
    q.category ? eq(t.category, q.category) : undefined,
    platform && q.organizationId ? eq(t.organizationId, q.organizationId) : undefined,
    platform && q.assigneeId === 'none' ? isNull(t.assigneeId) : undefined,
    platform && q.assigneeId === 'me' ? eq(t.assigneeId, userId) : undefined,
    platform && q.assigneeId && q.assigneeId !== 'me' && q.assigneeId !== 'none'
      ? eq(t.assigneeId, q.assigneeId)
      : undefined,
    term
      ? sql`(lower(f_unaccent(${t.subject})) like f_unaccent(${containsPattern(term)}) or ${t.number}::text = ${term.replace(/^#/, '')})`
      : undefined,
  );
}

export async function listTickets(db: Db, scope: TicketScope, q: ListSupportTicketsQuery, userId: string) {
  const where = filterWhere(scope, q, userId);
  const [rows, [total]] = await Promise.all([
    selectTickets(db)
      .where(where)
      .orderBy(desc(t.lastMessageAt), desc(t.number))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { tickets: rows.map(toTicket), total: total?.n ?? 0, page: q.page, perPage: q.perPage };
}

export async function findTicket(db: Db, scope: TicketScope, id: string): Promise<SupportTicket | undefined> {
  const [v] = await selectTickets(db)
    .where(and(eq(t.id, id), inScope(scope)))
    .limit(1);
  return v ? toTicket(v) : undefined;
}

export async function lockTicket(db: Db, scope: TicketScope, id: string) {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), inScope(scope)))
    .for('update')
    .limit(1);
  return row;
}

export async function listMessages(db: Db, ticketId: string): Promise<SupportMessage[]> {
  const rows = await db
    .select({ row: m, authorName: author.name })
    .from(m)
    .leftJoin(author, eq(author.id, m.authorId))
    .where(eq(m.ticketId, ticketId))
    .orderBy(asc(m.createdAt), asc(m.id));
  return rows.map(({ row, authorName }) => ({
    _id: row.id,
    body: row.body,
    author: ref(row.authorId, authorName),
    fromPlatform: row.fromPlatform,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The platform team's members (users of the platform organization), who may be assigned a ticket. */
export async function listAgents(db: Db) {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, organizationId: users.organizationId })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(organizations.isPlatform, true), eq(users.active, true), isNull(users.deletedAt)))
    .orderBy(asc(users.name));
  return rows;
}
