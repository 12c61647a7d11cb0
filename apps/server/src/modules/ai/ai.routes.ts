// Inteligência Artificial (/api/ai): the office's provider settings and usage log (its admin), and the
// suggestions — an ofício or indicação from a demanda, a reply in the SAC, a long SAC chat or a citizen's
// history summarised (streamed as NDJSON) and área/prioridade of a new demanda. Each needs `create ai` plus
// the right to the record it reads. Inbound messages are classified apart, in message-classification.ts.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AiFeature,
  AiChatSummaryInputSchema,
  AiCitizenSummaryInputSchema,
  AiDemandTriageInputSchema,
  AiDemandTriageSchema,
  AiOficioInputSchema,
  AiSacReplyInputSchema,
  AiSettingsInputSchema,
  AiSettingsSchema,
  AiTestResultSchema,
  AiUsageQuerySchema,
  AiUsageSchema,
} from '@gabinete/shared';
import type { Readable } from 'node:stream';
import type { AppDeps } from '../../deps.ts';
import { requireAbility, type Tenant } from '../../plugins/authenticate.ts';
import { aiUsage } from './ai-log.ts';
import {
  chatSummaryPrompt,
  citizenSummaryPrompt,
  oficioPrompt,
  sacReplyPrompt,
  type Prompt,
} from './ai-prompts.ts';
import { getAiSettings, putAiSettings } from './ai-settings.ts';
import { streamSuggestion, suggestTriage, testConnection } from './ai.service.ts';

const tags = ['Inteligência Artificial'];
const useAi = requireAbility('create', 'ai');
const manageAi = requireAbility('update', 'ai');
const produces = ['application/x-ndjson'];

/** Aborts the provider call when the browser goes away before the answer ended. */
function closedSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

const sendStream = (reply: FastifyReply, body: Readable) =>
  reply
    .header('content-type', 'application/x-ndjson; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(body);

export const aiRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;
  /** A suggestion streamed as NDJSON: the prompt built from the office's record, the call stopped if the browser leaves. */
  const streamed =
    <B>(feature: AiFeature | ((body: B) => AiFeature), prompt: (org: string, body: B) => Promise<Prompt>) =>
    async (request: { tenant: Tenant; body: B }, reply: FastifyReply) =>
      sendStream(
        reply,
        await streamSuggestion(
          deps,
          request.tenant,
          typeof feature === 'function' ? feature(request.body) : feature,
          () => prompt(request.tenant.organizationId, request.body),
          closedSignal(reply),
        ),
      );

  app.get(
    '/ai/settings',
    {
      preValidation: requireAbility('read', 'ai'),
      schema: {
        tags,
        summary: 'Provedor de IA do gabinete e o uso do mês (a chave nunca volta)',
        response: { 200: AiSettingsSchema },
      },
    },
    (request) => getAiSettings(deps, request.tenant),
  );

  app.put(
    '/ai/settings',
    {
      preValidation: manageAi,
      schema: {
        tags,
        summary: 'Escolher o provedor de IA, o modelo, a chave e o limite mensal',
        body: AiSettingsInputSchema,
        response: { 200: AiSettingsSchema },
      },
    },
    (request) => putAiSettings(deps, request.tenant, request.body),
  );

  app.post(
    '/ai/settings/test',
    {
      preValidation: manageAi,
      schema: {
        tags,
        summary: 'Testar a conexão com o provedor informado (sem salvar)',
        body: AiSettingsInputSchema,
        response: { 200: AiTestResultSchema },
      },
    },
    (request) => testConnection(deps, request.tenant, request.body),
  );

  app.get(
    '/ai/usage',
    {
      preValidation: manageAi,
      schema: {
        tags,
        summary: 'Registro de uso da IA no mês: quem, recurso, modelo, tokens e duração',
        querystring: AiUsageQuerySchema,
        response: { 200: AiUsageSchema },
      },
    },
    (request) => aiUsage(deps, request.tenant, request.query),
  );

  app.post(
    '/ai/suggestions/oficio',
    {
      preValidation: [useAi, requireAbility('read', 'demands'), requireAbility('create', 'documents')],
      schema: {
        tags,
        summary: 'Sugestão de ofício ou indicação a partir de uma demanda (NDJSON em fluxo)',
        body: AiOficioInputSchema,
        produces,
      },
    },
    streamed(
      (body) => body.kind,
      (org, body) => oficioPrompt(db, org, body),
    ),
  );

  app.post(
    '/ai/suggestions/sac-reply',
    {
      preValidation: [useAi, requireAbility('update', 'sac')],
      schema: {
        tags,
        summary: 'Sugestão de resposta para a conversa do SAC (NDJSON em fluxo)',
        body: AiSacReplyInputSchema,
        produces,
      },
    },
    streamed('sac_reply', (org, body) => sacReplyPrompt(db, org, body)),
  );

  app.post(
    '/ai/suggestions/chat-summary',
    {
      preValidation: [useAi, requireAbility('read', 'sac')],
      schema: {
        tags,
        summary: 'Resumo de uma conversa longa do SAC (NDJSON em fluxo)',
        body: AiChatSummaryInputSchema,
        produces,
      },
    },
    streamed('chat_summary', (org, body) => chatSummaryPrompt(db, org, body.chatId)),
  );

  app.post(
    '/ai/suggestions/citizen-summary',
    {
      preValidation: [useAi, requireAbility('read', 'citizens')],
      schema: {
        tags,
        summary: 'Resumo do histórico do eleitor com o gabinete (NDJSON em fluxo)',
        body: AiCitizenSummaryInputSchema,
        produces,
      },
    },
    streamed('citizen_summary', (org, body) => citizenSummaryPrompt(db, org, body.citizenId)),
  );

  app.post(
    '/ai/suggestions/demand-triage',
    {
      preValidation: [useAi, requireAbility('create', 'demands')],
      schema: {
        tags,
        summary: 'Sugestão de área e prioridade para uma nova demanda',
        body: AiDemandTriageInputSchema,
        response: { 200: AiDemandTriageSchema },
      },
    },
    (request) => suggestTriage(deps, request.tenant, request.body),
  );
};
