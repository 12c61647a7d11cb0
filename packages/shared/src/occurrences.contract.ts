// Atendimentos (the spec's 'occurrences'): each contact of a citizen with the office — channel, assunto,
// área, responsável, situação — from which a demanda can be opened (issue 4).
import { z } from 'zod';
import { AreaRefSchema, CitizenRefSchema, VersionSchema } from './casework.contract.ts';
import {
  clearable,
  csvIdsSchema,
  DateOnlySchema,
  IdSchema,
  PageQuerySchema,
  sortSchema,
  singleLine,
} from './common.contract.ts';

const PersonRef = z.object({ _id: z.string(), name: z.string() });

/** A comma-separated list (or repeated parameter) of values of one enum ('aberto,em_andamento'). */
export const csvEnumSchema = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values)).max(values.length));

export const OCCURRENCE_CHANNELS = ['presencial', 'telefone', 'whatsapp', 'email', 'visita'] as const;
export type OccurrenceChannel = (typeof OCCURRENCE_CHANNELS)[number];
export const OCCURRENCE_CHANNEL_LABELS: Record<OccurrenceChannel, string> = {
  presencial: 'Presencial',
  telefone: 'Telefone',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  visita: 'Visita',
};
/** 'Atendimento por telefone', 'Atendimento presencial' (the citizen's timeline). */
export const OCCURRENCE_CHANNEL_PHRASES: Record<OccurrenceChannel, string> = {
  presencial: 'presencial',
  telefone: 'por telefone',
  whatsapp: 'por WhatsApp',
  email: 'por e-mail',
  visita: 'em visita',
};
export const OccurrenceChannelSchema = z.enum(OCCURRENCE_CHANNELS, { error: 'Escolha um canal da lista' });

export const OCCURRENCE_STATUSES = ['aberto', 'em_andamento', 'concluido', 'cancelado'] as const;
export type OccurrenceStatus = (typeof OCCURRENCE_STATUSES)[number];
export const OCCURRENCE_STATUS_LABELS: Record<OccurrenceStatus, string> = {
  aberto: 'Aberto',
  em_andamento: 'Em andamento',
  concluido: 'Concluído',
  cancelado: 'Cancelado',
};
export const OCCURRENCE_STATUS_COLORS: Record<OccurrenceStatus, string> = {
  aberto: 'blue',
  em_andamento: 'yellow',
  concluido: 'green',
  cancelado: 'gray',
};
/** The moves allowed from each situação; a closed one (concluído, cancelado) can only be reopened. */
export const OCCURRENCE_TRANSITIONS: Record<OccurrenceStatus, OccurrenceStatus[]> = {
  aberto: ['em_andamento', 'concluido', 'cancelado'],
  em_andamento: ['aberto', 'concluido', 'cancelado'],
  concluido: ['aberto'],
  cancelado: ['aberto'],
};
export const OccurrenceStatusSchema = z.enum(OCCURRENCE_STATUSES, {
  error: 'Escolha uma situação da lista',
});

export const canMoveOccurrence = (from: OccurrenceStatus, to: OccurrenceStatus) =>
  OCCURRENCE_TRANSITIONS[from].includes(to);

/** Minutes a client clock may run ahead of the server before 'in the future' is refused. */
export const OCCURRENCE_CLOCK_SKEW_MINUTES = 5;

// The record ---------------------------------------------------------------------------------------------

export const OccurrenceDemandRefSchema = z.object({
  _id: z.string(),
  protocol: z.string(),
  title: z.string(),
});

