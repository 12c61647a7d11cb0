import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '@gabinete/shared';
import { pingDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
