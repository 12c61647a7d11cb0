// The office's time zone for code without a request (jobs, workers): one cached lookup per office,
// forgotten when the office's profile is saved.
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { organizations } from './organizations.table.ts';

const TTL_MS = 60_000;
const cache = new Map<string, { at: number; zone: string }>();

export async function officeTimeZone(db: Db, organizationId: string): Promise<string> {
  const hit = cache.get(organizationId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.zone;
  const [row] = await db
    .select({ zone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  const zone = row?.zone ?? DEFAULT_TIME_ZONE;
  if (cache.size > 10_000) cache.clear();
  cache.set(organizationId, { at: Date.now(), zone });
  return zone;
}

/** After an office's profile changes (or all offices, without an id). */
export function forgetOfficeTimeZone(organizationId?: string): void {
  if (organizationId) cache.delete(organizationId);
  else cache.clear();
}

/**
 * SQL for the office's calendar day at `now`, for the office in `organizationId` (a column): lets one
 * query over many offices (alert checks) compare dates on each office's own calendar.
 */
export const officeDaySql = (organizationId: AnyColumn | SQL, now: Date): SQL<string> =>
  sql<string>`((${now.toISOString()}::timestamptz at time zone coalesce((select o.time_zone from ${organizations} o where o.id = ${organizationId}), ${DEFAULT_TIME_ZONE}))::date)`;
