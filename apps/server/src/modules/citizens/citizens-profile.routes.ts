// A citizen's change history and timeline, and the bairro autocomplete of the forms and filters.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CitizenHistorySchema,
  IdParamsSchema,
  NeighborhoodListSchema,
  NeighborhoodQuerySchema,
  TimelineQuerySchema,
  TimelineSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { HISTORY_LIMIT, selectChanges } from './citizens-history.ts';
import { mergedTimeline } from './citizens-timeline.ts';
import { selectNeighborhoods } from './citizens-neighborhoods.ts';
import { getCitizenRow } from './citizens.service.ts';

const tags = ['Eleitores'];

export const citizensProfileRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.get(
    '/citizens/neighborhoods',
    {
      preValidation: requireAbility('read', 'citizens'),
      schema: {
        tags,
        summary: 'Bairros do gabinete (autocompletar, mais usados primeiro)',
        querystring: NeighborhoodQuerySchema,
        response: { 200: NeighborhoodListSchema },
      },
    },
    async (request) => ({
      neighborhoods: await selectNeighborhoods(db, request.tenant.organizationId, request.query.q),
    }),
  );

  app.get(
    '/citizens/:id/history',
    {
      preValidation: requireAbility('read', 'citizens'),
      schema: {
        tags,
        summary: 'Histórico de alterações do eleitor',
        params: IdParamsSchema,
        response: { 200: CitizenHistorySchema },
      },
    },
    async (request) => {
      const row = await getCitizenRow(db, request.tenant, request.params.id);
      const rows = await selectChanges(db, row.organizationId, row.id, HISTORY_LIMIT);
      return {
        changes: rows.map((r) => ({
          _id: r.id,
          action: r.action,
          changes: r.changes,
          user: r.user,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/citizens/:id/timeline',
    {
      preValidation: requireAbility('read', 'citizens'),
      schema: {
        tags,
        summary:
          'Linha do tempo do eleitor (alterações, consentimentos, importações e o que vier das outras áreas)',
        params: IdParamsSchema,
        querystring: TimelineQuerySchema,
        response: { 200: TimelineSchema },
      },
    },
    async (request) => {
      const row = await getCitizenRow(db, request.tenant, request.params.id);
      return mergedTimeline(db, row.organizationId, row.id, request.query.limit, request.query.before);
    },
  );
};
