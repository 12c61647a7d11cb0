// Citizens (eleitores): the list at a million rows, the record's CRUD and its bin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CitizenInputSchema,
  CitizenListSchema,
  CitizenSchema,
  IdParamsSchema,
  ListCitizensQuerySchema,
  OkSchema,
  UpdateCitizenInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { selectCitizenPage } from './citizens-list.repository.ts';
import * as service from './citizens.service.ts';

const tags = ['Eleitores'];
/** What a large exact count may cost a list request on PostgreSQL before the planner's estimate stands in. */
const COUNT_BUDGET_MS = 40;

export const citizensRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/citizens',
    {
      preValidation: requireAbility('read', 'citizens'),
      schema: {
        tags,
        summary: 'Listar e buscar eleitores (nome sem acento, telefone, CPF, e-mail e filtros)',
        querystring: ListCitizensQuerySchema,
        response: { 200: CitizenListSchema },
      },
    },
    (request) =>
      selectCitizenPage(deps.database.db, request.tenant.organizationId, request.query, {
        countBudgetMs: deps.database.kind === 'postgres' ? COUNT_BUDGET_MS : null,
        timeZone: request.tenant.timeZone,
      }),
  );

  app.post(
    '/citizens',
    {
      preValidation: requireAbility('create', 'citizens'),
      schema: {
        tags,
        summary: 'Cadastrar eleitor',
        body: CitizenInputSchema,
        response: { 201: CitizenSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createCitizen(deps, request.tenant, request.body)),
  );

  app.get(
    '/citizens/:id',
    {
      preValidation: requireAbility('read', 'citizens'),
      schema: {
        tags,
        summary: 'Ver eleitor (registra o acesso no log de auditoria)',
        params: IdParamsSchema,
        response: { 200: CitizenSchema },
      },
    },
    (request) => service.getCitizen(deps, request.tenant, request.params.id),
  );

  app.put(
    '/citizens/:id',
    {
      preValidation: requireAbility('update', 'citizens'),
      schema: {
        tags,
        summary: 'Editar eleitor (campos omitidos ficam como estão)',
        params: IdParamsSchema,
        body: UpdateCitizenInputSchema,
        response: { 200: CitizenSchema },
      },
    },
    (request) => service.updateCitizen(deps, request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/citizens/:id',
    {
      preValidation: requireAbility('delete', 'citizens'),
      schema: {
        tags,
        summary: 'Mover eleitor para a lixeira',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await service.deleteCitizen(deps, request.tenant, request.params.id);
      return { ok: true as const, message: 'Eleitor movido para a lixeira.' };
    },
  );

  app.post(
    '/citizens/:id/restore',
    {
      preValidation: requireAbility('delete', 'citizens'),
      schema: {
        tags,
        summary: 'Restaurar eleitor da lixeira',
        params: IdParamsSchema,
        response: { 200: CitizenSchema },
      },
    },
    (request) => service.restoreCitizen(deps, request.tenant, request.params.id),
  );
};
