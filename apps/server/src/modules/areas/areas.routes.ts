// Áreas (subject 'areas'): the office's themes with a colour, with live usage counts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AreaInputSchema,
  AreaListSchema,
  AreaSchema,
  IdParamsSchema,
  ListAreasQuerySchema,
  OkSchema,
  UpdateAreaInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { registerOfficeSetup } from '../organizations/office-setup.ts';
import * as service from './areas.service.ts';

const tags = ['Áreas'];

registerOfficeSetup('areas', service.ensureDefaultAreas);

export const areasRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/areas',
    {
      preValidation: requireAbility('read', 'areas'),
      schema: {
        tags,
        summary: 'Listar áreas com o número de demandas e atendimentos de cada uma',
        querystring: ListAreasQuerySchema,
        response: { 200: AreaListSchema },
      },
    },
    (request) => service.listAreas(deps, request.tenant, request.query),
  );

  app.post(
    '/areas',
    {
      preValidation: requireAbility('create', 'areas'),
      schema: { tags, summary: 'Criar área', body: AreaInputSchema, response: { 201: AreaSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createArea(deps, request.tenant, request.body)),
  );

  app.get(
    '/areas/:id',
    {
      preValidation: requireAbility('read', 'areas'),
      schema: { tags, summary: 'Ver área', params: IdParamsSchema, response: { 200: AreaSchema } },
    },
    (request) => service.getArea(deps, request.tenant, request.params.id),
  );

  app.put(
    '/areas/:id',
    {
      preValidation: requireAbility('update', 'areas'),
      schema: {
        tags,
        summary: 'Editar área (nome, cor, descrição, ativa)',
        params: IdParamsSchema,
        body: UpdateAreaInputSchema,
        response: { 200: AreaSchema },
      },
    },
    (request) => service.updateArea(deps, request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/areas/:id',
    {
      preValidation: requireAbility('delete', 'areas'),
      schema: {
        tags,
        summary: 'Excluir área (recusado enquanto demandas ou atendimentos a usam: desative-a)',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await service.deleteArea(deps, request.tenant, request.params.id);
      return { ok: true as const, message: 'Área excluída.' };
    },
  );
};
