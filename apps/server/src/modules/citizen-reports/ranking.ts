// Ranking de lideranças: live citizens with live referrals, points = weight × referrals (weights per office).
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RankingQuerySchema, RankingSchema, RankingWeightsSchema } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { organizations } from '../organizations/organizations.table.ts';

type Ranking = z.infer<typeof RankingSchema>;
type RankingWeights = z.infer<typeof RankingWeightsSchema>;
type RankingQuery = z.infer<typeof RankingQuerySchema>;

export const rankingFormula = (w: RankingWeights) => `pontos = ${w.referral} × eleitores indicados`;

export async function rankingWeights(db: Db, organizationId: string): Promise<RankingWeights> {
  const [row] = await db
    .select({ weights: organizations.rankingWeights })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return { referral: row?.weights?.referral ?? 10 };
}

export async function saveRankingWeights(
  db: Db,
  organizationId: string,
  weights: RankingWeights,
): Promise<void> {
  await db
    .update(organizations)
    .set({ rankingWeights: weights, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId));
}

interface LeaderRow {
  id: string;
  name: string;
  neighborhood: string | null;
  city: string | null;
  referrals: number;
  position: number;
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export async function getRanking(db: Db, organizationId: string, query: RankingQuery): Promise<Ranking> {
  const weights = await rankingWeights(db, organizationId);
  // Count referrals per leader first (one pass over the leader index), then look the leaders up by id:
  // a self-join planned without statistics (PGlite after a big import) degenerated into a nested loop.
  const counts = sql`select r.leader_id, count(*)::int as referrals
      from citizens r
      where r.organization_id = ${organizationId} and r.deleted_at is null and r.leader_id is not null
      group by r.leader_id`;
  const leaders = sql`select l.id, l.name, l.neighborhood, l.city_ibge, c.referrals
      from (${counts}) c
      join citizens l on l.id = c.leader_id
      where l.organization_id = ${organizationId} and l.deleted_at is null`;
  const [page, count] = await Promise.all([
    db.execute(sql`
      select x.id, x.name, x.neighborhood, m.name as city, x.referrals,
             (rank() over (order by x.referrals desc))::int as position
      from (${leaders}) x
      left join municipalities m on m.ibge = x.city_ibge
      order by x.referrals desc, lower(f_unaccent(x.name)), x.id
      limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`),
    db.execute(sql`select count(*)::int as n from (${leaders}) x`),
  ]);
  return {
    weights,
    formula: rankingFormula(weights),
    entries: rowsOf<LeaderRow>(page).map((r) => ({
      position: Number(r.position),
      citizen: { _id: r.id, name: r.name, neighborhood: r.neighborhood, city: r.city },
      counts: { referral: Number(r.referrals) },
      points: weights.referral * Number(r.referrals),
    })),
    total: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0),
    page: query.page,
    perPage: query.perPage,
  };
}
