// Emendas (subject 'amendments'): list with the footer sums, board, map, the record's CRUD with optimistic
// version, status moves, history, comments and the bin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AmendmentBoardSchema,
  AmendmentCommentInputSchema,
  AmendmentCommentListSchema,
  AmendmentExportInputSchema,
  AmendmentFilterSchema,
  AmendmentHistorySchema,
  AmendmentInputSchema,
  AmendmentListSchema,
  AmendmentMapQuerySchema,
  AmendmentMapSchema,
  AmendmentSchema,
  ChangeAmendmentStatusInputSchema,
  ExportSchema,
  IdParamsSchema,
  ListAmendmentsQuerySchema,
  OkSchema,
  UpdateAmendmentInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { addAmendmentComment, amendmentComments } from './amendments-comments.service.ts';
import { createAmendmentExport } from './amendments-export.service.ts';
import { selectAmendmentHistory } from './amendments-history.ts';
import { selectAmendmentBoard, selectAmendmentPage } from './amendments-list.repository.ts';
import { selectAmendmentMap } from './amendments-map.repository.ts';
import * as service from './amendments.service.ts';

const tags = ['Emendas'];
/** What a large exact count may cost a list request on PostgreSQL before the planner's estimate stands in. */
const COUNT_BUDGET_MS = 40;

export const amendmentsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const budget = deps.database.kind === 'postgres' ? COUNT_BUDGET_MS : null;
  const read = requireAbility('read', 'amendments');
  const update = requireAbility('update', 'amendments');

  app.get(
    '/amendments',
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'Listar emendas com filtros e as somas (indicado, empenhado, pago) do filtro inteiro',
        querystring: ListAmendmentsQuerySchema,
        response: { 200: AmendmentListSchema },
      },
    },
    (request) => selectAmendmentPage(deps.database.db, request.tenant, request.query, budget),
  );

  app.get(
    '/amendments/board',
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'Quadro por situação: contagem, somas e as emendas mais recentes de cada coluna',
        querystring: AmendmentFilterSchema,
        response: { 200: AmendmentBoardSchema },
      },
    },
    (request) => selectAmendmentBoard(deps.database.db, request.tenant, request.query),
  );

  app.get(
    '/amendments/map',
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'Mapa: resumo por município (zoom baixo) ou os pontos das emendas na área do mapa',
        querystring: AmendmentMapQuerySchema,
        response: { 200: AmendmentMapSchema },
      },
    },
    (request) => selectAmendmentMap(deps.database.db, request.tenant, request.query),
  );

  app.post(
    '/amendments/exports',
    {
      preValidation: [read, requireAbility('create', 'exports')],
      schema: {
        tags,
        summary: 'Exportar as emendas do filtro (CSV ou XLSX), gerado em segundo plano como os eleitores',
        body: AmendmentExportInputSchema,
        response: { 201: ExportSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAmendmentExport(deps, request.tenant, request.body)),
  );

  app.post(
    '/amendments',
    {
      preValidation: requireAbility('create', 'amendments'),
      schema: {
        tags,
        summary: 'Cadastrar emenda',
        body: AmendmentInputSchema,
        response: { 201: AmendmentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createAmendment(deps, request.tenant, request.body)),
  );

  app.get(
    '/amendments/:id',
    {
      preValidation: read,
      schema: { tags, summary: 'Ver emenda', params: IdParamsSchema, response: { 200: AmendmentSchema } },
    },
    (request) => service.getAmendment(deps, request.tenant, request.params.id),
  );

  app.put(
    '/amendments/:id',
    {
      preValidation: update,
      schema: {
        tags,
        summary: 'Editar emenda (campos omitidos ficam como estão; 409 se outra pessoa salvou antes)',
        params: IdParamsSchema,
        body: UpdateAmendmentInputSchema,
        response: { 200: AmendmentSchema },
      },
    },
    (request) => service.updateAmendment(deps, request.tenant, request.params.id, request.body),
  );

  app.patch(
    '/amendments/:id/status',
    {
      preValidation: update,
      schema: {
        tags,
        summary: 'Mudar a situação (com o valor e a data da etapa); fora das transições responde 409',
        params: IdParamsSchema,
        body: ChangeAmendmentStatusInputSchema,
        response: { 200: AmendmentSchema },
      },
    },
    (request) => service.changeAmendmentStatus(deps, request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/amendments/:id',
    {
      preValidation: requireAbility('delete', 'amendments'),
      schema: {
        tags,
        summary: 'Mover emenda para a lixeira',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await service.deleteAmendment(deps, request.tenant, request.params.id);
      return { ok: true as const, message: 'Emenda movida para a lixeira.' };
    },
  );

  app.post(
    '/amendments/:id/restore',
    {
      preValidation: requireAbility('delete', 'amendments'),
      schema: {
        tags,
        summary: 'Restaurar emenda da lixeira',
        params: IdParamsSchema,
        response: { 200: AmendmentSchema },
      },
    },
    (request) => service.restoreAmendment(deps, request.tenant, request.params.id),
  );

  app.get(
    '/amendments/:id/history',
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'Histórico completo da emenda (mais recente primeiro)',
        params: IdParamsSchema,
        response: { 200: AmendmentHistorySchema },
      },
    },
    async (request) => {
      await service.detailOf(deps.database.db, request.tenant, request.params.id, true);
      return {
        changes: await selectAmendmentHistory(
          deps.database.db,
          request.tenant.organizationId,
          request.params.id,
        ),
      };
    },
  );

  app.get(
    '/amendments/:id/comments',
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'Comentários da emenda',
        params: IdParamsSchema,
        response: { 200: AmendmentCommentListSchema },
      },
    },
    (request) => amendmentComments(deps, request.tenant, request.params.id),
  );

  app.post(
    '/amendments/:id/comments',
    {
      preValidation: update,
      schema: {
        tags,
        summary: 'Comentar a emenda',
        params: IdParamsSchema,
        body: AmendmentCommentInputSchema,
        response: { 201: AmendmentCommentListSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addAmendmentComment(deps, request.tenant, request.params.id, request.body.body)),
  );
};
