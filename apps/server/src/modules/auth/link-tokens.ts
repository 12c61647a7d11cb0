// Single-use, expiring links sent by e-mail: password reset, invitation, e-mail confirmation.
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import { authTokens } from './auth.table.ts';

export type LinkPurpose = 'reset_password' | 'invite' | 'validate_email';

const TTL_HOURS: Record<LinkPurpose, number> = { reset_password: 1, invite: 7 * 24, validate_email: 3 * 24 };

/**
 * `carry` travels inside the link itself (after a dot), covered by the stored hash so it cannot be altered:
 * the new address of an e-mail change, kept nowhere else until the owner of that address confirms it.
 */
export async function issueLinkToken(
  db: Db,
  userId: string,
  purpose: LinkPurpose,
  carry?: string,
): Promise<string> {
  const token = carry ? `${randomToken()}.${Buffer.from(carry).toString('base64url')}` : randomToken();
  // A new link replaces the older ones of the same purpose.
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
  await db.insert(authTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + TTL_HOURS[purpose] * 3_600_000),
  });
  return token;
}

/** Kills every pending link of a user (deleted or deactivated). */
export async function revokeLinkTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt)));
}

/** Spends the token atomically (a second use finds nothing) and returns its user and purpose. */
export async function consumeLinkToken(
  db: Db,
  token: string,
  purposes: LinkPurpose[],
): Promise<{ userId: string; purpose: LinkPurpose; carry: string | undefined }> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, sha256(token)),
        inArray(authTokens.purpose, purposes),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authTokens.userId, purpose: authTokens.purpose });
  if (!row) throw new AppError('INVALID_TOKEN', 400);
  const carried = token.split('.')[1];
  return { ...row, carry: carried ? Buffer.from(carried, 'base64url').toString('utf8') : undefined };
}
