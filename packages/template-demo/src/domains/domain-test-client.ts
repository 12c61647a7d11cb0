// Test-only: calls one domain's routes on a fresh state, the way the backend's router would.
import type { DemoContext, DemoDomain, DemoMethod, DemoRequest, DemoResponse } from '../domain.ts';
import { jsonCopy } from '../helpers.ts';
import { matchPath, parseQuery } from '../index.ts';

export interface DomainClient<S> {
  state: S;
  call: (method: DemoMethod, url: string, body?: unknown) => Promise<DemoResponse>;
}

const FIXED_CONTEXT: DemoContext = { now: () => new Date('2026-03-10T12:00:00Z'), random: () => 0.5 };

/** A fresh state of the domain and a `call` that answers like the backend (copies, 'no route' throws). */
export function domainClient<S>(domain: DemoDomain<S>, ctx: Partial<DemoContext> = {}): DomainClient<S> {
  const context: DemoContext = { ...FIXED_CONTEXT, ...ctx };
  const state = domain.createState(context);
  return {
    state,
    async call(method, url, body = {}) {
      const [path = '', search = ''] = url.split('?');
      for (const route of domain.routes) {
        const params = route.method === method ? matchPath(route.path, path) : null;
        if (!params) continue;
        const req: DemoRequest = { method, path, params, query: parseQuery(search), body, headers: {} };
        const res = await route.handler(req, state, context);
        return res.body === undefined
          ? { status: res.status }
          : { status: res.status, body: jsonCopy(res.body) };
      }
      throw new Error(`no route for ${method} ${url}`);
    },
  };
}
