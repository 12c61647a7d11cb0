// The /modelo screens' HTTP client: plain fetch (so the interceptor answers the template's calls), JSON in and
// out, the template's Bearer token, and a refresh of the 10-minute access token when it has expired.
import {
  expireDemoSession,
  getDemoAccessToken,
  getDemoRefreshToken,
  saveDemoSession,
  type DemoUserData,
} from './session.ts';

export class DemoApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(
      (body as { message?: string } | null)?.message ??
        (status === 404 ? 'Registro não encontrado.' : `Falha na requisição (${status}).`),
    );
  }
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export function withQuery(path: string, params?: Record<string, QueryValue>): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function expiresSoon(token: string): boolean {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
    };
    return typeof payload.exp === 'number' && payload.exp * 1000 < Date.now() + 15_000;
  } catch {
    return false;
  }
}

let refreshing: Promise<void> | null = null;

/** Renews the tokens with /jwt/refresh-token; a refused refresh ends the session. */
async function refreshTokens(): Promise<void> {
  const refreshToken = getDemoRefreshToken();
  if (!refreshToken) return;
  const res = await fetch('/jwt/refresh-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  if (!res.ok) {
    expireDemoSession();
    return;
  }
  const body = (await res.json()) as { userData: DemoUserData; accessToken: string; refreshToken: string };
  saveDemoSession(body);
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  let token = getDemoAccessToken();
  if (token && expiresSoon(token)) {
    refreshing ??= refreshTokens().finally(() => (refreshing = null));
    await refreshing;
    token = getDemoAccessToken();
  }
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!res.ok) throw new DemoApiError(res.status, parsed);
  return parsed as T;
}

export const demoApi = {
  get: <T>(path: string, params?: Record<string, QueryValue>) => request<T>('GET', withQuery(path, params)),
  post: <T = void>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  delete: <T = void>(path: string, params?: Record<string, QueryValue>) =>
    request<T>('DELETE', withQuery(path, params)),
};
