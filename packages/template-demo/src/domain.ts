// The shape every template domain shares: routes answering from an in-memory state (TEMPLATE-BACKEND.md).

export type DemoMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface DemoRequest {
  method: DemoMethod;
  /** Path without query string, e.g. '/apps/email/emails'. */
  path: string;
  /** Path parameters from ':name' segments. */
  params: Record<string, string>;
  /** Query string values (repeated keys and 'key[]' keys become arrays). */
  query: Record<string, string | string[]>;
  body: unknown;
  headers: Record<string, string>;
}

export interface DemoResponse {
  status: number;
  body?: unknown;
}

/** Clock and dice of one backend, so tests can pin relative dates and random offers. */
export interface DemoContext {
  now: () => Date;
  random: () => number;
}

/** A handler may answer synchronously or, when it needs WebCrypto (JWT), with a promise. */
export interface DemoRoute<S> {
  method: DemoMethod;
  path: string;
  handler: (req: DemoRequest, state: S, ctx: DemoContext) => DemoResponse | Promise<DemoResponse>;
}

export interface DemoDomain<S> {
  name: string;
  createState: (ctx: DemoContext) => S;
  routes: DemoRoute<S>[];
}

export function defineDomain<S>(domain: DemoDomain<S>): DemoDomain<S> {
  return domain;
}

/** 404 with a message, for unknown ids (TEMPLATE-BACKEND §16 ruling 2). */
export const notFound = (message = 'Not found'): DemoResponse => ({ status: 404, body: { message } });

/** 200 with the given body (or none). */
export const ok = (body?: unknown): DemoResponse =>
  body === undefined ? { status: 200 } : { status: 200, body };

/** 201 with the given body (or none). */
export const created = (body?: unknown): DemoResponse =>
  body === undefined ? { status: 201 } : { status: 201, body };

/** Removes the first record that matches and answers 200; 404 with the message when none does. */
export function removeFirst<T>(list: T[], matches: (item: T) => boolean, message: string): DemoResponse {
  const index = list.findIndex(matches);
  if (index < 0) return notFound(message);
  list.splice(index, 1);
  return ok();
}
