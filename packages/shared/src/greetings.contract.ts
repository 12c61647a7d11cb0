// Felicitações automáticas (subject 'sms', issue 19): the office's birthday greetings, off by default. A
// daily run at the office's send hour greets today's aniversariantes who consented to 'aniversario' on the
// channel, once a year each, throttled, never during an election year's pause (election-calendar.ts).
// Reading needs read on 'sms'; changing the settings needs manage on 'sms' (the office admin).
import { z } from 'zod';
import { type ElectionPause } from './election-calendar.ts';
import { messageMergeFields, unknownMessageFields, unknownMessageFieldsMessage } from './message-fields.ts';
import { SMS_STATUSES } from './sms.contract.ts';

export const GREETING_CHANNELS = ['whatsapp', 'sms'] as const;
export type GreetingChannel = (typeof GREETING_CHANNELS)[number];
export const GREETING_CHANNEL_LABELS: Record<GreetingChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS' };

/** Greetings go out from the send hour until this hour (exclusive), office time. */
export const GREETING_LAST_HOUR = 20;
export const GREETING_HOURS = { min: 7, max: GREETING_LAST_HOUR - 1 } as const;
export const GREETING_RATE = { min: 1, max: 30 } as const;
export const GREETING_TEMPLATE_MAX = 700;
export const GREETING_TIME_ZONE = 'America/Sao_Paulo';

export const DEFAULT_GREETING_TEMPLATES: Record<GreetingChannel, string> = {
  sms: 'Feliz aniversario, {{eleitor.primeiro_nome}}! O {{gabinete.nome}} deseja muita saude e alegria. Para nao receber mais, responda SAIR.',
  whatsapp:
    'Olá, {{eleitor.primeiro_nome}}! 🎉 Toda a equipe do {{gabinete.nome}} deseja a você um feliz aniversário, com muita saúde e alegria. Para não receber mais estas mensagens, responda SAIR.',
};

/** Where a greeting or demanda-status message stands (the SMS states; WhatsApp maps onto them). */
export const AUTO_MESSAGE_STATUSES = SMS_STATUSES.filter((s) => s !== 'recebida');
export type AutoMessageStatus = (typeof AUTO_MESSAGE_STATUSES)[number];

export const GreetingSettingsSchema = z.object({
  enabled: z.boolean(),
  /** In order of preference: a citizen is greeted on the first channel that may reach them. */
  channels: z.array(z.enum(GREETING_CHANNELS)),
  smsTemplate: z.string(),
  whatsappTemplate: z.string(),
  sendHour: z.number().int(),
  maxPerMinute: z.number().int(),
  timeZone: z.string(),
  /** Today's pause of an election year, when in one. */
  electionPause: z
    .object({ from: z.string(), to: z.string(), firstRound: z.string(), lastRound: z.string() })
    .nullable(),
  /** The fields the templates may use, with their meaning (the picker). */
  mergeFields: z.record(z.string(), z.string()),
  updatedAt: z.string().nullable(),
});
export type GreetingSettings = z.infer<typeof GreetingSettingsSchema>;
export type { ElectionPause };

/** Controls other than line breaks and tabs (NUL, escape…), never wanted in a message. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const MESSAGE_CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A message template: trimmed, bounded, line breaks allowed, other control characters refused. */
export const messageTemplateSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `No máximo ${max} caracteres`)
    .refine((t) => !MESSAGE_CONTROL_CHARS.test(t), 'A mensagem tem caracteres de controle inválidos');

