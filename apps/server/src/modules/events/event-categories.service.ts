// Agenda categories: name and colour per office; deleting one leaves its events without a category.
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  DEFAULT_EVENT_CATEGORIES,
  type EventCategory,
  type EventCategoryInput,
  type UpdateEventCategoryInputSchema,
  type AuditAction,
} from '@gabinete/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { refuseDuplicates } from '../../lib/unique-violation.ts';
import { eventCategories, events } from './events.table.ts';

type UpdateInput = z.infer<typeof UpdateEventCategoryInputSchema>;

const nameInUse = () =>
  new AppError('EVENT_CATEGORY_NAME_IN_USE', 409, undefined, {
    name: 'Já existe uma categoria com este nome',
  });
const notFound = () => new AppError('EVENT_CATEGORY_NOT_FOUND', 404);

/** The default categories, when the office has none yet (a new office, the demo seed). */
export async function ensureEventCategories(tx: Db, organizationId: string): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(eventCategories)
    .where(eq(eventCategories.organizationId, organizationId));
  if ((existing?.n ?? 0) > 0) return;
  await tx
    .insert(eventCategories)
    .values(DEFAULT_EVENT_CATEGORIES.map((c, position) => ({ organizationId, ...c, position })))
    .onConflictDoNothing();
}

export async function listCategories(db: Db, organizationId: string): Promise<EventCategory[]> {
  const used = db
    .select({ categoryId: events.categoryId, n: count().as('n') })
    .from(events)
    .where(and(eq(events.organizationId, organizationId), isNull(events.deletedAt)))
    .groupBy(events.categoryId)
    .as('used');
  const rows = await db
    .select({
      id: eventCategories.id,
      name: eventCategories.name,
      color: eventCategories.color,
      position: eventCategories.position,
      n: used.n,
    })
    .from(eventCategories)
    .leftJoin(used, eq(used.categoryId, eventCategories.id))
    .where(eq(eventCategories.organizationId, organizationId))
    .orderBy(asc(eventCategories.position), asc(eventCategories.name));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    color: r.color as EventCategory['color'],
    position: r.position,
    eventsCount: Number(r.n ?? 0),
  }));
}

async function getCategory(db: Db, organizationId: string, id: string): Promise<EventCategory> {
  const found = (await listCategories(db, organizationId)).find((c) => c._id === id);
  if (!found) throw notFound();
  return found;
}

async function nameTaken(db: Db, organizationId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .where(
      and(
        eq(eventCategories.organizationId, organizationId),
        sql`lower(f_unaccent(${eventCategories.name})) = lower(f_unaccent(${name}))`,
        exceptId ? ne(eventCategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

const auditEntry = (tenant: Tenant, action: AuditAction, id: string, data: unknown) => ({
  organizationId: tenant.organizationId,
  userId: tenant.userId,
  action,
  entity: 'event_category' as const,
  entityId: id,
  data,
});

export async function createCategory(
  deps: AppDeps,
  tenant: Tenant,
  input: EventCategoryInput,
): Promise<EventCategory> {
  const { db } = deps.database;
  const org = tenant.organizationId;
  if (await nameTaken(db, org, input.name)) throw nameInUse();
  const id = await refuseDuplicates(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(eventCategories)
          .values({
            organizationId: org,
            name: input.name,
            color: input.color,
            position: sql`(select coalesce(max(position) + 1, 0) from event_categories where organization_id = ${org})`,
          })
          .returning({ id: eventCategories.id });
        await audit(tx, auditEntry(tenant, 'create', row!.id, { name: input.name }));
        return row!.id;
      }),
    nameInUse,
  );
  return getCategory(db, org, id);
}

export async function updateCategory(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: UpdateInput,
): Promise<EventCategory> {
  const { db } = deps.database;
  const org = tenant.organizationId;
  const before = await getCategory(db, org, id);
  if (input.name !== undefined && (await nameTaken(db, org, input.name, id))) throw nameInUse();
  await refuseDuplicates(
    () =>
      db.transaction(async (tx) => {
        if (Object.keys(input).length > 0) {
          await tx
            .update(eventCategories)
            .set(input)
            .where(and(eq(eventCategories.id, id), eq(eventCategories.organizationId, org)));
        }
        await audit(tx, auditEntry(tenant, 'update', id, { name: before.name, changes: input }));
      }),
    nameInUse,
  );
  return getCategory(db, org, id);
}

/** Removes the category; its events keep everything else (the foreign key sets their category to null). */
export async function deleteCategory(deps: AppDeps, tenant: Tenant, id: string): Promise<number> {
  const { db } = deps.database;
  const org = tenant.organizationId;
  const before = await getCategory(db, org, id);
  await db.transaction(async (tx) => {
    await tx
      .delete(eventCategories)
      .where(and(eq(eventCategories.id, id), eq(eventCategories.organizationId, org)));
    await audit(tx, auditEntry(tenant, 'delete', id, { name: before.name, events: before.eventsCount }));
  });
  return before.eventsCount;
}
