import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const TOKEN = 'metricas-'.padEnd(40, 'x');
let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  plain = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await plain.close();
});

const scrape = (app: TestApp, authorization?: string) =>
  app.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('is a 404 when METRICS_TOKEN is not set, and a 401 without the right token when it is', async () => {
    expect((await scrape(plain, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    expect((await scrape(t)).statusCode).toBe(401);
    const wrong = await scrape(t, `Bearer ${TOKEN}y`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('counts requests by route pattern (not by URL), with the queue, WhatsApp and socket gauges', async () => {
    const admin = await t.login('admin@gabinete.demo');
    for (const q of ['ana', 'bia', 'carla']) {
      const res = await t.call(admin, { method: 'GET', url: `/api/users?q=${q}` });
      expect(res.statusCode).toBe(200);
    }
    const citizen = await t.call(admin, {
      method: 'GET',
      url: '/api/citizens/00000000-0000-4000-8000-00000000abcd',
    });
    expect(citizen.statusCode).toBe(404);
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toContain(
      'gabinete_http_request_duration_seconds_count{method="GET",route="/api/users",status="200"} 3',
    );
    expect(text).toContain('route="/api/citizens/:id",status="404"');
    expect(text).not.toContain('q=ana');
    expect(text).toMatch(/gabinete_whatsapp_offices\{status="connected"\} [1-9]/);
    expect(text).toContain('# TYPE gabinete_jobs gauge');
    expect(text).toContain('gabinete_socket_connections 0');
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
  });
});

describe('GET /api/ready', () => {
  it('checks the database, Redis when configured and the job queue; 503 when one is down', async () => {
    const ready = await plain.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: 'desativado', jobs: 'ok' },
    });
    await plain.deps.jobs.stop();
    const down = await plain.app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      status: 'indisponivel',
      checks: { database: 'ok', redis: 'desativado', jobs: 'erro' },
    });
    // Liveness stays up: the process and its database are fine.
    expect((await plain.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
