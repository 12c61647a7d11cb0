// Notificações: stored per user, pushed live over Socket.IO, a bell with the unread count (issue 4).
import { z } from 'zod';
import { PageQuerySchema, QueryBooleanSchema } from './common.contract.ts';

export const NOTIFICATION_KINDS = [
  'demand_assigned',
  'demand_status',
  'demand_comment',
  'demand_overdue',
  'occurrence_assigned',
  'task_assigned',
  'task_overdue',
  'event_invited',
  'event_reminder',
  'chat_transferred',
  'chat_pending',
  'document_reply_overdue',
  'support_reply',
  'support_ticket',
  'amendment_assigned',
  'amendment_values',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  demand_assigned: 'Demanda atribuída a você',
  demand_status: 'Mudança de situação de demanda',
  demand_comment: 'Comentário em demanda',
  demand_overdue: 'Demanda com prazo vencido',
  occurrence_assigned: 'Atendimento atribuído a você',
  task_assigned: 'Tarefa atribuída a você',
  task_overdue: 'Tarefa atrasada',
  event_invited: 'Convite para evento da agenda',
  event_reminder: 'Lembrete de evento',
  chat_transferred: 'Conversa do SAC transferida para você',
  chat_pending: 'Nova conversa aguardando no SAC',
  document_reply_overdue: 'Documento sem resposta no prazo',
  support_reply: 'Resposta do suporte',
  support_ticket: 'Chamado de suporte de um gabinete',
  amendment_assigned: 'Emenda atribuída a você',
  amendment_values: 'Valores de emenda atualizados',
};

export const NotificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** One line: 'Demanda 2026/0142 atribuída a você'. */
  title: z.string(),
  body: z.string().nullable(),
  /** The app path that opens the record ('/demandas/…'). */
  link: z.string().nullable(),
  /** Who caused it (null for the scheduled jobs). */
  actor: z.object({ _id: z.string(), name: z.string() }).nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const ListNotificationsQuerySchema = PageQuerySchema.omit({ q: true }).extend({
  unread: QueryBooleanSchema.optional(),
  kind: z.enum(NOTIFICATION_KINDS).optional(),
});
export const NotificationListSchema = z.object({
  notifications: z.array(NotificationSchema),
  total: z.number().int(),
  /** The caller's unread count (the bell), whatever the filter. */
  unread: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export const UnreadCountSchema = z.object({ unread: z.number().int() });

/** What a change answers: the notification as it is now and the caller's new unread count. */
export const NotificationChangeSchema = z.object({
  notification: NotificationSchema,
  unread: z.number().int(),
});
/** 'Marcar todas como lidas' and 'Excluir': how many rows changed and the new unread count. */
export const NotificationBulkResultSchema = z.object({
  ok: z.literal(true),
  affected: z.number().int(),
  unread: z.number().int(),
  message: z.string(),
});
