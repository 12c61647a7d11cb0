// Instituições (subject 'institutions'): list and search by name or CNPJ, the record with its links,
// create, edit with optimistic version, the bin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  InstitutionInputSchema,
  InstitutionLinksSchema,
  InstitutionListSchema,
  InstitutionSchema,
  ListInstitutionsQuerySchema,
  OkSchema,
  UpdateInstitutionInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { toInstitutionListItem } from './institutions.mapper.ts';
import { selectInstitutionPage } from './institutions.repository.ts';
import * as service from './institutions.service.ts';

const tags = ['Instituições'];

export const institutionsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/institutions',
    {
      preValidation: requireAbility('read', 'institutions'),
      schema: {
        tags,
        summary: 'Listar e buscar instituições (nome sem acento ou CNPJ); deleted=true lista a lixeira',
        querystring: ListInstitutionsQuerySchema,
        response: { 200: InstitutionListSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await selectInstitutionPage(deps.database.db, request.tenant.organizationId, q);
      return {
        institutions: page.views.map(toInstitutionListItem),
        total: page.total,
        totalIsEstimate: page.isEstimate,
        page: q.page,
        perPage: q.perPage,
      };
    },
  );

  app.post(
    '/institutions',
    {
      preValidation: requireAbility('create', 'institutions'),
      schema: {
        tags,
        summary: 'Cadastrar instituição (CNPJ conferido, único no gabinete)',
        body: InstitutionInputSchema,
        response: { 201: InstitutionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createInstitution(deps, request.tenant, request.body)),
  );

  app.get(
    '/institutions/:id',
    {
      preValidation: requireAbility('read', 'institutions'),
      schema: {
        tags,
        summary: 'Ver instituição',
        params: IdParamsSchema,
        response: { 200: InstitutionSchema },
      },
    },
    (request) => service.getInstitution(deps, request.tenant, request.params.id),
  );

  app.get(
    '/institutions/:id/links',
    {
      preValidation: requireAbility('read', 'institutions'),
      schema: {
        tags,
        summary: 'Emendas e demandas ligadas à instituição',
        params: IdParamsSchema,
        response: { 200: InstitutionLinksSchema },
      },
    },
    (request) => service.institutionLinks(deps, request.tenant, request.params.id),
  );

  app.put(
    '/institutions/:id',
    {
      preValidation: requireAbility('update', 'institutions'),
      schema: {
        tags,
        summary: 'Editar instituição (409 se outra pessoa salvou antes)',
        params: IdParamsSchema,
        body: UpdateInstitutionInputSchema,
        response: { 200: InstitutionSchema },
      },
    },
    (request) => service.updateInstitution(deps, request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/institutions/:id',
    {
      preValidation: requireAbility('delete', 'institutions'),
      schema: {
        tags,
        summary: 'Mover instituição para a lixeira',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await service.deleteInstitution(deps, request.tenant, request.params.id);
      return { ok: true as const, message: 'Instituição movida para a lixeira.' };
    },
  );

  app.post(
    '/institutions/:id/restore',
    {
      preValidation: requireAbility('delete', 'institutions'),
      schema: {
        tags,
        summary: 'Restaurar instituição da lixeira',
        params: IdParamsSchema,
        response: { 200: InstitutionSchema },
      },
    },
    (request) => service.restoreInstitution(deps, request.tenant, request.params.id),
  );
};
