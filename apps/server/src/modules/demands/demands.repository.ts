// One demanda: its row (locked for a save), and the detail the record page shows in two queries.
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CitizenRef } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { areas } from '../areas/areas.table.ts';
import { municipalities } from '../geo/geo.table.ts';
import { institutions } from '../institutions/institutions.table.ts';
import { occurrences } from '../occurrences/occurrences.table.ts';
import { users } from '../users/users.table.ts';
import { citizenRefsSql, listColumns } from './demands-list.repository.ts';
import type { DemandDetail, DemandDetailRow } from './demands.mapper.ts';
import { demandStatuses, demands, type DemandRow } from './demands.table.ts';

const d = demands;
const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

export async function findDemandRow(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(d)
    .where(and(eq(d.id, id), eq(d.organizationId, organizationId)))
    .limit(1);
  return row;
}

/** The row locked until the transaction ends: concurrent saves of one demanda queue here. */
export async function lockDemandRow(
  tx: Db,
  organizationId: string,
  id: string,
): Promise<DemandRow | undefined> {
  const [row] = await tx
    .select()
    .from(d)
    .where(and(eq(d.id, id), eq(d.organizationId, organizationId)))
    .for('update')
    .limit(1);
  return row;
}

export async function loadDemandDetail(
  db: Db,
  organizationId: string,
  id: string,
  viewerId: string,
): Promise<DemandDetail | null> {
  const { citizens: _shown, citizensCount: _count, ...columns } = listColumns;
  const [row] = (await db
    .select({
      ...columns,
      description: d.description,
      closedAt: d.closedAt,
      chamberProtocol: d.chamberProtocol,
      cityHallProtocol: d.cityHallProtocol,
      agency: d.agency,
      institution: d.institution,
      institutionRefId: d.institutionId,
      institutionRefName: institutions.name,
      institutionRefCnpj: institutions.cnpj,
      cep: d.cep,
      street: d.street,
      number: d.number,
      complement: d.complement,
      cityIbge: d.cityIbge,
      uf: d.uf,
      referencePoint: d.referencePoint,
      lat: d.lat,
      lng: d.lng,
      occurrenceId: d.occurrenceId,
      occurrenceSubject: occurrences.subject,
      createdById: d.createdBy,
      createdByName: creator.name,
      updatedById: d.updatedBy,
      updatedByName: updater.name,
      following: sql<boolean>`exists (select 1 from demand_followers f where f.demand_id = ${d.id} and f.user_id = ${viewerId})`,
      commentsCount: sql<number>`(select count(*)::int from demand_comments c where c.demand_id = ${d.id} and c.deleted_at is null)`,
      attachmentsCount: sql<number>`(select count(*)::int from demand_attachments a where a.demand_id = ${d.id} and a.deleted_at is null)`,
      citizens: citizenRefsSql(null),
    })
    .from(d)
    .innerJoin(demandStatuses, eq(demandStatuses.id, d.statusId))
    .leftJoin(areas, eq(areas.id, d.areaId))
    .leftJoin(users, eq(users.id, d.responsibleId))
    .leftJoin(creator, eq(creator.id, d.createdBy))
    .leftJoin(updater, eq(updater.id, d.updatedBy))
    .leftJoin(municipalities, eq(municipalities.ibge, d.cityIbge))
    .leftJoin(occurrences, eq(occurrences.id, d.occurrenceId))
    .leftJoin(institutions, eq(institutions.id, d.institutionId))
    .where(and(eq(d.id, id), eq(d.organizationId, organizationId)))
    .limit(1)) as (DemandDetailRow & { citizens: CitizenRef[] | null })[];
  if (!row) return null;
  const { citizens, ...rest } = row;
  return { row: rest, citizens: citizens ?? [] };
}

export async function userName(db: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1);
  return row?.name ?? null;
}
