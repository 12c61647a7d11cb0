// Spec §7 POST /whatsapp/sendmessage: a message to a number through the SAC's outbound queue.
// 200 when the office's WhatsApp can send now; 202 when it waits for the connection (never lost).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canSendOn, ERROR_MESSAGES, SendMessageInputSchema, SendMessageResultSchema } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { findConnection } from '../whatsapp/whatsapp.repository.ts';
import { startChat } from './chats-send.ts';

export const whatsappSendRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/whatsapp/sendmessage',
    {
      preValidation: requireAbility('update', 'sac'),
      schema: {
        tags: ['WhatsApp'],
        summary: 'Enviar mensagem a um número (fila de envio; 202 quando o WhatsApp não está conectado)',
        body: SendMessageInputSchema,
        response: { 200: SendMessageResultSchema, 202: SendMessageResultSchema },
      },
    },
    async (request, reply) => {
      const tenant = request.tenant;
      const { token, phone, message, idempotencyKey } = request.body;
      if (token && token !== tenant.organizationId) throw new AppError('WHATSAPP_FOREIGN_TOKEN', 403);
      const sent = await startChat(deps, tenant, { phone, text: message, clientId: idempotencyKey });
      const conn = await findConnection(deps.database.db, tenant.organizationId);
      const ready = canSendOn(conn?.status);
      return reply.status(ready ? 200 : 202).send({
        ok: true as const,
        message: ready ? 'Mensagem enviada para o WhatsApp.' : ERROR_MESSAGES.WHATSAPP_NOT_CONNECTED,
        chatId: sent.chatId,
        messageId: sent.message._id,
        deliveryState: sent.message.deliveryState ?? 'pendente',
      });
    },
  );
};
