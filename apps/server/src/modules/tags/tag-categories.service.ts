// Tag categories: colour groups of tags; removing one leaves its tags uncategorised (on delete set null).
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TagCategoryInputSchema, TagCategorySchema } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { findCategory, nameTaken, selectCategories } from './tags.repository.ts';
import { refuseDuplicates } from '../../lib/unique-violation.ts';
import { tagCategories } from './tags.table.ts';

type Category = z.infer<typeof TagCategorySchema>;
type CategoryInput = z.infer<typeof TagCategoryInputSchema>;

const nameInUse = () =>
  new AppError('TAG_CATEGORY_NAME_IN_USE', 409, undefined, { name: 'Já existe uma categoria com este nome' });

export async function listCategories(deps: AppDeps, tenant: Tenant): Promise<Category[]> {
  const rows = await selectCategories(deps.database.db, tenant.organizationId);
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    color: r.color as Category['color'],
    tagsCount: r.tagsCount,
  }));
}

async function getCategory(deps: AppDeps, tenant: Tenant, id: string): Promise<Category> {
  const found = (await listCategories(deps, tenant)).find((c) => c._id === id);
  if (!found) throw new AppError('TAG_CATEGORY_NOT_FOUND', 404);
  return found;
}

async function write(
  deps: AppDeps,
  tenant: Tenant,
  input: Partial<CategoryInput>,
  id: string | null,
): Promise<string> {
  const { db } = deps.database;
  const org = tenant.organizationId;
  if (input.name !== undefined && (await nameTaken(db, tagCategories, org, input.name, id ?? undefined))) {
    throw nameInUse();
  }
  return refuseDuplicates(async () => {
    if (id) {
      await db
        .update(tagCategories)
        .set(input)
        .where(and(eq(tagCategories.id, id), eq(tagCategories.organizationId, org)));
      return id;
    }
    const [row] = await db
      .insert(tagCategories)
      .values({ organizationId: org, name: input.name!, color: input.color })
      .returning({ id: tagCategories.id });
    return row!.id;
  }, nameInUse);
}

export async function createCategory(deps: AppDeps, tenant: Tenant, input: CategoryInput): Promise<Category> {
  const id = await write(deps, tenant, input, null);
  await audit(deps.database.db, {
    organizationId: tenant.organizationId,
    userId: tenant.userId,
    action: 'create',
    entity: 'tag_category',
    entityId: id,
    data: { name: input.name },
  });
  return getCategory(deps, tenant, id);
}

export async function updateCategory(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: Partial<CategoryInput>,
): Promise<Category> {
  const before = await getCategory(deps, tenant, id);
  await write(deps, tenant, input, id);
  await audit(deps.database.db, {
    organizationId: tenant.organizationId,
    userId: tenant.userId,
    action: 'update',
    entity: 'tag_category',
    entityId: id,
    data: { name: before.name, changes: input },
  });
  return getCategory(deps, tenant, id);
}

export async function deleteCategory(deps: AppDeps, tenant: Tenant, id: string): Promise<void> {
  const { db } = deps.database;
  const row = await findCategory(db, tenant.organizationId, id);
  if (!row) throw new AppError('TAG_CATEGORY_NOT_FOUND', 404);
  await db
    .delete(tagCategories)
    .where(and(eq(tagCategories.id, id), eq(tagCategories.organizationId, tenant.organizationId)));
  await audit(db, {
    organizationId: tenant.organizationId,
    userId: tenant.userId,
    action: 'delete',
    entity: 'tag_category',
    entityId: id,
    data: { name: row.name },
  });
}
