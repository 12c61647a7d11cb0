// PATCH /users/{id}/reset/demands (spec §7, no body: one sent is ignored) and the 30-day undo of such a batch;
// office admins only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BulkResultSchema,
  DeletionBatchParamsSchema,
  IdParamsSchema,
  ResetRecordsResultSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { ignoreRequestBodies } from '../../lib/ignore-body.ts';
import { requireOfficeAdmin } from '../../plugins/authenticate.ts';
import { resetDemands, restoreDemandBatch } from './reset-demands.service.ts';

export const resetDemandsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(async (scope) => {
    ignoreRequestBodies(scope).patch(
      '/users/:id/reset/demands',
      {
        preValidation: requireOfficeAdmin,
        schema: {
          tags: ['Usuários'],
          summary:
            'Mover para a lixeira todas as demandas criadas pelo usuário (sem corpo; restaurável por 30 dias)',
          params: IdParamsSchema,
          response: { 200: ResetRecordsResultSchema },
        },
      },
      (request) => resetDemands(deps, request.tenant, request.params.id),
    );
  });

  app.post(
    '/demands/deletions/:batchId/restore',
    {
      preValidation: requireOfficeAdmin,
      schema: {
        tags: ['Demandas'],
        summary: 'Restaurar as demandas de uma exclusão em lote (até 30 dias)',
        params: DeletionBatchParamsSchema,
        response: { 200: BulkResultSchema },
      },
    },
    (request) => restoreDemandBatch(deps, request.tenant, request.params.batchId),
  );
};
