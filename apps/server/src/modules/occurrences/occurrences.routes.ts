// Atendimentos (/api/occurrences, as the spec names them): the list at scale, the record, its situação, the
// bin, and spec §7's PATCH /users/{id}/reset/occurrences with its 30-day undo.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BulkResultSchema,
  ChangeOccurrenceStatusInputSchema,
  DeletionBatchParamsSchema,
  IdParamsSchema,
  ListOccurrencesQuerySchema,
  OccurrenceInputSchema,
  OccurrenceListSchema,
  OccurrenceSchema,
  OkSchema,
  ResetRecordsResultSchema,
  UpdateOccurrenceInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { ignoreRequestBodies } from '../../lib/ignore-body.ts';
import { requireAbility, requireOfficeAdmin } from '../../plugins/authenticate.ts';
import './occurrences.extensions.ts';
import { resetOccurrences, restoreOccurrenceBatch } from './occurrences-reset.service.ts';
import { selectOccurrencePage } from './occurrences.repository.ts';
import * as service from './occurrences.service.ts';

const tags = ['Atendimentos'];
/** What a large exact count may cost a list request on PostgreSQL before the planner's estimate stands in. */
const COUNT_BUDGET_MS = 40;

export const occurrencesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/occurrences',
    {
      preValidation: requireAbility('read', 'occurrences'),
      schema: {
        tags,
        summary:
          'Listar atendimentos (assunto ou nome do eleitor, canal, situação, área, responsável, período)',
        querystring: ListOccurrencesQuerySchema,
        response: { 200: OccurrenceListSchema },
      },
    },
    (request) =>
      selectOccurrencePage(deps.database.db, request.tenant, request.query, {
        countBudgetMs: deps.database.kind === 'postgres' ? COUNT_BUDGET_MS : null,
      }),
  );

  app.post(
    '/occurrences',
    {
      preValidation: requireAbility('create', 'occurrences'),
      schema: {
        tags,
        summary: 'Registrar atendimento',
        body: OccurrenceInputSchema,
        response: { 201: OccurrenceSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createOccurrence(deps, request.tenant, request.body)),
  );

  app.get(
    '/occurrences/:id',
    {
      preValidation: requireAbility('read', 'occurrences'),
      schema: {
        tags,
        summary: 'Ver atendimento',
        params: IdParamsSchema,
        response: { 200: OccurrenceSchema },
      },
    },
    (request) => service.getOccurrence(deps, request.tenant, request.params.id),
  );

  app.put(
    '/occurrences/:id',
    {
      preValidation: requireAbility('update', 'occurrences'),
      schema: {
        tags,
        summary: 'Editar atendimento (com a versão lida; 409 se outra pessoa salvou antes)',
        params: IdParamsSchema,
        body: UpdateOccurrenceInputSchema,
        response: { 200: OccurrenceSchema },
      },
    },
    (request) => service.updateOccurrence(deps, request.tenant, request.params.id, request.body),
  );

  app.patch(
    '/occurrences/:id/status',
    {
      preValidation: requireAbility('update', 'occurrences'),
      schema: {
        tags,
        summary: 'Mudar a situação do atendimento (mudanças não permitidas: 409)',
        params: IdParamsSchema,
        body: ChangeOccurrenceStatusInputSchema,
        response: { 200: OccurrenceSchema },
      },
    },
    (request) => service.changeOccurrenceStatus(deps, request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/occurrences/:id',
    {
      preValidation: requireAbility('delete', 'occurrences'),
      schema: {
        tags,
        summary: 'Mover atendimento para a lixeira',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await service.deleteOccurrence(deps, request.tenant, request.params.id);
      return { ok: true as const, message: 'Atendimento movido para a lixeira.' };
    },
  );

  app.post(
    '/occurrences/:id/restore',
    {
      preValidation: requireAbility('delete', 'occurrences'),
      schema: {
        tags,
        summary: 'Restaurar atendimento da lixeira',
        params: IdParamsSchema,
        response: { 200: OccurrenceSchema },
      },
    },
    (request) => service.restoreOccurrence(deps, request.tenant, request.params.id),
  );

  // No body (spec §7): one sent, of any kind, is ignored.
  await app.register(async (scope) => {
    ignoreRequestBodies(scope).patch(
      '/users/:id/reset/occurrences',
      {
        preValidation: requireOfficeAdmin,
        schema: {
          tags: ['Usuários'],
          summary:
            'Mover para a lixeira todos os atendimentos registrados pelo usuário (sem corpo; restaurável por 30 dias)',
          params: IdParamsSchema,
          response: { 200: ResetRecordsResultSchema },
        },
      },
      (request) => resetOccurrences(deps, request.tenant, request.params.id),
    );
  });

  app.post(
    '/occurrences/deletions/:batchId/restore',
    {
      preValidation: requireOfficeAdmin,
      schema: {
        tags,
        summary: 'Restaurar os atendimentos de uma exclusão em lote (até 30 dias)',
        params: DeletionBatchParamsSchema,
        response: { 200: BulkResultSchema },
      },
    },
    (request) => restoreOccurrenceBatch(deps, request.tenant, request.params.batchId),
  );
};
