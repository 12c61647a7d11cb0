// Imports (CSV/XLSX of citizens) and exports of any filtered list, both run as background jobs (issue 3).
import { z } from 'zod';
import { CitizenFilterSchema } from './citizens.contract.ts';
import { IdSchema, PageQuerySchema } from './common.contract.ts';

export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 500_000;
export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;

/** The citizen fields a spreadsheet column can fill. */
export const IMPORT_FIELDS = [
  'name',
  'socialName',
  'nickname',
  'cpf',
  'rg',
  'birthDate',
  'gender',
  'voterTitle',
  'voterZone',
  'voterSection',
  'profession',
  'phone',
  'phone2',
  'whatsapp',
  'email',
  'cep',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'uf',
  'referencePoint',
  'tags',
  'notes',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  name: 'Nome',
  socialName: 'Nome social',
  nickname: 'Apelido',
  cpf: 'CPF',
  rg: 'RG',
  birthDate: 'Data de nascimento',
  gender: 'Gênero',
  voterTitle: 'Título de eleitor',
  voterZone: 'Zona',
  voterSection: 'Seção',
  profession: 'Profissão',
  phone: 'Telefone',
  phone2: 'Telefone 2',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  cep: 'CEP',
  street: 'Logradouro',
  number: 'Número',
  complement: 'Complemento',
  neighborhood: 'Bairro',
  city: 'Cidade',
  uf: 'UF',
  referencePoint: 'Ponto de referência',
  tags: 'Tags (separadas por vírgula)',
  notes: 'Observações',
};

export const DUPLICATE_POLICIES = ['skip', 'update', 'create'] as const;
export const DUPLICATE_POLICY_LABELS: Record<(typeof DUPLICATE_POLICIES)[number], string> = {
  skip: 'Ignorar a linha (manter o cadastro existente)',
  update: 'Atualizar o cadastro existente',
  create: 'Criar um novo cadastro mesmo assim (exceto CPF ou título de eleitor já cadastrado)',
};

export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export const IMPORT_STATUS_LABELS: Record<(typeof IMPORT_STATUSES)[number], string> = {
  uploaded: 'Aguardando mapeamento',
  queued: 'Na fila',
  running: 'Importando',
  completed: 'Concluída',
  failed: 'Falhou',
  cancelled: 'Cancelada',
};

/** Source column (as in the header) → citizen field; unmapped columns are left out. */
export const ImportMappingSchema = z.record(z.string().max(200), z.enum(IMPORT_FIELDS));

export const ImportSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  format: z.enum(IMPORT_FORMATS),
  /** 'utf-8' or 'latin1' (detected). */
  encoding: z.string().nullable(),
  sheet: z.string().nullable(),
  columns: z.array(z.string()),
  mapping: ImportMappingSchema,
  duplicatePolicy: z.enum(DUPLICATE_POLICIES),
  tagIds: z.array(z.string()),
  status: z.enum(IMPORT_STATUSES),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  createdRows: z.number().int(),
  updatedRows: z.number().int(),
  skippedRows: z.number().int(),
  failedRows: z.number().int(),
  /** How an interruption was handled, in pt-BR ('Retomada da linha 40.001 após reinício.'). */
  note: z.string().nullable(),
  error: z.string().nullable(),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Import = z.infer<typeof ImportSchema>;

export const ImportListSchema = z.object({
  imports: z.array(ImportSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export const ListImportsQuerySchema = PageQuerySchema.extend({ status: z.enum(IMPORT_STATUSES).optional() });

/** PUT /api/imports/{id}/mapping: the mapping, the duplicate policy and tags given to every row. */
export const ImportMappingInputSchema = z.object({
  mapping: ImportMappingSchema.refine(
    (m) => Object.values(m).includes('name'),
    'Associe uma coluna ao campo Nome',
  ),
  duplicatePolicy: z.enum(DUPLICATE_POLICIES).default('skip'),
  tagIds: z.array(IdSchema).max(20).default([]),
  /** Remember this mapping for the next file with the same columns. */
  saveMapping: z.boolean().default(true),
});

export const ImportRowErrorSchema = z.object({
  /** 1-based line in the file, the header being line 1. */
  row: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
});
export const ImportPreviewRowSchema = z.object({
  row: z.number().int(),
  values: z.record(z.string(), z.string().nullable()),
  errors: z.array(ImportRowErrorSchema),
  /** The existing citizen this row matches (CPF, título or phone), when any. */
  duplicateOf: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export const ImportPreviewSchema = z.object({
  import: ImportSchema,
  rows: z.array(ImportPreviewRowSchema),
});
export const ImportErrorListSchema = z.object({
  errors: z.array(ImportRowErrorSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});

// Exports -------------------------------------------------------------------------------------------------------

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const EXPORT_STATUSES = ['queued', 'running', 'completed', 'failed', 'expired'] as const;
export const EXPORT_STATUS_LABELS: Record<(typeof EXPORT_STATUSES)[number], string> = {
  queued: 'Na fila',
  running: 'Gerando',
  completed: 'Pronta',
  failed: 'Falhou',
  expired: 'Expirada',
};
/** Download links stop working after this many hours; the file is removed. */
export const EXPORT_TTL_HOURS = 72;

export const CreateExportInputSchema = z.object({
  format: z.enum(EXPORT_FORMATS).default('csv'),
  /** Chosen rows, or every row of the filter. */
  ids: z.array(IdSchema).min(1).max(1000).optional(),
  filter: CitizenFilterSchema.optional(),
});

export const ExportSchema = z.object({
  _id: z.string(),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_STATUSES),
  /** Human description of the filter ('Tag: Saúde · Bairro: Centro'). */
  description: z.string(),
  rowCount: z.number().int(),
  fileSize: z.number().int().nullable(),
  /** A signed link that works until expiresAt, when the export is ready. */
  downloadUrl: z.string().nullable(),
  error: z.string().nullable(),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type Export = z.infer<typeof ExportSchema>;
export const ExportListSchema = z.object({
  exports: z.array(ExportSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
