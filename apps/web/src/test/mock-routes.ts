// A fetch stub answering 'METHOD /path' keys (query string ignored); records every call for assertions.
import { vi } from 'vitest';
import { jsonResponse } from './render.tsx';

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
}

type Handler = (call: RecordedCall) => unknown;

/** Unknown routes answer 404 so a missing stub shows up as an error on screen, not a hang. */
export function mockRoutes(routes: Record<string, Handler | object>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const call = { method, url, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined)
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
    const answer = typeof route === 'function' ? (route as Handler)(call) : route;
    return answer instanceof Response ? answer : jsonResponse(200, answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    find: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.url.pathname === path),
  };
}
