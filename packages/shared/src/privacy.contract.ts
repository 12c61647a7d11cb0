// LGPD: the consent ledger per channel and purpose, titular requests with deadlines, and the audit log (issue 3).
import { z } from 'zod';
import { IdSchema, PageQuerySchema } from './common.contract.ts';

export const CONSENT_CHANNELS = ['whatsapp', 'sms', 'email', 'telefone', 'correspondencia'] as const;
export const CONSENT_CHANNEL_LABELS: Record<(typeof CONSENT_CHANNELS)[number], string> = {
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  email: 'E-mail',
  telefone: 'Telefone',
  correspondencia: 'Correspondência',
};

/** Kept separate as DOMAIN-NOTES §4.6 says: electoral contact never rides on another purpose. */
export const CONSENT_PURPOSES = ['atendimento', 'informativo', 'aniversario', 'eleitoral'] as const;
export const CONSENT_PURPOSE_LABELS: Record<(typeof CONSENT_PURPOSES)[number], string> = {
  atendimento: 'Atendimento e andamento de demandas',
  informativo: 'Informativo do mandato',
  aniversario: 'Mensagem de aniversário',
  eleitoral: 'Comunicação eleitoral',
};

export const LEGAL_BASES = [
  'consentimento',
  'legitimo_interesse',
  'obrigacao_legal',
  'politica_publica',
  'exercicio_direitos',
] as const;
export const LEGAL_BASIS_LABELS: Record<(typeof LEGAL_BASES)[number], string> = {
  consentimento: 'Consentimento (art. 7º, I)',
  legitimo_interesse: 'Legítimo interesse (art. 7º, IX)',
  obrigacao_legal: 'Cumprimento de obrigação legal (art. 7º, II)',
  politica_publica: 'Execução de políticas públicas (art. 7º, III)',
  exercicio_direitos: 'Exercício regular de direitos (art. 7º, VI)',
};

export const CONSENT_SOURCES = [
  'formulario',
  'whatsapp',
  'papel',
  'telefone',
  'presencial',
  'importacao',
  'sms',
] as const;
export const CONSENT_SOURCE_LABELS: Record<(typeof CONSENT_SOURCES)[number], string> = {
  formulario: 'Formulário',
  whatsapp: 'Resposta no WhatsApp',
  papel: 'Termo em papel',
  telefone: 'Ligação telefônica',
  presencial: 'Atendimento presencial',
  importacao: 'Importação de planilha',
  sms: 'Resposta por SMS',
};

export const ConsentInputSchema = z.object({
  channel: z.enum(CONSENT_CHANNELS),
  purpose: z.enum(CONSENT_PURPOSES),
  /** false records a revocation (opt-out). */
  granted: z.boolean(),
  legalBasis: z.enum(LEGAL_BASES).default('consentimento'),
  source: z.enum(CONSENT_SOURCES),
  /** Where the proof is: the term's number, the message id… */
  evidence: z.string().trim().max(500).optional(),
  /** The text the citizen agreed to. */
  text: z.string().trim().max(2000).optional(),
});
export const ConsentEntrySchema = z.object({
  _id: z.string(),
  channel: z.enum(CONSENT_CHANNELS),
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  legalBasis: z.enum(LEGAL_BASES),
  source: z.enum(CONSENT_SOURCES),
  evidence: z.string().nullable(),
  text: z.string().nullable(),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export const ConsentsSchema = z.object({
  /** The latest entry per channel × purpose. */
  current: z.array(ConsentEntrySchema),
  history: z.array(ConsentEntrySchema),
});

// Titular requests (LGPD art. 18) -----------------------------------------------------------------------------

export const PRIVACY_REQUEST_TYPES = [
  'acesso',
  'correcao',
  'portabilidade',
  'eliminacao',
  'oposicao',
] as const;
export const PRIVACY_REQUEST_TYPE_LABELS: Record<(typeof PRIVACY_REQUEST_TYPES)[number], string> = {
  acesso: 'Acesso aos dados',
  correcao: 'Correção de dados',
  portabilidade: 'Portabilidade (exportar dados)',
  eliminacao: 'Eliminação dos dados',
  oposicao: 'Descadastro (parar de receber mensagens)',
};
/** Hours to answer: 15 days (art. 19, II) and 48 h for descadastro/eliminação (PRODUCT.md). */
export const PRIVACY_REQUEST_DEADLINE_HOURS: Record<(typeof PRIVACY_REQUEST_TYPES)[number], number> = {
  acesso: 15 * 24,
  correcao: 15 * 24,
  portabilidade: 15 * 24,
  eliminacao: 48,
  oposicao: 48,
};
export const PRIVACY_REQUEST_STATUSES = ['aberta', 'em_andamento', 'concluida', 'recusada'] as const;
export const PRIVACY_REQUEST_STATUS_LABELS: Record<(typeof PRIVACY_REQUEST_STATUSES)[number], string> = {
  aberta: 'Aberta',
  em_andamento: 'Em andamento',
  concluida: 'Concluída',
  recusada: 'Recusada',
};
/** Allowed status moves; anything else is 409. */
export const PRIVACY_REQUEST_TRANSITIONS: Record<
  (typeof PRIVACY_REQUEST_STATUSES)[number],
  (typeof PRIVACY_REQUEST_STATUSES)[number][]
> = {
  aberta: ['em_andamento', 'concluida', 'recusada'],
  em_andamento: ['concluida', 'recusada'],
  concluida: [],
  recusada: [],
};

export const PrivacyRequestInputSchema = z.object({
  type: z.enum(PRIVACY_REQUEST_TYPES),
  /** How the citizen asked (e-mail, balcão, WhatsApp…). */
  channel: z.string().trim().min(2, 'Informe como o pedido chegou').max(60),
  details: z.string().trim().max(5000).optional(),
});
export const UpdatePrivacyRequestInputSchema = z.object({
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  response: z.string().trim().max(5000).optional(),
});
export const PrivacyRequestSchema = z.object({
  _id: z.string(),
  citizen: z.object({ _id: z.string(), name: z.string() }),
  type: z.enum(PRIVACY_REQUEST_TYPES),
  channel: z.string(),
  details: z.string().nullable(),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  response: z.string().nullable(),
  dueAt: z.string(),
  overdue: z.boolean(),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  resolvedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export const ListPrivacyRequestsQuerySchema = PageQuerySchema.extend({
  status: z.enum(PRIVACY_REQUEST_STATUSES).optional(),
  type: z.enum(PRIVACY_REQUEST_TYPES).optional(),
  overdue: z.enum(['1']).optional(),
  citizenId: IdSchema.optional(),
});
export const PrivacyRequestListSchema = z.object({
  requests: z.array(PrivacyRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});

// Audit log ----------------------------------------------------------------------------------------------------

// The labels and sentences of audit entries live in audit-labels.ts.
export const ListAuditQuerySchema = PageQuerySchema.extend({
  entity: z.string().max(40).optional(),
  entityId: IdSchema.optional(),
  userId: IdSchema.optional(),
  action: z.string().max(40).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export const AuditEntrySchema = z.object({
  _id: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The record's name at the time, when known. */
  entityName: z.string().nullable(),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  data: z.unknown(),
  createdAt: z.string(),
});
export const AuditListSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
