// Atendimentos per week: the last weeks (Monday to Sunday in the office's time zone) in one index-only scan
// of occurrences_org_occurred_idx over those weeks only.
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DashboardWeek } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { occurrences } from '../occurrences/occurrences.table.ts';
import { OFFICE_TIME_ZONE } from './dashboard-dates.ts';

/** The instant an office-calendar day starts. */
export const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${OFFICE_TIME_ZONE}`;

export async function occurrencesSection(
  db: Db,
  organizationId: string,
  weeks: { from: string; to: string }[],
): Promise<{ weeks: DashboardWeek[] }> {
  const first = weeks[0]!.from;
  const end = weeks.at(-1)!.to;
  const o = occurrences;
  const week = sql<number>`(((${o.occurredAt} at time zone ${OFFICE_TIME_ZONE})::date - ${first}::date) / 7)::int`;
  const rows = await db
    .select({ week, n: sql<number>`count(*)::int` })
    .from(o)
    .where(
      and(
        eq(o.organizationId, organizationId),
        isNull(o.deletedAt),
        gte(o.occurredAt, dayStart(first)),
        lt(o.occurredAt, sql`(${end}::date + 1)::timestamp at time zone ${OFFICE_TIME_ZONE}`),
      ),
    )
    // By position: the expression's parameters would be numbered apart and no longer match the select's.
    .groupBy(sql`1`);
  const counts = new Map(rows.map((r) => [Number(r.week), r.n]));
  return { weeks: weeks.map((w, i) => ({ ...w, count: counts.get(i) ?? 0 })) };
}
