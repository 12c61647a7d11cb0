// Atendimentos per week: the last weeks (Monday to Sunday in the office's time zone) in one index-only scan
// of occurrences_org_occurred_idx over those weeks only (~18k entries for a busy office, tens of ms), cached
// per office and week like the demandas counts: valid while the office's latest change of atendimentos stands
// (latest-change.ts), at most 60 s.
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DashboardWeek } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { occurrences } from '../occurrences/occurrences.table.ts';
import { DEFAULT_TIME_ZONE } from '@gabinete/shared';
import { createFingerprintCache } from './fingerprint-cache.ts';
import { latestChange } from './latest-change.ts';

/** The instant an office-calendar day starts. */
export const dayStart = (day: string, timeZone: string = DEFAULT_TIME_ZONE) =>
  sql`(${day}::date)::timestamp at time zone ${timeZone}`;

const cache = createFingerprintCache<Map<number, number>>({ ttlMs: 60_000, maxEntries: 5_000 });

/** Forgets every cached count (tests that write rows with old stamps). */
export const clearWeekCountsCache = () => cache.clear();

export async function occurrencesSection(
  db: Db,
  organizationId: string,
  weeks: { from: string; to: string }[],
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<{ weeks: DashboardWeek[] }> {
  const fingerprint = await latestChange(db, occurrences, organizationId);
  const counts = await cache.get(`${organizationId}|${timeZone}|${weeks[0]!.from}`, fingerprint, () =>
    countWeeks(db, organizationId, weeks, timeZone),
  );
  return { weeks: weeks.map((w, i) => ({ ...w, count: counts.get(i) ?? 0 })) };
}

/** Atendimentos per week index (0 = the first week). */
async function countWeeks(
  db: Db,
  organizationId: string,
  weeks: { from: string; to: string }[],
  timeZone: string,
): Promise<Map<number, number>> {
  const first = weeks[0]!.from;
  const end = weeks.at(-1)!.to;
  const o = occurrences;
  const week = sql<number>`(((${o.occurredAt} at time zone ${timeZone})::date - ${first}::date) / 7)::int`;
  const rows = await db
    .select({ week, n: sql<number>`count(*)::int` })
    .from(o)
    .where(
      and(
        eq(o.organizationId, organizationId),
        isNull(o.deletedAt),
        gte(o.occurredAt, dayStart(first, timeZone)),
        lt(o.occurredAt, sql`(${end}::date + 1)::timestamp at time zone ${timeZone}`),
      ),
    )
    // By position: the expression's parameters would be numbered apart and no longer match the select's.
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [Number(r.week), r.n]));
}
