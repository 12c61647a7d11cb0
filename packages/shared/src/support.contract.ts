// Suporte: an office's tickets to the platform team — categoria, situação, the thread, the rating on close;
// the platform team's queue across offices (issue 20).
import { z } from 'zod';
import { IdSchema, PageQuerySchema, clearable, singleLine } from './common.contract.ts';

export const SUPPORT_CATEGORIES = ['duvida', 'problema', 'sugestao', 'cobranca'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  duvida: 'Dúvida',
  problema: 'Problema',
  sugestao: 'Sugestão',
  cobranca: 'Cobrança',
};
export const SupportCategorySchema = z.enum(SUPPORT_CATEGORIES, { error: 'Escolha uma categoria da lista' });

export const SUPPORT_STATUSES = [
  'aberto',
  'em_andamento',
  'aguardando_gabinete',
  'resolvido',
  'fechado',
] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  aberto: 'Aberto',
  em_andamento: 'Em andamento',
  aguardando_gabinete: 'Aguardando o gabinete',
  resolvido: 'Resolvido',
  fechado: 'Fechado',
};
export const SUPPORT_STATUS_COLORS: Record<SupportStatus, string> = {
  aberto: 'blue',
  em_andamento: 'yellow',
  aguardando_gabinete: 'orange',
  resolvido: 'green',
  fechado: 'gray',
};
export const SupportStatusSchema = z.enum(SUPPORT_STATUSES, { error: 'Escolha uma situação da lista' });
/** A fechado ticket takes no more replies; the office may rate a resolvido or fechado one (it then closes). */
export const SUPPORT_RATABLE_STATUSES: readonly SupportStatus[] = ['resolvido', 'fechado'];

const PersonRef = z.object({ _id: z.string(), name: z.string() });

export const SupportTicketSchema = z.object({
  _id: z.string(),
  /** The ticket's number, shown as '#42'. */
  number: z.number().int(),
  subject: z.string(),
  category: SupportCategorySchema,
  status: SupportStatusSchema,
  /** The app page the person was on when opening it ('/demandas/…'). */
  pagePath: z.string().nullable(),
  organization: PersonRef,
  openedBy: PersonRef.nullable(),
  /** The platform team member in charge. */
  assignee: PersonRef.nullable(),
  /** 1 to 5, given by the office on close. */
  rating: z.number().int().nullable(),
  ratingComment: z.string().nullable(),
  lastMessageAt: z.string(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportTicket = z.infer<typeof SupportTicketSchema>;

export const SupportMessageSchema = z.object({
  _id: z.string(),
  body: z.string(),
  author: PersonRef.nullable(),
  /** Written by the platform team (shown as 'Equipe da plataforma'). */
  fromPlatform: z.boolean(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;

export const SupportTicketDetailSchema = SupportTicketSchema.extend({
  messages: z.array(SupportMessageSchema),
});
export type SupportTicketDetail = z.infer<typeof SupportTicketDetailSchema>;

export const SupportTicketListSchema = z.object({
  tickets: z.array(SupportTicketSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type SupportTicketList = z.infer<typeof SupportTicketListSchema>;

const messageBody = z.string().trim().min(2, 'Escreva a mensagem').max(10_000, 'No máximo 10.000 caracteres');

/** POST /api/support/tickets: the description becomes the thread's first message. */
export const CreateSupportTicketInputSchema = z.object({
  subject: singleLine().min(3, 'Informe o assunto').max(200, 'No máximo 200 caracteres'),
  category: SupportCategorySchema,
  description: messageBody,
  pagePath: singleLine().max(500).nullable().optional(),
});
export type CreateSupportTicketInput = z.infer<typeof CreateSupportTicketInputSchema>;

/** POST /api/support/tickets/{id}/messages; the platform team may set the situação in the same step. */
export const SupportReplyInputSchema = z.object({
  body: messageBody,
  status: SupportStatusSchema.optional(),
});
export type SupportReplyInput = z.infer<typeof SupportReplyInputSchema>;

/** POST /api/support/tickets/{id}/rating: the office's satisfaction (1 to 5); the ticket becomes fechado. */
export const RateSupportTicketInputSchema = z.object({
  rating: z.number({ error: 'Dê uma nota de 1 a 5' }).int().min(1, 'Nota de 1 a 5').max(5, 'Nota de 1 a 5'),
  comment: clearable(1_000),
});
export type RateSupportTicketInput = z.infer<typeof RateSupportTicketInputSchema>;

/** PATCH /api/support/tickets/{id}/status (platform team). */
export const ChangeSupportStatusInputSchema = z.object({ status: SupportStatusSchema });
export type ChangeSupportStatusInput = z.infer<typeof ChangeSupportStatusInputSchema>;

/** PATCH /api/support/tickets/{id}/assignee (platform team): a member of the team, or null. */
export const AssignSupportTicketInputSchema = z.object({ assigneeId: IdSchema.nullable() });
export type AssignSupportTicketInput = z.infer<typeof AssignSupportTicketInputSchema>;

/** GET /api/support/tickets: an office sees its own; the platform team sees every office's (the queue). */
export const ListSupportTicketsQuerySchema = PageQuerySchema.extend({
  status: SupportStatusSchema.optional(),
  /** 'open' = every situação but resolvido and fechado. */
  state: z.enum(['open'], { error: 'Use open' }).optional(),
  category: SupportCategorySchema.optional(),
  /** Platform team only: one office. */
  organizationId: IdSchema.optional(),
  /** Platform team only: a member's id, 'me' or 'none'. */
  assigneeId: z.union([IdSchema, z.enum(['me', 'none'])]).optional(),
});
export type ListSupportTicketsQuery = z.infer<typeof ListSupportTicketsQuerySchema>;

export const SupportAgentListSchema = z.object({ agents: z.array(PersonRef) });

export const SUPPORT_ERRORS = {
  SUPPORT_TICKET_NOT_FOUND: 'Chamado não encontrado.',
  SUPPORT_TICKET_CLOSED: 'Este chamado está fechado. Abra um novo chamado se precisar.',
  SUPPORT_NOT_RATABLE: 'Só é possível avaliar um chamado resolvido ou fechado, uma única vez.',
  SUPPORT_AGENT_INVALID: 'Escolha um membro da equipe da plataforma.',
  SUPPORT_PLATFORM_ONLY: 'Somente a equipe da plataforma pode fazer isso.',
  SUPPORT_OFFICE_ONLY: 'Chamados são abertos pelos gabinetes.',
} as const;
