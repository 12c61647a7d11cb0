// LGPD: consent ledger, titular requests, the citizen's data export and anonymisation.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConsentInputSchema,
  ConsentsSchema,
  IdParamsSchema,
  ListPrivacyRequestsQuerySchema,
  OkSchema,
  PrivacyRequestInputSchema,
  PrivacyRequestListSchema,
  PrivacyRequestSchema,
  UpdatePrivacyRequestInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility, requireOfficeAdmin } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { requireCitizen } from '../citizen-reports/citizen-ref.ts';
import { anonymizeCitizen } from './anonymize.ts';
import { citizenData } from './citizen-data.ts';
// Registers the timeline sources and the merge hook at startup.
import './privacy.extensions.ts';
import * as service from './privacy.service.ts';

const tags = ['LGPD'];

export const privacyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.get(
    '/citizens/:id/consents',
    {
      preValidation: requireAbility('read', 'citizens'),
      schema: {
        tags,
        summary: 'Consentimentos do eleitor: situação atual por canal e finalidade, e o histórico',
        params: IdParamsSchema,
        response: { 200: ConsentsSchema },
      },
    },
    (request) => service.getConsents(db, request.tenant, request.params.id),
  );

  app.post(
    '/citizens/:id/consents',
    {
      preValidation: requireAbility('update', 'citizens'),
      schema: {
        tags,
        summary: 'Registrar consentimento ou revogação (o histórico nunca é apagado)',
        params: IdParamsSchema,
        body: ConsentInputSchema,
        response: { 201: ConsentsSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.recordConsent(db, request.tenant, request.params.id, request.body)),
  );

  app.post(
    '/citizens/:id/privacy-requests',
    {
      preValidation: requireAbility('update', 'citizens'),
      schema: {
        tags,
        summary:
          'Registrar solicitação do titular (acesso, correção, portabilidade, eliminação, descadastro)',
        params: IdParamsSchema,
        body: PrivacyRequestInputSchema,
        response: { 201: PrivacyRequestSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createRequest(db, request.tenant, request.params.id, request.body)),
  );

  app.get(
    '/privacy-requests',
    {
      preValidation: requireOfficeAdmin,
      schema: {
        tags,
        summary: 'Solicitações LGPD do gabinete (somente administrador)',
        querystring: ListPrivacyRequestsQuerySchema,
        response: { 200: PrivacyRequestListSchema },
      },
    },
    (request) => service.listRequests(db, request.tenant, request.query),
  );

  app.put(
    '/privacy-requests/:id',
    {
      preValidation: requireOfficeAdmin,
      schema: {
        tags,
        summary: 'Atualizar a situação de uma solicitação LGPD (somente administrador)',
        params: IdParamsSchema,
        body: UpdatePrivacyRequestInputSchema,
        response: { 200: PrivacyRequestSchema },
      },
    },
    (request) => service.updateRequest(db, request.tenant, request.params.id, request.body),
  );

  app.get(
    '/citizens/:id/data',
    {
      preValidation: [requireAbility('read', 'citizens'), requireAbility('create', 'exports')],
      schema: {
        tags,
        summary: 'Todos os dados do eleitor em JSON (acesso e portabilidade, LGPD art. 18)',
        params: IdParamsSchema,
        produces: ['application/json'],
      },
    },
    async (request, reply) => {
      const { organizationId, userId } = request.tenant;
      const citizen = await requireCitizen(db, organizationId, request.params.id);
      const data = await citizenData(db, organizationId, citizen.id);
      await audit(db, {
        organizationId,
        userId,
        action: 'export',
        entity: 'citizen',
        entityId: citizen.id,
        data: { format: 'json', lgpd: true },
      });
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="dados-do-titular-${citizen.id}.json"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/citizens/:id/anonymize',
    {
      preValidation: requireOfficeAdmin,
      schema: {
        tags,
        summary: 'Anonimizar o eleitor: apaga os dados pessoais e mantém o registro (somente administrador)',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await anonymizeCitizen(db, request.tenant, request.params.id);
      return { ok: true as const, message: 'Dados pessoais do titular apagados.' };
    },
  );
};
