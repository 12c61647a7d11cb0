import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, ReadySchema, type Ready } from '@gabinete/shared';
import { pingDatabase } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('tempo esgotado')), ms).unref()),
  ]);

const check = (promise: Promise<unknown>) =>
  within(promise, 2_000).then(
    () => 'ok' as const,
    () => 'erro' as const,
  );

/** `/health` is liveness (the process answers and reaches its database); `/ready` says whether to route traffic here. */
export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/health',
    {
      schema: { tags: ['Sistema'], summary: 'Saúde do serviço e do banco', response: { 200: HealthSchema } },
    },
    async () => {
      try {
        await pingDatabase(app.db);
      } catch {
        throw new AppError('DATABASE_UNAVAILABLE', 503);
      }
      return { status: 'ok' as const, database: 'ok', uptime: Math.round(process.uptime()) };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['Sistema'],
        summary: 'Prontidão: banco, Redis (quando configurado) e fila de tarefas',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([
        check(pingDatabase(app.db)),
        deps.redis ? check(deps.redis.ping()) : Promise.resolve('desativado' as const),
      ]);
      const checks: Ready['checks'] = { database, redis, jobs: deps.jobs.started() ? 'ok' : 'erro' };
      const ok = Object.values(checks).every((c) => c !== 'erro');
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'indisponivel', checks });
    },
  );
};
