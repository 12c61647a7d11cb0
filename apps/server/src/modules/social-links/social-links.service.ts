// Links sociais rules: the URL belongs to the network (https only), at most SOCIAL_LINKS_MAX per office,
// a new link goes last, reordering sends every link once; every change is audited.
import { and, count, eq, sql } from 'drizzle-orm';
import {
  SOCIAL_LINKS_MAX,
  socialUrlProblem,
  type AuditAction,
  type SocialLink,
  type SocialLinkInput,
  type SocialNetwork,
  type UpdateSocialLinkInput,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { findLink, nextPosition, selectLinks } from './social-links.repository.ts';
import { socialLinks, type SocialLinkRow } from './social-links.table.ts';

export function toSocialLink(row: SocialLinkRow): SocialLink {
  return {
    _id: row.id,
    network: row.network as SocialNetwork,
    label: row.label,
    url: row.url,
    visible: row.visible,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listLinks(deps: AppDeps, tenant: Tenant) {
  const rows = await selectLinks(deps.database.db, tenant.organizationId);
  return { links: rows.map(toSocialLink) };
}

/** The visible links, for the dashboard card. */
export async function visibleLinks(db: Db, organizationId: string): Promise<SocialLink[]> {
  return (await selectLinks(db, organizationId, true)).map(toSocialLink);
}

async function getRow(db: Db, organizationId: string, id: string): Promise<SocialLinkRow> {
  const row = await findLink(db, organizationId, id);
  if (!row) throw new AppError('SOCIAL_LINK_NOT_FOUND', 404);
  return row;
}

const auditEntry = (tenant: Tenant, action: AuditAction, id: string | null, data: unknown) => ({
  organizationId: tenant.organizationId,
  userId: tenant.userId,
  action,
  entity: 'social_link' as const,
  entityId: id,
  data,
});

/** Serializes writes of one office's links (position and limit stay consistent under concurrent saves). */
const lockOffice = (tx: Db, organizationId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('social_links'), hashtext(${organizationId}))`);

export async function createLink(deps: AppDeps, tenant: Tenant, input: SocialLinkInput): Promise<SocialLink> {
  const org = tenant.organizationId;
  const row = await deps.database.db.transaction(async (tx) => {
    await lockOffice(tx, org);
    const [existing] = await tx
      .select({ n: count() })
      .from(socialLinks)
      .where(eq(socialLinks.organizationId, org));
    if ((existing?.n ?? 0) >= SOCIAL_LINKS_MAX) throw new AppError('SOCIAL_LINK_LIMIT', 422);
    const [created] = await tx
      .insert(socialLinks)
      .values({
        organizationId: org,
        network: input.network,
        label: input.label,
        url: input.url,
        visible: input.visible,
        position: await nextPosition(tx, org),
      })
      .returning();
    await audit(tx, auditEntry(tenant, 'create', created!.id, { name: input.label, url: input.url }));
    return created!;
  });
  return toSocialLink(row);
}

export async function updateLink(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: UpdateSocialLinkInput,
): Promise<SocialLink> {
  const { db } = deps.database;
  const org = tenant.organizationId;
  const before = await getRow(db, org, id);
  const network = input.network ?? (before.network as SocialNetwork);
  const url = input.url ?? before.url;
  if (input.network !== undefined || input.url !== undefined) {
    const problem = socialUrlProblem(network, url);
    if (problem) throw new AppError('SOCIAL_LINK_URL_INVALID', 422, undefined, { url: problem });
  }
  const values = {
    ...(input.network !== undefined && { network: input.network }),
    ...(input.label !== undefined && { label: input.label }),
    ...(input.url !== undefined && { url: input.url }),
    ...(input.visible !== undefined && { visible: input.visible }),
  };
  if (Object.keys(values).length === 0) return toSocialLink(before);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(socialLinks)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(socialLinks.id, id), eq(socialLinks.organizationId, org)))
      .returning();
    if (!updated) throw new AppError('SOCIAL_LINK_NOT_FOUND', 404);
    await audit(tx, auditEntry(tenant, 'update', id, { name: before.label, changes: values }));
    return updated;
  });
  return toSocialLink(row);
}

export async function deleteLink(deps: AppDeps, tenant: Tenant, id: string): Promise<void> {
  const org = tenant.organizationId;
  await deps.database.db.transaction(async (tx) => {
    const row = await getRow(tx, org, id);
    await tx.delete(socialLinks).where(and(eq(socialLinks.id, id), eq(socialLinks.organizationId, org)));
    await audit(tx, auditEntry(tenant, 'delete', id, { name: row.label }));
  });
}

export async function reorderLinks(deps: AppDeps, tenant: Tenant, ids: string[]) {
  const org = tenant.organizationId;
  await deps.database.db.transaction(async (tx) => {
    await lockOffice(tx, org);
    const known = new Set((await selectLinks(tx, org)).map((r) => r.id));
    const sent = new Set(ids);
    if (sent.size !== ids.length || sent.size !== known.size || ids.some((id) => !known.has(id))) {
      throw new AppError('SOCIAL_LINK_ORDER_INVALID', 422, undefined, {
        ids: 'Envie todos os links do gabinete, cada um uma única vez',
      });
    }
    for (const [position, id] of ids.entries()) {
      await tx
        .update(socialLinks)
        .set({ position })
        .where(and(eq(socialLinks.id, id), eq(socialLinks.organizationId, org)));
    }
    await audit(tx, auditEntry(tenant, 'reorder', null, { ids }));
  });
  return listLinks(deps, tenant);
}
