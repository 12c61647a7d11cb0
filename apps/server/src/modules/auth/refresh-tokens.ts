// Rotating refresh tokens: each use spends the token and issues the next of the same family;
// presenting a spent token means it leaked, so the whole family (that login) is revoked.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import { refreshTokens } from './auth.table.ts';
import { forgetSessions } from './sessions.ts';

export interface ClientMeta {
  ip: string;
  userAgent: string | undefined;
}

export async function issueRefreshToken(
  db: Db,
  userId: string,
  ttlSeconds: number,
  meta: ClientMeta,
  familyId: string = randomUUID(),
): Promise<{ refreshToken: string; familyId: string }> {
  const token = randomToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { refreshToken: token, familyId };
}

export async function rotateRefreshToken(
  db: Db,
  token: string,
  ttlSeconds: number,
  meta: ClientMeta,
): Promise<{ userId: string; refreshToken: string; familyId: string }> {
  const hash = sha256(token);
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.tokenHash, hash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  if (spent) {
    const next = await issueRefreshToken(db, spent.userId, ttlSeconds, meta, spent.familyId);
    return { userId: spent.userId, ...next };
  }
  const [known] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).limit(1);
  if (known?.usedAt && !known.revokedAt) {
    await revokeFamily(db, known.familyId);
    throw new AppError('REFRESH_TOKEN_REUSED', 401);
  }
  throw new AppError('INVALID_REFRESH_TOKEN', 401);
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  forgetSessions([familyId]);
}

export async function revokeByToken(db: Db, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId);
}

/** Ends every session of the user, or every one but `keep` (the session that changed the password). */
export async function revokeAllForUser(db: Db, userId: string, keep?: string): Promise<void> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keep ? ne(refreshTokens.familyId, keep) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  forgetSessions(new Set(rows.map((r) => r.familyId)));
}
