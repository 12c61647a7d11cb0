// Demanda-status messages (issue 19): per status of the office, optionally tell the demanda's citizens when
// a demanda moves into it, by SMS or WhatsApp, with consent for 'atendimento' on that channel. Read with read
// on 'demands'; changed where statuses are configured (update on 'settings').
import { z } from 'zod';
import { GREETING_CHANNELS, messageTemplateSchema } from './greetings.contract.ts';
import { unknownMessageFields, unknownMessageFieldsMessage } from './message-fields.ts';

export const STATUS_MESSAGE_TEMPLATE_MAX = 700;
export const DEFAULT_STATUS_MESSAGE_TEMPLATE =
  'Olá, {{eleitor.primeiro_nome}}! Sua demanda {{demanda.protocolo}} agora está: {{demanda.situacao}}. {{gabinete.nome}}';

export const StatusMessageSchema = z.object({
  statusId: z.string(),
  statusName: z.string(),
  enabled: z.boolean(),
  channel: z.enum(GREETING_CHANNELS),
  template: z.string(),
  updatedAt: z.string().nullable(),
});
export type StatusMessage = z.infer<typeof StatusMessageSchema>;
export const StatusMessageListSchema = z.object({ messages: z.array(StatusMessageSchema) });

export const StatusMessageInputSchema = z
  .object({
    enabled: z.boolean(),
    channel: z.enum(GREETING_CHANNELS, { error: 'Canal inválido: use SMS ou WhatsApp' }),
    template: messageTemplateSchema(STATUS_MESSAGE_TEMPLATE_MAX),
  })
  .superRefine((v, ctx) => {
    const unknown = unknownMessageFields(v.template, 'demand_status');
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['template'],
        message: unknownMessageFieldsMessage(unknown, 'demand_status'),
      });
    } else if (v.enabled && !v.template) {
      ctx.addIssue({ code: 'custom', path: ['template'], message: 'Escreva a mensagem ao cidadão' });
    }
  });
export type StatusMessageInput = z.infer<typeof StatusMessageInputSchema>;
export const StatusMessageParamsSchema = z.object({ statusId: z.uuid('Situação inválida') });
