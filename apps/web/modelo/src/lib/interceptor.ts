// The /modelo area's request interceptor (spec §7 'Template sample interface'): the template's method and
// path pairs are answered by the in-memory fake back end; every other call goes to the real server unchanged.
// It wraps this page's fetch only; the office app is another page and its API client never sees it.
import { createDemoBackend, type DemoBackend } from '@gabinete/template-demo';

type Fetch = typeof fetch;

function headersOf(init: HeadersInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init).forEach((value, key) => (out[key] = value));
  return out;
}

/** Same-origin calls only: a full URL to another host is never the template's. */
function localPath(url: string, origin: string): string | null {
  const parsed = new URL(url, origin);
  return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : null;
}

/**
 * A fetch that answers the template's requests from `backend` and passes the rest to `realFetch` with the
 * very arguments it was given.
 */
export function interceptingFetch(realFetch: Fetch, backend: DemoBackend, origin: string): Fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : null;
    const url = request ? request.url : input instanceof URL ? input.href : String(input);
    const path = localPath(url, origin);
    if (path === null) return realFetch(input, init);
    const method = init?.method ?? request?.method ?? 'GET';
    const headers = headersOf(init?.headers ?? request?.headers);
    // A Request's body can be read once: read a copy, so a passed-through call still has its own.
    const body = init?.body !== undefined ? init.body : request ? await request.clone().text() : undefined;
    const answer = await backend.handle({ method, url: path, body: body ?? undefined, headers });
    if (!answer) return realFetch(input, init);
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status,
      headers: text === null ? {} : { 'content-type': 'application/json; charset=utf-8' },
    });
  };
}

/**
 * Installs the interceptor on `target` (the window). The store lives in this page's memory: it starts from
 * the sample data on every load, as the template did. Returns a function that removes it.
 */
export function installDemoInterceptor(
  target: { fetch: Fetch; location: { origin: string } },
  backend: DemoBackend = createDemoBackend(),
): () => void {
  const realFetch = target.fetch.bind(target);
  target.fetch = interceptingFetch(realFetch, backend, target.location.origin);
  return () => {
    target.fetch = realFetch;
  };
}
