// SMS (subject 'sms', issue 19): one message to one citizen, with the purpose chosen and consent for
// 'sms' × purpose enforced at send time; per-recipient state pendente → enviada → entregue / falhou; the
// office's provider (simulator, Zenvia, Twilio) with write-only secrets; replies kept, opt-outs honoured.
// The message table is per recipient so campaigns (a later slice) reuse it.
import { z } from 'zod';
import { IdSchema, PageQuerySchema, singleLine } from './common.contract.ts';
import { CONSENT_PURPOSES } from './privacy.contract.ts';
import { fillMessageFields, messageMergeFields, unknownMessageFields } from './message-fields.ts';
import { countSms, type SmsEncoding } from './sms-text.ts';

export const SMS_PROVIDERS = ['simulator', 'zenvia', 'twilio'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];
export const SMS_PROVIDER_LABELS: Record<SmsProviderName, string> = {
  simulator: 'Simulador (sem envio real)',
  zenvia: 'Zenvia',
  twilio: 'Twilio',
};

/** Outbound states, then 'recebida' for a citizen's reply. */
export const SMS_STATUSES = ['pendente', 'enviada', 'entregue', 'falhou', 'recebida'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];
export const SMS_STATUS_LABELS: Record<SmsStatus, string> = {
  pendente: 'Pendente',
  enviada: 'Enviada',
  entregue: 'Entregue',
  falhou: 'Falhou',
  recebida: 'Recebida',
};
export const SMS_STATUS_COLORS: Record<SmsStatus, string> = {
  pendente: 'gray',
  enviada: 'blue',
  entregue: 'green',
  falhou: 'red',
  recebida: 'violet',
};

export const SMS_DIRECTIONS = ['out', 'in'] as const;
export const SMS_DIRECTION_LABELS: Record<(typeof SMS_DIRECTIONS)[number], string> = {
  out: 'Enviada pelo gabinete',
  in: 'Resposta do eleitor',
};

/**
 * What a row is: a message a person sent, the answer to an opt-out, a citizen's reply or opt-out, a birthday
 * greeting or a demanda-status message (greetings module). Campaigns add their own kind.
 */
export const SMS_KINDS = [
  'manual',
  'opt_out_confirmation',
  'reply',
  'opt_out',
  'aniversario',
  'demanda_status',
  'campaign',
] as const;

export const SMS_PURPOSES = CONSENT_PURPOSES;
export const SMS_PURPOSE_LABELS: Record<(typeof SMS_PURPOSES)[number], string> = {
  atendimento: 'Atendimento',
  informativo: 'Informativo',
  aniversario: 'Aniversário',
  eleitoral: 'Eleitoral',
};

export const SMS_MAX_SEGMENTS = 10;
export const SMS_MAX_LENGTH = 1600;

/**
 * Merge fields a message may carry, in the app's one syntax {{eleitor.primeiro_nome}}, {{gabinete.nome}},
 * {{gabinete.instagram}}… (message-fields.ts: the office's visible Links sociais are fields too).
 */
export const SMS_MERGE_FIELDS = messageMergeFields('sms');
export type SmsMergeValues = Record<string, string>;

/** Fields written as {{x}} that the composer does not know, each once. */
export const unknownSmsFields = (text: string): string[] => unknownMessageFields(text, 'sms');

/** The text with its merge fields filled (values from messageFieldValues). */
export const renderSms = (text: string, values: SmsMergeValues): string =>
  fillMessageFields(text, values, 'sms');

/** The citizen's first name as {{eleitor.primeiro_nome}} shows it. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The one answer to an opt-out reply. */
export const smsOptOutConfirmation = (office: string) =>
  `${office}: você não receberá mais SMS do gabinete. Para voltar a receber, fale com a nossa equipe.`;

/** Cost in cents of a message of `segments` at the office's price. */
export const smsCostCents = (segments: number, pricePerSegmentCents: number) =>
  segments * pricePerSegmentCents;

export const SMS_ERRORS = {
  SMS_NO_CONSENT:
    'Este eleitor não autorizou receber SMS para esta finalidade. Registre o consentimento antes de enviar.',
  SMS_NO_PHONE: 'Este eleitor não tem celular cadastrado que aceite contato.',
  SMS_PHONE_NOT_CITIZENS: 'Este celular não é do eleitor escolhido.',
  SMS_TOO_LONG: `A mensagem passa de ${SMS_MAX_SEGMENTS} partes (segmentos). Encurte o texto ou remova os acentos.`,
  SMS_UNKNOWN_FIELD: 'A mensagem usa um campo que não existe.',
  SMS_EMPTY: 'A mensagem ficou vazia depois de preencher os campos.',
  SMS_CITIZEN_NOT_FOUND: 'Eleitor não encontrado.',
  SMS_SIMULATOR_ONLY: 'Disponível apenas quando o provedor de SMS do gabinete é o simulador.',
  SMS_WEBHOOK_SIGNATURE: 'Assinatura do webhook de SMS ausente ou inválida.',
  SMS_WEBHOOK_PAYLOAD: 'Conteúdo do webhook de SMS não reconhecido.',
  SMS_PROVIDER_NOT_CONFIGURED: 'O provedor de SMS escolhido não está configurado. Revise as Configurações.',
} as const;

