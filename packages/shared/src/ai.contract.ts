// Inteligência Artificial (/api/ai, issue 20, DOMAIN-NOTES §6): an office's OpenAI-compatible provider (or the
// built-in demonstration one), off until configured; suggestions a person confirms and edits (ofício from a
// demanda, reply in the SAC, a citizen's history summarised, área/prioridade of a new demanda); every call
// logged without personal data, with a monthly token limit per office.
import { z } from 'zod';
import { PRIORITIES } from './casework.contract.ts';
import { IdSchema, singleLine } from './common.contract.ts';

/** The label every AI text carries on screen (TSE Res. 23.732/2024; human review before it leaves). */
export const AI_SUGGESTION_LABEL = 'Sugestão gerada por IA';

/** 'off' until the office chooses; 'demo' is the built-in demonstration provider (no external call). */
export const AI_PROVIDERS = ['off', 'demo', 'openai'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];
export const AI_PROVIDER_LABELS: Record<AiProvider, string> = {
  off: 'Desligada',
  demo: 'Provedor de demonstração (embutido, sem envio de dados)',
  openai: 'API compatível com OpenAI (OpenAI, Ollama, llama.cpp…)',
};

export const AI_FEATURES = [
  'oficio',
  'indicacao',
  'sac_reply',
  'chat_summary',
  'citizen_summary',
  'demand_triage',
  'message_classification',
  'test',
] as const;
export type AiFeature = (typeof AI_FEATURES)[number];
export const AI_FEATURE_LABELS: Record<AiFeature, string> = {
  oficio: 'Rascunho de ofício',
  indicacao: 'Rascunho de indicação',
  sac_reply: 'Resposta no SAC',
  chat_summary: 'Resumo da conversa do SAC',
  citizen_summary: 'Resumo do histórico do eleitor',
  demand_triage: 'Área e prioridade da demanda',
  message_classification: 'Sentimento e assunto das mensagens',
  test: 'Teste de conexão',
};

export const AI_CALL_STATUSES = ['ok', 'error', 'cancelled'] as const;
export type AiCallStatus = (typeof AI_CALL_STATUSES)[number];
export const AI_CALL_STATUS_LABELS: Record<AiCallStatus, string> = {
  ok: 'Concluída',
  error: 'Erro',
  cancelled: 'Interrompida',
};

/** Tokens a new office may use per month until its admin changes it. */
export const AI_DEFAULT_MONTHLY_LIMIT = 200_000;
export const AI_DEMO_MODEL = 'gabinete-demo-1';

export const AiSettingsSchema = z.object({
  provider: z.enum(AI_PROVIDERS),
  /** True for the built-in demonstration provider: the UI says so wherever a suggestion appears. */
  isDemo: z.boolean(),
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  /** The key is write-only: the answer only says whether one is stored. */
  hasApiKey: z.boolean(),
  monthlyTokenLimit: z.number().int(),
  /** This month's use (office time zone month, 'aaaa-mm'). */
  month: z.string(),
  monthTokens: z.number().int(),
  monthCalls: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type AiSettings = z.infer<typeof AiSettingsSchema>;

const baseUrl = z
  .string()
  .trim()
  .max(300, 'No máximo 300 caracteres')
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Informe um endereço http:// ou https://');

export const AiSettingsInputSchema = z
  .object({
    provider: z.enum(AI_PROVIDERS, { error: 'Escolha o provedor da lista' }),
    baseUrl: baseUrl.optional(),
    model: singleLine().max(120, 'No máximo 120 caracteres').optional(),
    /** Empty or absent keeps the stored key; `clearApiKey` removes it (a local server needs none). */
    apiKey: singleLine().max(500, 'No máximo 500 caracteres').optional(),
    clearApiKey: z.boolean().optional(),
    monthlyTokenLimit: z.coerce
      .number({ error: 'Informe um número' })
      .int('Use um número inteiro')
      .min(0, 'Não pode ser negativo')
      .max(1_000_000_000, 'No máximo 1 bilhão de tokens'),
  })
  .superRefine((v, ctx) => {
    if (v.provider !== 'openai') return;
    if (!v.baseUrl) ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: 'Informe o endereço da API' });
    if (!v.model) ctx.addIssue({ code: 'custom', path: ['model'], message: 'Informe o modelo' });
  });
export type AiSettingsInput = z.infer<typeof AiSettingsInputSchema>;

export const AiTestResultSchema = z.object({
  ok: z.literal(true),
  model: z.string(),
  durationMs: z.number().int(),
  sample: z.string(),
});
export type AiTestResult = z.infer<typeof AiTestResultSchema>;

// Features ---------------------------------------------------------------------------------------------------

/** The documents the AI drafts from a demanda: the same path, the kind shapes the prompt. */
export const AI_DRAFT_KINDS = ['oficio', 'indicacao'] as const;
export type AiDraftKind = (typeof AI_DRAFT_KINDS)[number];
export const AI_DRAFT_KIND_LABELS: Record<AiDraftKind, string> = { oficio: 'Ofício', indicacao: 'Indicação' };

export const AiOficioInputSchema = z.object({
  demandId: IdSchema,
  /** Ofício (to an authority) or indicação (suggesting a measure to the Executive); ofício when absent. */
  kind: z.enum(AI_DRAFT_KINDS, { error: 'Escolha ofício ou indicação' }).default('oficio'),
  /** The recipient in Contatos de autoridades: its cargo, vocativo and fecho shape the text. */
  authorityId: IdSchema.nullable().optional(),
  /** What the person wants stressed (prazo, pedido); sent after pseudonymisation. */
  instructions: z.string().max(2000, 'No máximo 2.000 caracteres').optional(),
});
export type AiOficioInput = z.infer<typeof AiOficioInputSchema>;

