// PATCH /users/{id}/reset/voters (spec §7, no body: one sent is ignored) and the 30-day undo of such a batch;
// office admins only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BulkResultSchema,
  DeletionBatchParamsSchema,
  IdParamsSchema,
  ResetVotersResultSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { ignoreRequestBodies } from '../../lib/ignore-body.ts';
import { requireOfficeAdmin } from '../../plugins/authenticate.ts';
import { resetVoters, restoreDeletionBatch } from './reset-voters.service.ts';

export const resetVotersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(async (scope) => {
    ignoreRequestBodies(scope).patch(
      '/users/:id/reset/voters',
      {
        preValidation: requireOfficeAdmin,
        schema: {
          tags: ['Usuários'],
          summary:
            'Mover para a lixeira todos os eleitores cadastrados pelo usuário (sem corpo; restaurável por 30 dias)',
          params: IdParamsSchema,
          response: { 200: ResetVotersResultSchema },
        },
      },
      (request) => resetVoters(deps, request.tenant, request.params.id),
    );
  });

  app.post(
    '/citizens/deletions/:batchId/restore',
    {
      preValidation: requireOfficeAdmin,
      schema: {
        tags: ['Eleitores'],
        summary: 'Restaurar os eleitores de uma exclusão em lote (até 30 dias)',
        params: DeletionBatchParamsSchema,
        response: { 200: BulkResultSchema },
      },
    },
    (request) => restoreDeletionBatch(deps, request.tenant, request.params.batchId),
  );
};
