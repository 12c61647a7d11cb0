// The admin template's in-memory fake back end (spec §7 'Template sample interface', TEMPLATE-BACKEND.md).
// A fresh backend is a fresh store; requests it does not know answer null: pass them through unchanged.
import type { DemoContext, DemoDomain, DemoMethod, DemoRequest, DemoResponse } from './domain.ts';
import { jsonCopy } from './helpers.ts';
import { calendarDomain } from './domains/calendar.ts';
import { cardsDomain } from './domains/cards.ts';
import { chatDomain } from './domains/chat.ts';
import { ecommerceDomain } from './domains/ecommerce.ts';
import { emailDomain } from './domains/email.ts';
import { invoicesDomain } from './domains/invoices.ts';
import { jwtDomain } from './domains/jwt.ts';
import { pagesDomain } from './domains/pages.ts';
import { todoDomain } from './domains/todo.ts';
import { usersDomain } from './domains/users.ts';

export type { DemoContext, DemoDomain, DemoMethod, DemoRequest, DemoResponse, DemoRoute } from './domain.ts';
// Record shapes screens read off the wire (JSON copies of these).
export type { ChatContact, ChatMessage, ChatStatus, DemoChat, ProfileUser } from './data/chat.ts';
export type { CalendarName, DemoEvent } from './data/calendar.ts';
export type { DemoProduct } from './data/ecommerce.ts';
export type { DemoEmail, EmailFolder, EmailLabel } from './data/email.ts';
export type { DemoTask, TaskTag } from './data/todo.ts';

export interface DemoBackendOptions {
  now?: () => Date;
  random?: () => number;
}

export interface DemoIncomingRequest {
  method: string;
  /** Path with optional query string; a full URL is accepted too (only its path and query are read). */
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface DemoBackend {
  /** The answer from the fake store, or null when the method and path are not the template's. */
  handle(req: DemoIncomingRequest): Promise<DemoResponse | null>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDomain = DemoDomain<any>;

const domains: AnyDomain[] = [
  emailDomain,
  chatDomain,
  todoDomain,
  calendarDomain,
  usersDomain,
  invoicesDomain,
  ecommerceDomain,
  pagesDomain,
  cardsDomain,
  jwtDomain,
];

const METHODS: readonly DemoMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Splits 'a=1&b[]=2&b[]=3' into values; repeated keys become arrays. */
export function parseQuery(search: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const prev = out[key];
    if (prev === undefined) out[key] = key.endsWith('[]') ? [value] : value;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

function splitUrl(url: string): { path: string; search: string } {
  let rest = url;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(rest);
  if (scheme) rest = rest.slice(scheme[0].length) || '/';
  const hash = rest.indexOf('#');
  if (hash >= 0) rest = rest.slice(0, hash);
  const q = rest.indexOf('?');
  const path = q >= 0 ? rest.slice(0, q) : rest;
  const search = q >= 0 ? rest.slice(q + 1) : '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return { path: trimmed.startsWith('/') ? trimmed : `/${trimmed}`, search };
}

/** Matches '/a/:id' against '/a/7'; returns the params or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) {
      if (g === '') return null;
      params[w.slice(1)] = decodeURIComponent(g);
    } else if (w !== g) return null;
  }
  return params;
}

export function createDemoBackend(options: DemoBackendOptions = {}): DemoBackend {
  const ctx: DemoContext = { now: options.now ?? (() => new Date()), random: options.random ?? Math.random };
  const states = new Map<string, unknown>();
  const stateOf = (domain: AnyDomain): unknown => {
    if (!states.has(domain.name)) states.set(domain.name, domain.createState(ctx));
    return states.get(domain.name);
  };

  return {
    async handle(incoming) {
      const method = incoming.method.toUpperCase() as DemoMethod;
      if (!METHODS.includes(method)) return null;
      const { path, search } = splitUrl(incoming.url);
      for (const domain of domains) {
        for (const route of domain.routes) {
          if (route.method !== method) continue;
          const params = matchPath(route.path, path);
          if (!params) continue;
          const req: DemoRequest = {
            method,
            path,
            params,
            query: parseQuery(search),
            body: parseBody(incoming.body),
            headers: incoming.headers ?? {},
          };
          const res = await route.handler(req, stateOf(domain), ctx);
          // The caller gets a copy: changing an answer never changes the store (as the template's adapter did).
          return res.body === undefined
            ? { status: res.status }
            : { status: res.status, body: jsonCopy(res.body) };
        }
      }
      return null;
    },
  };
}

/** Bodies may arrive as JSON text (fetch) or already parsed (axios-like callers). */
function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? {};
  if (body.trim() === '') return {};
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}
