import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestLog } from './request-log.ts';

/** A Fastify app logging at `level` into an array, built as app.ts builds it (no per-request lines). */
async function appLogging(level: string, slowMs: number) {
  const lines: { level: number; msg: string; url?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app, slowMs);
  app.get('/rapida', async () => ({ ok: true }));
  app.get('/lenta', async () => {
    await new Promise((r) => setTimeout(r, 30));
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('request logs', () => {
  it('write nothing for a normal request at info', async () => {
    const { app, lines } = await appLogging('info', 5_000);
    await app.inject({ method: 'GET', url: '/rapida' });
    await app.inject({ method: 'GET', url: '/rapida' });
    expect(lines).toEqual([]);
    await app.close();
  });

  it('write a warning for a slow request', async () => {
    const { app, lines } = await appLogging('info', 20);
    await app.inject({ method: 'GET', url: '/lenta' });
    expect(lines).toMatchObject([{ level: 40, msg: 'requisição lenta', url: '/lenta' }]);
    await app.close();
  });

  it('write every request at debug', async () => {
    const { app, lines } = await appLogging('debug', 1_000);
    await app.inject({ method: 'GET', url: '/rapida' });
    expect(lines).toMatchObject([{ level: 20, msg: 'requisição', url: '/rapida' }]);
    await app.close();
  });
});
