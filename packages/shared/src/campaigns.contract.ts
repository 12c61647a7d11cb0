// Campanhas (subject 'campaigns', issue 19): one message to a segment of citizens (any citizen filter, saved
// or current) by SMS or e-mail, for one purpose; recipients are those with consent for channel × purpose,
// not opted out, not suppressed, with a valid address, once per address. Sent as a durable job throttled to
// the office's rate inside its sending window (recipient's time zone), with pause / resume / cancel, live
// progress and a report. Also the office's messaging settings (the window) and its suppression list.
import { z } from 'zod';
import { CitizenFilterSchema } from './citizens.contract.ts';
import { IdSchema, PageQuerySchema, singleLine } from './common.contract.ts';
import { CONSENT_PURPOSES } from './privacy.contract.ts';
import { SMS_MAX_LENGTH } from './sms.contract.ts';

export const CAMPAIGN_CHANNELS = ['sms', 'email', 'whatsapp'] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];
export const CAMPAIGN_CHANNEL_LABELS: Record<CampaignChannel, string> = {
  sms: 'SMS',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
};

export const CAMPAIGN_PURPOSES = CONSENT_PURPOSES;
export type CampaignPurpose = (typeof CAMPAIGN_PURPOSES)[number];
/** Purposes whose messages carry the sender identification (TSE Res. 23.610 art. 33). */
export const IDENTIFIED_PURPOSES: readonly CampaignPurpose[] = ['informativo', 'eleitoral'];

export const CAMPAIGN_STATUSES = [
  'rascunho',
  'agendada',
  'enviando',
  'pausada',
  'concluida',
  'cancelada',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  rascunho: 'Rascunho',
  agendada: 'Agendada',
  enviando: 'Enviando',
  pausada: 'Pausada',
  concluida: 'Concluída',
  cancelada: 'Cancelada',
};
export const CAMPAIGN_STATUS_COLORS: Record<CampaignStatus, string> = {
  rascunho: 'gray',
  agendada: 'violet',
  enviando: 'blue',
  pausada: 'yellow',
  concluida: 'green',
  cancelada: 'red',
};

/** Why a citizen of the segment does not receive the message (at selection or at send time). */
export const EXCLUSION_REASONS = [
  'sem_contato',
  'contato_invalido',
  'sem_consentimento',
  'descadastrado',
  'suprimido',
  'duplicado',
] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];
export const EXCLUSION_REASON_LABELS: Record<ExclusionReason, string> = {
  sem_contato: 'Sem celular ou e-mail que aceite contato',
  contato_invalido: 'Celular ou e-mail inválido',
  sem_consentimento: 'Sem consentimento para este canal e finalidade',
  descadastrado: 'Pediu para não receber (descadastrado)',
  suprimido: 'Na lista de supressão do gabinete',
  duplicado: 'Mesmo número ou e-mail de outro eleitor do segmento',
};

/** A recipient's state: waiting, held by a worker, handed to the provider, delivered, failed or skipped. */
export const RECIPIENT_STATUSES = [
  'pendente',
  'enviando',
  'enviada',
  'entregue',
  'falhou',
  'excluido',
] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
export const RECIPIENT_STATUS_LABELS: Record<RecipientStatus, string> = {
  pendente: 'Na fila',
  enviando: 'Enviando',
  enviada: 'Enviada',
  entregue: 'Entregue',
  falhou: 'Falhou',
  excluido: 'Não enviada',
};
export const RECIPIENT_STATUS_COLORS: Record<RecipientStatus, string> = {
  pendente: 'gray',
  enviando: 'blue',
  enviada: 'blue',
  entregue: 'green',
  falhou: 'red',
  excluido: 'orange',
};

/** The segment: a saved citizen filter (visible to the user) or the citizen list's current filter. */
export const CampaignSegmentSchema = z
  .object({
    savedFilterId: IdSchema.optional(),
    filter: CitizenFilterSchema.omit({ status: true }).optional(),
  })
  .refine((v) => v.savedFilterId || v.filter, 'Escolha um filtro de eleitores');
export type CampaignSegment = z.infer<typeof CampaignSegmentSchema>;

