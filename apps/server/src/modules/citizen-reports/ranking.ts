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
  const scope = sql`r.organization_id = ${organizationId} and r.deleted_at is null
    and l.organization_id = ${organizationId} and l.deleted_at is null`;
  const [page, count] = await Promise.all([
    db.execute(sql`
      select l.id, l.name, l.neighborhood, m.name as city, count(*)::int as referrals,
             (rank() over (order by count(*) desc))::int as position
      from citizens r
      join citizens l on l.id = r.leader_id
      left join municipalities m on m.ibge = l.city_ibge
      where ${scope}
      group by l.id, l.name, l.neighborhood, m.name
      order by referrals desc, lower(f_unaccent(l.name)), l.id
      limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`),
    db.execute(sql`
      select count(distinct r.leader_id)::int as n
      from citizens r join citizens l on l.id = r.leader_id
      where ${scope}`),
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
