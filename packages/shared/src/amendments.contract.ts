// Emendas parlamentares (issue 17): the office's money for its cities, from indicação to pagamento.
// Money is integer centavos everywhere (API and database); the screen shows 'R$ 1.234,56'.
import { z } from 'zod';
import { AreaRefSchema, CitizenRefSchema, VersionSchema } from './casework.contract.ts';
import {
  clearable,
  DateOnlySchema,
  IdSchema,
  PageQuerySchema,
  QueryBooleanSchema,
  singleLine,
  sortSchema,
} from './common.contract.ts';
import { InstitutionRefSchema } from './institutions.contract.ts';
import { csvEnumSchema } from './occurrences.contract.ts';
import { EXPORT_FORMATS } from './transfers.contract.ts';

const PersonRef = z.object({ _id: z.string(), name: z.string() });

export const AMENDMENT_SPHERES = ['federal', 'estadual', 'municipal'] as const;
export type AmendmentSphere = (typeof AMENDMENT_SPHERES)[number];
export const AMENDMENT_SPHERE_LABELS: Record<AmendmentSphere, string> = {
  federal: 'Federal',
  estadual: 'Estadual',
  municipal: 'Municipal',
};

/** The Portal da Transparência's 'Tipo de Emenda' strings, verbatim, plus the municipal impositiva. */
export const AMENDMENT_KINDS = [
  'Emenda Individual - Transferências com Finalidade Definida',
  'Emenda Individual - Transferências Especiais',
  'Emenda de Bancada',
  'Emenda de Comissão',
  'Emenda de Relator',
  'Emenda Impositiva Municipal',
] as const;
export type AmendmentKind = (typeof AMENDMENT_KINDS)[number];
export const AMENDMENT_KIND_LABELS: Record<AmendmentKind, string> = {
  'Emenda Individual - Transferências com Finalidade Definida': 'Individual – finalidade definida',
  'Emenda Individual - Transferências Especiais': 'Individual – transferência especial (Pix)',
  'Emenda de Bancada': 'Bancada',
  'Emenda de Comissão': 'Comissão',
  'Emenda de Relator': 'Relator',
  'Emenda Impositiva Municipal': 'Impositiva municipal',
};

export const AMENDMENT_MODALITIES = ['finalidade_definida', 'especial', 'fundo_a_fundo', 'direta'] as const;
export type AmendmentModality = (typeof AMENDMENT_MODALITIES)[number];
export const AMENDMENT_MODALITY_LABELS: Record<AmendmentModality, string> = {
  finalidade_definida: 'Finalidade definida (convênio / contrato de repasse)',
  especial: 'Transferência especial',
  fundo_a_fundo: 'Fundo a fundo',
  direta: 'Execução direta',
};

/** Our status (the source's, verbatim, is kept apart in sourceStatus). */
export const AMENDMENT_STATUSES = [
  'indicada',
  'aprovada',
  'empenhada',
  'liquidada',
  'paga',
  'cancelada',
  'impedida',
] as const;
export type AmendmentStatus = (typeof AMENDMENT_STATUSES)[number];
export const AMENDMENT_STATUS_LABELS: Record<AmendmentStatus, string> = {
  indicada: 'Indicada',
  aprovada: 'Aprovada',
  empenhada: 'Empenhada',
  liquidada: 'Liquidada',
  paga: 'Paga',
  cancelada: 'Cancelada',
  impedida: 'Impedida',
};
export const AMENDMENT_STATUS_COLORS: Record<AmendmentStatus, string> = {
  indicada: 'gray',
  aprovada: 'blue',
  empenhada: 'yellow',
  liquidada: 'orange',
  paga: 'green',
  cancelada: 'dark',
  impedida: 'red',
};
/** The moves allowed from each status (the board's drops, the record's buttons); others answer 409. */
export const AMENDMENT_TRANSITIONS: Record<AmendmentStatus, AmendmentStatus[]> = {
  indicada: ['aprovada', 'empenhada', 'impedida', 'cancelada'],
  aprovada: ['indicada', 'empenhada', 'impedida', 'cancelada'],
  empenhada: ['aprovada', 'liquidada', 'paga', 'cancelada'],
  liquidada: ['empenhada', 'paga', 'cancelada'],
  paga: ['liquidada'],
  cancelada: ['indicada'],
  impedida: ['indicada', 'aprovada', 'cancelada'],
};
export const canMoveAmendment = (from: AmendmentStatus, to: AmendmentStatus) =>
  AMENDMENT_TRANSITIONS[from].includes(to);