const CampaignMessageShape = {
  channel: z.enum(CAMPAIGN_CHANNELS, 'Escolha o canal'),
  purpose: z.enum(CAMPAIGN_PURPOSES, 'Escolha a finalidade da mensagem'),
  segment: CampaignSegmentSchema,
  /** WhatsApp only: the office's approved Cloud API template (its body is the message). */
  whatsappTemplateId: IdSchema.optional(),
};

export const CampaignPreviewInputSchema = z.object({
  ...CampaignMessageShape,
  /** When set, the preview also checks the message (merge fields, length) as the create would. */
  text: z.string().trim().max(SMS_MAX_LENGTH).optional(),
  removeAccents: z.boolean().optional(),
});

export const CampaignInputSchema = z.object({
  name: singleLine().min(3, 'Dê um nome à campanha').max(120),
  ...CampaignMessageShape,
  /** E-mail only. */
  subject: singleLine().max(150).optional(),
  text: z.string().trim().min(1, 'Escreva a mensagem').max(SMS_MAX_LENGTH),
  removeAccents: z.boolean().default(true),
  /** Null: start now. Otherwise an instant in the future (ISO). */
  scheduledAt: z.iso.datetime({ offset: true, error: 'Data e hora inválidas' }).nullable().default(null),
  /** Keep as rascunho instead of scheduling/starting it. */
  draft: z.boolean().default(false),
});
export type CampaignInput = z.input<typeof CampaignInputSchema>;

export const ExcludedSampleSchema = z.object({
  citizen: z.object({ _id: z.string(), name: z.string() }),
  reason: z.enum(EXCLUSION_REASONS),
});

export const CampaignPreviewSchema = z.object({
  /** Citizens the filter matches. */
  matched: z.number().int(),
  eligible: z.number().int(),
  excluded: z.record(z.enum(EXCLUSION_REASONS), z.number().int()),
  /** A few excluded people per reason, with the reason. */
  sample: z.array(ExcludedSampleSchema),
  segmentLabel: z.string(),
  /** The message as the first eligible citizen would receive it (when a text was given). */
  example: z.string().nullable(),
  segments: z.number().int().nullable(),
  encoding: z.enum(['GSM-7', 'UCS-2']).nullable(),
  /** Estimated SMS cost in cents (eligible × segments × office price). */
  costCents: z.number().int().nullable(),
});
export type CampaignPreview = z.infer<typeof CampaignPreviewSchema>;

export const CampaignCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  /** Opted out or suppressed between selection and sending. */
  optedOut: z.number().int(),
});
export type CampaignCounts = z.infer<typeof CampaignCountsSchema>;

