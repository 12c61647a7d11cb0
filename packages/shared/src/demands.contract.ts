// Demandas: a citizen's request the office pursues — record, statuses with transitions, protocols,
// comments, attachments, history, list/board/map queries (issue 4).
import { z } from 'zod';
import { ADDRESS_INPUT_FIELDS } from './citizens.contract.ts';
import { InstitutionRefSchema } from './institutions.contract.ts';
import {
  AreaRefSchema,
  CitizenRefSchema,
  PRIORITIES,
  ColorSchema,
  PrioritySchema,
  VersionSchema,
} from './casework.contract.ts';
import {
  clearable,
  csvIdsSchema,
  DateOnlySchema,
  IdSchema,
  PageQuerySchema,
  QueryBooleanSchema,
  sortSchema,
  singleLine,
} from './common.contract.ts';

const PersonRef = z.object({ _id: z.string(), name: z.string() });

// Statuses -------------------------------------------------------------------------------------------------

/** The statuses a new office starts with (after Interlegis SAAP); each office may rename, add and reorder. */
export const DEFAULT_DEMAND_STATUSES = [
  { key: 'aguardando', name: 'Aguardando encaminhamento', color: 'gray', isInitial: true, isFinal: false },
  {
    key: 'prefeitura',
    name: 'Encaminhado para a Prefeitura',
    color: 'blue',
    isInitial: false,
    isFinal: false,
  },
  {
    key: 'prestadora',
    name: 'Encaminhado para a prestadora de serviços',
    color: 'cyan',
    isInitial: false,
    isFinal: false,
  },
  { key: 'camara', name: 'Em tramitação na Câmara', color: 'violet', isInitial: false, isFinal: false },
  {
    key: 'resposta_prefeitura',
    name: 'Resposta da Prefeitura',
    color: 'indigo',
    isInitial: false,
    isFinal: false,
  },
  {
    key: 'resposta_prestadora',
    name: 'Resposta da prestadora',
    color: 'teal',
    isInitial: false,
    isFinal: false,
  },
  { key: 'solucionado', name: 'Solucionado', color: 'green', isInitial: false, isFinal: true },
  { key: 'nao_solucionado', name: 'Não solucionado', color: 'red', isInitial: false, isFinal: true },
  { key: 'arquivado', name: 'Arquivado ou indeferido', color: 'orange', isInitial: false, isFinal: true },
] as const;
export type DefaultDemandStatusKey = (typeof DEFAULT_DEMAND_STATUSES)[number]['key'];

/**
 * The moves allowed from each default status. A closed demanda (solucionado, não solucionado, arquivado)
 * can only be reopened to 'Aguardando encaminhamento'. The office edits these per status.
 */
export const DEFAULT_DEMAND_TRANSITIONS: Record<DefaultDemandStatusKey, DefaultDemandStatusKey[]> = {
  aguardando: ['prefeitura', 'prestadora', 'camara', 'solucionado', 'nao_solucionado', 'arquivado'],
  prefeitura: ['aguardando', 'resposta_prefeitura', 'camara', 'solucionado', 'nao_solucionado', 'arquivado'],
  prestadora: ['aguardando', 'resposta_prestadora', 'solucionado', 'nao_solucionado', 'arquivado'],
  camara: ['aguardando', 'prefeitura', 'resposta_prefeitura', 'solucionado', 'nao_solucionado', 'arquivado'],
  resposta_prefeitura: ['prefeitura', 'camara', 'solucionado', 'nao_solucionado', 'arquivado'],
  resposta_prestadora: ['prestadora', 'solucionado', 'nao_solucionado', 'arquivado'],
  solucionado: ['aguardando'],
  nao_solucionado: ['aguardando'],
  arquivado: ['aguardando'],
};

export const DemandStatusSchema = z.object({
  _id: z.string(),
  name: z.string(),
  color: ColorSchema,
  position: z.number().int(),
  /** New demandas start here (exactly one status is initial). */
  isInitial: z.boolean(),
  /** Closing statuses: a demanda in one is closed, never overdue, and counts as resolved or not. */
  isFinal: z.boolean(),
  /** Ids of the statuses a demanda may move to from this one. */
  next: z.array(z.string()),
  demandsCount: z.number().int(),
});
export type DemandStatus = z.infer<typeof DemandStatusSchema>;
export const DemandStatusListSchema = z.object({ statuses: z.array(DemandStatusSchema) });

