// Bulk actions and saved filters of the citizens list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BulkResultSchema,
  BulkTagInputSchema,
  IdParamsSchema,
  OkSchema,
  SavedFilterInputSchema,
  SavedFilterListSchema,
  SavedFilterSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { bulkTag } from './citizens-bulk.ts';
import * as savedFilters from './saved-filters.service.ts';

const tags = ['Eleitores'];

export const citizensBulkRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/citizens/bulk/tags',
    {
      preValidation: requireAbility('update', 'citizens'),
      schema: {
        tags,
        summary: 'Adicionar ou remover tags de vários eleitores (ids escolhidos ou um filtro inteiro)',
        body: BulkTagInputSchema,
        response: { 200: BulkResultSchema },
      },
    },
    (request) => bulkTag(deps, request.tenant, request.body),
  );

  app.get(
    '/citizens/saved-filters',
    {
      preValidation: requireAbility('read', 'citizens'),
      schema: {
        tags,
        summary: 'Filtros salvos (meus e compartilhados)',
        response: { 200: SavedFilterListSchema },
      },
    },
    async (request) => ({ filters: await savedFilters.listSavedFilters(deps, request.tenant) }),
  );

  app.post(
    '/citizens/saved-filters',
    {
      preValidation: requireAbility('read', 'citizens'),
      schema: {
        tags,
        summary: 'Salvar filtro da lista de eleitores',
        body: SavedFilterInputSchema,
        response: { 201: SavedFilterSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await savedFilters.createSavedFilter(deps, request.tenant, request.body)),
  );

  app.delete(
    '/citizens/saved-filters/:id',
    {
      preValidation: requireAbility('read', 'citizens'),
      schema: {
        tags,
        summary: 'Excluir filtro salvo (o dono ou um administrador)',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await savedFilters.deleteSavedFilter(deps, request.tenant, request.params.id);
      return { ok: true as const, message: 'Filtro excluído.' };
    },
  );
};
