// A citizen's liderança tree: who brought them in (up to the top) and whom they brought in.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReferralsSchema } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';

type Referrals = z.infer<typeof ReferralsSchema>;

/** The direct referrals listed; `total` still counts them all. */
export const REFERRALS_SHOWN = 500;
const MAX_DEPTH = 50;

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export async function getReferrals(db: Db, organizationId: string, citizenId: string): Promise<Referrals> {
  const [up, down, total] = await Promise.all([
    db.execute(sql`
      with recursive up(id, leader_id, depth) as (
        select c.id, c.leader_id, 0 from citizens c
        where c.id = ${citizenId} and c.organization_id = ${organizationId}
        union all
        select p.id, p.leader_id, up.depth + 1 from citizens p join up on p.id = up.leader_id
        where up.depth < ${MAX_DEPTH} and p.organization_id = ${organizationId}
      )
      select c.id, c.name from up join citizens c on c.id = up.id
      where up.depth > 0 order by up.depth desc`),
    db.execute(sql`
      select c.id, c.name, c.neighborhood, m.name as city, c.created_at as "createdAt",
        (select count(*) from citizens x where x.leader_id = c.id and x.deleted_at is null)::int as referrals
      from citizens c left join municipalities m on m.ibge = c.city_ibge
      where c.leader_id = ${citizenId} and c.organization_id = ${organizationId} and c.deleted_at is null
      order by lower(f_unaccent(c.name)), c.id
      limit ${REFERRALS_SHOWN}`),
    db.execute(sql`
      select count(*)::int as n from citizens c
      where c.leader_id = ${citizenId} and c.organization_id = ${organizationId} and c.deleted_at is null`),
  ]);
  type Node = {
    id: string;
    name: string;
    neighborhood: string | null;
    city: string | null;
    createdAt: Date | string;
    referrals: number;
  };
  return {
    ancestors: rowsOf<{ id: string; name: string }>(up).map((r) => ({ _id: r.id, name: r.name })),
    referrals: rowsOf<Node>(down).map((r) => ({
      _id: r.id,
      name: r.name,
      neighborhood: r.neighborhood,
      city: r.city,
      referralsCount: Number(r.referrals),
      createdAt: new Date(r.createdAt).toISOString(),
    })),
    total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
  };
}
