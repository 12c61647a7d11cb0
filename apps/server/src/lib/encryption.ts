// Secrets kept at rest (an AI provider's key, an SMS provider's tokens): AES-256-GCM with a key derived from the
// server's secret and the purpose ('ai', 'sms'), so a database dump alone does not reveal them. Stored as
// 'v1.<iv>.<tag>.<ciphertext>' (base64url parts).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

function keyOf(serverSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'gabinete-at-rest', purpose, 32));
}

export function encryptSecret(serverSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret, purpose), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), data.toString('base64url')].join('.');
}

/** The plain text, or null when it cannot be read (another server secret, a damaged value). */
export function decryptSecret(serverSecret: string, purpose: string, stored: string): string | null {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(serverSecret, purpose),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
