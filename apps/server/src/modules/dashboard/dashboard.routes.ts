// GET /api/dashboard (subject 'dashboard'): the office at a glance; sections follow the caller's abilities.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardSchema } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { getDashboard } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/dashboard',
    {
      preValidation: requireAbility('read', 'dashboard'),
      schema: {
        tags: ['Dashboard'],
        summary: 'Resumo do gabinete: eleitores, demandas, atendimentos, aniversariantes, tarefas e agenda',
        response: { 200: DashboardSchema },
      },
    },
    (request) => getDashboard(deps, request.tenant),
  );
};
