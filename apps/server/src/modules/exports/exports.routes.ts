// Exports of any filtered citizen list (issue 3): request, history, one export — scoped to the caller's office.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateExportInputSchema,
  ExportListSchema,
  ExportSchema,
  IdParamsSchema,
  PageQuerySchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import * as service from './exports.service.ts';

const tags = ['Exportações'];

export const exportsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/exports',
    {
      preValidation: requireAbility('create', 'exports'),
      schema: {
        tags,
        summary: 'Exportar eleitores (CSV ou XLSX), pelos ids escolhidos ou por um filtro da lista',
        body: CreateExportInputSchema,
        response: { 201: ExportSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createExport(deps, request.tenant, request.body)),
  );

  app.get(
    '/exports',
    {
      preValidation: requireAbility('read', 'exports'),
      schema: {
        tags,
        summary: 'Histórico de exportações',
        querystring: PageQuerySchema.omit({ q: true }),
        response: { 200: ExportListSchema },
      },
    },
    (request) => service.listExports(deps, request.tenant, request.query),
  );

  app.get(
    '/exports/:id',
    {
      preValidation: requireAbility('read', 'exports'),
      schema: { tags, summary: 'Ver exportação', params: IdParamsSchema, response: { 200: ExportSchema } },
    },
    (request) => service.getExport(deps, request.tenant, request.params.id),
  );
};
