// Contatos de autoridades (/api/authorities, subject 'authorities'): list/search, record, create, edit, delete.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthorityInputSchema,
  AuthorityListSchema,
  AuthoritySchema,
  IdParamsSchema,
  ListAuthoritiesQuerySchema,
  OkSchema,
  UpdateAuthorityInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import * as service from './authorities.service.ts';

const tags = ['Contatos de autoridades'];

export const authoritiesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/authorities',
    {
      preValidation: requireAbility('read', 'authorities'),
      schema: {
        tags,
        summary: 'Listar e buscar autoridades (nome, cargo, órgão, cidade; tipo)',
        querystring: ListAuthoritiesQuerySchema,
        response: { 200: AuthorityListSchema },
      },
    },
    (request) => service.listAuthorities(deps, request.tenant, request.query),
  );

  app.post(
    '/authorities',
    {
      preValidation: requireAbility('create', 'authorities'),
      schema: {
        tags,
        summary: 'Cadastrar autoridade (tratamento, vocativo, endereçamento e fecho pelo tipo e gênero)',
        body: AuthorityInputSchema,
        response: { 201: AuthoritySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createAuthority(deps, request.tenant, request.body)),
  );

  app.get(
    '/authorities/:id',
    {
      preValidation: requireAbility('read', 'authorities'),
      schema: { tags, summary: 'Ver autoridade', params: IdParamsSchema, response: { 200: AuthoritySchema } },
    },
    (request) => service.getAuthority(deps, request.tenant, request.params.id),
  );

  app.put(
    '/authorities/:id',
    {
      preValidation: requireAbility('update', 'authorities'),
      schema: {
        tags,
        summary: 'Editar autoridade (só o que for enviado muda)',
        params: IdParamsSchema,
        body: UpdateAuthorityInputSchema,
        response: { 200: AuthoritySchema },
      },
    },
    (request) => service.updateAuthority(deps, request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/authorities/:id',
    {
      preValidation: requireAbility('delete', 'authorities'),
      schema: { tags, summary: 'Excluir autoridade', params: IdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await service.deleteAuthority(deps, request.tenant, request.params.id);
      return { ok: true as const, message: 'Autoridade excluída.' };
    },
  );
};
