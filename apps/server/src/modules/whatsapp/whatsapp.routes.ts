// /api/whatsapp: the page's connection view, connect, history and settings; the socket join comes along.
// The spec's WhatsApp API (getconnection, disconnect, sendmessage) and the simulator live under /whatsapp
// (whatsapp-api.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WhatsappConnectionSchema,
  WhatsappSettingsInputSchema,
  WhatsappSettingsSchema,
  WhatsappStatusHistorySchema,
} from '@gabinete/shared';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import './gateway-registry.ts';
import { getSettings, putSettings } from './whatsapp-settings.ts';
import { setWhatsappLog } from './whatsapp-events.ts';
import './whatsapp.socket.ts';
import * as service from './whatsapp.service.ts';
import { whatsappTemplateRoutes } from './whatsapp-templates.routes.ts';

const tags = ['WhatsApp'];
const canRead = requireAbility('read', 'whatsapp');
const canUpdate = requireAbility('update', 'whatsapp');
export async function requireWhatsappAdmin(request: FastifyRequest): Promise<void> {
  if (!service.isWhatsappAdmin(request.tenant)) throw new AppError('ADMIN_ONLY', 403);
}

export const whatsappRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  setWhatsappLog(app.log);
  await app.register(whatsappTemplateRoutes, { deps });

  app.get(
    '/whatsapp',
    {
      preValidation: canRead,
      schema: {
        tags,
        summary: 'Conexão do WhatsApp (status, QR Code, fila)',
        response: { 200: WhatsappConnectionSchema },
      },
    },
    (request) => service.getView(deps, request.tenant),
  );

  app.post(
    '/whatsapp/connect',
    {
      preValidation: canUpdate,
      schema: {
        tags,
        summary: 'Iniciar a sessão (o QR Code chega por evento e aparece na conexão)',
        response: { 200: WhatsappConnectionSchema },
      },
    },
    (request) => service.connect(deps, request.tenant),
  );

  app.get(
    '/whatsapp/history',
    {
      preValidation: canRead,
      schema: {
        tags,
        summary: 'Histórico de status (últimos 50)',
        response: { 200: WhatsappStatusHistorySchema },
      },
    },
    (request) => service.history(deps, request.tenant),
  );

  app.get(
    '/whatsapp/settings',
    {
      preValidation: requireWhatsappAdmin,
      schema: {
        tags,
        summary: 'Configurações do provedor (sem os segredos)',
        response: { 200: WhatsappSettingsSchema },
      },
    },
    (request) => getSettings(deps, request.tenant),
  );

  app.put(
    '/whatsapp/settings',
    {
      preValidation: requireWhatsappAdmin,
      schema: {
        tags,
        summary: 'Salvar as configurações do provedor (segredo vazio mantém o atual)',
        body: WhatsappSettingsInputSchema,
        response: { 200: WhatsappSettingsSchema },
      },
    },
    (request) => putSettings(deps, request.tenant, request.body),
  );
};
