// Queries of one emenda and its links: the row with names (área, município, beneficiário, responsável),
// the demandas and citizens linked, the lock for a save.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { areas } from '../areas/areas.table.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { demands } from '../demands/demands.table.ts';
import { municipalities } from '../geo/geo.table.ts';
import { institutions } from '../institutions/institutions.table.ts';
import { citizenPhone } from '../occurrences/occurrences.repository.ts';
import { users } from '../users/users.table.ts';
import {
  amendmentCitizens,
  amendmentDemands,
  amendments as t,
  type AmendmentRow,
} from './amendments.table.ts';

const responsible = alias(users, 'responsible');
const creator = alias(users, 'creator');

export interface AmendmentView {
  row: AmendmentRow;
  areaName: string | null;
  areaColor: string | null;
  city: string | null;
  institutionName: string | null;
  institutionCnpj: string | null;
  responsibleName: string | null;
  createdByName: string | null;
}

export interface AmendmentDetail extends AmendmentView {
  demands: { id: string; year: number; number: number; title: string }[];
  citizens: { id: string; name: string; phone: string | null }[];
}

export function selectAmendmentViews(db: Db) {
  return db
    .select({
      row: t,
      areaName: areas.name,
      areaColor: areas.color,
      city: municipalities.name,
      institutionName: institutions.name,
      institutionCnpj: institutions.cnpj,
      responsibleName: responsible.name,
      createdByName: creator.name,
    })
    .from(t)
    .leftJoin(areas, eq(areas.id, t.areaId))
    .leftJoin(municipalities, eq(municipalities.ibge, t.cityIbge))
    .leftJoin(institutions, eq(institutions.id, t.institutionId))
    .leftJoin(responsible, eq(responsible.id, t.responsibleId))
    .leftJoin(creator, eq(creator.id, t.createdBy));
}

/** The office's emenda (in the bin too), with its links; undefined for another office's id. */
export async function loadAmendmentDetail(
  db: Db,
  organizationId: string,
  id: string,
): Promise<AmendmentDetail | undefined> {
  const [view] = await selectAmendmentViews(db)
    .where(and(eq(t.id, id), eq(t.organizationId, organizationId)))
    .limit(1);
  if (!view) return undefined;
  const [demandRows, citizenRows] = await Promise.all([
    db
      .select({
        id: demands.id,
        year: demands.protocolYear,
        number: demands.protocolNumber,
        title: demands.title,
      })
      .from(amendmentDemands)
      .innerJoin(demands, and(eq(demands.id, amendmentDemands.demandId), isNull(demands.deletedAt)))
      .where(eq(amendmentDemands.amendmentId, id))
      .orderBy(asc(demands.protocolYear), asc(demands.protocolNumber)),
    db
      .select({ id: citizens.id, name: citizens.name, phone: citizenPhone(citizens.id) })
      .from(amendmentCitizens)
      .innerJoin(citizens, and(eq(citizens.id, amendmentCitizens.citizenId), isNull(citizens.deletedAt)))
      .where(eq(amendmentCitizens.amendmentId, id))
      .orderBy(asc(citizens.name)),
  ]);
  return { ...(view as AmendmentView), demands: demandRows, citizens: citizenRows };
}

export async function lockAmendmentRow(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.organizationId, organizationId)))
    .limit(1)
    .for('update');
  return row;
}

/** Replaces the demandas and citizens linked (ids already checked). */
export async function writeAmendmentLinks(
  tx: Db,
  organizationId: string,
  amendmentId: string,
  links: { demandIds?: string[]; citizenIds?: string[] },
) {
  if (links.demandIds) {
    await tx.delete(amendmentDemands).where(eq(amendmentDemands.amendmentId, amendmentId));
    if (links.demandIds.length) {
      await tx
        .insert(amendmentDemands)
        .values([...new Set(links.demandIds)].map((demandId) => ({ amendmentId, demandId, organizationId })));
    }
  }
  if (links.citizenIds) {
    await tx.delete(amendmentCitizens).where(eq(amendmentCitizens.amendmentId, amendmentId));
    if (links.citizenIds.length) {
      await tx
        .insert(amendmentCitizens)
        .values(
          [...new Set(links.citizenIds)].map((citizenId) => ({ amendmentId, citizenId, organizationId })),
        );
    }
  }
}
