// Agenda categories (subject 'events'): list, create, rename/recolour, delete (events keep, uncategorised).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EventCategoryInputSchema,
  EventCategoryListSchema,
  EventCategorySchema,
  IdParamsSchema,
  OkSchema,
  UpdateEventCategoryInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import * as service from './event-categories.service.ts';

const tags = ['Agenda'];

export const categoryRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/events/categories',
    {
      preValidation: requireAbility('read', 'events'),
      schema: { tags, summary: 'Categorias da agenda', response: { 200: EventCategoryListSchema } },
    },
    async (request) => ({
      categories: await service.listCategories(deps.database.db, request.tenant.organizationId),
    }),
  );

  app.post(
    '/events/categories',
    {
      preValidation: requireAbility('update', 'events'),
      schema: {
        tags,
        summary: 'Criar categoria da agenda',
        body: EventCategoryInputSchema,
        response: { 201: EventCategorySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createCategory(deps, request.tenant, request.body)),
  );

  app.put(
    '/events/categories/:id',
    {
      preValidation: requireAbility('update', 'events'),
      schema: {
        tags,
        summary: 'Renomear ou mudar a cor da categoria',
        params: IdParamsSchema,
        body: UpdateEventCategoryInputSchema,
        response: { 200: EventCategorySchema },
      },
    },
    (request) => service.updateCategory(deps, request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/events/categories/:id',
    {
      // Managing categories is part of running the agenda: whoever may update events may do it.
      preValidation: requireAbility('update', 'events'),
      schema: {
        tags,
        summary: 'Excluir categoria (os eventos ficam sem categoria)',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const count = await service.deleteCategory(deps, request.tenant, request.params.id);
      const rest =
        count === 0
          ? ''
          : count === 1
            ? ' 1 evento ficou sem categoria.'
            : ` ${count} eventos ficaram sem categoria.`;
      return { ok: true as const, message: `Categoria excluída.${rest}` };
    },
  );
};
