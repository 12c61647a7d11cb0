// The office's audit log, newest first, with the record's name resolved (citizen, user, tag, request…).
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { DEFAULT_TIME_ZONE, type AuditListSchema, type ListAuditQuerySchema } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/like.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { privacyRequests } from '../privacy/privacy.table.ts';
import { tags } from '../tags/tags.table.ts';
import { users } from '../users/users.table.ts';
import { auditLog } from './audit.table.ts';

type AuditQuery = z.infer<typeof ListAuditQuerySchema>;
type AuditList = z.infer<typeof AuditListSchema>;

const a = auditLog;
const actor = alias(users, 'actor');
const userEntity = alias(users, 'user_entity');
const requestCitizen = alias(citizens, 'request_citizen');

/** The user who acted, when they belong to the office: the page and its count join the same way. */
const actorOfOffice = (organizationId: string) =>
  and(eq(actor.id, a.userId), eq(actor.organizationId, organizationId));

export async function listAudit(
  db: Db,
  organizationId: string,
  query: AuditQuery,
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<AuditList> {
  // Each join is scoped to the office, so a name never leaks from another office's row with the same id.
  const from = db
    .select({
      id: a.id,
      action: a.action,
      entity: a.entity,
      entityId: a.entityId,
      data: a.data,
      createdAt: a.createdAt,
      userId: a.userId,
      userName: actor.name,
      entityName: sql<string | null>`coalesce(case ${a.entity}
          when 'citizen' then ${citizens.name}
          when 'user' then ${userEntity.name}
          when 'tag' then ${tags.name}
          when 'privacy_request' then ${requestCitizen.name}
          when 'organization' then ${organizations.name}
        end, ${a.data}->>'name', ${a.data}->>'title', ${a.data}->>'subject', ${a.data}->>'protocol')`,
    })
    .from(a)
    .leftJoin(actor, actorOfOffice(organizationId))
    .leftJoin(
      citizens,
      and(eq(a.entity, 'citizen'), eq(citizens.id, a.entityId), eq(citizens.organizationId, organizationId)),
    )
    .leftJoin(
      userEntity,
      and(eq(a.entity, 'user'), eq(userEntity.id, a.entityId), eq(userEntity.organizationId, organizationId)),
    )
    .leftJoin(
      tags,
      and(eq(a.entity, 'tag'), eq(tags.id, a.entityId), eq(tags.organizationId, organizationId)),
    )
    .leftJoin(
      privacyRequests,
      and(
        eq(a.entity, 'privacy_request'),
        eq(privacyRequests.id, a.entityId),
        eq(privacyRequests.organizationId, organizationId),
      ),
    )
    .leftJoin(requestCitizen, eq(requestCitizen.id, privacyRequests.citizenId))
    .leftJoin(
      organizations,
      and(eq(a.entity, 'organization'), eq(organizations.id, organizationId), eq(a.entityId, organizationId)),
    );
  const where = auditWhere(organizationId, query, timeZone);
  const [rows, [total]] = await Promise.all([
    from
      .where(where)
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(a)
      .leftJoin(actor, actorOfOffice(organizationId))
      .where(where),
  ]);
  return {
    entries: rows.map((r) => ({
      _id: r.id,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      entityName: r.entityName,
      user: r.userId ? { _id: r.userId, name: r.userName ?? 'Usuário removido' } : null,
      data: r.data ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    perPage: query.perPage,
  };
}

function auditWhere(organizationId: string, q: AuditQuery, timeZone: string): SQL {
  return and(
    eq(a.organizationId, organizationId),
    q.entity ? eq(a.entity, q.entity) : undefined,
    q.entityId ? eq(a.entityId, q.entityId) : undefined,
    q.userId ? eq(a.userId, q.userId) : undefined,
    q.action ? eq(a.action, q.action) : undefined,
    // Calendar days of the office (its own time zone), both ends included.
    q.from ? sql`${a.createdAt} >= (${q.from}::date)::timestamp at time zone ${timeZone}` : undefined,
    q.to ? sql`${a.createdAt} < (${q.to}::date + 1)::timestamp at time zone ${timeZone}` : undefined,
    q.q
      ? sql`lower(f_unaccent(coalesce(${actor.name}, ''))) like f_unaccent(${containsPattern(q.q)})`
      : undefined,
  )!;
}