export const OccurrenceSchema = z.object({
  _id: z.string(),
  /** When the contact happened (ISO instant). */
  occurredAt: z.string(),
  channel: OccurrenceChannelSchema,
  subject: z.string(),
  description: z.string().nullable(),
  area: AreaRefSchema.nullable(),
  responsible: PersonRef.nullable(),
  status: OccurrenceStatusSchema,
  citizen: CitizenRefSchema,
  /** The demanda opened from it (set by POST /api/demands with occurrenceId). */
  demand: OccurrenceDemandRefSchema.nullable(),
  version: z.number().int(),
  createdBy: PersonRef.nullable(),
  updatedBy: PersonRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type Occurrence = z.infer<typeof OccurrenceSchema>;

const occurrenceFields = {
  citizenId: z.uuid({ error: 'Escolha o eleitor atendido' }),
  occurredAt: z.iso.datetime({ offset: true, error: 'Informe a data e a hora do atendimento' }),
  channel: OccurrenceChannelSchema,
  subject: singleLine().min(3, 'Informe o assunto do atendimento').max(200, 'No máximo 200 caracteres'),
  description: clearable(10_000),
  areaId: IdSchema.nullable().optional(),
  responsibleId: IdSchema.nullable().optional(),
  status: OccurrenceStatusSchema,
};

export const OccurrenceInputSchema = z.object({
  ...occurrenceFields,
  /** Omitted: now. */
  occurredAt: occurrenceFields.occurredAt.optional(),
  status: OccurrenceStatusSchema.default('aberto'),
});
export type OccurrenceInput = z.infer<typeof OccurrenceInputSchema>;

/**
 * PUT /api/occurrences/{id}: any subset of the fields (no defaults, so nothing unsent changes) plus the
 * version the form was read at; a changed situação follows OCCURRENCE_TRANSITIONS.
 */
export const UpdateOccurrenceInputSchema = z
  .object(occurrenceFields)
  .partial()
  .extend({ version: VersionSchema });
export type UpdateOccurrenceInput = z.infer<typeof UpdateOccurrenceInputSchema>;

/** PATCH /api/occurrences/{id}/status: illegal moves answer 409 INVALID_TRANSITION. */
export const ChangeOccurrenceStatusInputSchema = z.object({
  status: OccurrenceStatusSchema,
  version: VersionSchema,
});
export type ChangeOccurrenceStatusInput = z.infer<typeof ChangeOccurrenceStatusInputSchema>;

// The list ------------------------------------------------------------------------------------------------

export const OccurrenceListItemSchema = OccurrenceSchema.omit({
  description: true,
  createdBy: true,
  updatedBy: true,
});
export type OccurrenceListItem = z.infer<typeof OccurrenceListItemSchema>;

export const OccurrenceListSchema = z.object({
  occurrences: z.array(OccurrenceListItemSchema),
  total: z.number().int(),
  /** Past 10,000 rows the total is the planner's estimate (shown as '~'). */
  totalIsEstimate: z.boolean(),
  page: z.number().int(),
  perPage: z.number().int(),
});

export const OCCURRENCE_SORT_COLUMNS = ['occurredAt', 'createdAt', 'subject'] as const;

/** The list's filters (query string of GET /api/occurrences), kept in the URL. */
export const OccurrenceFilterSchema = z.object({
  /** Words of the assunto. */
  q: z.string().trim().max(200).optional(),
  channel: csvEnumSchema(OCCURRENCE_CHANNELS).optional(),
  status: csvEnumSchema(OCCURRENCE_STATUSES).optional(),
  areaIds: csvIdsSchema(50).optional(),
  /** A user id, 'me' (the caller) or 'none' (nobody responsible). */
  responsibleId: z.union([IdSchema, z.enum(['me', 'none'])]).optional(),
  citizenId: IdSchema.optional(),
  /** Days 'aaaa-mm-dd' of occurredAt in the office's time zone, both included. */
  from: DateOnlySchema.optional(),
  to: DateOnlySchema.optional(),
  /** 'true': only those a demanda was opened from; 'false': only those without. */
  hasDemand: z.enum(['true', 'false']).optional(),
  createdBy: IdSchema.optional(),
  /** 'deleted' lists the bin. */
  view: z.enum(['active', 'deleted']).default('active'),
});
export type OccurrenceFilter = z.infer<typeof OccurrenceFilterSchema>;

export const ListOccurrencesQuerySchema = PageQuerySchema.extend(OccurrenceFilterSchema.shape).extend({
  sort: sortSchema(OCCURRENCE_SORT_COLUMNS, '-occurredAt'),
});
export type ListOccurrencesQuery = z.infer<typeof ListOccurrencesQuerySchema>;
