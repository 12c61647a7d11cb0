// The emendas card: per status its count, indicado and pago (paid now or from restos a pagar), and this
// year's indicado vs pago — one grouped scan of the office's live emendas.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DashboardAmendments } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { amendments as t } from '../amendments/amendments.table.ts';

export async function amendmentsSection(
  db: Db,
  organizationId: string,
  today: string,
): Promise<DashboardAmendments> {
  const year = Number(today.slice(0, 4));
  const rows = await db
    .select({
      status: t.status,
      count: sql<number>`count(*)::int`,
      indicated: sql<string>`coalesce(sum(${t.indicated}), 0)`,
      paid: sql<string>`coalesce(sum(${t.paid} + ${t.rapPaid}), 0)`,
      yearIndicated: sql<string>`coalesce(sum(${t.indicated}) filter (where ${t.year} = ${year}), 0)`,
      yearPaid: sql<string>`coalesce(sum(${t.paid} + ${t.rapPaid}) filter (where ${t.year} = ${year}), 0)`,
    })
    .from(t)
    .where(and(eq(t.organizationId, organizationId), isNull(t.deletedAt)))
    .groupBy(t.status);
  return {
    year,
    yearIndicated: rows.reduce((s, r) => s + Number(r.yearIndicated), 0),
    yearPaid: rows.reduce((s, r) => s + Number(r.yearPaid), 0),
    byStatus: rows.map((r) => ({
      status: r.status,
      count: r.count,
      indicated: Number(r.indicated),
      paid: Number(r.paid),
    })),
  };
}
