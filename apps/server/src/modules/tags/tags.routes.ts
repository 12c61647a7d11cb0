// Tags and tag categories (subject 'tags'); the static /tags/categories paths are declared before /tags/:id.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  ListTagsQuerySchema,
  MergeTagsInputSchema,
  OkSchema,
  TagCategoryInputSchema,
  TagCategoryListSchema,
  TagCategorySchema,
  TagInputSchema,
  TagListSchema,
  TagSchema,
  UpdateTagInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import * as categories from './tag-categories.service.ts';
import * as service from './tags.service.ts';

const tags = ['Tags'];

export const tagsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/tags/categories',
    {
      preValidation: requireAbility('read', 'tags'),
      schema: { tags, summary: 'Listar categorias de tags', response: { 200: TagCategoryListSchema } },
    },
    async (request) => ({ categories: await categories.listCategories(deps, request.tenant) }),
  );

  app.post(
    '/tags/categories',
    {
      preValidation: requireAbility('create', 'tags'),
      schema: {
        tags,
        summary: 'Criar categoria de tags',
        body: TagCategoryInputSchema,
        response: { 201: TagCategorySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await categories.createCategory(deps, request.tenant, request.body)),
  );

  app.put(
    '/tags/categories/:id',
    {
      preValidation: requireAbility('update', 'tags'),
      schema: {
        tags,
        summary: 'Editar categoria de tags',
        params: IdParamsSchema,
        body: TagCategoryInputSchema,
        response: { 200: TagCategorySchema },
      },
    },
    (request) => categories.updateCategory(deps, request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/tags/categories/:id',
    {
      preValidation: requireAbility('delete', 'tags'),
      schema: {
        tags,
        summary: 'Excluir categoria (as tags ficam sem categoria)',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await categories.deleteCategory(deps, request.tenant, request.params.id);
      return { ok: true as const, message: 'Categoria excluída. As tags dela ficaram sem categoria.' };
    },
  );

  app.get(
    '/tags',
    {
      preValidation: requireAbility('read', 'tags'),
      schema: {
        tags,
        summary: 'Listar tags com o número de eleitores de cada uma',
        querystring: ListTagsQuerySchema,
        response: { 200: TagListSchema },
      },
    },
    (request) => service.listTags(deps, request.tenant, request.query),
  );

  app.post(
    '/tags',
    {
      preValidation: requireAbility('create', 'tags'),
      schema: { tags, summary: 'Criar tag', body: TagInputSchema, response: { 201: TagSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createTag(deps, request.tenant, request.body)),
  );

  app.put(
    '/tags/:id',
    {
      preValidation: requireAbility('update', 'tags'),
      schema: {
        tags,
        summary: 'Editar tag (renomear, cor, categoria)',
        params: IdParamsSchema,
        body: UpdateTagInputSchema,
        response: { 200: TagSchema },
      },
    },
    (request) => service.updateTag(deps, request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/tags/:id',
    {
      preValidation: requireAbility('delete', 'tags'),
      schema: { tags, summary: 'Excluir tag', params: IdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await service.deleteTag(deps, request.tenant, request.params.id);
      return { ok: true as const, message: 'Tag excluída.' };
    },
  );

  app.post(
    '/tags/:id/merge',
    {
      // Merging removes the source tags, so it needs delete as well.
      preValidation: [requireAbility('update', 'tags'), requireAbility('delete', 'tags')],
      schema: {
        tags,
        summary: 'Juntar tags: os eleitores das tags informadas passam para esta, e elas são excluídas',
        params: IdParamsSchema,
        body: MergeTagsInputSchema,
        response: { 200: TagSchema },
      },
    },
    (request) => service.mergeTags(deps, request.tenant, request.params.id, request.body),
  );
};
