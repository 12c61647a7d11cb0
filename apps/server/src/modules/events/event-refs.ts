// What an event points at must belong to the caller's office: category, participant users and citizens,
// the linked demanda. Anything else is a 422 naming the field, before anything is written.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { demands } from '../demands/demands.table.ts';
import { users } from '../users/users.table.ts';
import { eventCategories } from './events.table.ts';

export interface EventRefs {
  categoryId?: string | null;
  userIds?: string[];
  citizenIds?: string[];
  demandId?: string | null;
}

const missing = (wanted: string[], found: { id: string }[]) => {
  const have = new Set(found.map((r) => r.id));
  return wanted.some((id) => !have.has(id));
};

export async function checkRefs(db: Db, organizationId: string, refs: EventRefs): Promise<void> {
  if (refs.categoryId) {
    const rows = await db
      .select({ id: eventCategories.id })
      .from(eventCategories)
      .where(
        and(eq(eventCategories.id, refs.categoryId), eq(eventCategories.organizationId, organizationId)),
      );
    if (rows.length === 0) {
      throw new AppError('EVENT_CATEGORY_NOT_FOUND', 422, undefined, {
        categoryId: 'Categoria não encontrada neste gabinete',
      });
    }
  }
  const userIds = [...new Set(refs.userIds ?? [])];
  if (userIds.length > 0) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(inArray(users.id, userIds), eq(users.organizationId, organizationId), isNull(users.deletedAt)),
      );
    if (missing(userIds, rows)) {
      throw new AppError('USER_NOT_FOUND', 422, 'Um dos participantes da equipe não é deste gabinete.', {
        userIds: 'Participante não encontrado neste gabinete',
      });
    }
  }
  const citizenIds = [...new Set(refs.citizenIds ?? [])];
  if (citizenIds.length > 0) {
    const rows = await db
      .select({ id: citizens.id })
      .from(citizens)
      .where(
        and(
          inArray(citizens.id, citizenIds),
          eq(citizens.organizationId, organizationId),
          isNull(citizens.deletedAt),
        ),
      );
    if (missing(citizenIds, rows)) {
      throw new AppError('CITIZEN_NOT_FOUND', 422, 'Um dos eleitores participantes não é deste gabinete.', {
        citizenIds: 'Eleitor não encontrado neste gabinete',
      });
    }
  }
  if (refs.demandId) {
    const rows = await db
      .select({ id: demands.id })
      .from(demands)
      .where(
        and(
          eq(demands.id, refs.demandId),
          eq(demands.organizationId, organizationId),
          isNull(demands.deletedAt),
        ),
      );
    if (rows.length === 0) {
      throw new AppError('DEMAND_NOT_FOUND', 422, undefined, {
        demandId: 'Demanda não encontrada neste gabinete',
      });
    }
  }
}
