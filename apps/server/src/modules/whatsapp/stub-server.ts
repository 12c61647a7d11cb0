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
