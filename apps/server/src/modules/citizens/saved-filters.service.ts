// Saved filters of the citizens list: each person's own plus those shared with the office.
import { and, asc, eq, or } from 'drizzle-orm';
import { can, type SavedFilterSchema } from '@gabinete/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { users } from '../users/users.table.ts';
import { savedFilters } from './citizens.table.ts';

type SavedFilter = z.infer<typeof SavedFilterSchema>;
const LIST = 'citizens';

export async function listSavedFilters(deps: AppDeps, tenant: Tenant): Promise<SavedFilter[]> {
  const rows = await deps.database.db
    .select({ f: savedFilters, ownerName: users.name })
    .from(savedFilters)
    .leftJoin(users, eq(users.id, savedFilters.userId))
    .where(
      and(
        eq(savedFilters.organizationId, tenant.organizationId),
        eq(savedFilters.list, LIST),
        or(eq(savedFilters.userId, tenant.userId), eq(savedFilters.shared, true)),
      ),
    )
    .orderBy(asc(savedFilters.name), asc(savedFilters.id));
  return rows.map(({ f, ownerName }) => ({
    _id: f.id,
    name: f.name,
    query: f.query,
    shared: f.shared,
    owner: ownerName ? { _id: f.userId, name: ownerName } : null,
    createdAt: f.createdAt.toISOString(),
  }));
}

export async function createSavedFilter(
  deps: AppDeps,
  tenant: Tenant,
  input: { name: string; query: Record<string, string>; shared: boolean },
): Promise<SavedFilter> {
  // A filter shown to the whole office is the office's list, not a private view: it takes the ability to
  // edit voters (a read-only user keeps private filters).
  if (input.shared && !can(tenant.ability, 'update', 'citizens'))
    throw new AppError('FORBIDDEN', 403, 'Só quem edita eleitores pode compartilhar filtros com a equipe.');
  // The page is where the person was, not part of the filter.
  const { page: _page, ...query } = input.query;
  const [row] = await deps.database.db
    .insert(savedFilters)
    .values({
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      list: LIST,
      name: input.name,
      query,
      shared: input.shared,
    })
    .returning();
  return {
    _id: row!.id,
    name: row!.name,
    query: row!.query,
    shared: row!.shared,
    owner: { _id: tenant.userId, name: tenant.name },
    createdAt: row!.createdAt.toISOString(),
  };
}

/** Only the owner, or an office admin for shared ones, removes a filter; others' private filters are not found. */
export async function deleteSavedFilter(deps: AppDeps, tenant: Tenant, id: string): Promise<void> {
  const { db } = deps.database;
  const [row] = await db
    .select()
    .from(savedFilters)
    .where(and(eq(savedFilters.id, id), eq(savedFilters.organizationId, tenant.organizationId)));
  const isAdmin = tenant.role === 'admin' || tenant.role === 'platform_admin';
  if (!row || (row.userId !== tenant.userId && !row.shared))
    throw new AppError('SAVED_FILTER_NOT_FOUND', 404);
  if (row.userId !== tenant.userId && !isAdmin) throw new AppError('FORBIDDEN', 403);
  await db.delete(savedFilters).where(eq(savedFilters.id, row.id));
}
