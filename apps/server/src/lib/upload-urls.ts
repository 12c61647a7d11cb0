// Avatars and logos are served only through signed, expiring URLs: the API hands out
// '/uploads/avatars/x.png?exp=…&sig=…' to the people who may see them, and /uploads refuses anything
// else. A browser's <img> needs no header, which is why the signature is in the URL. The expiry is the end
// of the next day (UTC), so one image keeps one URL for a day (its cache works) and stays valid at least a day.
import { createHmac } from 'node:crypto';
import { sameText } from './same-text.ts';

const DAY_MS = 86_400_000;
let key: Buffer | null = null;
const signed = new Map<string, string>();

/** Set at boot from the server's secret (the access tokens' one, under a purpose of its own). */
export function setUploadSigningSecret(secret: string): void {
  key = createHmac('sha256', secret).update('uploads').digest();
  signed.clear();
}

const mac = (path: string, exp: number) =>
  createHmac('sha256', key!).update(`${path}\n${exp}`).digest().subarray(0, 18).toString('base64url');

/** The URL to hand out for a stored '/uploads/…' path (anything else passes unchanged). */
export function signUpload(path: string): string;
export function signUpload(path: string | null): string | null;
export function signUpload(path: string | null): string | null {
  if (!path?.startsWith('/uploads/') || !key) return path;
  const exp = ((Math.floor(Date.now() / DAY_MS) + 2) * DAY_MS) / 1000;
  const cacheKey = `${exp}|${path}`;
  let url = signed.get(cacheKey);
  if (!url) {
    if (signed.size > 20_000) signed.clear();
    url = `${path}?exp=${exp}&sig=${mac(path, exp)}`;
    signed.set(cacheKey, url);
  }
  return url;
}

/** Whether a request for an upload carries a valid, unexpired signature for its path. */
export function uploadSignatureValid(path: string, exp: unknown, sig: unknown): boolean {
  if (!key || typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
  if (Number(exp) * 1000 < Date.now()) return false;
  return sameText(sig, mac(path, Number(exp)));
}
