// What a demanda points at must be the office's and alive: citizens, área, responsible, status (422 naming
// the field otherwise), and its dates must make sense in the office's calendar.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { areas } from '../areas/areas.table.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { institutions } from '../institutions/institutions.table.ts';
import { users } from '../users/users.table.ts';
import { findInitialStatus, findStatus } from './demand-statuses.repository.ts';
import { ensureDemandStatuses } from './demand-statuses.service.ts';
import type { DemandStatusRow } from './demands.table.ts';

/** The ids in the order given, once each; every one a live citizen of the office. */
export async function checkCitizens(tx: Db, organizationId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await tx
    .select({ id: citizens.id })
    .from(citizens)
    .where(
      and(
        eq(citizens.organizationId, organizationId),
        inArray(citizens.id, unique),
        isNull(citizens.deletedAt),
      ),
    );
  if (found.length !== unique.length) {
    throw new AppError('DEMAND_CITIZEN_INVALID', 422, undefined, {
      citizenIds: 'Eleitor não encontrado neste gabinete',
    });
  }
  return unique;
}

/** An área of the office; an inactive one only when the demanda already had it. */
export async function checkArea(tx: Db, organizationId: string, areaId: string, currentId: string | null) {
  const [row] = await tx
    .select({ active: areas.active })
    .from(areas)
    .where(and(eq(areas.id, areaId), eq(areas.organizationId, organizationId)))
    .limit(1);
  if (!row) {
    throw new AppError('AREA_NOT_FOUND', 422, 'Área não encontrada neste gabinete.', {
      areaId: 'Área não encontrada neste gabinete',
    });
  }
  if (!row.active && areaId !== currentId) {
    throw new AppError('AREA_INACTIVE', 422, undefined, { areaId: 'Esta área está desativada' });
  }
}

/** A live instituição of the office (422 naming the field otherwise); its name goes into the demanda's text. */
export async function checkInstitution(tx: Db, organizationId: string, id: string): Promise<string> {
  const [row] = await tx
    .select({ name: institutions.name })
    .from(institutions)
    .where(
      and(
        eq(institutions.id, id),
        eq(institutions.organizationId, organizationId),
        isNull(institutions.deletedAt),
      ),
    )
    .limit(1);
  if (!row) {
    throw new AppError('INSTITUTION_INVALID', 422, undefined, {
      institutionId: 'Instituição não encontrada neste gabinete (ou está na lixeira)',
    });
  }
  return row.name;
}

/** An active, not deleted user of the office. */
export async function checkResponsible(tx: Db, organizationId: string, userId: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.organizationId, organizationId),
        eq(users.active, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row) {
    throw new AppError('DEMAND_RESPONSIBLE_INVALID', 422, undefined, {
      responsibleId: 'Responsável não encontrado neste gabinete',
    });
  }
}

/** The status asked for, or the office's initial one (its defaults created on first use). */
export async function resolveStatus(
  tx: Db,
  organizationId: string,
  statusId: string | undefined,
): Promise<DemandStatusRow> {
  if (statusId) {
    const row = await findStatus(tx, organizationId, statusId);
    if (!row) {
      throw new AppError('DEMAND_STATUS_NOT_FOUND', 422, 'Situação não encontrada neste gabinete.', {
        statusId: 'Situação não encontrada neste gabinete',
      });
    }
    return row;
  }
  let initial = await findInitialStatus(tx, organizationId);
  if (!initial) {
    await ensureDemandStatuses(tx, organizationId);
    initial = await findInitialStatus(tx, organizationId);
  }
  if (!initial) throw new AppError('DEMAND_STATUS_LAST_INITIAL', 409);
  return initial;
}

/** Data de abertura not in the future; prazo not before it (the stored one when only one of them changes). */
export function checkDates(openedAt: string, dueDate: string | null, today: string) {
  if (openedAt > today) {
    throw new AppError('DEMAND_OPENED_IN_FUTURE', 422, undefined, {
      openedAt: 'A data de abertura não pode ser no futuro',
    });
  }
  if (dueDate && dueDate < openedAt) {
    throw new AppError('DEMAND_DUE_BEFORE_OPENING', 422, undefined, {
      dueDate: 'O prazo não pode ser anterior à data de abertura',
    });
  }
}