export const AmendmentStatusSchema = z.enum(AMENDMENT_STATUSES, { error: 'Escolha uma situação da lista' });

/** The money stages, in order; each is an integer of centavos. */
export const AMENDMENT_MONEY_FIELDS = [
  'indicated',
  'approved',
  'committed',
  'liquidated',
  'paid',
  'rapRegistered',
  'rapCancelled',
  'rapPaid',
] as const;
export type AmendmentMoneyField = (typeof AMENDMENT_MONEY_FIELDS)[number];
export const AMENDMENT_MONEY_LABELS: Record<AmendmentMoneyField, string> = {
  indicated: 'indicado',
  approved: 'aprovado',
  committed: 'empenhado',
  liquidated: 'liquidado',
  paid: 'pago',
  rapRegistered: 'restos a pagar inscritos',
  rapCancelled: 'restos a pagar cancelados',
  rapPaid: 'restos a pagar pagos',
};
/** The execution values the Portal's CSV carries (Valor Empenhado … Valor Restos A Pagar Pagos). */
export const AMENDMENT_EXECUTION_FIELDS = [
  'committed',
  'liquidated',
  'paid',
  'rapRegistered',
  'rapCancelled',
  'rapPaid',
] as const satisfies readonly AmendmentMoneyField[];

/** The status a move to each money stage sets the date of ('empenhada' → committedOn). */
export const AMENDMENT_STAGE_OF_STATUS: Partial<
  Record<AmendmentStatus, 'approved' | 'committed' | 'liquidated' | 'paid'>
> = {
  aprovada: 'approved',
  empenhada: 'committed',
  liquidada: 'liquidated',
  paga: 'paid',
};

/** Centavos: a whole, non-negative number up to R$ 100 bilhões. */
export const CentsSchema = z
  .number({ error: 'Informe um valor' })
  .int('Valor em centavos inteiros')
  .min(0, 'O valor não pode ser negativo')
  .max(10_000_000_000_000, 'Valor alto demais');

export const AmendmentMoneySchema = z.object({
  indicated: z.number().int(),
  approved: z.number().int(),
  committed: z.number().int(),
  liquidated: z.number().int(),
  paid: z.number().int(),
  rapRegistered: z.number().int(),
  rapCancelled: z.number().int(),
  rapPaid: z.number().int(),
});
export type AmendmentMoney = z.infer<typeof AmendmentMoneySchema>;

/** 'Emenda nº 0006/2024 – Dep. Fulano' as offices label them. */
export function amendmentLabel(a: { number: string | null; year: number; code: string | null }): string {
  if (a.number) return `Emenda nº ${a.number}/${a.year}`;
  if (a.code) return `Emenda ${a.code}`;
  return `Emenda de ${a.year}`;
}

export const AmendmentDemandRefSchema = z.object({
  _id: z.string(),
  protocol: z.string(),
  title: z.string(),
});

