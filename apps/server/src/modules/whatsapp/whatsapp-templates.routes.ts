// /api/whatsapp/templates: the office's Cloud API message templates (read by whoever sees WhatsApp or
// campaigns; the campaign wizard picks from them), "Sincronizar modelos" and the parameter mapping (admins).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  can,
  IdParamsSchema,
  WhatsappTemplateListSchema,
  WhatsappTemplateParamsInputSchema,
  WhatsappTemplateSchema,
  WhatsappTemplateSyncSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { isWhatsappAdmin } from './whatsapp.service.ts';
import * as templates from './whatsapp-templates.service.ts';

const tags = ['WhatsApp'];

async function canReadTemplates(request: FastifyRequest): Promise<void> {
  const ability = request.tenant.ability;
  if (!can(ability, 'read', 'whatsapp') && !can(ability, 'read', 'campaigns')) {
    throw new AppError('FORBIDDEN', 403);
  }
}

async function requireWhatsappAdmin(request: FastifyRequest): Promise<void> {
  if (!isWhatsappAdmin(request.tenant)) throw new AppError('ADMIN_ONLY', 403);
}

export const whatsappTemplateRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/whatsapp/templates',
    {
      preValidation: canReadTemplates,
      schema: {
        tags,
        summary: 'Modelos de mensagem do WhatsApp (Cloud API) com a situação na Meta',
        response: { 200: WhatsappTemplateListSchema },
      },
    },
    (request) => templates.listTemplates(deps, request.tenant),
  );

  app.post(
    '/whatsapp/templates/sync',
    {
      preValidation: requireWhatsappAdmin,
      schema: {
        tags,
        summary:
          'Sincronizar os modelos com a conta do WhatsApp Business (pausa campanhas de modelos não aprovados)',
        response: { 200: WhatsappTemplateSyncSchema },
      },
    },
    (request) => templates.syncTemplates(deps, request.tenant),
  );

  app.put(
    '/whatsapp/templates/:id/params',
    {
      preValidation: requireWhatsappAdmin,
      schema: {
        tags,
        summary: 'Escolher o campo de cada parâmetro ({{1}}, {{2}}…) do modelo',
        params: IdParamsSchema,
        body: WhatsappTemplateParamsInputSchema,
        response: { 200: WhatsappTemplateSchema },
      },
    },
    (request) => templates.putTemplateParams(deps, request.tenant, request.params.id, request.body),
  );
};
