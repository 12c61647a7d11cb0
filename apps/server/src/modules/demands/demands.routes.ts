// Demandas (subject 'demands'): the list at 500,000 rows, the record's CRUD with optimistic concurrency,
// board moves, history, the bin and following.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  can,
  ChangeDemandStatusInputSchema,
  DemandFollowSchema,
  DemandHistorySchema,
  DemandInputSchema,
  DemandListSchema,
  DemandSchema,
  IdParamsSchema,
  ListDemandsQuerySchema,
  OkSchema,
  UpdateDemandInputSchema,
} from '@gabinete/shared';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { demandOf } from './demands-comments.service.ts';
import { selectDemandHistory } from './demands-history.ts';
import * as lifecycle from './demands-lifecycle.service.ts';
import { selectDemandPage } from './demands-list.repository.ts';
import * as service from './demands.service.ts';

const tags = ['Demandas'];
/** What a large exact count may cost a list request on PostgreSQL before the planner's estimate stands in. */
export const COUNT_BUDGET_MS = 40;

async function requireWorkOnDemands(request: FastifyRequest): Promise<void> {
  const { ability } = request.tenant;
  if (
    !can(ability, 'read', 'demands') ||
    !(can(ability, 'create', 'demands') || can(ability, 'update', 'demands'))
  )
    throw new AppError('FORBIDDEN', 403);
}

export const demandsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const budget = deps.database.kind === 'postgres' ? COUNT_BUDGET_MS : null;

  app.get(
    '/demands',
    {
      preValidation: requireAbility('read', 'demands'),
      schema: {
        tags,
        summary:
          'Listar e buscar demandas (protocolo, título sem acento e filtros); status=deleted lista a lixeira',
        querystring: ListDemandsQuerySchema,
        response: { 200: DemandListSchema },
      },
    },
    (request) =>
      selectDemandPage(
        deps.database.db,
        request.tenant.organizationId,
        request.query,
        { userId: request.tenant.userId, timeZone: request.tenant.timeZone },
        { countBudgetMs: budget },
      ),
  );

  app.post(
    '/demands',
    {
      preValidation: requireAbility('create', 'demands'),
      schema: { tags, summary: 'Abrir demanda', body: DemandInputSchema, response: { 201: DemandSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createDemand(deps, request.tenant, request.body)),
  );

  app.get(
    '/demands/:id',
    {
      preValidation: requireAbility('read', 'demands'),
      schema: { tags, summary: 'Ver demanda', params: IdParamsSchema, response: { 200: DemandSchema } },
    },
    (request) => service.getDemand(deps, request.tenant, request.params.id),
  );

  app.put(
    '/demands/:id',
    {
      preValidation: requireAbility('update', 'demands'),
      schema: {
        tags,
        summary: 'Editar demanda (campos omitidos ficam como estão; 409 se outra pessoa salvou antes)',
        params: IdParamsSchema,
        body: UpdateDemandInputSchema,
        response: { 200: DemandSchema },
      },
    },
    (request) => service.updateDemand(deps, request.tenant, request.params.id, request.body),
  );

  app.patch(
    '/demands/:id/status',
    {
      preValidation: requireAbility('update', 'demands'),
      schema: {
        tags,
        summary: 'Mudar a situação (quadro); mudanças fora das transições do gabinete respondem 409',
        params: IdParamsSchema,
        body: ChangeDemandStatusInputSchema,
        response: { 200: DemandSchema },
      },
    },
    (request) => lifecycle.changeStatus(deps, request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/demands/:id',
    {
      preValidation: requireAbility('delete', 'demands'),
      schema: {
        tags,
        summary: 'Mover demanda para a lixeira',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await lifecycle.deleteDemand(deps, request.tenant, request.params.id);
      return { ok: true as const, message: 'Demanda movida para a lixeira.' };
    },
  );

  app.post(
    '/demands/:id/restore',
    {
      preValidation: requireAbility('delete', 'demands'),
      schema: {
        tags,
        summary: 'Restaurar demanda da lixeira',
        params: IdParamsSchema,
        response: { 200: DemandSchema },
      },
    },
    (request) => lifecycle.restoreDemand(deps, request.tenant, request.params.id),
  );

  app.get(
    '/demands/:id/history',
    {
      preValidation: requireAbility('read', 'demands'),
      schema: {
        tags,
        summary: 'Histórico completo da demanda (mais recente primeiro)',
        params: IdParamsSchema,
        response: { 200: DemandHistorySchema },
      },
    },
    async (request) => {
      await demandOf(deps.database.db, request.tenant, request.params.id, false);
      return {
        changes: await selectDemandHistory(
          deps.database.db,
          request.tenant.organizationId,
          request.params.id,
        ),
      };
    },
  );

  for (const [method, following] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/demands/:id/follow',
      // Following is taking part in the demanda's work (its notices): for those who create or update
      // demandas, not for a read-only user.
      preValidation: requireWorkOnDemands,
      schema: {
        tags,
        summary: following
          ? 'Seguir a demanda (avisos de situação e comentários)'
          : 'Deixar de seguir a demanda',
        params: IdParamsSchema,
        response: { 200: DemandFollowSchema },
      },
      handler: (request) => lifecycle.setFollowing(deps, request.tenant, request.params.id, following),
    });
  }
};