/** A Brazilian mobile (SMS goes to mobiles only): '+55DD9XXXXXXXX'. */
export const isBrazilianMobile = (e164: string) => /^\+55[1-9][1-9]9\d{8}$/.test(e164);

export const SmsMessageSchema = z.object({
  _id: z.string(),
  direction: z.enum(SMS_DIRECTIONS),
  kind: z.string(),
  citizen: z.object({ _id: z.string(), name: z.string() }).nullable(),
  phone: z.string(),
  body: z.string(),
  purpose: z.enum(SMS_PURPOSES).nullable(),
  status: z.enum(SMS_STATUSES),
  /** Why it failed, in pt-BR (or why it still waits). */
  error: z.string().nullable(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  segments: z.number().int(),
  costCents: z.number().int().nullable(),
  provider: z.enum(SMS_PROVIDERS),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type SmsMessage = z.infer<typeof SmsMessageSchema>;

export const SmsListQuerySchema = PageQuerySchema.extend({
  status: z.enum(SMS_STATUSES).optional(),
  direction: z.enum(SMS_DIRECTIONS).optional(),
  purpose: z.enum(SMS_PURPOSES).optional(),
  citizenId: IdSchema.optional(),
});
export const SmsListSchema = z.object({
  messages: z.array(SmsMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});

export const SmsSendInputSchema = z.object({
  citizenId: IdSchema,
  /** One of the citizen's mobiles; the preferred one when left out. */
  phone: z.string().trim().max(30).optional(),
  purpose: z.enum(SMS_PURPOSES, 'Escolha a finalidade da mensagem'),
  text: z.string().trim().min(1, 'Escreva a mensagem').max(SMS_MAX_LENGTH),
  /** 'Remover acentos': the message as sent (merge fields filled) keeps only GSM-7 letters. */
  removeAccents: z.boolean().optional(),
});

export const SmsSettingsSchema = z.object({
  provider: z.enum(SMS_PROVIDERS),
  pricePerSegmentCents: z.number().int(),
  zenviaFrom: z.string().nullable(),
  hasZenviaToken: z.boolean(),
  twilioAccountSid: z.string().nullable(),
  twilioFrom: z.string().nullable(),
  hasTwilioAuthToken: z.boolean(),
  /** Where the provider posts receipts and replies. */
  webhookUrl: z.string(),
  /** Signs the simulator's and Zenvia's webhooks (HMAC-SHA256 of the body, header X-Gabinete-Signature). */
  hasWebhookSecret: z.boolean(),
});
export type SmsSettings = z.infer<typeof SmsSettingsSchema>;

const secret = z.string().trim().max(500).optional();
export const SmsSettingsInputSchema = z.object({
  provider: z.enum(SMS_PROVIDERS, 'Escolha o provedor de SMS'),
  pricePerSegmentCents: z.number().int().min(0, 'O preço não pode ser negativo').max(10_000).optional(),
  zenviaFrom: singleLine().max(60).nullable().optional(),
  zenviaToken: secret,
  twilioAccountSid: z
    .string()
    .trim()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'Account SID começa por AC e tem 34 caracteres')
    .nullable()
    .optional(),
  twilioFrom: singleLine().max(60).nullable().optional(),
  twilioAuthToken: secret,
  /** A new webhook secret; empty keeps the stored one. */
  webhookSecret: z.string().trim().min(16, 'Use ao menos 16 caracteres').max(200).optional(),
});

export const SmsSimulatorInboundSchema = z.object({
  /** The citizen's mobile the reply comes from. */
  phone: z.string().trim().max(30),
  text: z.string().trim().min(1, 'Escreva a resposta').max(SMS_MAX_LENGTH),
});

/** Live counts the composer shows (the server computes the same on the rendered text). */
export interface SmsEstimate {
  encoding: SmsEncoding;
  length: number;
  segments: number;
  costCents: number;
}
export function estimateSms(text: string, pricePerSegmentCents: number): SmsEstimate {
  const c = countSms(text);
  return {
    encoding: c.encoding,
    length: c.length,
    segments: c.segments,
    costCents: smsCostCents(c.segments, pricePerSegmentCents),
  };
}
