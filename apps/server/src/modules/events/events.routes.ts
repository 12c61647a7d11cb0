// The agenda (subject 'events'): events in a date range, one event, writes; categories in event-categories.routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EventInputSchema,
  EventListSchema,
  EventSchema,
  IdParamsSchema,
  ListEventsQuerySchema,
  OkSchema,
  UpdateEventInputSchema,
  VersionConflictSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { categoryRoutes } from './event-categories.routes.ts';
import './events.extensions.ts';
import * as service from './events.service.ts';

const tags = ['Agenda'];

export const eventsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(categoryRoutes, { deps });

  app.get(
    '/events',
    {
      preValidation: requireAbility('read', 'events'),
      schema: {
        tags,
        summary: 'Eventos que se sobrepõem ao período (no máximo 100 dias)',
        querystring: ListEventsQuerySchema,
        response: { 200: EventListSchema },
      },
    },
    async (request) => ({ events: await service.listEvents(deps, request.tenant, request.query) }),
  );

  app.post(
    '/events',
    {
      preValidation: requireAbility('create', 'events'),
      schema: { tags, summary: 'Criar evento', body: EventInputSchema, response: { 201: EventSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createEvent(deps, request.tenant, request.body)),
  );

  app.get(
    '/events/:id',
    {
      preValidation: requireAbility('read', 'events'),
      schema: { tags, summary: 'Um evento', params: IdParamsSchema, response: { 200: EventSchema } },
    },
    (request) => service.getEvent(deps.database.db, request.tenant.organizationId, request.params.id),
  );

  app.put(
    '/events/:id',
    {
      preValidation: requireAbility('update', 'events'),
      schema: {
        tags,
        summary: 'Editar, mover ou redimensionar evento (com a versão lida; 409 se alguém salvou antes)',
        params: IdParamsSchema,
        body: UpdateEventInputSchema,
        response: { 200: EventSchema, 409: VersionConflictSchema },
      },
    },
    (request) => service.updateEvent(deps, request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/events/:id',
    {
      preValidation: requireAbility('delete', 'events'),
      schema: { tags, summary: 'Excluir evento', params: IdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const title = await service.deleteEvent(deps, request.tenant, request.params.id);
      return { ok: true as const, message: `Evento ${title} excluído.` };
    },
  );
};