export const AiSacReplyInputSchema = z.object({
  chatId: IdSchema,
  /** What the atendente already typed: the suggestion continues from it and it is never lost. */
  draft: z.string().max(4000, 'No máximo 4.000 caracteres').optional(),
});
export type AiSacReplyInput = z.infer<typeof AiSacReplyInputSchema>;

export const AiCitizenSummaryInputSchema = z.object({ citizenId: IdSchema });

export const AiChatSummaryInputSchema = z.object({ chatId: IdSchema });
export type AiChatSummaryInput = z.infer<typeof AiChatSummaryInputSchema>;

/** The sentiment the AI read in a citizen's message (a suggestion, shown as such). */
export const AI_SENTIMENTS = ['positivo', 'neutro', 'negativo'] as const;
export type AiSentiment = (typeof AI_SENTIMENTS)[number];
export const AI_SENTIMENT_LABELS: Record<AiSentiment, string> = {
  positivo: 'Positivo',
  neutro: 'Neutro',
  negativo: 'Negativo',
};
export const AI_SENTIMENT_COLORS: Record<AiSentiment, string> = {
  positivo: 'teal',
  neutro: 'gray',
  negativo: 'red',
};
/** The topic of a message outside every área of the office. */
export const AI_TOPIC_OTHER = 'outro';

/** A message's classification: sentiment and topic (an área's name or 'outro'). */
export const AiMessageClassificationSchema = z.object({
  sentiment: z.enum(AI_SENTIMENTS),
  topic: z.string(),
});
export type AiMessageClassification = z.infer<typeof AiMessageClassificationSchema>;

export const AiDemandTriageInputSchema = z.object({
  title: singleLine().min(3, 'Escreva o título da demanda').max(300, 'No máximo 300 caracteres'),
  description: z.string().max(10_000, 'No máximo 10 mil caracteres').optional(),
});
export type AiDemandTriageInput = z.infer<typeof AiDemandTriageInputSchema>;

export const AiDemandTriageSchema = z.object({
  area: z.object({ _id: z.string(), name: z.string() }).nullable(),
  priority: z.enum(PRIORITIES),
  reason: z.string(),
  model: z.string(),
  isDemo: z.boolean(),
});
export type AiDemandTriage = z.infer<typeof AiDemandTriageSchema>;

/**
 * A streamed answer is NDJSON, one event per line: `start` (model, demo or not), `delta` (text to append),
 * then `done` (with the suggested subject of an ofício) or `error` (the text so far stays on screen).
 */
export const AiStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), model: z.string(), isDemo: z.boolean() }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), subject: z.string().optional() }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type AiStreamEvent = z.infer<typeof AiStreamEventSchema>;

// Usage log ----------------------------------------------------------------------------------------------------

export const AiUsageQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use o mês no formato aaaa-mm')
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});
export type AiUsageQuery = z.infer<typeof AiUsageQuerySchema>;

export const AiCallSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  feature: z.enum(AI_FEATURES),
  provider: z.enum(AI_PROVIDERS),
  model: z.string(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  totalTokens: z.number().int(),
  durationMs: z.number().int(),
  status: z.enum(AI_CALL_STATUSES),
  errorCode: z.string().nullable(),
});
export type AiCall = z.infer<typeof AiCallSchema>;

export const AiUsageSchema = z.object({
  month: z.string(),
  totalTokens: z.number().int(),
  calls: z.number().int(),
  monthlyTokenLimit: z.number().int(),
  byFeature: z.array(
    z.object({ feature: z.enum(AI_FEATURES), calls: z.number().int(), tokens: z.number().int() }),
  ),
  items: z.array(AiCallSchema),
  total: z.number().int(),
});
export type AiUsage = z.infer<typeof AiUsageSchema>;

export const AI_ERRORS = {
  AI_DISABLED:
    'A Inteligência Artificial está desligada neste gabinete. O administrador pode ligá-la em Inteligência Artificial › Provedor.',
  AI_LIMIT_REACHED:
    'O gabinete atingiu o limite mensal de uso da Inteligência Artificial. O administrador pode aumentar o limite em Inteligência Artificial › Provedor.',
  AI_PROVIDER_UNAUTHORIZED:
    'O provedor de IA recusou a chave de acesso (401). Confira a chave em Inteligência Artificial › Provedor.',
  AI_PROVIDER_RATE_LIMITED:
    'O provedor de IA está recebendo pedidos demais ou a cota da conta acabou (429). Aguarde um pouco e tente de novo.',
  AI_PROVIDER_TIMEOUT: 'O provedor de IA demorou demais para responder. Tente de novo em instantes.',
  AI_PROVIDER_UNAVAILABLE:
    'Não foi possível falar com o provedor de IA. Confira o endereço da API ou tente de novo mais tarde.',
  AI_PROVIDER_BAD_ANSWER:
    'O provedor de IA respondeu algo que não é um texto válido. Tente de novo ou confira o modelo configurado.',
  AI_PROVIDER_REFUSED: 'O provedor de IA se recusou a responder este pedido. Escreva o texto manualmente.',
  AI_KEY_UNREADABLE:
    'A chave do provedor de IA não pode ser lida (a chave secreta do servidor mudou). Informe a chave de novo.',
  AI_CHAT_NOT_FOUND: 'Conversa não encontrada.',
  AI_PROVIDER_ADDRESS_BLOCKED:
    'O endereço da API aponta para a rede interna do servidor. Use o endereço público do provedor; para um servidor de IA na mesma rede, o responsável pela instalação precisa liberar endereços internos (AI_ALLOW_PRIVATE_URLS).',
} as const;
