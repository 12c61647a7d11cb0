// POST /api/sms/webhook/:organizationId (public): receipts and replies from the office's provider. Unsigned
// or wrongly signed posts are refused (401) before anything is read (Twilio: X-Twilio-Signature; simulator
// and Zenvia: X-Gabinete-Signature over the body, or for Zenvia the X-Gabinete-Token header); a repeated receipt is answered 200 and
// changes nothing. The body is kept raw here: the signature is over the exact bytes.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { handleSmsEvent } from './sms-events.ts';
import type { SmsEvent } from './sms-provider.ts';
import { validBodySignature, validStaticToken, validTwilioSignature } from './sms-signature.ts';
import { parseTwilioWebhook, parseZenviaWebhook, SmsPayloadError } from './sms-webhook-parse.ts';
import { asSmsProvider, readSecrets, smsWebhookUrl } from './sms-settings.ts';
import { smsSettings } from './sms.table.ts';

const refuse = () => new AppError('SMS_WEBHOOK_SIGNATURE', 401);
const malformed = () => new AppError('SMS_WEBHOOK_PAYLOAD', 400);
const isUuid = (v: string) => z.uuid().safeParse(v).success;

export const smsWebhookRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Only in this plugin: every body arrives as the raw string the provider signed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    '/sms/webhook/:organizationId',
    {
      schema: {
        tags: ['SMS (webhook)'],
        summary: 'Webhook do provedor de SMS: recibos de entrega e respostas (assinado)',
        security: [],
        params: z.object({ organizationId: z.string() }),
        body: z.unknown(),
        response: {
          200: z.object({ ok: z.literal(true), applied: z.number().int(), duplicates: z.number().int() }),
        },
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      if (!isUuid(organizationId)) throw refuse();
      const [row] = await deps.database.db
        .select()
        .from(smsSettings)
        .where(eq(smsSettings.organizationId, organizationId));
      if (!row) throw refuse();
      const raw = typeof request.body === 'string' ? request.body : '';
      const provider = asSmsProvider(row.provider);
      let events: SmsEvent[];
      try {
        if (provider === 'twilio') {
          const params = Object.fromEntries(new URLSearchParams(raw));
          const token = readSecrets(deps, row).twilioAuthToken;
          const header = request.headers['x-twilio-signature'];
          const url = smsWebhookUrl(deps, organizationId);
          if (
            !token ||
            !validTwilioSignature(token, url, params, typeof header === 'string' ? header : undefined)
          ) {
            throw refuse();
          }
          events = parseTwilioWebhook(params);
        } else {
          const header = request.headers['x-gabinete-signature'];
          const token = request.headers['x-gabinete-token'];
          const signed = validBodySignature(
            row.webhookSecret,
            raw,
            typeof header === 'string' ? header : undefined,
          );
          const tokenOk =
            provider === 'zenvia' &&
            validStaticToken(row.webhookSecret, typeof token === 'string' ? token : undefined);
          if (!signed && !tokenOk) throw refuse();
          let json: unknown;
          try {
            json = JSON.parse(raw);
          } catch {
            throw new SmsPayloadError('JSON inválido');
          }
          events = parseZenviaWebhook(json);
        }
      } catch (err) {
        if (!(err instanceof SmsPayloadError)) throw err;
        request.log.warn({ organizationId, reason: err.message }, 'webhook de SMS inválido');
        throw malformed();
      }
      let applied = 0;
      let duplicates = 0;
      for (const event of events) {
        const result = await handleSmsEvent(deps, organizationId, event);
        if (result === 'applied') applied++;
        else if (result === 'duplicate') duplicates++;
      }
      return { ok: true as const, applied, duplicates };
    },
  );
};
