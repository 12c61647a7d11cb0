// The one place that talks HTTP and handles 401/403 (spec §4, §6, §8; house rule 7).
import { AuthResponseSchema, ErrorSchema, TOTAL_COUNT_HEADER, VersionConflictSchema } from '@gabinete/shared';
import type { z } from 'zod';
import { currentPath, navigateTo } from './navigation.ts';
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  hasStoredUserData,
  noteSessionExpired,
  saveSession,
} from './session.ts';

export const ROUTES_ON_ERROR = {
  unauthorized: '/',
  forbidden: '/acesso-negado',
} as const;

/** Where a 403 lands: /acesso-negado with the error's code, which the page turns into the reason. */
export const forbiddenPath = (code: string): string =>
  `${ROUTES_ON_ERROR.forbidden}?motivo=${encodeURIComponent(code)}`;

/** What the login page reads from the navigation state: the page to return to after login. */
export interface LoginState {
  from?: string;
}

/** An error answered by the API (or the network), with the pt-BR message to show. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  /** A VERSION_CONFLICT's last save (version, when, who), so a form can say whose version it loaded. */
  readonly current: z.infer<typeof VersionConflictSchema>['current'] | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    current?: ApiError['current'],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.current = current;
  }
}

export interface RequestOptions {
  /** Skip the global 401/403 handling (login, register, reset and refresh calls). */
  public?: boolean;
  /** Error codes that belong to the form (e.g. WRONG_PASSWORD) and never redirect; a 403 always does. */
  noRedirectFor?: readonly string[];
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Body = FormData | Record<string, unknown> | undefined;

const NETWORK_MESSAGE = 'Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.';
const UNEXPECTED_MESSAGE = 'O servidor respondeu algo inesperado. Tente novamente em instantes.';

let refreshing: Promise<boolean> | null = null;

/** Exchanges the refresh token for a new pair; concurrent callers share one request. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return false;
    try {
      const auth = await send('POST', '/api/jwt/refresh-token', { refreshToken }, AuthResponseSchema, {
        public: true,
      });
      saveSession(auth);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Spec §4/§8: only a stored session is cleared and sent to the login; a visitor stays where they are. */
function handleUnauthorized(): void {
  if (!hasStoredUserData()) return;
  const path = currentPath();
  const from = path === '/' || path.startsWith(ROUTES_ON_ERROR.forbidden) ? undefined : path;
  // Noted before the clear: the shell's guard may send the browser to the login first.
  noteSessionExpired(from);
  clearSession();
  const state: LoginState = { from };
  navigateTo(ROUTES_ON_ERROR.unauthorized, state);
}

async function readError(response: Response): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => null);
  const parsed = ErrorSchema.safeParse(payload);
  if (parsed.success) {
    const { code, message, fields } = parsed.data;
    const conflict = VersionConflictSchema.safeParse(payload);
    return new ApiError(response.status, code, message, fields, conflict.data?.current);
  }
  return new ApiError(response.status, `HTTP_${response.status}`, UNEXPECTED_MESSAGE);
}

async function fetchOnce(method: Method, path: string, body: Body, signal?: AbortSignal): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  try {
    return await fetch(path, { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }
}

/** Sends with the session's token, refreshing once on TOKEN_EXPIRED; throws the API's error otherwise. */
async function request(method: Method, path: string, body: Body, options: RequestOptions): Promise<Response> {
  let response = await fetchOnce(method, path, body, options.signal);
  if (response.status === 401 && !options.public) {
    const error = await readError(response.clone());
    if (error.code === 'TOKEN_EXPIRED' && (await refreshSession())) {
      response = await fetchOnce(method, path, body, options.signal);
    }
  }
  if (!response.ok) {
    const error = await readError(response);
    // No 403 is swallowed: screens ask only for what the ability allows, so one that still comes back
    // (a stale ability, a suspended office, an ended trial) always lands on the page that says why.
    const redirect = !options.public && !options.noRedirectFor?.includes(error.code);
    if (redirect && response.status === 401) handleUnauthorized();
    if (!options.public && response.status === 403) navigateTo(forbiddenPath(error.code));
    throw error;
  }
  return response;
}

/** The JSON body parsed with the shared zod schema (nothing for a 204). */
async function readBody<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  let data: unknown = undefined;
  if (response.status !== 204) {
    try {
      data = await response.json();
    } catch {
      throw new ApiError(response.status, 'INVALID_RESPONSE', UNEXPECTED_MESSAGE);
    }
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, 'INVALID_RESPONSE', UNEXPECTED_MESSAGE);
  return parsed.data;
}

async function send<S extends z.ZodType>(
  method: Method,
  path: string,
  body: Body,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  return readBody(await request(method, path, body, options), schema);
}

/** A parsed body with the response's headers (a paged array's X-Total-Count and Link). */
export interface WithHeaders<T> {
  data: T;
  headers: Headers;
}

/** The X-Total-Count of a paged array; a missing or malformed count is an unexpected answer. */
export function totalCount(response: WithHeaders<unknown>): number {
  const raw = response.headers.get(TOTAL_COUNT_HEADER);
  const total = raw === null || raw.trim() === '' ? NaN : Number(raw);
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new ApiError(200, 'INVALID_RESPONSE', UNEXPECTED_MESSAGE);
  }
  return total;
}

/** Builds `path?a=1&b=2`, leaving out empty values. */
export function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Typed helpers; every response is parsed with the shared zod schema it is given. */
export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    send('GET', path, undefined, schema, options),
  /** GET that also hands back the response headers; same auth and error handling as get. */
  getWithHeaders: async <S extends z.ZodType>(
    path: string,
    schema: S,
    options: RequestOptions = {},
  ): Promise<WithHeaders<z.output<S>>> => {
    const response = await request('GET', path, undefined, options);
    return { data: await readBody(response, schema), headers: response.headers };
  },
  post: <S extends z.ZodType>(path: string, body: Body, schema: S, options?: RequestOptions) =>
    send('POST', path, body, schema, options),
  put: <S extends z.ZodType>(path: string, body: Body, schema: S, options?: RequestOptions) =>
    send('PUT', path, body, schema, options),
  patch: <S extends z.ZodType>(path: string, body: Body, schema: S, options?: RequestOptions) =>
    send('PATCH', path, body, schema, options),
  del: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    send('DELETE', path, undefined, schema, options),
  upload: <S extends z.ZodType>(
    method: 'POST' | 'PUT',
    path: string,
    form: FormData,
    schema: S,
    options?: RequestOptions,
  ) => send(method, path, form, schema, options),
  /**
   * A streamed answer (the AI's NDJSON): the Response once the server accepted, its body still flowing;
   * same auth and error handling as the rest (an error before the stream is thrown as usual).
   */
  stream: (path: string, body: Record<string, unknown>, options: RequestOptions = {}): Promise<Response> =>
    request('POST', path, body, options),
  /** A file the API serves (CSV report, JSON data) as a Blob, with the same auth and error handling. */
  blob: async (path: string, options: RequestOptions = {}): Promise<Blob> =>
    (await request('GET', path, undefined, options)).blob(),
};

/** The pt-BR message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Algo deu errado. Tente novamente em instantes.';
}
