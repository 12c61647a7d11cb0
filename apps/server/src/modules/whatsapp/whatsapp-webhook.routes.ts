// Public webhooks (no session): wppconnect-server's, authenticated by the office's random secret in the URL
// (its webhooks are unsigned), and the Cloud API's, by hub.verify_token and X-Hub-Signature-256.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkSchema } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { CloudApiGateway } from './cloud-api-gateway.ts';
import { parseCloudWebhook, validCloudSignature, verifyCloudSubscription } from './cloud-api-webhook.ts';
import { gatewayFor, type GatewayEvent } from './gateway.ts';
import './gateway-registry.ts';
import { handleGatewayEvent } from './whatsapp-events.ts';
import { findConnection } from './whatsapp.repository.ts';
import { parseWppconnectWebhook, WebhookPayloadError } from './wppconnect-webhook.ts';
import { sameText } from '../../lib/same-text.ts';

const tags = ['WhatsApp (webhooks)'];
/** Media arrive inline (WPPConnect) as base64. */
const bodyLimit = 25 * 1024 * 1024;
const refuse = () => new AppError('WHATSAPP_WEBHOOK_SECRET', 401);
const malformed = () => new AppError('WHATSAPP_WEBHOOK_PAYLOAD', 400);
const isUuid = (v: string) => z.uuid().safeParse(v).success;

export const whatsappWebhookRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  /** The office's row; null for a malformed id or an office without one (webhooks never create rows). */
  const connectionOf = (organizationId: string) =>
    isUuid(organizationId) ? findConnection(deps.database.db, organizationId) : Promise.resolve(null);

  async function deliver(organizationId: string, events: GatewayEvent[], log: typeof app.log) {
    for (const event of events) {
      try {
        await handleGatewayEvent(deps, organizationId, event);
      } catch (err) {
        log.error({ err, organizationId, type: event.type }, 'falha ao processar evento do WhatsApp');
      }
    }
  }

  app.post(
    '/whatsapp/webhook/wppconnect/:organizationId/:secret',
    {
      bodyLimit,
      // The URL carries the office's secret: keep it out of the request log lines.
      logLevel: 'warn',
      schema: {
        tags,
        summary: 'Webhook do servidor WPPConnect (segredo do gabinete na URL)',
        security: [],
        params: z.object({ organizationId: z.string(), secret: z.string() }),
        body: z.unknown(),
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const { organizationId, secret } = request.params;
      const row = await connectionOf(organizationId);
      if (!row || !sameText(secret, row.webhookSecret)) throw refuse();
      let events: GatewayEvent[];
      try {
        events = parseWppconnectWebhook(request.body);
      } catch (err) {
        if (!(err instanceof WebhookPayloadError)) throw err;
        request.log.warn({ organizationId, reason: err.message }, 'webhook do WPPConnect inválido');
        throw malformed();
      }
      await deliver(organizationId, events, request.log);
      return { ok: true as const };
    },
  );

  app.get(
    '/whatsapp/webhook/cloud/:organizationId',
    {
      schema: {
        tags,
        summary: 'Verificação do webhook da Cloud API (hub.challenge)',
        security: [],
        params: z.object({ organizationId: z.string() }),
        querystring: z.record(z.string(), z.unknown()),
      },
    },
    async (request, reply) => {
      const { organizationId } = request.params;
      const row = await connectionOf(organizationId);
      const challenge = row ? verifyCloudSubscription(request.query, row.config.cloudVerifyToken) : null;
      if (challenge === null) throw refuse();
      return reply.type('text/plain').send(challenge);
    },
  );

  // The signature covers the exact bytes Meta sent: this route keeps the raw body and parses it itself.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(
      '/whatsapp/webhook/cloud/:organizationId',
      {
        bodyLimit,
        schema: {
          tags,
          summary: 'Webhook da Cloud API (assinado com X-Hub-Signature-256)',
          security: [],
          params: z.object({ organizationId: z.string() }),
          response: { 200: OkSchema },
        },
      },
      async (request) => {
        const { organizationId } = request.params as { organizationId: string };
        const row = await connectionOf(organizationId);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-hub-signature-256'];
        if (!row || !validCloudSignature(body, signature, row.config.cloudAppSecret)) throw refuse();
        let parsed: ReturnType<typeof parseCloudWebhook>;
        try {
          parsed = parseCloudWebhook(JSON.parse(body.toString('utf8')));
        } catch (err) {
          request.log.warn(
            { organizationId, reason: (err as Error).message },
            'webhook da Cloud API inválido',
          );
          throw malformed();
        }
        if (parsed.media.length > 0) await attachMedia(deps, organizationId, parsed);
        await deliver(organizationId, parsed.events, request.log);
        return { ok: true as const };
      },
    );
  });
};

/** Fetches inbound media by id; a failed download leaves the message without its file. */
async function attachMedia(
  deps: AppDeps,
  organizationId: string,
  parsed: ReturnType<typeof parseCloudWebhook>,
) {
  const gateway = await gatewayFor(deps, organizationId);
  if (!(gateway instanceof CloudApiGateway)) return;
  for (const ref of parsed.media) {
    const event = parsed.events.find(
      (e) => e.type === 'message' && e.message.providerMessageId === ref.providerMessageId,
    );
    if (event?.type !== 'message') continue;
    const media = await gateway.downloadMedia(ref.mediaId, ref.mimeType).catch(() => null);
    if (media) event.message.media = { ...media, fileName: ref.fileName };
  }
}
