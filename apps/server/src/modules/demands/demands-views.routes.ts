// The board by status and the demand map (points and heat per bairro), on the list's filters.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DemandBoardQuerySchema,
  DemandBoardSchema,
  DemandFilterSchema,
  DemandMapSchema,
  DemandNeighborhoodHeatSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { selectBoard } from './demands-board.repository.ts';
import { selectDemandMap, selectNeighborhoodHeat } from './demands-map.repository.ts';
import { COUNT_BUDGET_MS } from './demands.routes.ts';

const tags = ['Demandas'];

export const demandViewsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const budget = deps.database.kind === 'postgres' ? COUNT_BUDGET_MS : null;

  app.get(
    '/demands/board',
    {
      preValidation: requireAbility('read', 'demands'),
      schema: {
        tags,
        summary: 'Quadro: uma coluna por situação com as demandas mais recentes e o total',
        querystring: DemandBoardQuerySchema,
        response: { 200: DemandBoardSchema },
      },
    },
    (request) =>
      selectBoard(
        deps.database.db,
        request.tenant.organizationId,
        request.query,
        { userId: request.tenant.userId, timeZone: request.tenant.timeZone },
        budget,
      ),
  );

  app.get(
    '/demands/map',
    {
      preValidation: requireAbility('read', 'demands'),
      schema: {
        tags,
        summary:
          'Mapa de demandas: pontos das demandas filtradas (o centro da cidade quando falta o endereço)',
        querystring: DemandFilterSchema,
        response: { 200: DemandMapSchema },
      },
    },
    (request) =>
      selectDemandMap(
        deps.database.db,
        request.tenant.organizationId,
        request.query,
        { userId: request.tenant.userId, timeZone: request.tenant.timeZone },
        budget,
      ),
  );

  app.get(
    '/demands/map/neighborhoods',
    {
      preValidation: requireAbility('read', 'demands'),
      schema: {
        tags,
        summary: 'Mapa de calor: demandas por bairro, no ponto médio delas ou no centro da cidade',
        querystring: DemandFilterSchema,
        response: { 200: DemandNeighborhoodHeatSchema },
      },
    },
    (request) =>
      selectNeighborhoodHeat(deps.database.db, request.tenant.organizationId, request.query, {
        userId: request.tenant.userId,
        timeZone: request.tenant.timeZone,
      }),
  );
};
