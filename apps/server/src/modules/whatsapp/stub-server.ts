// A local HTTP stand-in for a provider in the adapter contract tests (ports 4100-4199 of this module).
import http from 'node:http';

export interface StubRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}
export interface StubReply {
  status: number;
  body?: unknown;
  raw?: Buffer;
  /** Never answer (a provider that hangs). */
  hang?: boolean;
}
export type StubHandler = (req: StubRequest) => StubReply;

export async function startStub(port: number, handler: StubHandler) {
  const requests: StubRequest[] = [];
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // multipart or text
      }
      const request = {
        method: req.method!,
        url: req.url!,
        authorization: req.headers.authorization,
        headers: req.headers,
        body,
      };
      requests.push(request);
      const reply = handler(request);
      if (reply.hang) {
        hanging.push(res);
        return;
      }
      if (reply.raw) {
        res.writeHead(reply.status, { 'content-type': 'application/octet-stream' });
        res.end(reply.raw);
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A template as the Graph API stub lists it (GET /<version>/<WABA_ID>/message_templates). */
export interface StubTemplate {
  id: string;
  name: string;
  language: string;
  category: string;
  status: string;
  body: string;
}

/**
 * A stand-in for the WhatsApp Cloud API (Graph API) for tests and the demo: the phone number probe, the
 * templates of a WABA (two per page, with Meta's cursor paging), and POST /messages answering a wamid.
 * `templates` may be changed between calls (a template Meta stops approving).
 */
export function graphApiStub(o: {
  version: string;
  phoneNumberId: string;
  wabaId: string;
  accessToken: string;
  templates: StubTemplate[];
}): StubHandler {
  let sent = 0;
  return (req) => {
    if (req.authorization !== `Bearer ${o.accessToken}`) {
      return { status: 401, body: { error: { message: 'Invalid OAuth access token.', code: 190 } } };
    }
    const url = new URL(req.url, 'http://stub');
    const base = `/${o.version}/`;
    if (req.method === 'GET' && url.pathname === `${base}${o.phoneNumberId}`) {
      return { status: 200, body: { display_phone_number: '+55 19 99700-1234', id: o.phoneNumberId } };
    }
    if (req.method === 'GET' && url.pathname === `${base}${o.wabaId}/message_templates`) {
      const start = Number(url.searchParams.get('after') ?? 0);
      const page = o.templates.slice(start, start + 2);
      const more = start + 2 < o.templates.length;
      return {
        status: 200,
        body: {
          data: page.map((t) => ({
            id: t.id,
            name: t.name,
            language: t.language,
            category: t.category,
            status: t.status,
            components: [{ type: 'BODY', text: t.body }],
          })),
          paging: {
            cursors: { before: String(start), after: String(start + 2) },
            ...(more ? { next: `${url.origin}${url.pathname}?after=${start + 2}` } : {}),
          },
        },
      };
    }
    if (req.method === 'POST' && url.pathname === `${base}${o.phoneNumberId}/messages`) {
      const to = String((req.body as { to?: unknown } | null)?.to ?? '');
      sent++;
      return {
        status: 200,
        body: {
          messaging_product: 'whatsapp',
          contacts: [{ input: to, wa_id: to }],
          messages: [{ id: `wamid.STUB${String(sent).padStart(6, '0')}` }],
        },
      };
    }
    return { status: 404, body: { error: { message: 'Unknown path', code: 100 } } };
  };
}
