// Respostas rápidas of the office ('/bomdia'): list, create, edit, delete; the shortcut is unique per office.
import { and, asc, eq } from 'drizzle-orm';
import type { QuickReply } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseDuplicates } from '../../lib/unique-violation.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { quickReplies } from './chats.table.ts';

type Row = typeof quickReplies.$inferSelect;
const toQuickReply = (r: Row): QuickReply => ({
  _id: r.id,
  shortcut: r.shortcut,
  text: r.text,
  updatedAt: r.updatedAt.toISOString(),
});
const inUse = () => new AppError('QUICK_REPLY_SHORTCUT_IN_USE', 409);

export async function listQuickReplies(deps: AppDeps, tenant: Tenant) {
  const rows = await deps.database.db
    .select()
    .from(quickReplies)
    .where(eq(quickReplies.organizationId, tenant.organizationId))
    .orderBy(asc(quickReplies.shortcut));
  return { quickReplies: rows.map(toQuickReply) };
}

export async function createQuickReply(
  deps: AppDeps,
  tenant: Tenant,
  input: { shortcut: string; text: string },
) {
  const [row] = await refuseDuplicates(
    () =>
      deps.database.db
        .insert(quickReplies)
        .values({ organizationId: tenant.organizationId, ...input, createdBy: tenant.userId })
        .returning(),
    inUse,
  );
  return toQuickReply(row!);
}

export async function updateQuickReply(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: { shortcut: string; text: string },
) {
  const [row] = await refuseDuplicates(
    () =>
      deps.database.db
        .update(quickReplies)
        .set({ ...input, updatedAt: new Date() })
        .where(and(eq(quickReplies.organizationId, tenant.organizationId), eq(quickReplies.id, id)))
        .returning(),
    inUse,
  );
  if (!row) throw new AppError('QUICK_REPLY_NOT_FOUND', 404);
  return toQuickReply(row);
}

export async function deleteQuickReply(deps: AppDeps, tenant: Tenant, id: string) {
  const rows = await deps.database.db
    .delete(quickReplies)
    .where(and(eq(quickReplies.organizationId, tenant.organizationId), eq(quickReplies.id, id)))
    .returning({ id: quickReplies.id });
  if (rows.length === 0) throw new AppError('QUICK_REPLY_NOT_FOUND', 404);
}
