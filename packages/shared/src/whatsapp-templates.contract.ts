// WhatsApp message templates (issue 19): bulk WhatsApp goes only through the Cloud API with a template Meta
// approved. Templates are synced from the office's WhatsApp Business Account; each positional parameter
// ({{1}}, {{2}}…) is mapped to one of our merge fields ({{grupo.campo}}), filled per recipient.
import { z } from 'zod';
import { messageFieldValues, type MessageFieldSource } from './message-fields.ts';

export const WHATSAPP_TEMPLATE_STATUSES = ['APPROVED', 'PENDING', 'REJECTED', 'PAUSED', 'DISABLED'] as const;
export type WhatsappTemplateStatus = (typeof WHATSAPP_TEMPLATE_STATUSES)[number];
export const WHATSAPP_TEMPLATE_STATUS_LABELS: Record<WhatsappTemplateStatus, string> = {
  APPROVED: 'Aprovado',
  PENDING: 'Em análise',
  REJECTED: 'Rejeitado',
  PAUSED: 'Pausado pela Meta',
  DISABLED: 'Desativado',
};
export const WHATSAPP_TEMPLATE_STATUS_COLORS: Record<WhatsappTemplateStatus, string> = {
  APPROVED: 'green',
  PENDING: 'yellow',
  REJECTED: 'red',
  PAUSED: 'orange',
  DISABLED: 'gray',
};
export const WHATSAPP_TEMPLATE_CATEGORIES = ['MARKETING', 'UTILITY'] as const;
export type WhatsappTemplateCategory = (typeof WHATSAPP_TEMPLATE_CATEGORIES)[number];

/** The merge fields a template parameter may take (a citizen's or the office's; no demanda fields). */
export const TEMPLATE_PARAM_FIELD_CONTEXT = 'sms' as const;

export const WhatsappTemplateSchema = z.object({
  _id: z.string(),
  /** Meta's lower_snake name. */
  name: z.string(),
  language: z.string(),
  category: z.string(),
  /** The body as Meta has it, with {{1}}, {{2}}… */
  body: z.string(),
  /** params[i] is the merge field ('eleitor.primeiro_nome') that fills {{i+1}}; null when not mapped yet. */
  params: z.array(z.string().nullable()),
  status: z.enum(WHATSAPP_TEMPLATE_STATUSES),
  /** APPROVED and every parameter mapped: a campaign may use it. */
  usable: z.boolean(),
  syncedAt: z.string().nullable(),
});
export type WhatsappTemplate = z.infer<typeof WhatsappTemplateSchema>;

export const WhatsappTemplateListSchema = z.object({ templates: z.array(WhatsappTemplateSchema) });

export const WhatsappTemplateParamsInputSchema = z.object({
  params: z.array(z.string().trim().min(1, 'Escolha o campo do parâmetro')).max(20),
});

export const WhatsappTemplateSyncSchema = z.object({
  templates: z.array(WhatsappTemplateSchema),
  /** Campaigns paused because their template is no longer approved. */
  pausedCampaigns: z.number().int(),
});

/** How many positional parameters ({{1}}…{{n}}) a body uses: the highest index. */
export function templateParamCount(body: string): number {
  let max = 0;
  for (const m of body.matchAll(/\{\{\s*(\d+)\s*\}\}/g)) max = Math.max(max, Number(m[1]));
  return max;
}

/** The value of each parameter for one recipient, in order (empty when a field is unknown or unmapped). */
export function templateParamValues(
  params: readonly (string | null)[],
  source: MessageFieldSource,
): string[] {
  const values = messageFieldValues(source);
  return params.map((field) => (field ? (values[field] ?? '') : ''));
}

/** The body as the recipient reads it: {{n}} replaced by the n-th value. */
export function fillTemplateBody(body: string, values: readonly string[]): string {
  return body.replace(/\{\{\s*(\d+)\s*\}\}/g, (all, n: string) => values[Number(n) - 1] ?? all);
}

/** The body with each {{n}} shown as its merge field, e.g. 'Olá {{eleitor.primeiro_nome}}'. */
export function templateBodyWithFields(body: string, params: readonly (string | null)[]): string {
  return body.replace(/\{\{\s*(\d+)\s*\}\}/g, (all, n: string) => {
    const field = params[Number(n) - 1];
    return field ? `{{${field}}}` : all;
  });
}

export const WHATSAPP_TEMPLATE_ERRORS = {
  WHATSAPP_TEMPLATE_NOT_FOUND: 'Modelo de mensagem não encontrado.',
  WHATSAPP_TEMPLATE_NOT_CLOUD:
    'Os modelos de mensagem só existem na API oficial do WhatsApp (Cloud API). Troque o provedor em Configurações › WhatsApp.',
  WHATSAPP_TEMPLATE_NO_WABA:
    'Informe o ID da conta do WhatsApp Business (WABA) e o token da Cloud API em Configurações › WhatsApp.',
  WHATSAPP_TEMPLATE_SYNC_FAILED:
    'A Cloud API recusou a consulta dos modelos. Revise o token e o ID da conta.',
  WHATSAPP_TEMPLATE_PARAMS: 'Mapeie cada parâmetro do modelo para um campo.',
} as const;