export const AmendmentSchema = z.object({
  _id: z.string(),
  sphere: z.enum(AMENDMENT_SPHERES),
  year: z.number().int(),
  number: z.string().nullable(),
  /** 12 digits when federal (year + author + number); not unique in old data, so never the key. */
  code: z.string().nullable(),
  kind: z.enum(AMENDMENT_KINDS),
  author: z.string(),
  object: z.string().nullable(),
  area: AreaRefSchema.nullable(),
  cityIbge: z.number().int().nullable(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  institution: InstitutionRefSchema.nullable(),
  modality: z.enum(AMENDMENT_MODALITIES).nullable(),
  /** Órgão / ministério. */
  agency: z.string().nullable(),
  money: AmendmentMoneySchema,
  /** The day each stage was reached, 'aaaa-mm-dd'. */
  indicatedOn: z.string().nullable(),
  approvedOn: z.string().nullable(),
  committedOn: z.string().nullable(),
  liquidatedOn: z.string().nullable(),
  paidOn: z.string().nullable(),
  status: AmendmentStatusSchema,
  /** The source's status as it came (Transferegov, SIOP…). */
  sourceStatus: z.string().nullable(),
  commitmentNumber: z.string().nullable(),
  agreementNumber: z.string().nullable(),
  seiNumber: z.string().nullable(),
  indicationDeadline: z.string().nullable(),
  workPlanDeadline: z.string().nullable(),
  accountabilityDeadline: z.string().nullable(),
  impedimentReason: z.string().nullable(),
  responsible: PersonRef.nullable(),
  demands: z.array(AmendmentDemandRefSchema),
  citizens: z.array(CitizenRefSchema),
  /** When a source (the Portal's CSV) last updated the values, and which. */
  syncedAt: z.string().nullable(),
  syncSource: z.string().nullable(),
  version: z.number().int(),
  createdBy: PersonRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type Amendment = z.infer<typeof AmendmentSchema>;

const optionalDay = DateOnlySchema.nullable().optional();

const amendmentFields = {
  sphere: z.enum(AMENDMENT_SPHERES, { error: 'Escolha a esfera' }),
  year: z.number({ error: 'Informe o ano' }).int().min(2000, 'Ano inválido').max(2100, 'Ano inválido'),
  number: clearable(20),
  code: z
    .string()
    .trim()
    .max(20)
    .refine((v) => v === '' || /^[0-9A-Za-z./-]+$/.test(v), 'Código inválido')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  kind: z.enum(AMENDMENT_KINDS, { error: 'Escolha o tipo da emenda' }),
  author: singleLine().min(2, 'Informe o autor').max(160),
  object: clearable(2_000),
  areaId: IdSchema.nullable().optional(),
  cityIbge: z.number().int().min(1_000_000).max(9_999_999).nullable().optional(),
  lat: z.number().min(-90).max(90).nullable().optional(),
  lng: z.number().min(-180).max(180).nullable().optional(),
  institutionId: IdSchema.nullable().optional(),
  modality: z.enum(AMENDMENT_MODALITIES).nullable().optional(),
  agency: clearable(200),
  indicated: CentsSchema.optional(),
  approved: CentsSchema.optional(),
  committed: CentsSchema.optional(),
  liquidated: CentsSchema.optional(),
  paid: CentsSchema.optional(),
  rapRegistered: CentsSchema.optional(),
  rapCancelled: CentsSchema.optional(),
  rapPaid: CentsSchema.optional(),
  indicatedOn: optionalDay,
  approvedOn: optionalDay,
  committedOn: optionalDay,
  liquidatedOn: optionalDay,
  paidOn: optionalDay,
  sourceStatus: clearable(120),
  commitmentNumber: clearable(40),
  agreementNumber: clearable(40),
  seiNumber: clearable(40),
  indicationDeadline: optionalDay,
  workPlanDeadline: optionalDay,
  accountabilityDeadline: optionalDay,
  impedimentReason: clearable(1_000),
  responsibleId: IdSchema.nullable().optional(),
  demandIds: z.array(IdSchema).max(50, 'No máximo 50 demandas').optional(),
  citizenIds: z.array(IdSchema).max(50, 'No máximo 50 eleitores').optional(),
};

const federalCode = (v: { sphere?: AmendmentSphere; code?: string | null }) =>
  v.sphere !== 'federal' || !v.code || /^\d{12}$/.test(v.code);
const FEDERAL_CODE = { message: 'O código da emenda federal tem 12 dígitos', path: ['code'] };

export const AmendmentInputSchema = z
  .object({ ...amendmentFields, status: AmendmentStatusSchema.default('indicada') })
  .refine(federalCode, FEDERAL_CODE);
export type AmendmentInput = z.infer<typeof AmendmentInputSchema>;

/** PUT /api/amendments/{id}: any subset plus the version read; the status moves through PATCH …/status. */
export const UpdateAmendmentInputSchema = z
  .object(amendmentFields)
  .partial()
  .extend({ version: VersionSchema })
  .refine(federalCode, FEDERAL_CODE);
export type UpdateAmendmentInput = z.infer<typeof UpdateAmendmentInputSchema>;

/**
 * PATCH /api/amendments/{id}/status: a board move or the record's button. A move to aprovada, empenhada,
 * liquidada or paga may carry that stage's value (centavos) and day.
 */
export const ChangeAmendmentStatusInputSchema = z.object({
  status: AmendmentStatusSchema,
  version: VersionSchema,
  value: CentsSchema.optional(),
  on: DateOnlySchema.optional(),
  note: clearable(500),
});
export type ChangeAmendmentStatusInput = z.infer<typeof ChangeAmendmentStatusInputSchema>;

// The list ----------------------------------------------------------------------------------------------------

export const AmendmentListItemSchema = AmendmentSchema.omit({ demands: true, citizens: true });
export type AmendmentListItem = z.infer<typeof AmendmentListItemSchema>;

export const AmendmentSumsSchema = z.object({
  indicated: z.number().int(),
  committed: z.number().int(),
  paid: z.number().int(),
});
export type AmendmentSums = z.infer<typeof AmendmentSumsSchema>;

export const AmendmentListSchema = z.object({
  amendments: z.array(AmendmentListItemSchema),
  total: z.number().int(),
  totalIsEstimate: z.boolean(),
  /** Sums over the whole filter (not just the page), for the footer. */
  sums: AmendmentSumsSchema,
  page: z.number().int(),
  perPage: z.number().int(),
});

export const AMENDMENT_SORT_COLUMNS = [
  'year',
  'indicated',
  'committed',
  'paid',
  'createdAt',
  'updatedAt',
] as const;

/** The list's, board's, map's and export's filters, kept in the URL. */
export const AmendmentFilterSchema = z.object({
  q: z.string().trim().max(200).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  kind: csvEnumSchema(AMENDMENT_KINDS).optional(),
  status: csvEnumSchema(AMENDMENT_STATUSES).optional(),
  sphere: csvEnumSchema(AMENDMENT_SPHERES).optional(),
  areaId: IdSchema.optional(),
  cityIbge: z.coerce.number().int().optional(),
  institutionId: IdSchema.optional(),
  author: z.string().trim().max(160).optional(),
  responsibleId: z.union([IdSchema, z.literal('me')]).optional(),
  /** Value range on the indicado, in centavos. */
  minValue: z.coerce.number().int().min(0).optional(),
  maxValue: z.coerce.number().int().min(0).optional(),
  citizenId: IdSchema.optional(),
  demandId: IdSchema.optional(),
  /** The bin. */
  deleted: QueryBooleanSchema.optional(),
});
export type AmendmentFilter = z.infer<typeof AmendmentFilterSchema>;

export const ListAmendmentsQuerySchema = PageQuerySchema.extend(AmendmentFilterSchema.shape).extend({
  sort: sortSchema(AMENDMENT_SORT_COLUMNS, '-year'),
});
export type ListAmendmentsQuery = z.infer<typeof ListAmendmentsQuerySchema>;

/** POST /api/amendments/exports: the list's filter as CSV or XLSX, made in the background like the eleitores'. */
export const AmendmentExportInputSchema = z.object({
  format: z.enum(EXPORT_FORMATS).default('csv'),
  filter: AmendmentFilterSchema.optional(),
});
export type AmendmentExportInput = z.infer<typeof AmendmentExportInputSchema>;

// Board, map, history, comments ---------------------------------------------------------------------------------

export const AmendmentBoardSchema = z.object({
  columns: z.array(
    z.object({
      status: AmendmentStatusSchema,
      total: z.number().int(),
      sums: AmendmentSumsSchema,
      amendments: z.array(AmendmentListItemSchema),
    }),
  ),
});

export const AmendmentMapQuerySchema = AmendmentFilterSchema.extend({
  /** Below CITY_ZOOM the map shows one summary per município; from it, the emendas themselves. */
  zoom: z.coerce.number().int().min(0).max(22).default(6),
  /** west,south,east,north */
  bbox: z
    .string()
    .regex(/^-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+$/, 'Área do mapa inválida')
    .optional(),
});
export type AmendmentMapQuery = z.infer<typeof AmendmentMapQuerySchema>;
export const AMENDMENT_CITY_ZOOM = 10;
/** From city zoom, more emendas than this in the map's box come grouped in grid cells (AmendmentMap.clusters). */
export const AMENDMENT_MAP_CLUSTER_ABOVE = 1_000;

export const AmendmentMapSchema = z.object({
  mode: z.enum(['cities', 'points']),
  cities: z.array(
    z.object({
      cityIbge: z.number().int(),
      city: z.string(),
      uf: z.string(),
      lat: z.number(),
      lng: z.number(),
      count: z.number().int(),
      sums: AmendmentSumsSchema,
    }),
  ),
  /** Compact points: [id, lat, lng, status index in AMENDMENT_STATUSES, indicado in centavos]. */
  points: z.array(z.tuple([z.string(), z.number(), z.number(), z.number().int(), z.number().int()])),
  /**
   * Above AMENDMENT_MAP_CLUSTER_ABOVE emendas in the box, the server groups them on a grid of the zoom: a cell
   * with one emenda stays a point, the others are [lat, lng, count, most frequent status index, indicado sum].
   */
  clusters: z.array(z.tuple([z.number(), z.number(), z.number().int(), z.number().int(), z.number().int()])),
  truncated: z.boolean(),
});
export type AmendmentMap = z.infer<typeof AmendmentMapSchema>;

export const AMENDMENT_CHANGE_ACTIONS = [
  'create',
  'update',
  'status',
  'comment',
  'import',
  'delete',
  'restore',
  'attachment_add',
  'attachment_remove',
] as const;
export const AmendmentChangeSchema = z.object({
  _id: z.string(),
  action: z.enum(AMENDMENT_CHANGE_ACTIONS),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  /** For imports: 'Portal 2026-11-20'. */
  source: z.string().nullable(),
  user: PersonRef.nullable(),
  createdAt: z.string(),
});
export const AmendmentHistorySchema = z.object({ changes: z.array(AmendmentChangeSchema) });

export const AMENDMENT_FIELD_LABELS: Record<string, string> = {
  attachment: 'anexo',
  sphere: 'esfera',
  year: 'ano',
  number: 'número',
  code: 'código',
  kind: 'tipo',
  author: 'autor',
  object: 'objeto',
  area: 'área',
  city: 'município',
  location: 'ponto no mapa',
  institution: 'beneficiário',
  modality: 'modalidade',
  agency: 'órgão',
  ...AMENDMENT_MONEY_LABELS,
  indicatedOn: 'data da indicação',
  approvedOn: 'data da aprovação',
  committedOn: 'data do empenho',
  liquidatedOn: 'data da liquidação',
  paidOn: 'data do pagamento',
  status: 'situação',
  sourceStatus: 'situação na origem',
  commitmentNumber: 'nº do empenho',
  agreementNumber: 'nº do convênio / instrumento',
  seiNumber: 'nº SEI',
  indicationDeadline: 'prazo de indicação',
  workPlanDeadline: 'prazo do plano de trabalho',
  accountabilityDeadline: 'prazo da prestação de contas',
  impedimentReason: 'motivo do impedimento',
  responsible: 'responsável',
  demands: 'demandas',
  citizens: 'eleitores que pediram',
  note: 'observação',
};

export const AmendmentCommentSchema = z.object({
  _id: z.string(),
  body: z.string(),
  user: PersonRef.nullable(),
  createdAt: z.string(),
});
export const AmendmentCommentListSchema = z.object({ comments: z.array(AmendmentCommentSchema) });
export const AmendmentCommentInputSchema = z.object({
  body: z.string().trim().min(1, 'Escreva o comentário').max(5_000, 'No máximo 5.000 caracteres'),
});

// The Portal da Transparência import -----------------------------------------------------------------------------

/** The largest file the import accepts (the Portal's whole zip is ~32 MB). */
export const AMENDMENT_IMPORT_MAX_BYTES = 50 * 1024 * 1024 - 1;

export const AmendmentImportChangeSchema = z.object({
  field: z.enum(AMENDMENT_EXECUTION_FIELDS),
  from: z.number().int(),
  to: z.number().int(),
});

export const AmendmentImportItemSchema = z.object({
  code: z.string(),
  year: z.number().int(),
  author: z.string(),
  kind: z.string(),
  city: z.string().nullable(),
  rows: z.number().int(),
  action: z.enum(['create', 'update', 'unchanged', 'park']),
  amendmentId: z.string().nullable(),
  changes: z.array(AmendmentImportChangeSchema),
  money: AmendmentMoneySchema.pick({
    committed: true,
    liquidated: true,
    paid: true,
    rapRegistered: true,
    rapCancelled: true,
    rapPaid: true,
  }),
});
export type AmendmentImportItem = z.infer<typeof AmendmentImportItemSchema>;

export const AmendmentImportRowErrorSchema = z.object({ line: z.number().int(), message: z.string() });

export const AmendmentImportPreviewSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  status: z.enum(['preview', 'done']),
  rows: z.number().int(),
  summary: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    park: z.number().int(),
  }),
  /** The emendas to create or update first, at most 500 (the rest are counted in the summary). */
  items: z.array(AmendmentImportItemSchema),
  errors: z.array(AmendmentImportRowErrorSchema),
  createdAt: z.string(),
  executedAt: z.string().nullable(),
});
export type AmendmentImportPreview = z.infer<typeof AmendmentImportPreviewSchema>;

