// Is the session an access token names still open? A session is a refresh-token family (one login); logout,
// a password change or reset revokes it, and from then on its access tokens are refused, not only its
// refresh token. Cached like the principal (5 s per process) so the hot path stays a Map lookup; what this
// process revokes it forgets at once.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from './auth.table.ts';

const TTL_MS = 5_000;
const cache = new Map<string, { at: number; live: boolean }>();

export async function sessionIsLive(db: Db, sessionId: string): Promise<boolean> {
  const hit = cache.get(sessionId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.live;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sessionId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  const live = Boolean(row);
  if (cache.size > 50_000) cache.clear();
  cache.set(sessionId, { at: Date.now(), live });
  return live;
}

/** Sessions revoked in this process end at once here (other instances within the cache's 5 s). */
export function forgetSessions(sessionIds: Iterable<string>): void {
  for (const id of sessionIds) cache.delete(id);
}
