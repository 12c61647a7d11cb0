// Respostas rápidas (/api/quick-replies): read with sac, change with update on sac.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  OkSchema,
  QuickReplyInputSchema,
  QuickReplyListSchema,
  QuickReplySchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import * as service from './quick-replies.service.ts';

const tags = ['SAC'];

export const quickRepliesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/quick-replies',
    {
      preValidation: requireAbility('read', 'sac'),
      schema: { tags, summary: 'Respostas rápidas do gabinete', response: { 200: QuickReplyListSchema } },
    },
    (request) => service.listQuickReplies(deps, request.tenant),
  );
  app.post(
    '/quick-replies',
    {
      preValidation: requireAbility('update', 'sac'),
      schema: {
        tags,
        summary: 'Criar resposta rápida (atalho único: 409)',
        body: QuickReplyInputSchema,
        response: { 201: QuickReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createQuickReply(deps, request.tenant, request.body)),
  );
  app.put(
    '/quick-replies/:id',
    {
      preValidation: requireAbility('update', 'sac'),
      schema: {
        tags,
        summary: 'Editar resposta rápida',
        params: IdParamsSchema,
        body: QuickReplyInputSchema,
        response: { 200: QuickReplySchema },
      },
    },
    (request) => service.updateQuickReply(deps, request.tenant, request.params.id, request.body),
  );
  app.delete(
    '/quick-replies/:id',
    {
      preValidation: requireAbility('update', 'sac'),
      schema: {
        tags,
        summary: 'Apagar resposta rápida',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await service.deleteQuickReply(deps, request.tenant, request.params.id);
      return { ok: true as const, message: 'Resposta rápida apagada.' };
    },
  );
};
