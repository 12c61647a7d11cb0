// Webhook signatures. The simulator and Zenvia posts carry X-Gabinete-Signature: 'sha256=' + the hex
// HMAC-SHA256 of the raw body with the office's webhook secret. Twilio signs its own way: X-Twilio-Signature
// is the base64 HMAC-SHA1, with the account's auth token, of the URL followed by every form field (sorted by
// name) as name + value.
import { createHmac } from 'node:crypto';
import { sameText } from '../../lib/same-text.ts';

/**
 * Zenvia does not sign its webhooks, but its subscription sends fixed headers: an office on Zenvia may put
 * X-Gabinete-Token: <the office's webhook secret> there instead of the body signature.
 */
export function validStaticToken(secret: string, header: string | undefined): boolean {
  return typeof header === 'string' && sameText(header.trim(), secret);
}

export const signBody = (secret: string, rawBody: string) =>
  `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;

export function validBodySignature(secret: string, rawBody: string, header: string | undefined): boolean {
  return typeof header === 'string' && sameText(header.trim(), signBody(secret, rawBody));
}

export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

export function validTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  header: string | undefined,
): boolean {
  return typeof header === 'string' && sameText(header.trim(), twilioSignature(authToken, url, params));
}
