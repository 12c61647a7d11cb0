// One log line per request is noise in a terminal: slow requests are a warning, the rest is debug. Errors are
// logged where they are answered (error-handler.ts: 5xx as error, refusals at info).
import type { FastifyInstance } from 'fastify';

export function registerRequestLog(app: FastifyInstance, slowMs: number): void {
  const debug = app.log.level === 'debug' || app.log.level === 'trace';
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    if (ms >= slowMs)
      request.log.warn(
        { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(ms) },
        'requisição lenta',
      );
    else if (debug)
      request.log.debug(
        { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(ms) },
        'requisição',
      );
    done();
  });
}