export const PARKED_ROW_STATUSES = ['pending', 'linked', 'created', 'dismissed'] as const;
export const ParkedAmendmentSchema = z.object({
  _id: z.string(),
  importId: z.string(),
  code: z.string(),
  year: z.number().int(),
  author: z.string(),
  kind: z.string(),
  cityIbge: z.number().int().nullable(),
  city: z.string().nullable(),
  money: AmendmentImportItemSchema.shape.money,
  status: z.enum(PARKED_ROW_STATUSES),
  amendmentId: z.string().nullable(),
  createdAt: z.string(),
});
export type ParkedAmendment = z.infer<typeof ParkedAmendmentSchema>;
export const ParkedAmendmentListSchema = z.object({
  parked: z.array(ParkedAmendmentSchema),
  total: z.number().int(),
});
export const ListParkedQuerySchema = z.object({
  status: z.enum(PARKED_ROW_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
/** Review of a parked row: link it to an emenda of the office, create one from it, or dismiss it. */
export const ReviewParkedInputSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('link'), amendmentId: IdSchema }),
  z.object({ action: z.literal('create') }),
  z.object({ action: z.literal('dismiss') }),
]);
export type ReviewParkedInput = z.infer<typeof ReviewParkedInputSchema>;

export const AmendmentImportParamsSchema = z.object({ importId: IdSchema });

