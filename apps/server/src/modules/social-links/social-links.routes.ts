// Links sociais (subject 'social-links'): list, create, edit (visibility too), delete and reorder.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  OkSchema,
  SocialLinkInputSchema,
  SocialLinkListSchema,
  SocialLinkOrderInputSchema,
  SocialLinkSchema,
  UpdateSocialLinkInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import * as service from './social-links.service.ts';

const tags = ['Links sociais'];

export const socialLinksRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/social-links',
    {
      preValidation: requireAbility('read', 'social-links'),
      schema: {
        tags,
        summary: 'Listar os links sociais na ordem do gabinete',
        response: { 200: SocialLinkListSchema },
      },
    },
    (request) => service.listLinks(deps, request.tenant),
  );

  app.post(
    '/social-links',
    {
      preValidation: requireAbility('create', 'social-links'),
      schema: {
        tags,
        summary: 'Criar link social (entra por último)',
        body: SocialLinkInputSchema,
        response: { 201: SocialLinkSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createLink(deps, request.tenant, request.body)),
  );

  app.put(
    '/social-links/order',
    {
      preValidation: requireAbility('update', 'social-links'),
      schema: {
        tags,
        summary: 'Reordenar os links (todos, na nova ordem)',
        body: SocialLinkOrderInputSchema,
        response: { 200: SocialLinkListSchema },
      },
    },
    (request) => service.reorderLinks(deps, request.tenant, request.body.ids),
  );

  app.put(
    '/social-links/:id',
    {
      preValidation: requireAbility('update', 'social-links'),
      schema: {
        tags,
        summary: 'Editar link social (rede, nome, endereço, visível no dashboard)',
        params: IdParamsSchema,
        body: UpdateSocialLinkInputSchema,
        response: { 200: SocialLinkSchema },
      },
    },
    (request) => service.updateLink(deps, request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/social-links/:id',
    {
      preValidation: requireAbility('delete', 'social-links'),
      schema: { tags, summary: 'Excluir link social', params: IdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await service.deleteLink(deps, request.tenant, request.params.id);
      return { ok: true as const, message: 'Link excluído.' };
    },
  );
};
