// /api/sms (subject 'sms'): the office's SMS history, sending one SMS to one citizen, the provider settings
// (Configurações) and the simulator's 'reply as the citizen' control for the office admin.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  can,
  IdParamsSchema,
  parseBrazilianPhone,
  SmsListQuerySchema,
  SmsListSchema,
  SmsMessageSchema,
  SmsSendInputSchema,
  SmsSettingsInputSchema,
  SmsSettingsSchema,
  SmsSimulatorInboundSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { SimulatorSmsProvider } from './simulator-provider.ts';
import { getSmsSettings, putSmsSettings, smsProviderFor } from './sms-settings.ts';
import './sms.extensions.ts';
import * as service from './sms.service.ts';

const tags = ['SMS'];

export const smsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/sms',
    {
      preValidation: requireAbility('read', 'sms'),
      schema: {
        tags,
        summary: 'Histórico de SMS do gabinete (enviados e respostas), do mais novo ao mais antigo',
        querystring: SmsListQuerySchema,
        response: { 200: SmsListSchema },
      },
    },
    (request) => service.listSms(deps, request.tenant, request.query),
  );

  app.post(
    '/sms',
    {
      preValidation: requireAbility('create', 'sms'),
      schema: {
        tags,
        summary: 'Enviar SMS a um eleitor (consentimento para SMS × finalidade exigido)',
        body: SmsSendInputSchema,
        response: { 201: SmsMessageSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.sendSms(deps, request.tenant, request.body)),
  );

  app.get(
    '/sms/settings',
    {
      preValidation: requireAbility('read', 'sms'),
      schema: {
        tags,
        summary: 'Provedor de SMS e preço por segmento (segredos nunca voltam)',
        response: { 200: SmsSettingsSchema },
      },
    },
    (request) => getSmsSettings(deps, request.tenant),
  );

  app.put(
    '/sms/settings',
    {
      // Changing the provider or its credentials is the office admin's (manage on sms).
      preValidation: requireAbility('manage', 'sms'),
      schema: {
        tags,
        summary: 'Salvar o provedor de SMS (segredo vazio mantém o atual)',
        body: SmsSettingsInputSchema,
        response: { 200: SmsSettingsSchema },
      },
    },
    (request) => putSmsSettings(deps, request.tenant, request.body),
  );

  app.post(
    '/sms/simulator/inbound',
    {
      preValidation: async (request) => {
        if (!can(request.tenant.ability, 'manage', 'sms')) throw new AppError('ADMIN_ONLY', 403);
      },
      schema: {
        tags,
        summary: 'Simulador: o eleitor responde um SMS (SAIR, PARE… registram a recusa)',
        body: SmsSimulatorInboundSchema,
        response: { 200: z.object({ providerMessageId: z.string() }) },
      },
    },
    async (request) => {
      const phone = parseBrazilianPhone(request.body.phone);
      if (!phone) {
        const message = 'Telefone inválido: informe DDD e número.';
        throw new AppError('VALIDATION', 400, message, { phone: message });
      }
      const provider = await smsProviderFor(deps, request.tenant.organizationId);
      if (!(provider instanceof SimulatorSmsProvider)) throw new AppError('SMS_SIMULATOR_ONLY', 409);
      return { providerMessageId: await provider.inbound(phone, request.body.text) };
    },
  );

  app.get(
    '/sms/:id',
    {
      preValidation: requireAbility('read', 'sms'),
      schema: {
        tags,
        summary: 'Um SMS e sua situação',
        params: IdParamsSchema,
        response: { 200: SmsMessageSchema },
      },
    },
    (request) => service.getSms(deps, request.tenant, request.params.id),
  );
};
