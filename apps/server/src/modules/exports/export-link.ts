// Download links for exports: '/api/exports/<id>/file?token=<expiry>.<HMAC>' — anyone holding the link may
// download until it expires (it opens in a new tab, without the session), and nobody can forge one.
import { createHmac } from 'node:crypto';
import { jwtSecret } from '../../bootstrap.ts';
import type { Env } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';
import { sameText } from '../../lib/same-text.ts';

const keys = new Map<string, Buffer>();

/** A key of its own, derived from the app secret, so an export link can never pass for a session token. */
function keyFor(env: Env): Buffer {
  const secret = jwtSecret(env);
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createHmac('sha256', secret).update('gabinete:export-links').digest()));
  return key;
}

const mac = (env: Env, id: string, exp: number) =>
  createHmac('sha256', keyFor(env)).update(`${id}.${exp}`).digest();

export function exportLink(env: Env, id: string, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `/api/exports/${id}/file?token=${exp}.${mac(env, id, exp).toString('base64url')}`;
}

/** Throws 403 for a link that was not made for this export, 410 for one past its expiry. */
export function checkExportToken(env: Env, id: string, token: string): void {
  const [expText, signature, extra] = token.split('.');
  const exp = Number(expText);
  if (!expText || !signature || extra !== undefined || !Number.isInteger(exp)) {
    throw new AppError('EXPORT_LINK_INVALID', 403);
  }
  if (!sameText(signature, mac(env, id, exp).toString('base64url'))) {
    throw new AppError('EXPORT_LINK_INVALID', 403);
  }
  if (exp * 1000 <= Date.now()) throw new AppError('EXPORT_EXPIRED', 410);
}
