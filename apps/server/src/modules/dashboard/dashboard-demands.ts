// Demandas by status and área, open and overdue.
//
// Speed (1M citizens / 500k demandas in one office, p95 ≤ 100 ms): counting 500k rows takes one index-only
// scan of demands_org_dashboard_idx (~60–90 ms on PostgreSQL), so the counts are cached per office and day,
// valid while the office's latest change stands — max(updated_at) and max(deleted_at), one probe each of
// demands_org_updated_idx and demands_deleted_idx (latest-change.ts) — and the statuses' closing flags are
// unchanged (measured: p50 7 ms, p95 11 ms with the cache; p95 88 ms when every load follows a write).
// Trade-off: the first load after a change in a large office pays the scan; a change committed with an
// older stamp than one already seen shows after the TTL (60 s). Per-office counters kept by triggers would
// avoid the scan but need hand-written SQL the generated migrations cannot hold.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DashboardDemands } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { areas } from '../areas/areas.table.ts';
import { demands, demandStatuses } from '../demands/demands.table.ts';
import { createFingerprintCache } from './fingerprint-cache.ts';
import { latestChange } from './latest-change.ts';

interface CountRow {
  statusId: string;
  areaId: string | null;
  n: number;
  open: number;
  overdue: number;
}

const cache = createFingerprintCache<CountRow[]>({ ttlMs: 60_000, maxEntries: 5_000 });

/** Forgets every cached count (tests that write rows with old stamps). */
export const clearDemandCountsCache = () => cache.clear();

function countDemands(db: Db, organizationId: string, today: string): Promise<CountRow[]> {
  const d = demands;
  return db
    .select({
      statusId: d.statusId,
      areaId: d.areaId,
      n: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where not ${d.isClosed}))::int`,
      overdue: sql<number>`(count(*) filter (where not ${d.isClosed} and ${d.dueDate} < ${today}::date))::int`,
    })
    .from(d)
    .where(and(eq(d.organizationId, organizationId), isNull(d.deletedAt)))
    .groupBy(d.statusId, d.areaId);
}

const sum = (rows: CountRow[], key: 'n' | 'open' | 'overdue') => rows.reduce((acc, r) => acc + r[key], 0);

export async function demandsSection(
  db: Db,
  organizationId: string,
  today: string,
): Promise<DashboardDemands> {
  const [statuses, areaRows, latest] = await Promise.all([
    db
      .select({
        id: demandStatuses.id,
        name: demandStatuses.name,
        color: demandStatuses.color,
        isFinal: demandStatuses.isFinal,
      })
      .from(demandStatuses)
      .where(eq(demandStatuses.organizationId, organizationId))
      .orderBy(asc(demandStatuses.position), asc(demandStatuses.name)),
    db
      .select({ id: areas.id, name: areas.name, color: areas.color })
      .from(areas)
      .where(eq(areas.organizationId, organizationId)),
    latestChange(db, demands, organizationId),
  ]);
  const fingerprint = `${latest}|${statuses.map((s) => `${s.id}:${s.isFinal ? 1 : 0}`).join(',')}`;
  const rows = await cache.get(`${organizationId}|${today}`, fingerprint, () =>
    countDemands(db, organizationId, today),
  );

  const byStatusId = new Map<string, number>();
  const byAreaId = new Map<string | null, { count: number; open: number }>();
  for (const r of rows) {
    byStatusId.set(r.statusId, (byStatusId.get(r.statusId) ?? 0) + r.n);
    const area = byAreaId.get(r.areaId) ?? { count: 0, open: 0 };
    area.count += r.n;
    area.open += r.open;
    byAreaId.set(r.areaId, area);
  }
  const areaById = new Map(areaRows.map((a) => [a.id, a]));
  const byArea = [...byAreaId.entries()]
    .filter(([id, c]) => c.count > 0 && (id === null || areaById.has(id)))
    .map(([id, c]) => {
      const area = id ? areaById.get(id)! : null;
      return {
        _id: id,
        name: area?.name ?? 'Sem área',
        color: (area?.color ?? 'gray') as DashboardDemands['byArea'][number]['color'],
        ...c,
      };
    })
    .sort(
      (a, b) =>
        Number(a._id === null) - Number(b._id === null) ||
        b.open - a.open ||
        b.count - a.count ||
        a.name.localeCompare(b.name, 'pt-BR'),
    );

  return {
    total: sum(rows, 'n'),
    open: sum(rows, 'open'),
    overdue: sum(rows, 'overdue'),
    byStatus: statuses.map((s) => ({
      _id: s.id,
      name: s.name,
      color: s.color as DashboardDemands['byStatus'][number]['color'],
      isFinal: s.isFinal,
      count: byStatusId.get(s.id) ?? 0,
    })),
    byArea,
  };
}
