// HS256 JSON Web Tokens with WebCrypto (browsers and Node 20): enough for the template's fake login.

const encoder = new TextEncoder();

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function hmac(secret: string, data: string): Promise<Uint8Array> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(data)));
}

export interface TokenPayload {
  id: number;
  iat: number;
  exp: number;
}

/** Signs `{id, iat, exp}` with the secret; the token lives `lifetimeSeconds` from `now`. */
export async function signToken(
  id: number,
  secret: string,
  now: Date,
  lifetimeSeconds: number,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const header = base64Url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const payload = base64Url(encoder.encode(JSON.stringify({ id, iat, exp: iat + lifetimeSeconds })));
  const signature = base64Url(await hmac(secret, `${header}.${payload}`));
  return `${header}.${payload}.${signature}`;
}

/** The payload of a token signed with this secret and not expired at `now`; null otherwise. */
export async function verifyToken(token: unknown, secret: string, now: Date): Promise<TokenPayload | null> {
  if (typeof token !== 'string') return null;
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature || token.split('.').length !== 3) return null;
  try {
    const expected = base64Url(await hmac(secret, `${header}.${payload}`));
    if (expected !== signature) return null;
    const parsedHeader = JSON.parse(new TextDecoder().decode(fromBase64Url(header))) as { alg?: unknown };
    if (parsedHeader.alg !== 'HS256') return null;
    const data = JSON.parse(new TextDecoder().decode(fromBase64Url(payload))) as Partial<TokenPayload>;
    if (typeof data.id !== 'number' || typeof data.exp !== 'number' || typeof data.iat !== 'number')
      return null;
    if (data.exp * 1000 <= now.getTime()) return null;
    return { id: data.id, iat: data.iat, exp: data.exp };
  } catch {
    return null;
  }
}
