// Every save of a demanda starts here: the row locked, alive, and at the version the form was read at.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { versionConflict } from '../../lib/version-conflict.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { lockDemandRow, loadDemandDetail, userName } from './demands.repository.ts';
import type { DemandDetail } from './demands.mapper.ts';
import { demands, type DemandRow } from './demands.table.ts';

/** The office's demanda, locked for this transaction (other offices' ids are simply not found). */
export async function lockDemand(tx: Db, tenant: Tenant, id: string): Promise<DemandRow> {
  const row = await lockDemandRow(tx, tenant.organizationId, id);
  if (!row) throw new AppError('DEMAND_NOT_FOUND', 404);
  return row;
}

/** Locked, not in the bin, and (when a version is sent) not saved by someone else since it was read. */
export async function lockForSave(tx: Db, tenant: Tenant, id: string, version?: number): Promise<DemandRow> {
  const row = await lockDemand(tx, tenant, id);
  if (row.deletedAt) throw new AppError('DEMAND_DELETED', 409);
  if (version !== undefined && version !== row.version) {
    throw versionConflict('Esta demanda', 'alterada', {
      version: row.version,
      updatedAt: row.updatedAt,
      updatedByName: await userName(tx, row.updatedBy ?? row.createdBy),
      timeZone: tenant.timeZone,
    });
  }
  return row;
}

/** What every save sets besides its own columns. */
export const saveStamp = (tenant: Tenant, now: Date) => ({
  version: sql`${demands.version} + 1`,
  updatedAt: now,
  updatedBy: tenant.userId,
});

export async function detailOf(db: Db, tenant: Tenant, id: string): Promise<DemandDetail> {
  const detail = await loadDemandDetail(db, tenant.organizationId, id, tenant.userId);
  if (!detail) throw new AppError('DEMAND_NOT_FOUND', 404);
  return detail;
}
