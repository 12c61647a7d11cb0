// A move between statuses: allowed only along the office's transitions (409 naming both statuses), and the
// closing flags follow the target status.
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findStatus } from './demand-statuses.repository.ts';
import type { DemandRow, DemandStatusRow } from './demands.table.ts';

export interface StatusMove {
  from: DemandStatusRow;
  to: DemandStatusRow;
  values: {
    statusId: string;
    isClosed: boolean;
    closedAt: Date | null;
    statusChangedAt: Date;
  };
}

async function officeStatus(tx: Db, organizationId: string, id: string) {
  const row = await findStatus(tx, organizationId, id);
  if (!row) {
    throw new AppError('DEMAND_STATUS_NOT_FOUND', 422, 'Situação não encontrada neste gabinete.', {
      statusId: 'Situação não encontrada neste gabinete',
    });
  }
  return row;
}

/** The move from the demanda's status to `targetId`, or null when it is already there. */
export async function planStatusMove(
  tx: Db,
  row: DemandRow,
  targetId: string,
  now: Date,
): Promise<StatusMove | null> {
  if (row.statusId === targetId) return null;
  const to = await officeStatus(tx, row.organizationId, targetId);
  const from = await officeStatus(tx, row.organizationId, row.statusId);
  if (!from.next.includes(to.id)) {
    throw new AppError(
      'INVALID_TRANSITION',
      409,
      `Não é possível passar de "${from.name}" para "${to.name}".`,
      {
        statusId: 'Mudança de situação não permitida',
      },
    );
  }
  return {
    from,
    to,
    values: {
      statusId: to.id,
      isClosed: to.isFinal,
      // Moving between two final statuses keeps the day it was closed.
      closedAt: to.isFinal ? (from.isFinal && row.closedAt ? row.closedAt : now) : null,
      statusChangedAt: now,
    },
  };
}
