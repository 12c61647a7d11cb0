// What an atendimento or a tarefa points at must belong to the caller's office (else 422 naming the field),
// and a save must carry the version it read (else 409).
import { and, eq, isNull } from 'drizzle-orm';
import { ERROR_MESSAGES, type ErrorCode } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { versionConflict } from '../../lib/version-conflict.ts';
import { areas } from '../areas/areas.table.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { demands } from '../demands/demands.table.ts';
import { users } from '../users/users.table.ts';

const refused = (code: ErrorCode, field: string) =>
  new AppError(code, 422, undefined, { [field]: ERROR_MESSAGES[code] });

/** A live (not binned, not merged) citizen of the office. */
export async function checkCitizen(
  tx: Db,
  organizationId: string,
  id: string,
  code: ErrorCode,
  field: string,
) {
  const [row] = await tx
    .select({ id: citizens.id })
    .from(citizens)
    .where(and(eq(citizens.id, id), eq(citizens.organizationId, organizationId), isNull(citizens.deletedAt)))
    .limit(1);
  if (!row) throw refused(code, field);
}

/** An active, live user of the office (responsável, assignee). */
export async function checkUser(tx: Db, organizationId: string, id: string, code: ErrorCode, field: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.organizationId, organizationId),
        isNull(users.deletedAt),
        eq(users.active, true),
      ),
    )
    .limit(1);
  if (!row) throw refused(code, field);
}

/** An área of the office; an inactive one only when the record already had it (old records keep theirs). */
export async function checkArea(tx: Db, organizationId: string, id: string, current: string | null = null) {
  const [row] = await tx
    .select({ active: areas.active })
    .from(areas)
    .where(and(eq(areas.id, id), eq(areas.organizationId, organizationId)))
    .limit(1);
  if (!row) throw refused('AREA_NOT_FOUND', 'areaId');
  if (!row.active && id !== current) throw refused('AREA_INACTIVE', 'areaId');
}

/** A live demanda of the office. */
export async function checkDemand(
  tx: Db,
  organizationId: string,
  id: string,
  code: ErrorCode,
  field: string,
) {
  const [row] = await tx
    .select({ id: demands.id })
    .from(demands)
    .where(and(eq(demands.id, id), eq(demands.organizationId, organizationId), isNull(demands.deletedAt)))
    .limit(1);
  if (!row) throw refused(code, field);
}

/** Refuses a save read at an older version (409 VERSION_CONFLICT naming who saved last and when). */
export async function checkVersion(
  tx: Db,
  row: { version: number; updatedAt: Date; updatedBy: string | null },
  expected: number,
  record: string,
  changed: string,
  timeZone?: string,
): Promise<void> {
  if (row.version === expected) return;
  const [who] = row.updatedBy
    ? await tx.select({ name: users.name }).from(users).where(eq(users.id, row.updatedBy))
    : [];
  throw versionConflict(record, changed, {
    version: row.version,
    updatedAt: row.updatedAt,
    updatedByName: who?.name ?? null,
    timeZone,
  });
}
