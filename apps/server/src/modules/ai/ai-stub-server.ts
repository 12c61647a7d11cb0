// A local HTTP server speaking the OpenAI chat-completions protocol for the tests: whole and streamed
// answers (the demonstration provider's text), and each way a provider fails — 401, 429, never answering,
// stalling mid-stream, garbage.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatMessage } from './ai-client.ts';
import { demoAnswer } from './demo-answers.ts';
import { completionJson, sseEvents } from './demo-provider.ts';

export type StubMode = 'ok' | '401' | '429' | 'hang' | 'stall' | 'garbage';

export interface StubCall {
  url: string;
  authorization: string | undefined;
  body: { model?: string; stream?: boolean; messages?: ChatMessage[] };
}

export async function startAiStub() {
  let mode: StubMode = 'ok';
  const calls: StubCall[] = [];
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: StubCall['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as StubCall['body'];
      } catch {
        // answered below as a 400
      }
      calls.push({ url: req.url ?? '', authorization: req.headers.authorization, body });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { message: 'not found' } }));
      }
      const error = (status: number, message: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message, type: 'stub' } }));
      };
      if (mode === '401') return error(401, 'Incorrect API key provided');
      if (mode === '429') return error(429, 'Rate limit reached');
      if (mode === 'hang') return void open.add(res);
      const messages = body.messages ?? [];
      const model = body.model ?? 'stub-model';
      const answer = demoAnswer(messages);
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        if (mode === 'garbage') return res.end('<html>Bad gateway</html>');
        return res.end(JSON.stringify(completionJson(model, messages, answer)));
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const events = sseEvents(model, messages, answer);
      if (mode === 'garbage') {
        res.write(events[1]!);
        return res.end('data: {isto não é json\n\n');
      }
      if (mode === 'stall') {
        // Two pieces, then silence: the client's watchdog must end it.
        res.write(events[0]!);
        res.write(events[1]!);
        return void open.add(res);
      }
      for (const e of events) res.write(e);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    setMode(next: StubMode) {
      mode = next;
    },
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
