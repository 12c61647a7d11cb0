// /api/campaigns (subject 'campaigns'): preview, create, list, record, pause / resume / cancel, the report and
// its CSV; the office's sending window (/api/campaigns/settings) and suppression list.
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CampaignInputSchema,
  CampaignListQuerySchema,
  CampaignListSchema,
  CampaignPreviewInputSchema,
  CampaignPreviewSchema,
  CampaignRecipientListSchema,
  CampaignRecipientsQuerySchema,
  CampaignSchema,
  IdParamsSchema,
  MessagingSettingsInputSchema,
  MessagingSettingsSchema,
  PageQuerySchema,
  SuppressionInputSchema,
  SuppressionListSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { attachment } from '../exports/csv.ts';
import './campaigns.extensions.ts';
import * as service from './campaigns.service.ts';
import * as settings from './messaging-settings.ts';

const tags = ['Campanhas'];
const params = IdParamsSchema;

export const campaignsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/campaigns/settings',
    {
      preValidation: requireAbility('read', 'campaigns'),
      schema: {
        tags,
        summary: 'Janela de envio, ritmo por canal e identificação do remetente',
        response: { 200: MessagingSettingsSchema },
      },
    },
    (request) => settings.getMessagingSettings(deps, request.tenant),
  );

  app.put(
    '/campaigns/settings',
    {
      preValidation: requireAbility('manage', 'campaigns'),
      schema: {
        tags,
        summary: 'Salvar a janela de envio do gabinete',
        body: MessagingSettingsInputSchema,
        response: { 200: MessagingSettingsSchema },
      },
    },
    (request) => settings.putMessagingSettings(deps, request.tenant, request.body),
  );

  app.get(
    '/campaigns/suppressions',
    {
      preValidation: requireAbility('read', 'campaigns'),
      schema: {
        tags,
        summary: 'Lista de supressão: contatos que nunca recebem envios em massa',
        querystring: PageQuerySchema,
        response: { 200: SuppressionListSchema },
      },
    },
    (request) => settings.listSuppressions(deps, request.tenant, request.query),
  );

  app.post(
    '/campaigns/suppressions',
    {
      preValidation: requireAbility('update', 'campaigns'),
      schema: {
        tags,
        summary: 'Incluir celular ou e-mail na lista de supressão',
        body: SuppressionInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await settings.addSuppression(deps, request.tenant, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/campaigns/suppressions/:id',
    {
      // Removing lets mass messages reach the contact again: the office admin's call.
      preValidation: requireAbility('manage', 'campaigns'),
      schema: { tags, summary: 'Retirar da lista de supressão', params, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await settings.removeSuppression(deps, request.tenant, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/campaigns/preview',
    {
      preValidation: requireAbility('read', 'campaigns'),
      schema: {
        tags,
        summary:
          'Quantos recebem (após consentimento, descadastros, supressão, contatos e duplicados) e por quê',
        body: CampaignPreviewInputSchema,
        response: { 200: CampaignPreviewSchema },
      },
    },
    (request) => service.previewCampaign(deps, request.tenant, request.body),
  );

  app.get(
    '/campaigns',
    {
      preValidation: requireAbility('read', 'campaigns'),
      schema: {
        tags,
        summary: 'Campanhas do gabinete, da mais nova à mais antiga',
        querystring: CampaignListQuerySchema,
        response: { 200: CampaignListSchema },
      },
    },
    (request) => service.listCampaigns(deps, request.tenant, request.query),
  );

  app.post(
    '/campaigns',
    {
      preValidation: requireAbility('create', 'campaigns'),
      schema: {
        tags,
        summary: 'Criar campanha: enviar agora, agendar ou guardar como rascunho',
        body: CampaignInputSchema,
        response: { 201: CampaignSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createCampaign(deps, request.tenant, request.body)),
  );

  app.get(
    '/campaigns/:id',
    {
      preValidation: requireAbility('read', 'campaigns'),
      schema: { tags, summary: 'Uma campanha e seu progresso', params, response: { 200: CampaignSchema } },
    },
    (request) => service.getCampaign(deps, request.tenant, request.params.id),
  );

  for (const move of ['start', 'pause', 'resume', 'cancel'] as const) {
    const summary = {
      start: 'Iniciar um rascunho',
      pause: 'Pausar o envio',
      resume: 'Retomar o envio',
      cancel: 'Cancelar a campanha (o que não saiu não sai mais)',
    }[move];
    app.post(
      `/campaigns/:id/${move}`,
      {
        preValidation: requireAbility('update', 'campaigns'),
        schema: { tags, summary, params, response: { 200: CampaignSchema } },
      },
      (request) => service.moveCampaign(deps, request.tenant, request.params.id, move),
    );
  }

  app.get(
    '/campaigns/:id/recipients',
    {
      preValidation: requireAbility('read', 'campaigns'),
      schema: {
        tags,
        summary: 'Relatório por destinatário',
        params,
        querystring: CampaignRecipientsQuerySchema,
        response: { 200: CampaignRecipientListSchema },
      },
    },
    (request) => service.listRecipients(deps, request.tenant, request.params.id, request.query),
  );

  app.get(
    '/campaigns/:id/report.csv',
    {
      preValidation: requireAbility('read', 'campaigns'),
      schema: { tags, summary: 'Relatório por destinatário (CSV)', params, produces: ['text/csv'] },
    },
    async (request, reply) => {
      const name = await service.campaignFileName(deps, request.tenant, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(name))
        .header('cache-control', 'private, no-store')
        .send(Readable.from(service.recipientsCsv(deps, request.tenant, request.params.id)));
    },
  );
};
