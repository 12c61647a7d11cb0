// Pieces the casework areas share (issue 4): priorities, references to records, optimistic concurrency,
// the per-user resets of spec §7 and the places a record can be opened from a notification or a card.
import { z } from 'zod';
import { TAG_COLORS } from './tags.contract.ts';

export const PRIORITIES = ['baixa', 'media', 'alta', 'urgente'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_LABELS: Record<Priority, string> = {
  baixa: 'Baixa',
  media: 'Média',
  alta: 'Alta',
  urgente: 'Urgente',
};
/** Badge colours, from calm to loud. */
export const PRIORITY_COLORS: Record<Priority, (typeof TAG_COLORS)[number]> = {
  baixa: 'gray',
  media: 'blue',
  alta: 'orange',
  urgente: 'red',
};
export const PrioritySchema = z.enum(PRIORITIES, { error: 'Escolha uma prioridade da lista' });

/** Colours an office may give its áreas, statuses and agenda categories (Mantine palette names). */
export const ColorSchema = z.enum(TAG_COLORS, { error: 'Escolha uma cor da lista' });

/** A citizen as a casework record shows it: enough to link to the profile and call. */
export const CitizenRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
});
export type CitizenRef = z.infer<typeof CitizenRefSchema>;

export const AreaRefSchema = z.object({ _id: z.string(), name: z.string(), color: ColorSchema });
export type AreaRef = z.infer<typeof AreaRefSchema>;

/**
 * Optimistic concurrency: every editable casework record carries `version`; a save sends the version it
 * was read at and is refused with 409 VERSION_CONFLICT when someone saved in between.
 */
export const VersionSchema = z.number({ error: 'Informe a versão do registro' }).int().min(1);

/** What a refused save answers besides { code, message }: who saved last and when. */
export const VersionConflictSchema = z.object({
  code: z.literal('VERSION_CONFLICT'),
  message: z.string(),
  current: z.object({ version: z.number().int(), updatedAt: z.string(), updatedBy: z.string().nullable() }),
});

/**
 * The word typed in the screen before PATCH /users/{id}/reset/voters|demands|occurrences (spec §7). It is the
 * screen's check only: the calls take no body (one sent is ignored), being audited and restorable for 30 days.
 */
export const RESET_CONFIRMATION = 'EXCLUIR';
export const ResetConfirmationSchema = z.object({
  confirmation: z.literal(RESET_CONFIRMATION, { error: `Digite ${RESET_CONFIRMATION} para confirmar` }),
});
export const ResetRecordsResultSchema = z.object({
  ok: z.literal(true),
  affected: z.number().int(),
  batchId: z.string(),
  restorableUntil: z.string(),
  message: z.string(),
});

/** Messages of the casework areas, merged into ERROR_MESSAGES. */
export const CASEWORK_ERRORS = {
  VERSION_CONFLICT:
    'Este registro foi alterado por outra pessoa enquanto você editava. Recarregue para ver as mudanças.',
  AREA_NOT_FOUND: 'Área não encontrada.',
  AREA_NAME_IN_USE: 'Já existe uma área com este nome.',
  DEMAND_NOT_FOUND: 'Demanda não encontrada.',
  DEMAND_DELETED: 'Esta demanda está na lixeira. Restaure-a antes de alterar.',
  DEMAND_NOT_DELETED: 'Esta demanda não está na lixeira.',
  DEMAND_STATUS_NOT_FOUND: 'Situação de demanda não encontrada.',
  DEMAND_STATUS_NAME_IN_USE: 'Já existe uma situação com este nome.',
  DEMAND_STATUS_IN_USE: 'Há demandas nesta situação. Mova-as antes de excluí-la.',
  DEMAND_STATUS_LAST_INITIAL: 'O gabinete precisa de uma situação inicial para as novas demandas.',
  COMMENT_NOT_FOUND: 'Comentário não encontrado.',
  COMMENT_NOT_OWN: 'Só quem escreveu o comentário pode apagá-lo.',
  ATTACHMENT_NOT_FOUND: 'Anexo não encontrado.',
  // Atendimentos and tarefas (h3)
  OCCURRENCE_NOT_FOUND: 'Atendimento não encontrado.',
  OCCURRENCE_HAS_DEMAND: 'Este atendimento já tem uma demanda aberta.',
  OCCURRENCE_DELETED: 'Este atendimento está na lixeira. Restaure-o antes de alterar.',
  OCCURRENCE_NOT_DELETED: 'Este atendimento não está na lixeira.',
  OCCURRENCE_IN_FUTURE: 'A data do atendimento não pode estar no futuro.',
  OCCURRENCE_CITIZEN_INVALID: 'Eleitor não encontrado neste gabinete (ou está na lixeira).',
  OCCURRENCE_RESPONSIBLE_INVALID: 'Responsável não encontrado entre os usuários ativos do gabinete.',
  TASK_NOT_FOUND: 'Tarefa não encontrada.',
  TASK_ASSIGNEE_INVALID: 'Responsável não encontrado entre os usuários ativos do gabinete.',
  TASK_CITIZEN_INVALID: 'Eleitor não encontrado neste gabinete (ou está na lixeira).',
  TASK_DEMAND_INVALID: 'Demanda não encontrada neste gabinete (ou está na lixeira).',
  EVENT_NOT_FOUND: 'Evento não encontrado.',
  EVENT_CATEGORY_NOT_FOUND: 'Categoria da agenda não encontrada.',
  EVENT_CATEGORY_NAME_IN_USE: 'Já existe uma categoria com este nome.',
  NOTIFICATION_NOT_FOUND: 'Notificação não encontrada.',
  // Áreas and demandas: refs, rules and files.
  AREA_IN_USE: 'Esta área é usada por demandas ou atendimentos. Desative-a em vez de excluir.',
  AREA_INACTIVE: 'Esta área está desativada. Escolha uma área ativa.',
  DEMAND_CITIZEN_INVALID: 'Eleitor não encontrado neste gabinete (ou está na lixeira).',
  DEMAND_RESPONSIBLE_INVALID: 'Responsável não encontrado entre os usuários ativos do gabinete.',
  DEMAND_DUE_BEFORE_OPENING: 'O prazo não pode ser anterior à data de abertura.',
  DEMAND_OPENED_IN_FUTURE: 'A data de abertura não pode ser no futuro.',
  DEMAND_STATUS_NEXT_INVALID: 'As próximas situações devem ser situações deste gabinete.',
  DEMAND_STATUS_INITIAL_FINAL: 'A situação inicial não pode ser uma situação final.',
  DEMAND_STATUS_ORDER_INVALID: 'Envie todas as situações do gabinete, cada uma uma única vez.',
  DEMAND_ATTACHMENT_TOO_LARGE: 'O arquivo passa do limite de 10 MB.',
  DEMAND_ATTACHMENT_TYPE: 'Tipo de arquivo não aceito.',
} as const;
