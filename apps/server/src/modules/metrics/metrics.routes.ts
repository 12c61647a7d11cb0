// GET /metrics (Prometheus text format), only with METRICS_TOKEN set and sent as `Authorization: Bearer`:
// without the variable it is a 404 and no request is measured; a missing or wrong token is a 401.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { createMetrics } from './metrics.ts';

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

export function registerMetrics(app: FastifyInstance, deps: AppDeps): void {
  const token = deps.env.METRICS_TOKEN;
  if (!token) {
    // Registered anyway so the SPA fallback never answers it with a page.
    app.get('/metrics', { schema: { hide: true } }, async () => {
      throw new AppError('ROUTE_NOT_FOUND', 404);
    });
    return;
  }
  const metrics = createMetrics(app, deps);
  const expected = digest(token);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe(
      request.method,
      request.routeOptions.url ?? 'sem-rota',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!crypto.timingSafeEqual(digest(given), expected)) throw new AppError('UNAUTHENTICATED', 401);
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.render());
  });
}
