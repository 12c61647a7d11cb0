// What the atendimentos and tarefas seeds read from the office: its working staff and its demandas.
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { demandCitizens, demands } from '../modules/demands/demands.table.ts';
import { formatProtocol } from '../modules/protocols/protocols.ts';
import { users } from '../modules/users/users.table.ts';

/** Who registers atendimentos (the reception most) and who is made responsible (the assessores most). */
const CREATOR_WEIGHT: Record<string, number> = { recepcao: 5, atendente_sac: 2, assessor: 2, admin: 1 };
const RESPONSIBLE_WEIGHT: Record<string, number> = { assessor: 4, admin: 2, recepcao: 1, atendente_sac: 1 };

export interface OfficeStaff {
  /** Ids repeated by weight, so `pick` favours the busiest people. */
  creators: string[];
  responsibles: string[];
  byEmail: Map<string, string>;
}

export async function officeStaff(db: Db, organizationId: string): Promise<OfficeStaff> {
  const rows = await db
    .select({ id: users.id, role: users.role, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        isNull(users.deletedAt),
        eq(users.active, true),
        isNotNull(users.passwordHash),
      ),
    )
    .orderBy(asc(users.email));
  const repeat = (weights: Record<string, number>) =>
    rows.flatMap((u) => Array.from({ length: weights[u.role] ?? 0 }, () => u.id));
  return {
    creators: repeat(CREATOR_WEIGHT),
    responsibles: repeat(RESPONSIBLE_WEIGHT),
    byEmail: new Map(rows.map((u) => [u.email, u.id])),
  };
}

export interface LinkableDemand {
  id: string;
  protocol: string;
  title: string;
  description: string | null;
  areaId: string | null;
  responsibleId: string | null;
  openedAt: string;
  createdAt: Date;
  citizenId: string;
}

/** Live demandas not yet opened from an atendimento, with their first citizen, oldest protocol first. */
export async function linkableDemands(
  db: Db,
  organizationId: string,
  limit: number,
): Promise<LinkableDemand[]> {
  const rows = await db
    .select({
      id: demands.id,
      year: demands.protocolYear,
      number: demands.protocolNumber,
      title: demands.title,
      description: demands.description,
      areaId: demands.areaId,
      responsibleId: demands.responsibleId,
      openedAt: demands.openedAt,
      createdAt: demands.createdAt,
      citizenId: sql<
        string | null
      >`(select dc.citizen_id from ${demandCitizens} dc where dc.demand_id = ${demands.id} order by dc.position limit 1)`,
    })
    .from(demands)
    .where(
      and(
        eq(demands.organizationId, organizationId),
        isNull(demands.deletedAt),
        isNull(demands.occurrenceId),
      ),
    )
    .orderBy(asc(demands.protocolYear), asc(demands.protocolNumber))
    .limit(limit * 3);
  // Every third one, so the linked demandas spread over the whole list.
  return rows
    .filter((r, i) => r.citizenId && i % 3 === 0)
    .slice(0, limit)
    .map((r) => ({ ...r, protocol: formatProtocol(r.year, r.number), citizenId: r.citizenId! }));
}

/** Demandas of the office to hang tarefas on: id, protocol and title. */
export async function officeDemands(db: Db, organizationId: string, limit: number) {
  const rows = await db
    .select({
      id: demands.id,
      year: demands.protocolYear,
      number: demands.protocolNumber,
      title: demands.title,
    })
    .from(demands)
    .where(
      and(eq(demands.organizationId, organizationId), isNull(demands.deletedAt), eq(demands.isClosed, false)),
    )
    .orderBy(asc(demands.protocolYear), asc(demands.protocolNumber))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, protocol: formatProtocol(r.year, r.number), title: r.title }));
}
