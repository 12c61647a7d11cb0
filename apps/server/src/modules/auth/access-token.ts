// Short-lived HS256 access tokens, signed and checked with node:crypto directly: this runs on every
// request, and the synchronous HMAC costs a tenth of a WebCrypto round trip.
import { createHmac } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import { sameText } from '../../lib/same-text.ts';

export interface AccessClaims {
  sub: string;
  org: string;
  /** The session (refresh-token family) the token was issued for: revoking it ends the token at once. */
  sid?: string;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<AccessClaims>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export function accessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const mac = (data: string) => createHmac('sha256', secret).update(data).digest();
  return {
    async sign({ sub, org, sid }) {
      const now = Math.floor(Date.now() / 1000);
      const payload = Buffer.from(
        JSON.stringify({ org, sub, sid, iat: now, exp: now + ttlSeconds }),
      ).toString('base64url');
      return `${HEADER}.${payload}.${mac(`${HEADER}.${payload}`).toString('base64url')}`;
    },
    async verify(token) {
      const [header, payload, signature, extra] = token.split('.');
      if (header !== HEADER || !payload || !signature || extra !== undefined)
        throw new AppError('UNAUTHENTICATED', 401);
      if (!sameText(signature, mac(`${header}.${payload}`).toString('base64url')))
        throw new AppError('UNAUTHENTICATED', 401);
      let claims: { sub?: unknown; org?: unknown; sid?: unknown; exp?: unknown };
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        throw new AppError('UNAUTHENTICATED', 401);
      }
      if (
        typeof claims.sub !== 'string' ||
        typeof claims.org !== 'string' ||
        typeof claims.exp !== 'number'
      ) {
        throw new AppError('UNAUTHENTICATED', 401);
      }
      if (claims.exp <= Date.now() / 1000) throw new AppError('TOKEN_EXPIRED', 401);
      // Ids go straight into uuid columns: anything else would be a database error, not a 401.
      if (!UUID.test(claims.sub) || !UUID.test(claims.org)) throw new AppError('UNAUTHENTICATED', 401);
      if (claims.sid === undefined) return { sub: claims.sub, org: claims.org };
      if (typeof claims.sid !== 'string' || !UUID.test(claims.sid))
        throw new AppError('UNAUTHENTICATED', 401);
      return { sub: claims.sub, org: claims.org, sid: claims.sid };
    },
  };
}