const demandStatusFields = {
  name: singleLine().min(2, 'Informe o nome da situação').max(80, 'No máximo 80 caracteres'),
  color: ColorSchema,
  isInitial: z.boolean(),
  isFinal: z.boolean(),
  next: z.array(IdSchema).max(50),
};
export const DemandStatusInputSchema = z.object({
  ...demandStatusFields,
  color: ColorSchema.default('gray'),
  isInitial: z.boolean().default(false),
  isFinal: z.boolean().default(false),
  next: z.array(IdSchema).max(50).default([]),
});
/** Only what is sent changes (zod applies defaults inside partial(), so the fields have none here). */
export const UpdateDemandStatusInputSchema = z.object(demandStatusFields).partial();
/** PUT /api/demands/statuses/order: every status id in the new order. */
export const DemandStatusOrderInputSchema = z.object({ ids: z.array(IdSchema).min(1).max(50) });

export const DemandStatusRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  color: ColorSchema,
  isFinal: z.boolean(),
});

// The record -------------------------------------------------------------------------------------------------

/** Where the problem is (a street light, a pothole): an address and a point for the map. */
export const DemandLocationSchema = z.object({
  cep: z.string().nullable(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  complement: z.string().nullable(),
  neighborhood: z.string().nullable(),
  cityIbge: z.number().int().nullable(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  referencePoint: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});

export const DemandSchema = z.object({
  _id: z.string(),
  /** The office's own protocol, generated per year: '2026/0142'. */
  protocol: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  citizens: z.array(CitizenRefSchema),
  area: AreaRefSchema.nullable(),
  priority: PrioritySchema,
  status: DemandStatusRefSchema,
  /** Data de abertura, 'aaaa-mm-dd'. */
  openedAt: z.string(),
  /** Prazo, 'aaaa-mm-dd'. */
  dueDate: z.string().nullable(),
  /** Past the prazo and not in a final status (office time zone). */
  overdue: z.boolean(),
  closedAt: z.string().nullable(),
  responsible: PersonRef.nullable(),
  /** Protocol numbers typed in: the Câmara's and the Prefeitura's. */
  chamberProtocol: z.string().nullable(),
  cityHallProtocol: z.string().nullable(),
  /** Órgão responsável (e.g. 'Secretaria Municipal de Saúde'). */
  agency: z.string().nullable(),
  /** Instituição involved (e.g. 'EMEF Padre Anchieta'): the linked record's name, or text typed before it existed. */
  institution: z.string().nullable(),
  /** The Instituições record the demanda is linked to (issue 17). */
  institutionRef: InstitutionRefSchema.nullable(),
  location: DemandLocationSchema,
  /** The atendimento the demanda was opened from. */
  occurrence: z.object({ _id: z.string(), subject: z.string() }).nullable(),
  /** The caller follows it (notified of status changes). */
  following: z.boolean(),
  commentsCount: z.number().int(),
  attachmentsCount: z.number().int(),
  version: z.number().int(),
  createdBy: PersonRef.nullable(),
  updatedBy: PersonRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type Demand = z.infer<typeof DemandSchema>;

const demandFields = {
  title: singleLine().min(3, 'Informe o título da demanda').max(200, 'No máximo 200 caracteres'),
  description: clearable(10_000),
  citizenIds: z
    .array(IdSchema, { error: 'Escolha pelo menos um eleitor' })
    .min(1, 'Escolha pelo menos um eleitor')
    .max(20, 'No máximo 20 eleitores por demanda'),
  areaId: IdSchema.nullable().optional(),
  priority: PrioritySchema,
  /** Omitted: the office's initial status. */
  statusId: IdSchema.optional(),
  openedAt: DateOnlySchema.optional(),
  dueDate: DateOnlySchema.nullable().optional(),
  responsibleId: IdSchema.nullable().optional(),
  chamberProtocol: clearable(40),
  cityHallProtocol: clearable(40),
  agency: clearable(160),
  institution: clearable(160),
  /** An instituição of the office; its name goes into `institution`. */
  institutionId: IdSchema.nullable().optional(),
  ...ADDRESS_INPUT_FIELDS,
};

const dueNotBeforeOpening = (v: { openedAt?: string; dueDate?: string | null }) =>
  !v.dueDate || !v.openedAt || v.dueDate >= v.openedAt;
const DUE_BEFORE_OPENING = {
  message: 'O prazo não pode ser anterior à data de abertura',
  path: ['dueDate'],
};

export const DemandInputSchema = z
  .object({
    ...demandFields,
    priority: PrioritySchema.default('media'),
    /** Opened from this atendimento (its data carried over by the form; the link is kept). */
    occurrenceId: IdSchema.optional(),
  })
  .refine(dueNotBeforeOpening, DUE_BEFORE_OPENING);
export type DemandInput = z.infer<typeof DemandInputSchema>;

/**
 * PUT /api/demands/{id}: any subset of the fields (no defaults, so nothing unsent changes) plus the
 * version the form was read at.
 */
export const UpdateDemandInputSchema = z
  .object(demandFields)
  .partial()
  .extend({ version: VersionSchema })
  .refine(dueNotBeforeOpening, DUE_BEFORE_OPENING);
export type UpdateDemandInput = z.infer<typeof UpdateDemandInputSchema>;

/** PATCH /api/demands/{id}/status: a move on the board or from the record; illegal moves answer 409. */
export const ChangeDemandStatusInputSchema = z.object({
  statusId: IdSchema,
  version: VersionSchema,
  /** Why, shown in the history ('Ofício 123 enviado à Secretaria de Obras'). */
  note: clearable(1000),
});

// List, board and map ------------------------------------------------------------------------------------------

export const DemandListItemSchema = z.object({
  _id: z.string(),
  protocol: z.string(),
  title: z.string(),
  /** The first citizens (up to 3) and how many there are. */
  citizens: z.array(CitizenRefSchema),
  citizensCount: z.number().int(),
  area: AreaRefSchema.nullable(),
  priority: PrioritySchema,
  status: DemandStatusRefSchema,
  openedAt: z.string(),
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
  responsible: PersonRef.nullable(),
  neighborhood: z.string().nullable(),
  city: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type DemandListItem = z.infer<typeof DemandListItemSchema>;

export const DEMAND_SORT_COLUMNS = [
  'createdAt',
  'updatedAt',
  'dueDate',
  'priority',
  'protocol',
  'title',
] as const;

/** The list's filters (query string of GET /api/demands, the board and the map), kept in the URL. */
export const DemandFilterSchema = z.object({
  /** Words of the title or description, or a protocol ('2026/0142', '142'). */
  q: z.string().trim().max(200).optional(),
  statusIds: csvIdsSchema(50).optional(),
  areaIds: csvIdsSchema(50).optional(),
  /** A user id, 'me' (the caller) or 'none' (nobody responsible yet). */
  responsibleId: z.union([IdSchema, z.enum(['me', 'none'])]).optional(),
  priorities: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(PRIORITIES)).max(4))
    .optional(),
  citizenId: IdSchema.optional(),
  /** 'open': not in a final status; 'closed': in one. */
  situation: z.enum(['open', 'closed']).optional(),
  overdue: QueryBooleanSchema.optional(),
  dueFrom: DateOnlySchema.optional(),
  dueTo: DateOnlySchema.optional(),
  openedFrom: DateOnlySchema.optional(),
  openedTo: DateOnlySchema.optional(),
  neighborhood: z.string().trim().max(80).optional(),
  cityIbge: z.coerce.number().int().min(1100000).max(5399999).optional(),
  createdBy: IdSchema.optional(),
  /** 'deleted' lists the bin. */
  status: z.enum(['active', 'deleted']).default('active'),
});
export type DemandFilter = z.infer<typeof DemandFilterSchema>;

export const ListDemandsQuerySchema = PageQuerySchema.extend(DemandFilterSchema.shape).extend({
  sort: sortSchema(DEMAND_SORT_COLUMNS, '-createdAt'),
});
export type ListDemandsQuery = z.infer<typeof ListDemandsQuerySchema>;

export const DemandListSchema = z.object({
  demands: z.array(DemandListItemSchema),
  /** Exact up to 10,000; above that the planner's estimate, flagged by totalIsEstimate. */
  total: z.number().int(),
  totalIsEstimate: z.boolean(),
  page: z.number().int(),
  perPage: z.number().int(),
});

/** GET /api/demands/board: one column per status (office order) with its first cards. */
export const DemandBoardQuerySchema = DemandFilterSchema.omit({ status: true }).extend({
  /** Cards per column (more with GET /api/demands?statusIds=…). */
  perColumn: z.coerce.number().int().min(1).max(100).default(30),
});
export const DemandBoardSchema = z.object({
  columns: z.array(
    z.object({
      status: DemandStatusSchema,
      total: z.number().int(),
      /** Past 10,000 cards in a column its total is the planner's estimate. */
      totalIsEstimate: z.boolean(),
      demands: z.array(DemandListItemSchema),
    }),
  ),
});

export const DEMAND_MAP_POINT_LIMIT = 50_000;
/** GET /api/demands/map: points of the filtered demandas. */
export const DemandMapSchema = z.object({
  /** [lat, lng, approximate (1 when the city's centroid stands in for the address), demand id, status id]. */
  points: z.array(z.tuple([z.number(), z.number(), z.number(), z.string(), z.string()])),
  total: z.number().int(),
  withoutLocation: z.number().int(),
  truncated: z.boolean(),
});
/** GET /api/demands/map/neighborhoods: the heat view — demandas per bairro, with a point to draw it at. */
export const DemandNeighborhoodHeatSchema = z.object({
  neighborhoods: z.array(
    z.object({
      neighborhood: z.string(),
      city: z.string().nullable(),
      uf: z.string().nullable(),
      cityIbge: z.number().int().nullable(),
      total: z.number().int(),
      open: z.number().int(),
      overdue: z.number().int(),
      /** Mean of the demandas' points, or the city's centroid. */
      lat: z.number().nullable(),
      lng: z.number().nullable(),
    }),
  ),
});

// Comments, attachments, history ----------------------------------------------------------------------------------

export const DemandCommentSchema = z.object({
  _id: z.string(),
  text: z.string(),
  user: PersonRef.nullable(),
  createdAt: z.string(),
});
export const DemandCommentListSchema = z.object({ comments: z.array(DemandCommentSchema) });
export const DemandCommentInputSchema = z.object({
  text: z.string().trim().min(1, 'Escreva o comentário').max(5000, 'No máximo 5.000 caracteres'),
});
export const DemandCommentParamsSchema = z.object({ id: IdSchema, commentId: IdSchema });

/** 10 MB per file. */
export const DEMAND_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What an office attaches: ofícios and replies (PDF, Word, ODF), photos, spreadsheets, text. */
export const DEMAND_ATTACHMENT_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  txt: 'text/plain',
  csv: 'text/csv',
} as const;
export const DEMAND_ATTACHMENT_ACCEPT_LABEL =
  'PDF, imagens (JPG, PNG, WEBP, GIF), Word, Excel, ODT/ODS, TXT ou CSV';

export const DemandAttachmentSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: PersonRef.nullable(),
  createdAt: z.string(),
});
export const DemandAttachmentListSchema = z.object({ attachments: z.array(DemandAttachmentSchema) });
export const DemandAttachmentParamsSchema = z.object({ id: IdSchema, attachmentId: IdSchema });

export const DEMAND_CHANGE_ACTIONS = [
  'create',
  'update',
  'status',
  'comment',
  'attachment_add',
  'attachment_remove',
  'delete',
  'restore',
  /** The citizens were told of a status change by SMS/WhatsApp (status-messages.contract.ts). */
  'citizen_message',
] as const;
export const DemandChangeSchema = z.object({
  _id: z.string(),
  action: z.enum(DEMAND_CHANGE_ACTIONS),
  /** For 'status': field 'status' from/to the status names; note in field 'note'. */
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  user: PersonRef.nullable(),
  createdAt: z.string(),
});
export const DemandHistorySchema = z.object({ changes: z.array(DemandChangeSchema) });

/** PUT/DELETE /api/demands/{id}/follow: whether the caller now follows the demanda. */
export const DemandFollowSchema = z.object({ following: z.boolean() });

/** How the history names a changed field. */
export const DEMAND_FIELD_LABELS: Record<string, string> = {
  title: 'título',
  description: 'descrição',
  citizens: 'eleitores',
  area: 'área',
  priority: 'prioridade',
  status: 'situação',
  openedAt: 'data de abertura',
  dueDate: 'prazo',
  responsible: 'responsável',
  chamberProtocol: 'protocolo da Câmara',
  cityHallProtocol: 'protocolo da Prefeitura',
  agency: 'órgão responsável',
  institution: 'instituição',
  location: 'local',
  note: 'observação',
};
