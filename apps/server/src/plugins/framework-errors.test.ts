// Issue 16 item 8: what Fastify and Node refuse before any route runs is pt-BR { code, message } too,
// and every field a route validates has a pt-BR name for its messages.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LABELS } from '@gabinete/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** A raw request over the socket: inject() skips Node's HTTP parser, where 431 is decided. */
function raw(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const isPtBr = (body: { code?: unknown; message?: unknown }) =>
  typeof body.code === 'string' &&
  typeof body.message === 'string' &&
  !/[a-z]+ing |exceed|header|url/i.test(body.message);

describe('errors raised before any route', () => {
  it('answers an over-long path parameter with a pt-BR 414 that does not echo the address', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${'a'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: 'URI_TOO_LONG', message: 'O endereço é longo demais.' });
  });

  it('answers a malformed address with a pt-BR 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(isPtBr(res.json())).toBe(true);
    expect(res.body).not.toContain('%E0');
  });

  it('answers headers too large (and a huge path) with a pt-BR 431', async () => {
    for (const res of [
      await raw('/api/me', { 'x-grande': 'a'.repeat(20_000) }),
      await raw(`/api/citizens/${'a'.repeat(20_000)}`),
    ]) {
      expect(res.status).toBe(431);
      expect(res.type).toMatch(/application\/json; charset=utf-8/);
      expect(JSON.parse(res.body)).toEqual({
        code: 'HEADERS_TOO_LARGE',
        message: 'O pedido tem cabeçalhos ou endereço grandes demais.',
      });
    }
  });

  it('answers an unknown API address with a pt-BR 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'Endereço não encontrado.' });
  });
});

describe('field names in validation messages', () => {
  it('has a pt-BR label for every parameter and body field of every documented route', () => {
    const doc = (t.app as unknown as { swagger(): OpenApiDoc }).swagger();
    const missing = new Set<string>();
    const walk = (schema: JsonSchema | undefined, depth = 0) => {
      if (!schema || depth > 12) return;
      for (const [name, child] of Object.entries(schema.properties ?? {})) {
        if (!FIELD_LABELS[name]) missing.add(name);
        walk(child, depth + 1);
      }
      walk(schema.items, depth + 1);
      for (const s of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
        walk(s, depth + 1);
    };
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/') && !path.startsWith('/whatsapp/')) continue;
      for (const op of Object.values(item)) {
        // 'additionalProperties' is how the OpenAPI transform lists a record's open keys, not a field.
        for (const p of op.parameters ?? [])
          if (!FIELD_LABELS[p.name] && p.name !== 'additionalProperties') missing.add(p.name);
        for (const media of Object.values(op.requestBody?.content ?? {})) walk(media.schema);
      }
    }
    expect([...missing].sort()).toEqual([]);
  });
});

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}
