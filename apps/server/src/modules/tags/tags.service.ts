// Tag rules: names unique per office (accents and case ignored), merge folding citizens into one tag, audit.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ListTagsQuerySchema,
  MergeTagsInputSchema,
  Tag,
  TagInputSchema,
  TagListSchema,
  UpdateTagInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import {
  countTags,
  findCategory,
  findTagView,
  nameTaken,
  officeTagRows,
  selectTags,
  type TagView,
} from './tags.repository.ts';
import { refuseDuplicates } from '../../lib/unique-violation.ts';
import { tags } from './tags.table.ts';

export function toTag(row: TagView): Tag {
  return {
    _id: row.id,
    name: row.name,
    color: row.color,
    category: row.categoryId ? { _id: row.categoryId, name: row.categoryName ?? '' } : null,
    usageCount: row.usageCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listTags(
  deps: AppDeps,
  tenant: Tenant,
  query: z.infer<typeof ListTagsQuerySchema>,
): Promise<z.infer<typeof TagListSchema>> {
  const { db } = deps.database;
  const offset = (query.page - 1) * query.perPage;
  const [rows, total] = await Promise.all([
    selectTags(db, tenant.organizationId, { ...query, limit: query.perPage, offset }),
    countTags(db, tenant.organizationId, query),
  ]);
  return { tags: rows.map(toTag), total, page: query.page, perPage: query.perPage };
}

async function getTag(db: Db, organizationId: string, id: string): Promise<TagView> {
  const row = await findTagView(db, organizationId, id);
  if (!row) throw new AppError('TAG_NOT_FOUND', 404);
  return row;
}

async function checkCategory(db: Db, organizationId: string, categoryId: string | null | undefined) {
  if (categoryId && !(await findCategory(db, organizationId, categoryId))) {
    throw new AppError('TAG_CATEGORY_NOT_FOUND', 422, undefined, { categoryId: 'Categoria não encontrada' });
  }
}

const nameInUse = () =>
  new AppError('TAG_NAME_IN_USE', 409, undefined, { name: 'Já existe uma tag com este nome' });

/** A write that may hit the unique name index (two people saving at once) answers 409 too. */
const guardName = <T>(write: () => Promise<T>) => refuseDuplicates(write, nameInUse);

export async function createTag(
  deps: AppDeps,
  tenant: Tenant,
  input: z.infer<typeof TagInputSchema>,
): Promise<Tag> {
  const { db } = deps.database;
  const org = tenant.organizationId;
  await checkCategory(db, org, input.categoryId);
  if (await nameTaken(db, tags, org, input.name)) throw nameInUse();
  const [row] = await guardName(() =>
    db
      .insert(tags)
      .values({
        organizationId: org,
        name: input.name,
        color: input.color,
        categoryId: input.categoryId ?? null,
      })
      .returning({ id: tags.id }),
  );
  await audit(db, {
    organizationId: org,
    userId: tenant.userId,
    action: 'create',
    entity: 'tag',
    entityId: row!.id,
    data: { name: input.name },
  });
  return toTag(await getTag(db, org, row!.id));
}

export async function updateTag(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: z.infer<typeof UpdateTagInputSchema>,
): Promise<Tag> {
  const { db } = deps.database;
  const org = tenant.organizationId;
  const before = await getTag(db, org, id);
  await checkCategory(db, org, input.categoryId);
  if (input.name !== undefined && (await nameTaken(db, tags, org, input.name, id))) throw nameInUse();
  const values = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.color !== undefined && { color: input.color }),
    ...(input.categoryId !== undefined && { categoryId: input.categoryId }),
  };
  if (Object.keys(values).length > 0) {
    await guardName(() =>
      db
        .update(tags)
        .set(values)
        .where(and(eq(tags.id, id), eq(tags.organizationId, org))),
    );
    await audit(db, {
      organizationId: org,
      userId: tenant.userId,
      action: 'update',
      entity: 'tag',
      entityId: id,
      data: { name: before.name, changes: values },
    });
  }
  return toTag(await getTag(db, org, id));
}

export async function deleteTag(deps: AppDeps, tenant: Tenant, id: string): Promise<void> {
  const { db } = deps.database;
  const org = tenant.organizationId;
  const before = await getTag(db, org, id);
  // citizen_tags rows go with it (on delete cascade).
  await db.delete(tags).where(and(eq(tags.id, id), eq(tags.organizationId, org)));
  await audit(db, {
    organizationId: org,
    userId: tenant.userId,
    action: 'delete',
    entity: 'tag',
    entityId: id,
    data: { name: before.name, usageCount: before.usageCount },
  });
}

/** Sources' citizens get the target tag (once each), then the sources go — all or nothing. */
export async function mergeTags(
  deps: AppDeps,
  tenant: Tenant,
  targetId: string,
  input: z.infer<typeof MergeTagsInputSchema>,
): Promise<Tag> {
  const { db } = deps.database;
  const org = tenant.organizationId;
  const target = await getTag(db, org, targetId);
  const sourceIds = [...new Set(input.sourceIds)];
  if (sourceIds.includes(targetId)) {
    throw new AppError('VALIDATION', 422, 'Uma tag não pode ser juntada a ela mesma.', {
      sourceIds: 'Escolha tags diferentes da tag de destino',
    });
  }
  const sources = await officeTagRows(db, org, sourceIds);
  if (sources.length !== sourceIds.length) {
    throw new AppError('TAG_NOT_FOUND', 422, undefined, { sourceIds: 'Tag não encontrada' });
  }
  await db.transaction(async (tx) => {
    const list = sql.join(
      sourceIds.map((s) => sql`${s}::uuid`),
      sql`, `,
    );
    await tx.execute(sql`
      insert into citizen_tags (citizen_id, tag_id, organization_id, created_at)
      select ct.citizen_id, ${targetId}::uuid, ct.organization_id, min(ct.created_at)
      from citizen_tags ct
      where ct.tag_id in (${list}) and ct.organization_id = ${org}::uuid
      group by ct.citizen_id, ct.organization_id
      on conflict do nothing`);
    await tx.delete(tags).where(and(eq(tags.organizationId, org), inArray(tags.id, sourceIds)));
    await audit(tx, {
      organizationId: org,
      userId: tenant.userId,
      action: 'merge',
      entity: 'tag',
      entityId: targetId,
      data: { name: target.name, merged: sources.map((s) => ({ id: s.id, name: s.name })) },
    });
  });
  return toTag(await getTag(db, org, targetId));
}