export const GreetingSettingsInputSchema = z
  .object({
    enabled: z.boolean(),
    channels: z
      .array(z.enum(GREETING_CHANNELS, { error: 'Canal inválido: use SMS ou WhatsApp' }))
      .max(2)
      .refine((c) => new Set(c).size === c.length, 'Cada canal uma única vez'),
    smsTemplate: messageTemplateSchema(GREETING_TEMPLATE_MAX),
    whatsappTemplate: messageTemplateSchema(GREETING_TEMPLATE_MAX),
    sendHour: z
      .number({ error: 'Informe a hora de envio' })
      .int('Informe uma hora cheia')
      .min(GREETING_HOURS.min, `O envio começa entre ${GREETING_HOURS.min}h e ${GREETING_HOURS.max}h`)
      .max(GREETING_HOURS.max, `O envio começa entre ${GREETING_HOURS.min}h e ${GREETING_HOURS.max}h`),
    maxPerMinute: z
      .number({ error: 'Informe o limite por minuto' })
      .int('Informe um número inteiro')
      .min(GREETING_RATE.min, `Entre ${GREETING_RATE.min} e ${GREETING_RATE.max} mensagens por minuto`)
      .max(GREETING_RATE.max, `Entre ${GREETING_RATE.min} e ${GREETING_RATE.max} mensagens por minuto`),
  })
  .superRefine((v, ctx) => {
    if (v.enabled && v.channels.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['channels'], message: 'Escolha ao menos um canal' });
    }
    for (const [key, channel] of [
      ['smsTemplate', 'sms'],
      ['whatsappTemplate', 'whatsapp'],
    ] as const) {
      const unknown = unknownMessageFields(v[key], 'greeting');
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: unknownMessageFieldsMessage(unknown, 'greeting'),
        });
      } else if (v.channels.includes(channel) && !v[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'Escreva a mensagem deste canal' });
      }
    }
  });
export type GreetingSettingsInput = z.infer<typeof GreetingSettingsInputSchema>;

export const GREETING_SKIP_REASONS = {
  no_consent: 'Sem consentimento para mensagem de aniversário',
  opted_out: 'Pediu para não receber (consentimento revogado)',
  no_phone: 'Sem número válido que aceite contato',
  already_greeted: 'Já recebeu a felicitação este ano',
} as const;
export type GreetingSkipReason = keyof typeof GREETING_SKIP_REASONS;

export const GreetingPreviewItemSchema = z.object({
  citizen: z.object({ _id: z.string(), name: z.string() }),
  /** The channel and number it would go to; null when skipped. */
  channel: z.enum(GREETING_CHANNELS).nullable(),
  phone: z.string().nullable(),
  text: z.string().nullable(),
  skip: z
    .enum(Object.keys(GREETING_SKIP_REASONS) as [GreetingSkipReason, ...GreetingSkipReason[]])
    .nullable(),
  /** Why, in pt-BR, per channel tried ('SMS: sem consentimento; WhatsApp: sem número'). */
  reason: z.string().nullable(),
});
export type GreetingPreviewItem = z.infer<typeof GreetingPreviewItemSchema>;

export const GreetingPreviewSchema = z.object({
  day: z.string(),
  /** Why nobody is greeted that day (off, election pause), in pt-BR; null when the day runs. */
  dayBlocked: z.string().nullable(),
  items: z.array(GreetingPreviewItemSchema),
  toSend: z.number().int(),
  skipped: z.number().int(),
  /** More aniversariantes than the list shows. */
  truncated: z.boolean(),
});
export type GreetingPreview = z.infer<typeof GreetingPreviewSchema>;

export const GreetingPreviewQuerySchema = z.object({
  day: z.enum(['today', 'tomorrow'], { error: 'Use hoje ou amanhã' }).default('tomorrow'),
});

export const AutoMessageSchema = z.object({
  _id: z.string(),
  kind: z.enum(['aniversario', 'demanda_status']),
  citizen: z.object({ _id: z.string(), name: z.string() }).nullable(),
  channel: z.enum(GREETING_CHANNELS),
  phone: z.string(),
  body: z.string(),
  status: z.enum(AUTO_MESSAGE_STATUSES),
  error: z.string().nullable(),
  demand: z.object({ _id: z.string(), protocol: z.string() }).nullable(),
  createdAt: z.string(),
});
export type AutoMessage = z.infer<typeof AutoMessageSchema>;
export const GreetingSentSchema = z.object({ day: z.string(), messages: z.array(AutoMessageSchema) });

/** The fields a greeting may use (the web's picker). */
export const greetingMergeFields = () => messageMergeFields('greeting');
