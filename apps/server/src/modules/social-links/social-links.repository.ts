// Links sociais of one office, always in the office's order.
import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { socialLinks, type SocialLinkRow } from './social-links.table.ts';

export function selectLinks(db: Db, organizationId: string, onlyVisible = false): Promise<SocialLinkRow[]> {
  return db
    .select()
    .from(socialLinks)
    .where(
      and(
        eq(socialLinks.organizationId, organizationId),
        onlyVisible ? eq(socialLinks.visible, true) : undefined,
      ),
    )
    .orderBy(asc(socialLinks.position), asc(socialLinks.createdAt));
}

export async function findLink(
  db: Db,
  organizationId: string,
  id: string,
): Promise<SocialLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(socialLinks)
    .where(and(eq(socialLinks.id, id), eq(socialLinks.organizationId, organizationId)))
    .limit(1);
  return row;
}

/** The position after the last link (0 for the first). */
export async function nextPosition(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(socialLinks.position) })
    .from(socialLinks)
    .where(eq(socialLinks.organizationId, organizationId));
  return row?.last == null ? 0 : row.last + 1;
}
