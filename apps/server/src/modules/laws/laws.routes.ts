// Banco de leis (/api/laws, subject 'laws'): search (number/year or full text), record, CRUD; law types.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  LawInputSchema,
  LawListSchema,
  LawSchema,
  LawTypeInputSchema,
  LawTypeListSchema,
  LawTypeSchema,
  ListLawsQuerySchema,
  OkSchema,
  UpdateLawInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import * as service from './laws.service.ts';

const tags = ['Banco de leis'];

export const lawsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/laws/types',
    {
      preValidation: requireAbility('read', 'laws'),
      schema: {
        tags,
        summary: 'Tipos de proposição e norma do gabinete',
        response: { 200: LawTypeListSchema },
      },
    },
    (request) => service.listLawTypes(deps, request.tenant),
  );

  app.post(
    '/laws/types',
    {
      preValidation: requireAbility('update', 'laws'),
      schema: {
        tags,
        summary: 'Criar tipo (esfera, sigla, descrição, numeração)',
        body: LawTypeInputSchema,
        response: { 201: LawTypeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createLawType(deps, request.tenant, request.body)),
  );

  app.get(
    '/laws',
    {
      preValidation: requireAbility('read', 'laws'),
      schema: {
        tags,
        summary: 'Buscar leis e proposições ("PL 12/2026" ou palavras da ementa e do texto)',
        querystring: ListLawsQuerySchema,
        response: { 200: LawListSchema },
      },
    },
    (request) => service.listLaws(deps, request.tenant, request.query),
  );

  app.post(
    '/laws',
    {
      preValidation: requireAbility('create', 'laws'),
      schema: {
        tags,
        summary: 'Cadastrar lei ou proposição',
        body: LawInputSchema,
        response: { 201: LawSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createLaw(deps, request.tenant, request.body)),
  );

  app.get(
    '/laws/:id',
    {
      preValidation: requireAbility('read', 'laws'),
      schema: {
        tags,
        summary: 'Ver lei ou proposição',
        params: IdParamsSchema,
        response: { 200: LawSchema },
      },
    },
    (request) => service.getLaw(deps, request.tenant, request.params.id),
  );

  app.put(
    '/laws/:id',
    {
      preValidation: requireAbility('update', 'laws'),
      schema: {
        tags,
        summary: 'Editar lei ou proposição (situação, datas, texto…)',
        params: IdParamsSchema,
        body: UpdateLawInputSchema,
        response: { 200: LawSchema },
      },
    },
    (request) => service.updateLaw(deps, request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/laws/:id',
    {
      preValidation: requireAbility('delete', 'laws'),
      schema: {
        tags,
        summary: 'Excluir lei ou proposição',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await service.deleteLaw(deps, request.tenant, request.params.id);
      return { ok: true as const, message: 'Proposição excluída.' };
    },
  );
};