export const AMENDMENT_ERRORS = {
  AMENDMENT_NOT_FOUND: 'Emenda não encontrada.',
  AMENDMENT_DELETED: 'Esta emenda está na lixeira. Restaure-a antes de alterar.',
  AMENDMENT_NOT_DELETED: 'Esta emenda não está na lixeira.',
  AMENDMENT_RESPONSIBLE_INVALID: 'Responsável não encontrado entre os usuários ativos do gabinete.',
  AMENDMENT_DEMAND_INVALID: 'Demanda não encontrada neste gabinete (ou está na lixeira).',
  AMENDMENT_CITIZEN_INVALID: 'Eleitor não encontrado neste gabinete (ou está na lixeira).',
  AMENDMENT_VALUE_STAGE: 'Só as situações aprovada, empenhada, liquidada e paga recebem valor.',
  AMENDMENT_IMPORT_NOT_FOUND: 'Importação de emendas não encontrada.',
  AMENDMENT_IMPORT_DONE: 'Esta importação já foi executada.',
  AMENDMENT_IMPORT_FILE:
    'Não foi possível ler o arquivo. Envie o CSV de emendas do Portal da Transparência ou o zip que o contém.',
  AMENDMENT_IMPORT_ENCODING: 'O arquivo não está na codificação do Portal (Windows-1252) nem em UTF-8.',
  AMENDMENT_IMPORT_LAYOUT: 'O arquivo não tem o layout do CSV de emendas do Portal da Transparência.',
  AMENDMENT_IMPORT_TOO_LARGE: 'O arquivo passa do limite de 50 MB.',
  AMENDMENT_IMPORT_EMPTY: 'O arquivo não tem nenhuma emenda.',
  AMENDMENT_PARKED_NOT_FOUND: 'Linha em revisão não encontrada.',
  AMENDMENT_PARKED_DONE: 'Esta linha já foi revisada.',
} as const;
