// Suporte (/api/support): an office's tickets to the platform team, and the team's queue across offices.
// Reachable by a suspended or trial-expired office: they need help most.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssignSupportTicketInputSchema,
  ChangeSupportStatusInputSchema,
  CreateSupportTicketInputSchema,
  IdParamsSchema,
  ListSupportTicketsQuerySchema,
  RateSupportTicketInputSchema,
  SupportAgentListSchema,
  SupportReplyInputSchema,
  SupportTicketDetailSchema,
  SupportTicketListSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import * as service from './support.service.ts';

const tags = ['Suporte'];
const config = { allowExpiredTrial: true, allowSuspended: true };
const detail = { 200: SupportTicketDetailSchema };
/** Only the platform team holds `organizations`. */
const platformOnly = requireAbility('manage', 'organizations');

export const supportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/support/tickets',
    {
      config,
      preValidation: requireAbility('read', 'support'),
      schema: {
        tags,
        summary:
          'Chamados: os do próprio gabinete; para a equipe da plataforma, a fila de todos os gabinetes',
        querystring: ListSupportTicketsQuerySchema,
        response: { 200: SupportTicketListSchema },
      },
    },
    (request) => service.listSupportTickets(deps, request.tenant, request.query),
  );

  app.post(
    '/support/tickets',
    {
      config,
      preValidation: requireAbility('create', 'support'),
      schema: {
        tags,
        summary: 'Abrir chamado para a equipe da plataforma',
        body: CreateSupportTicketInputSchema,
        response: { 201: SupportTicketDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createSupportTicket(deps, request.tenant, request.body)),
  );

  app.get(
    '/support/tickets/:id',
    {
      config,
      preValidation: requireAbility('read', 'support'),
      schema: { tags, summary: 'Ver chamado e a conversa', params: IdParamsSchema, response: detail },
    },
    (request) => service.getSupportTicket(deps, request.tenant, request.params.id),
  );

  app.post(
    '/support/tickets/:id/messages',
    {
      config,
      preValidation: requireAbility('update', 'support'),
      schema: {
        tags,
        summary: 'Responder no chamado (a equipe da plataforma pode mudar a situação junto)',
        params: IdParamsSchema,
        body: SupportReplyInputSchema,
        response: detail,
      },
    },
    (request) => service.replySupportTicket(deps, request.tenant, request.params.id, request.body),
  );

  app.post(
    '/support/tickets/:id/rating',
    {
      config,
      preValidation: requireAbility('update', 'support'),
      schema: {
        tags,
        summary: 'Avaliar o atendimento (1 a 5) e fechar o chamado resolvido',
        params: IdParamsSchema,
        body: RateSupportTicketInputSchema,
        response: detail,
      },
    },
    (request) => service.rateSupportTicket(deps, request.tenant, request.params.id, request.body),
  );

  app.patch(
    '/support/tickets/:id/status',
    {
      preValidation: platformOnly,
      schema: {
        tags,
        summary: 'Mudar a situação do chamado (equipe da plataforma)',
        params: IdParamsSchema,
        body: ChangeSupportStatusInputSchema,
        response: detail,
      },
    },
    (request) => service.changeSupportStatus(deps, request.tenant, request.params.id, request.body),
  );

  app.patch(
    '/support/tickets/:id/assignee',
    {
      preValidation: platformOnly,
      schema: {
        tags,
        summary: 'Atribuir o chamado a um membro da equipe da plataforma',
        params: IdParamsSchema,
        body: AssignSupportTicketInputSchema,
        response: detail,
      },
    },
    (request) => service.assignSupportTicket(deps, request.tenant, request.params.id, request.body),
  );

  app.get(
    '/support/agents',
    {
      preValidation: platformOnly,
      schema: { tags, summary: 'Membros da equipe da plataforma', response: { 200: SupportAgentListSchema } },
    },
    () => service.supportAgents(deps),
  );
};
