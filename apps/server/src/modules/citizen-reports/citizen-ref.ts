// The office's citizen behind an :id (the bin included, merged-away records not): else 404.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { citizens } from '../citizens/citizens.table.ts';

export interface CitizenRef {
  id: string;
  name: string;
  deletedAt: Date | null;
}

export async function requireCitizen(db: Db, organizationId: string, id: string): Promise<CitizenRef> {
  const [row] = await db
    .select({ id: citizens.id, name: citizens.name, deletedAt: citizens.deletedAt })
    .from(citizens)
    .where(and(eq(citizens.id, id), eq(citizens.organizationId, organizationId), isNull(citizens.mergedInto)))
    .limit(1);
  if (!row) throw new AppError('CITIZEN_NOT_FOUND', 404);
  return row;
}
