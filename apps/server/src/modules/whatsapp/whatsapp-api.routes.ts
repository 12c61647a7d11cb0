// The spec's WhatsApp API (§7) under /whatsapp, outside /api as the spec's separate service was:
// getconnection and disconnect (token = the caller's own office id), plus the simulator's controls.
// POST /whatsapp/sendmessage is the SAC's (modules/chats); the webhooks are public (whatsapp-webhook.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GetConnectionQuerySchema, GetConnectionResponseSchema, OkSchema } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { whatsappSimulatorRoutes } from './whatsapp-simulator.routes.ts';
import * as service from './whatsapp.service.ts';

const tags = ['WhatsApp'];
const canRead = requireAbility('read', 'whatsapp');
const canUpdate = requireAbility('update', 'whatsapp');

export const whatsappApiRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/whatsapp/getconnection',
    {
      preValidation: canRead,
      schema: {
        tags,
        summary: 'Status da conexão do WhatsApp do gabinete (token = id do gabinete)',
        querystring: GetConnectionQuerySchema,
        response: { 200: GetConnectionResponseSchema },
      },
    },
    (request) => service.getConnection(deps, request.tenant, request.query.token),
  );

  app.delete(
    '/whatsapp/disconnect',
    {
      preValidation: canUpdate,
      schema: {
        tags,
        summary: 'Desconectar o WhatsApp do gabinete (token = id do gabinete)',
        querystring: GetConnectionQuerySchema,
        response: { 200: OkSchema },
      },
    },
    (request) => service.disconnect(deps, request.tenant, request.query.token),
  );

  await app.register(whatsappSimulatorRoutes, { deps });
};