export const CampaignSchema = z.object({
  _id: z.string(),
  name: z.string(),
  channel: z.enum(CAMPAIGN_CHANNELS),
  purpose: z.enum(CAMPAIGN_PURPOSES),
  status: z.enum(CAMPAIGN_STATUSES),
  segmentLabel: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  removeAccents: z.boolean(),
  whatsappTemplateId: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** When sending waits for the window: the next opening. */
  nextAttemptAt: z.string().nullable(),
  /** Why it waits or stopped, in pt-BR. */
  note: z.string().nullable(),
  counts: CampaignCountsSchema,
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Campaign = z.infer<typeof CampaignSchema>;

export const CampaignListQuerySchema = PageQuerySchema.extend({
  status: z.enum(CAMPAIGN_STATUSES).optional(),
});
export const CampaignListSchema = z.object({
  campaigns: z.array(CampaignSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});

export const CampaignRecipientSchema = z.object({
  _id: z.string(),
  citizen: z.object({ _id: z.string(), name: z.string() }).nullable(),
  address: z.string(),
  status: z.enum(RECIPIENT_STATUSES),
  reason: z.enum(EXCLUSION_REASONS).nullable(),
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type CampaignRecipient = z.infer<typeof CampaignRecipientSchema>;

export const CampaignRecipientsQuerySchema = PageQuerySchema.extend({
  status: z.enum(RECIPIENT_STATUSES).optional(),
});
export const CampaignRecipientListSchema = z.object({
  recipients: z.array(CampaignRecipientSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});

/** Live progress (Socket.IO `campaign:progress`, room of the office's campaigns readers). */
export interface CampaignProgress {
  _id: string;
  status: CampaignStatus;
  counts: CampaignCounts;
}

// Messaging settings (the sending window) and the suppression list --------------------------------------

const hour = (label: string) =>
  z.number().int().min(0, `${label}: use 0 a 24`).max(24, `${label}: use 0 a 24`);
const rate = z.number().int().min(1, 'Use ao menos 1 por minuto').max(6000, 'No máximo 6.000 por minuto');

export const MessagingSettingsSchema = z.object({
  startHour: z.number().int(),
  endHour: z.number().int(),
  weekdays: z.array(z.number().int()),
  saturdayEndHour: z.number().int().nullable(),
  skipSundaysAndHolidays: z.boolean(),
  blockedDates: z.array(z.string()),
  /** Appended to 'informativo' and 'eleitoral' messages (TSE: full sender identification). */
  senderIdentification: z.string(),
  smsPerMinute: z.number().int(),
  emailPerMinute: z.number().int(),
  whatsappPerMinute: z.number().int(),
  /** The office's UF (its time zone for citizens without one). */
  officeUf: z.string().nullable(),
  /** Whether bulk WhatsApp is possible (Cloud API with an approved template) and, if not, why. */
  whatsappBulk: z.object({ allowed: z.boolean(), reason: z.string().nullable() }),
  emailAvailable: z.boolean(),
});
export type MessagingSettings = z.infer<typeof MessagingSettingsSchema>;

export const MessagingSettingsInputSchema = z
  .object({
    startHour: hour('Início'),
    endHour: hour('Fim'),
    weekdays: z
      .array(z.number().int().min(0).max(6))
      .max(7)
      .transform((d) => [...new Set(d)].sort()),
    saturdayEndHour: hour('Sábado até').nullable(),
    skipSundaysAndHolidays: z.boolean(),
    blockedDates: z
      .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida: use dd/mm/aaaa'))
      .max(200, 'No máximo 200 datas bloqueadas')
      .transform((d) => [...new Set(d)].sort()),
    senderIdentification: singleLine().max(160, 'No máximo 160 caracteres'),
    smsPerMinute: rate,
    emailPerMinute: rate,
    whatsappPerMinute: rate,
  })
  .refine((v) => v.endHour > v.startHour, {
    message: 'O fim do horário deve ser depois do início',
    path: ['endHour'],
  });

export const SuppressionSchema = z.object({
  _id: z.string(),
  /** E.164 phone or lower-case e-mail. */
  address: z.string(),
  reason: z.string(),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export const SuppressionListSchema = z.object({
  suppressions: z.array(SuppressionSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export const SuppressionInputSchema = z.object({
  /** A phone (any Brazilian format) or an e-mail. */
  address: z.string().trim().min(3, 'Informe um celular ou e-mail').max(200),
  reason: singleLine().min(3, 'Informe o motivo').max(200),
});

export const CAMPAIGN_ERRORS = {
  CAMPAIGN_NOT_FOUND: 'Campanha não encontrada.',
  CAMPAIGN_NO_RECIPIENTS: 'Nenhum destinatário elegível: ninguém do segmento pode receber esta mensagem.',
  CAMPAIGN_TOO_LONG: 'A mensagem passa de 10 partes (segmentos). Encurte o texto ou remova os acentos.',
  CAMPAIGN_UNKNOWN_FIELD: 'A mensagem usa um campo que não existe.',
  CAMPAIGN_WHATSAPP_NOT_ALLOWED:
    'Envio em massa pelo WhatsApp só pela API oficial (Cloud API) com modelo aprovado pela Meta. Pela conexão atual, apenas mensagens de atendimento um a um são permitidas.',
  CAMPAIGN_EMAIL_UNAVAILABLE: 'O envio de e-mails não está configurado neste servidor.',
  CAMPAIGN_BAD_STATE: 'A campanha não está numa situação que permita isso.',
  CAMPAIGN_SCHEDULE_PAST: 'Escolha uma data e hora no futuro.',
  CAMPAIGN_FILTER_NOT_FOUND: 'Filtro salvo não encontrado.',
  CAMPAIGN_EMAIL_SUBJECT: 'Informe o assunto do e-mail.',
  SUPPRESSION_INVALID: 'Informe um celular com DDD ou um e-mail válido.',
  SUPPRESSION_EXISTS: 'Este contato já está na lista de supressão.',
  SUPPRESSION_NOT_FOUND: 'Contato não encontrado na lista de supressão.',
} as const;
