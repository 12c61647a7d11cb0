// /api/greetings (subject 'sms': reading needs read, changing the settings needs manage — the office admin):
// Felicitações automáticas settings, the 'Prévia de amanhã' and today's sent greetings; and
// /api/greetings/status-messages, the per-status messages to citizens (read on 'demands', changed with
// update on 'settings', like the statuses themselves).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GreetingPreviewQuerySchema,
  GreetingPreviewSchema,
  GreetingSentSchema,
  GreetingSettingsInputSchema,
  GreetingSettingsSchema,
  StatusMessageInputSchema,
  StatusMessageListSchema,
  StatusMessageParamsSchema,
  StatusMessageSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { getGreetingSettings, putGreetingSettings } from './greeting-settings.ts';
import './greetings.extensions.ts';
import { previewGreetings, sentToday } from './greetings-run.ts';
import { listStatusMessages, putStatusMessage } from './status-messages.ts';

const tags = ['Felicitações e avisos'];

export const greetingsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/greetings/settings',
    {
      preValidation: requireAbility('read', 'sms'),
      schema: {
        tags,
        summary: 'Felicitações automáticas: canais, mensagens, hora de envio e limite por minuto',
        response: { 200: GreetingSettingsSchema },
      },
    },
    (request) => getGreetingSettings(deps, request.tenant),
  );

  app.put(
    '/greetings/settings',
    {
      preValidation: requireAbility('manage', 'sms'),
      schema: {
        tags,
        summary: 'Salvar as felicitações automáticas (campos desconhecidos nas mensagens são recusados)',
        body: GreetingSettingsInputSchema,
        response: { 200: GreetingSettingsSchema },
      },
    },
    (request) => putGreetingSettings(deps, request.tenant, request.body),
  );

  app.get(
    '/greetings/preview',
    {
      preValidation: requireAbility('read', 'sms'),
      schema: {
        tags,
        summary: 'Prévia: quem seria felicitado no dia (amanhã por padrão) e quem fica de fora, com o motivo',
        querystring: GreetingPreviewQuerySchema,
        response: { 200: GreetingPreviewSchema },
      },
    },
    (request) => previewGreetings(deps, request.tenant, request.query.day),
  );

  app.get(
    '/greetings/sent',
    {
      preValidation: requireAbility('read', 'sms'),
      schema: {
        tags,
        summary: 'Felicitações enviadas hoje (dia do gabinete), com a situação de cada uma',
        response: { 200: GreetingSentSchema },
      },
    },
    (request) => sentToday(deps, request.tenant),
  );

  app.get(
    '/greetings/status-messages',
    {
      preValidation: requireAbility('read', 'demands'),
      schema: {
        tags,
        summary: 'Avisos ao cidadão por situação de demanda (canal e mensagem de cada situação)',
        response: { 200: StatusMessageListSchema },
      },
    },
    (request) => listStatusMessages(deps, request.tenant),
  );

  app.put(
    '/greetings/status-messages/:statusId',
    {
      preValidation: requireAbility('update', 'settings'),
      schema: {
        tags,
        summary: 'Salvar o aviso ao cidadão de uma situação de demanda',
        params: StatusMessageParamsSchema,
        body: StatusMessageInputSchema,
        response: { 200: StatusMessageSchema },
      },
    },
    (request) => putStatusMessage(deps, request.tenant, request.params.statusId, request.body),
  );
};
