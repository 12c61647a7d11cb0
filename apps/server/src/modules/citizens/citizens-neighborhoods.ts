// Bairro autocomplete: the office's bairros grouped accent- and case-free, most used first, in their usual spelling.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/like.ts';

export async function selectNeighborhoods(db: Db, organizationId: string, q?: string): Promise<string[]> {
  const match = q ? sql`and neighborhood_key like f_unaccent(${containsPattern(q)})` : sql``;
  // Counted from citizens_org_neighborhood_idx alone (an index-only scan; records in the bin count too),
  // then each of the top bairros spelled as most of its live records spell it (a sample of 50).
  const res = (await db.execute(sql`
    select (select mode() within group (order by s.neighborhood) from (
              select c2.neighborhood from citizens c2
               where c2.organization_id = ${organizationId} and c2.neighborhood_key = k.key and c2.deleted_at is null
               limit 50) s) as name
      from (select neighborhood_key as key, count(*) as n from citizens
             where organization_id = ${organizationId} and neighborhood_key is not null ${match}
             group by neighborhood_key order by count(*) desc, neighborhood_key limit 30) k
     order by k.n desc, k.key`)) as unknown as { rows: { name: string | null }[] };
  return res.rows.flatMap((r) => (r.name ? [r.name] : [])).slice(0, 20);
}
